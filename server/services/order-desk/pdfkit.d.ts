// The part of pdfkit (no published types) the order documents use.
declare module "pdfkit" {
  interface TextOptions {
    width?: number;
    align?: "left" | "center" | "right" | "justify";
    lineGap?: number;
    continued?: boolean;
  }
  class PDFDocument {
    constructor(options?: { size?: string; margin?: number; font?: string; info?: Record<string, unknown>; bufferPages?: boolean });
    page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    x: number;
    y: number;
    registerFont(name: string, path: string): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    stroke(): this;
    addPage(): this;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: unknown) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
