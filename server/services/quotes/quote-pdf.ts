import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { amountInWords } from "#common/business-buyers";
import { formatVnd } from "#common/money";
import type { QuoteView } from "#common/quotes";
import { sellerLines, type SiteInfo } from "#common/site-info";
import type { BankAccount } from "../../config";

/**
 * The quote as a document (decision 0042): A4, the brand's letterhead from the store settings, the buyer, the
 * lines with their discount, VAT 10 % on the lines and the fee, the total in words, validity and signatures.
 * DejaVu Sans (assets/fonts, its licence beside it) covers every Vietnamese letter; pdfkit embeds the subset used,
 * with the Unicode map, so the text can be searched and copied.
 */

/** assets/fonts from the source tree (tsx, tests) and from the production build (build/server.js). */
function fontsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../../../assets/fonts"), path.resolve(here, "../assets/fonts"), path.resolve(process.cwd(), "assets/fonts")];
  return candidates.find((dir) => existsSync(path.join(dir, "DejaVuSans.ttf"))) ?? candidates[candidates.length - 1]!;
}

const INK = "#1f2937";
const MUTED = "#6b7280";
const ACCENT = "#166534";

const dateVi = (isoDay: string) => {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
};

export interface QuoteLetterhead {
  site: SiteInfo;
  bank: BankAccount | null;
}

export function renderQuotePdf(quote: QuoteView, letterhead: QuoteLetterhead, issuedOn: string): Promise<Buffer> {
  const fonts = fontsDir();
  const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: `Báo giá ${quote.number}`, Author: letterhead.site.brandName } });
  doc.registerFont("body", path.join(fonts, "DejaVuSans.ttf"));
  doc.registerFont("bold", path.join(fonts, "DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { site, bank } = letterhead;

  // Letterhead.
  doc.font("bold").fontSize(16).fillColor(ACCENT).text(site.brandName.toUpperCase(), left, 48, { width });
  // The seller as the law names it (issue 42), when the settings have it.
  const seller = sellerLines(site.seller);
  if (seller.length) doc.font("body").fontSize(9).fillColor(INK).text(seller.join(" · "), { width });
  doc.font("body").fontSize(8.5).fillColor(MUTED);
  for (const office of site.offices) doc.text(`${office.label}: ${office.streetAddress}, ${office.locality} – ĐT ${office.phoneLine.display}`, { width });
  doc.text(`Hotline: ${site.hotline.display} · E-mail: ${site.contactEmail}`, { width });
  if (bank) doc.text(`Tài khoản: ${bank.accountNumber} – ${bank.accountName} – ${bank.bankName}`, { width });
  const ruleY = doc.y + 6;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).strokeColor(ACCENT).lineWidth(1).stroke();

  // Title.
  doc.font("bold").fontSize(18).fillColor(INK).text("BẢNG BÁO GIÁ", left, ruleY + 14, { width, align: "center" });
  doc.font("body").fontSize(9).fillColor(MUTED).text(`Số: ${quote.number} · Ngày: ${dateVi(issuedOn)} · Hiệu lực đến: ${dateVi(quote.validUntil)}`, { width, align: "center" });
  doc.moveDown(0.8);

  // Buyer.
  const c = quote.customer;
  doc.font("bold").fontSize(10).fillColor(INK).text("Kính gửi: ", left, doc.y, { continued: true }).font("body").text(c.companyName || c.name);
  if (c.taxCode) doc.text(`Mã số thuế: ${c.taxCode}`);
  doc.text(`Người liên hệ: ${c.name} · ĐT: ${c.phone}${c.email ? ` · E-mail: ${c.email}` : ""}`);
  doc.moveDown(0.6);

  // Lines.
  const columns = [
    { title: "STT", width: 28, align: "center" as const },
    { title: "Sản phẩm", width: width - 28 - 40 - 90 - 55 - 100, align: "left" as const },
    { title: "SL", width: 40, align: "center" as const },
    { title: "Đơn giá", width: 90, align: "right" as const },
    { title: "Giảm", width: 55, align: "right" as const },
    { title: "Thành tiền", width: 100, align: "right" as const },
  ];
  const row = (cells: string[], font: "body" | "bold") => {
    const y = doc.y;
    const height = Math.max(...cells.map((cell, index) => doc.font(font).fontSize(9).heightOfString(cell, { width: columns[index]!.width - 8 }))) + 8;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.font(font).fontSize(9).fillColor(INK).text(cell, x + 4, y + 4, { width: column.width - 8, align: column.align });
      x += column.width;
    });
    doc.x = left;
    doc.y = y + height;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor("#d1d5db").lineWidth(0.5).stroke();
  };
  row(columns.map((column) => column.title), "bold");
  quote.lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        line.name,
        String(line.quantity),
        formatVnd(line.unitPrice),
        line.discountPercent > 0 ? `${line.discountPercent.toLocaleString("vi-VN")}%` : "",
        formatVnd(line.lineTotal),
      ],
      "body",
    ),
  );

  // Totals.
  doc.moveDown(0.5);
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "bold" : "body").fontSize(10).fillColor(INK).text(label, left + width - 320, y, { width: 200, align: "right" });
    doc.text(value, left + width - 115, y, { width: 115, align: "right" });
    doc.x = left;
  };
  total("Cộng tiền hàng:", formatVnd(quote.subtotal));
  if (quote.installationFee > 0) total("Phí giao hàng và lắp đặt:", formatVnd(quote.installationFee));
  total("Thuế GTGT (VAT 10%):", formatVnd(quote.vat));
  total("Tổng cộng thanh toán:", formatVnd(quote.total), true);
  doc.moveDown(0.4);
  doc.font("bold").fontSize(10).text("Bằng chữ: ", left, doc.y, { continued: true, width }).font("body").text(amountInWords(quote.total));
  if (quote.deposit > 0) doc.text(`Đặt cọc ${quote.depositPercent}%: ${formatVnd(quote.deposit)} (${amountInWords(quote.deposit)}), phần còn lại thanh toán khi giao hàng.`, { width });
  if (quote.paymentTerms) doc.text(`Điều khoản thanh toán: ${quote.paymentTerms}`, { width });
  if (quote.note) doc.text(`Ghi chú: ${quote.note}`, { width });
  doc.font("body").fontSize(9).fillColor(MUTED).text(`Báo giá có hiệu lực đến hết ngày ${dateVi(quote.validUntil)}. Tổng cộng đã bao gồm thuế GTGT 10%.`, { width });

  // Signatures.
  doc.moveDown(2);
  const signY = doc.y;
  doc.font("bold").fontSize(10).fillColor(INK).text("ĐẠI DIỆN KHÁCH HÀNG", left, signY, { width: width / 2, align: "center" });
  doc.text(`ĐẠI DIỆN ${site.brandName.toUpperCase()}`, left + width / 2, signY, { width: width / 2, align: "center" });
  doc.font("body").fontSize(8.5).fillColor(MUTED).text("(Ký, ghi rõ họ tên)", left, signY + 14, { width: width / 2, align: "center" });
  doc.text("(Ký, ghi rõ họ tên, đóng dấu)", left + width / 2, signY + 14, { width: width / 2, align: "center" });

  doc.end();
  return done;
}
