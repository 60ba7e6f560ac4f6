import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { formatShippingAddress } from "#common/address";
import { auditTime } from "#common/audit";
import { amountDue } from "#common/amount-due";
import { formatVnd } from "#common/money";
import { printableOrder } from "#common/order-document";
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind, type OrderMoney, type OrderNoteView } from "#common/order-desk";
import { paymentMethodLabel } from "#common/payment";
import { orderIdsSchema } from "#common/schemas/order-desk";
import { sellerLines, type SiteInfo } from "#common/site-info";
import type { OrderView } from "#common/order-view";
import { NotFoundError } from "../foundation/errors";

/**
 * The order's papers as PDF (`GET /api/admin/orders/{id}/documents/{kind}.pdf`, and several orders in one file from
 * the list): the delivery note (phiếu giao hàng: lines, prices, what to collect, serials when known, the
 * signatures) and the packing slip (lines and quantities to tick, no prices). Written with pdfkit and the DejaVu
 * Sans font the guidebook already ships (assets/fonts, full Vietnamese coverage), embedded so every viewer shows
 * the diacritics right.
 */

const FONT_DIRS = [
  new URL("../../../assets/fonts/", import.meta.url), // server/services/order-desk/ (tsx, tests)
  new URL("../assets/fonts/", import.meta.url), // build/server.js
];

export function fontPath(file: string): string {
  const found = FONT_DIRS.map((dir) => fileURLToPath(new URL(file, dir))).find((path) => existsSync(path));
  if (!found) throw new Error(`assets/fonts/${file} is missing`);
  return found;
}

/** One order with what its papers print. */
export interface OrderForDocument {
  order: OrderView;
  money: OrderMoney;
  /** Notes for the buyer (delivery note) or all notes (packing slip). */
  notes: OrderNoteView[];
  /** Serial numbers per product when the shop records them (none yet: a blank line to fill in by hand). */
  serials?: Map<number, string[]>;
}

export function isOrderDocumentKind(value: string): value is OrderDocumentKind {
  return (ORDER_DOCUMENT_KINDS as readonly string[]).includes(value);
}

export function parseOrderIds(value: unknown): number[] {
  return orderIdsSchema.parse(value) as number[];
}

/** Who the papers are from: the brand, its hotline and the seller's legal details (store settings). */
type DocumentShop = Pick<SiteInfo, "brandName" | "hotline"> & Partial<Pick<SiteInfo, "seller">>;

const TEXT = "#111827";
const MUTED = "#4b5563";

export async function renderOrderDocuments(kind: OrderDocumentKind, items: OrderForDocument[], shop: DocumentShop): Promise<Buffer> {
  if (items.length === 0) throw new NotFoundError("Không tìm thấy đơn hàng");
  const regular = fontPath("DejaVuSans.ttf");
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    font: regular,
    info: { Title: `${kind === "delivery-note" ? "Phiếu giao hàng" : "Phiếu đóng gói"} ${items.map((item) => `#${item.order.id}`).join(", ")}`, Author: shop.brandName },
  });
  doc.registerFont("body", regular);
  doc.registerFont("bold", fontPath("DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  items.forEach((item, index) => {
    if (index > 0) doc.addPage();
    if (kind === "delivery-note") deliveryNote(doc, item, shop);
    else packingSlip(doc, item, shop);
  });
  doc.end();
  return done;
}

function header(doc: PDFDocument, title: string, order: OrderView, shop: DocumentShop): void {
  const left = doc.page.margins.left;
  doc.font("bold").fontSize(13).fillColor(TEXT).text(shop.brandName, left, 40);
  doc.font("body").fontSize(9).fillColor(MUTED);
  // The seller as the law names it (issue 42), when the settings have it.
  for (const line of sellerLines(shop.seller)) doc.text(line, { width: contentWidth(doc) });
  doc.text(`Hotline: ${shop.hotline.display}`);
  doc.font("bold").fontSize(18).fillColor(TEXT).text(title, left, Math.max(80, doc.y + 12), { align: "center", width: contentWidth(doc) });
  doc.font("body").fontSize(10).fillColor(MUTED).text(`Đơn hàng #${order.id} · Đặt lúc ${auditTime(order.createdAt)} · In lúc ${auditTime(new Date())}`, {
    align: "center",
    width: contentWidth(doc),
  });
  doc.moveDown(1);
}

const contentWidth = (doc: PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function recipient(doc: PDFDocument, order: OrderView): void {
  const left = doc.page.margins.left;
  doc.font("bold").fontSize(11).fillColor(TEXT).text("Người nhận", left);
  doc.font("body").fontSize(10);
  doc.text(`Họ tên: ${order.address.fullName}`);
  doc.text(`Điện thoại: ${order.address.phone}`);
  doc.text(`Địa chỉ: ${formatShippingAddress(order.address)}`, { width: contentWidth(doc) });
  doc.moveDown(0.8);
}

/** A table with fixed columns; a row taller than one line (a long name) pushes the next one down. */
function table(doc: PDFDocument, columns: Array<{ title: string; width: number; align?: "left" | "right" | "center" }>, rows: string[][]): void {
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? "bold" : "body").fontSize(9.5).fillColor(TEXT);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 8 }))) + 8;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + 4, top + 4, { width: column.width - 8, align: column.align ?? "left" });
      x += column.width;
    });
    doc.lineWidth(0.5).strokeColor("#9ca3af").rect(left, top, x - left, height).stroke();
    doc.y = top + height;
  };
  drawRow(columns.map((column) => column.title), true);
  for (const row of rows) drawRow(row, false);
  doc.x = left;
  doc.moveDown(0.8);
}

function signatures(doc: PDFDocument, labels: string[]): void {
  const left = doc.page.margins.left;
  if (doc.y > doc.page.height - 150) doc.addPage();
  const top = doc.y + 10;
  const width = contentWidth(doc) / labels.length;
  labels.forEach((label, index) => {
    doc.font("bold").fontSize(10).fillColor(TEXT).text(label, left + index * width, top, { width, align: "center" });
    doc.font("body").fontSize(8.5).fillColor(MUTED).text("(Ký, ghi rõ họ tên)", left + index * width, top + 14, { width, align: "center" });
  });
  doc.x = left;
  doc.y = top + 90;
}

function deliveryNote(doc: PDFDocument, { order, money, notes, serials }: OrderForDocument, shop: DocumentShop): void {
  header(doc, "PHIẾU GIAO HÀNG", order, shop);
  recipient(doc, order);
  const width = contentWidth(doc);
  const printed = printableOrder(order);
  table(
    doc,
    [
      { title: "STT", width: 32, align: "center" },
      { title: "Sản phẩm", width: width - 32 - 40 - 95 - 100 },
      { title: "SL", width: 40, align: "center" },
      { title: "Đơn giá", width: 95, align: "right" },
      { title: "Thành tiền", width: 100, align: "right" },
    ],
    printed.lines.map((line, index) => {
      let name = line.name;
      if (line.productId !== null) {
        const known = serials?.get(line.productId) ?? [];
        name = `${line.name}\n${known.length ? `Số serial: ${known.join(", ")}` : "Số serial: ................................"}`;
      }
      return [String(index + 1), name, String(line.quantity), formatVnd(line.unitPrice), formatVnd(line.amount)];
    }),
  );
  // The printed figures every document shares (decision 0051), then the money: paid, refunded, still to collect.
  const due = amountDue({ total: order.total, status: order.status, amountPaid: money.amountPaid, amountRefunded: money.amountRefunded });
  const figures: Array<[string, string, boolean]> = [
    ...printed.figures.map((figure): [string, string, boolean] => [figure.label, figure.text, figure.key === "total"]),
    ["Đã thanh toán", formatVnd(money.amountPaid), false],
    ...(money.amountRefunded > 0 ? [["Đã hoàn", formatVnd(money.amountRefunded), false] as [string, string, boolean]] : []),
    ["Cần thu khi giao", formatVnd(due), true],
  ];
  const left = doc.page.margins.left;
  for (const [label, value, bold] of figures) {
    const top = doc.y;
    doc.font(bold ? "bold" : "body").fontSize(10).fillColor(TEXT).text(label, left + width - 300, top, { width: 170 });
    doc.text(value, left + width - 130, top, { width: 130, align: "right" });
  }
  doc.x = left;
  doc.moveDown(0.5);
  doc.font("body").fontSize(10).text(`Hình thức thanh toán: ${paymentMethodLabel(order.paymentMethod)}`, left);
  if (notes.length) {
    doc.moveDown(0.5);
    doc.font("bold").text("Ghi chú");
    doc.font("body");
    for (const note of notes) doc.text(`• ${note.body}`, { width });
  }
  doc.moveDown(0.5);
  doc.font("body").fontSize(9).fillColor(MUTED).text("Khách hàng kiểm tra máy, phụ kiện và số serial trước khi ký nhận.", { width });
  signatures(doc, ["Người giao hàng", "Người nhận hàng"]);
}

function packingSlip(doc: PDFDocument, { order, notes }: OrderForDocument, shop: DocumentShop): void {
  header(doc, "PHIẾU ĐÓNG GÓI", order, shop);
  recipient(doc, order);
  const width = contentWidth(doc);
  table(
    doc,
    [
      { title: "STT", width: 32, align: "center" },
      { title: "Sản phẩm", width: width - 32 - 70 - 50 - 60 },
      { title: "Mã SP", width: 70, align: "center" },
      { title: "SL", width: 50, align: "center" },
      { title: "Đã xếp", width: 60, align: "center" },
    ],
    order.items.map((line, index) => [String(index + 1), line.name, `#${line.productId}`, String(line.quantity), "☐"]),
  );
  const count = order.items.reduce((sum, line) => sum + line.quantity, 0);
  doc.font("bold").fontSize(10).fillColor(TEXT).text(`Tổng số kiện: ${count}`);
  if (notes.length) {
    doc.moveDown(0.5);
    doc.font("bold").text("Ghi chú");
    doc.font("body");
    for (const note of notes) doc.text(`• ${note.body}`, { width });
  }
  signatures(doc, ["Người đóng gói", "Người kiểm tra"]);
}
