import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { dayVi, STATEMENT_KIND_LABELS, type DealerNetworkRow, type DealerStatement } from "#common/dealers";
import { REGION_LABELS } from "#common/site-info";
import { formatVnd } from "#common/money";
import { csvDocument } from "../foundation/csv-export";

/**
 * A dealer's monthly statement of account (sao kê công nợ) as files: CSV by the project's one CSV rule, and PDF with
 * pdfkit and the embedded DejaVu Sans (assets/fonts) that the quotes and the order papers use, so every viewer shows
 * the Vietnamese text right.
 */

const FONT_DIRS = [
  new URL("../../../assets/fonts/", import.meta.url), // server/services/dealers/ (tsx, tests)
  new URL("../assets/fonts/", import.meta.url), // build/server.js
];

function fontPath(file: string): string {
  const found = FONT_DIRS.map((dir) => fileURLToPath(new URL(file, dir))).find((path) => existsSync(path));
  if (!found) throw new Error(`assets/fonts/${file} is missing`);
  return found;
}

const monthVi = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

export function statementFileName(statement: DealerStatement, extension: "csv" | "pdf"): string {
  return `sao-ke-cong-no-${statement.place.id}-${statement.month}.${extension}`;
}

export function statementCsv(statement: DealerStatement): string {
  const rows: Array<Array<string | number>> = [
    ["", "Số dư đầu kỳ", "", "", "", statement.opening],
    ...statement.entries.map((entry) => [dayVi(entry.day), STATEMENT_KIND_LABELS[entry.kind], entry.reference, entry.debit, entry.credit, entry.balance]),
    ["", "Cộng phát sinh", "", statement.debits, statement.credits, ""],
    ["", "Số dư cuối kỳ", "", "", "", statement.closing],
  ];
  return csvDocument(["Ngày", "Loại", "Diễn giải", "Phát sinh nợ (đ)", "Phát sinh có (đ)", "Số dư (đ)"], rows);
}

export function renderStatementPdf(statement: DealerStatement, brandName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: `Sao kê công nợ ${monthVi(statement.month)} – ${statement.place.name}`, Author: brandName } });
  doc.registerFont("body", fontPath("DejaVuSans.ttf"));
  doc.registerFont("bold", fontPath("DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font("bold").fontSize(14).fillColor("#166534").text(brandName.toUpperCase(), { width });
  doc.moveDown(0.5);
  doc.font("bold").fontSize(16).fillColor("#1f2937").text(`SAO KÊ CÔNG NỢ THÁNG ${monthVi(statement.month)}`, { width, align: "center" });
  doc.font("body").fontSize(10).text(`Đại lý: ${statement.place.name}`, { width, align: "center" });
  doc.moveDown(1);

  // Day, kind, description, debit, credit, balance.
  const columns = [62, 84, 136, 82, 82, width - 446];
  const row = (cells: string[], font: "body" | "bold" = "body") => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      doc.font(font).fontSize(8.5).text(cell, x, y, { width: columns[index]! - 4, align: index >= 3 ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
      x += columns[index]!;
    });
    doc.x = left;
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - 80) doc.addPage();
  };
  row(["Ngày", "Loại", "Diễn giải", "Phát sinh nợ", "Phát sinh có", "Số dư"], "bold");
  row(["", "Số dư đầu kỳ", "", "", "", formatVnd(statement.opening)], "bold");
  for (const entry of statement.entries) {
    row([dayVi(entry.day), STATEMENT_KIND_LABELS[entry.kind], entry.reference, entry.debit ? formatVnd(entry.debit) : "", entry.credit ? formatVnd(entry.credit) : "", formatVnd(entry.balance)]);
  }
  row(["", "Cộng phát sinh", "", formatVnd(statement.debits), formatVnd(statement.credits), ""], "bold");
  row(["", "Số dư cuối kỳ", "", "", "", formatVnd(statement.closing)], "bold");
  doc.moveDown(1.5);
  doc.font("body").fontSize(8.5).fillColor("#6b7280").text("Số dư dương là số tiền đại lý còn nợ cửa hàng. Vui lòng đối chiếu và báo lại cửa hàng nếu có sai khác.", left, doc.y, { width });
  doc.end();
  return done;
}

/** The owner's network view as CSV (the project's CSV rule): one row per dealer, the figures of `GET /api/admin/dealers`. */
export function networkCsv(rows: readonly DealerNetworkRow[]): string {
  return csvDocument(
    ["Mã", "Đại lý", "Tỉnh/thành", "Miền", "Bậc giá", "Hạn mức (đ)", "Công nợ (đ)", "Quá hạn (đ)", "Số đơn", "Đơn gần nhất", "Máy tồn", "Máy đã bán", "Yêu cầu nhận được", "Đã nhận", "Đã bán", "Phút phản hồi (trung vị)", "Tỷ lệ chốt (%)"],
    rows.map((row) => [
      row.placeId,
      row.name,
      row.provinceName,
      REGION_LABELS[row.region],
      row.tierName ?? "",
      row.creditLimit ?? "",
      row.balance,
      row.overdue,
      row.orders,
      row.lastOrderAt ? row.lastOrderAt.slice(0, 10) : "",
      row.machinesInStock,
      row.machinesSold,
      row.leadsRouted,
      row.leadsAccepted,
      row.leadsSold,
      row.responseMinutes ?? "",
      row.conversionPercent ?? "",
    ]),
  );
}
