import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_INFO } from "#common/site-info";
import { quoteTotals } from "#common/business-buyers";
import type { QuoteView } from "#common/quotes";
import { renderQuotePdf } from "../../server/services/quotes/quote-pdf";
import { pdfText } from "../support/pdf-text";

function quote(): QuoteView {
  const lines = [
    { productId: 1, name: "Máy pha trà tự động LT-150", quantity: 2, listPrice: 16_000_000, unitPrice: 15_200_000, lineTotal: 30_400_000, discountPercent: 5 },
    { productId: 2, name: "Máy pha cà phê LS-200", quantity: 1, listPrice: 2_400_000, unitPrice: 2_400_000, lineTotal: 2_400_000, discountPercent: 0 },
  ];
  const totals = quoteTotals(lines, 0, 30);
  return {
    id: 7,
    number: "BG-7",
    version: 1,
    previousId: null,
    status: "sent",
    statusLabel: "Đã gửi",
    customer: { name: "Trần Thị Bình", phone: "0912345678", email: "binh@example.vn", companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "0300588569" },
    lines,
    subtotal: totals.subtotal,
    installationFee: 0,
    vat: totals.vat,
    total: totals.total,
    depositPercent: 30,
    deposit: totals.deposit,
    validUntil: "2026-12-10",
    paymentTerms: "Đặt cọc 30%, phần còn lại khi giao hàng",
    note: "",
    orderId: null,
    contactRequestId: null,
    declineReason: null,
    source: "staff",
    sentAt: new Date("2026-11-26T03:00:00Z"),
    createdAt: new Date("2026-11-26T03:00:00Z"),
    updatedAt: new Date("2026-11-26T03:00:00Z"),
  };
}

describe("the quote as a PDF", () => {
  it("writes the total in words, the tax code and the letterhead with their Vietnamese letters", async () => {
    const view = quote();
    expect(view.total).toBe(36_080_000);
    const pdf = await renderQuotePdf(view, { site: DEFAULT_SITE_INFO, bank: null }, "2026-11-26");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // A run written in two fonts ("Bằng chữ:" bold, the words regular) is two text objects: read them as one.
    const text = pdfText(pdf).replace(/\n/g, "");
    expect(text).toContain("BẢNG BÁO GIÁ");
    expect(text).toContain("Bằng chữ: Ba mươi sáu triệu không trăm tám mươi nghìn đồng");
    expect(text).toContain("Mã số thuế: 0300588569");
    expect(text).toContain("Công ty TNHH Trà Sữa Đông Á");
    expect(text).toContain("Máy pha trà tự động LT-150");
    expect(text).toContain(DEFAULT_SITE_INFO.brandName.toUpperCase());
  });
});
