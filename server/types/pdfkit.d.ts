// pdfkit ships no types and @types/pdfkit is not installed: the part of its API the quote PDF uses.
declare module "pdfkit" {
  interface TextOptions {
    width?: number;
    align?: "left" | "center" | "right" | "justify";
    lineGap?: number;
    continued?: boolean;
    characterSpacing?: number;
  }
  class PDFDocument {
    constructor(options?: { size?: string; margin?: number; margins?: { top: number; bottom: number; left: number; right: number }; info?: Record<string, string>; compress?: boolean });
    page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    x: number;
    y: number;
    registerFont(name: string, path: string): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number | TextOptions, y?: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color?: string): this;
    heightOfString(text: string, options?: TextOptions): number;
    addPage(): this;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    end(): void;
  }
  export default PDFDocument;
}
