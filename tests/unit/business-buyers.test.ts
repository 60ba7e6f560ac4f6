import { describe, expect, it } from "vitest";
import { amountInWords, depositAmount, discountPercent, quoteTotals, taxCodeProblem, TAX_CODE_MESSAGES } from "#common/business-buyers";
import { fieldErrorsOf } from "#common/validation";
import { buyerSchemas, invoiceDetailsSchema } from "#common/schemas/quotes";

describe("tax code rule", () => {
  it.each(["0300588569", "0101248141", "0100109106"])("accepts the real code %s", (code) => {
    expect(taxCodeProblem(code)).toBeNull();
  });

  it("refuses a code with one digit changed (the check digit no longer matches)", () => {
    expect(taxCodeProblem("0300588568")).toBe(TAX_CODE_MESSAGES.checkDigit);
    expect(taxCodeProblem("0301588569")).toBe(TAX_CODE_MESSAGES.checkDigit);
    expect(taxCodeProblem("0101248142")).toBe(TAX_CODE_MESSAGES.checkDigit);
  });

  it("accepts a branch (10 digits, a dash, 3 digits) and refuses branch 000 or a bad parent", () => {
    expect(taxCodeProblem("0100109106-001")).toBeNull();
    expect(taxCodeProblem("0100109106-000")).toBe(TAX_CODE_MESSAGES.branch);
    expect(taxCodeProblem("0100109107-001")).toBe(TAX_CODE_MESSAGES.checkDigit);
  });

  it("accepts the 12-digit personal identification number of a household business", () => {
    expect(taxCodeProblem("079203001234")).toBeNull();
    expect(taxCodeProblem("000203001234")).toBe(TAX_CODE_MESSAGES.personalId);
  });

  it("says what is wrong with other shapes, in Vietnamese", () => {
    expect(taxCodeProblem("")).toBe(TAX_CODE_MESSAGES.required);
    for (const bad of ["030058856", "03005885690", "0300588569-01", "03005885A9", "0300588569/001"]) {
      expect(taxCodeProblem(bad)).toBe(TAX_CODE_MESSAGES.format);
    }
    expect(taxCodeProblem(" 0300 588 569 ")).toBeNull();
  });
});

describe("the buyer's fields in the page's language", () => {
  const fieldErrors = (language: "vi" | "en", schema: "invoiceDetails" | "quoteRequest", body: unknown) => {
    const result = buyerSchemas(language)[schema].safeParse(body);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it("checks the invoice details in English on the English checkout, by the same rule", () => {
    const bad = { companyName: " ", taxCode: "0300588568", address: "", email: "ketoan@" };
    expect(fieldErrors("en", "invoiceDetails", bad)).toEqual({
      companyName: ["Please enter the company or household business name"],
      taxCode: ["This tax code is not right: its check digit (the 10th) does not match. Please check it"],
      address: ["Please enter the address on the invoice"],
      email: ["Invalid email address"],
    });
    expect(fieldErrors("en", "invoiceDetails", { ...bad, taxCode: "0100109106-000" }).taxCode).toEqual(["The branch number (the 3 digits after “-”) must be 001 to 999"]);
    expect(fieldErrors("en", "invoiceDetails", { ...bad, taxCode: "03005885" }).taxCode?.[0]).toMatch(/^A tax code has 10 digits/);
    const good = { companyName: "Đông Á Tea", taxCode: "0300 588 569", address: "25 Lê Lợi", email: "ketoan@dongatea.vn" };
    expect(buyerSchemas("en").invoiceDetails.parse(good)).toEqual(invoiceDetailsSchema.parse(good));
  });

  it("keeps the server's Vietnamese messages", () => {
    expect(fieldErrors("vi", "invoiceDetails", { companyName: "", taxCode: "0300588568", address: "x", email: "a@b.vn" })).toEqual({
      companyName: ["Vui lòng nhập tên công ty hoặc hộ kinh doanh"],
      taxCode: [TAX_CODE_MESSAGES.checkDigit],
    });
    expect(invoiceDetailsSchema.safeParse({ companyName: "x", taxCode: "0300588568", address: "x", email: "a@b.vn" }).error?.issues[0]?.message).toBe(TAX_CODE_MESSAGES.checkDigit);
  });

  it("checks the cart's quote request in English too", () => {
    expect(fieldErrors("en", "quoteRequest", { name: "", phone: "12345", email: "x", companyName: "", note: "" })).toEqual({
      name: ["Full name is required"],
      phone: ["Invalid phone number (for example 0912345678)"],
      email: ["Invalid email address"],
    });
    expect(fieldErrors("vi", "quoteRequest", { name: "An", phone: "", email: "an@example.vn" })).toEqual({ phone: ["Vui lòng nhập số điện thoại"] });
  });
});

describe("amount in words", () => {
  it.each([
    [0, "Không đồng"],
    [1_000_005, "Một triệu không trăm lẻ năm đồng"],
    [36_080_000, "Ba mươi sáu triệu không trăm tám mươi nghìn đồng"],
    [1_000_000_000, "Một tỷ đồng"],
    [21_230_000, "Hai mươi mốt triệu hai trăm ba mươi nghìn đồng"],
    [15_000, "Mười lăm nghìn đồng"],
    [1_024_000_000, "Một tỷ không trăm hai mươi bốn triệu đồng"],
    [105, "Một trăm lẻ năm đồng"],
    [45_000_014, "Bốn mươi lăm triệu không trăm mười bốn đồng"],
  ])("%i → %s", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});

describe("quote totals and deposits", () => {
  it("adds VAT 10 % on the lines and the installation fee, and the deposit on the total", () => {
    const totals = quoteTotals([{ unitPrice: 17_200_000, quantity: 2 }], 1_000_000, 30);
    expect(totals).toEqual({ subtotal: 34_400_000, installationFee: 1_000_000, vat: 3_540_000, total: 38_940_000, deposit: 11_682_000 });
  });

  it("rounds the deposit to the dong and knows 0 % and 100 %", () => {
    expect(depositAmount(1_000_001, 30)).toBe(300_000);
    expect(depositAmount(5_000, 0)).toBe(0);
    expect(depositAmount(5_000, 100)).toBe(5_000);
  });

  it("rounds the deposit to the nearest thousand when the store asks, never above the total nor to nothing", () => {
    expect(depositAmount(123_456_789, 30, true)).toBe(37_037_000);
    expect(depositAmount(123_456_789, 30, false)).toBe(37_037_037);
    expect(depositAmount(1_001_700, 50, true)).toBe(501_000);
    expect(depositAmount(1_999, 99, true)).toBe(1_999);
    expect(depositAmount(900, 30, true)).toBe(270);
    expect(depositAmount(5_000_500, 100, true)).toBe(5_000_500);
    expect(depositAmount(5_000_500, 0, true)).toBe(0);
    expect(quoteTotals([{ unitPrice: 17_234_567, quantity: 1 }], 0, 30, true).deposit % 1000).toBe(0);
  });

  it("measures a discount against the list price", () => {
    expect(discountPercent(20_000_000, 19_000_000)).toBe(5);
    expect(discountPercent(20_000_000, 21_000_000)).toBe(0);
  });
});
