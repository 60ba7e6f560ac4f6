/**
 * Pure rules for business buyers (decision 0042): the Vietnamese tax code, the amount in words as invoices write
 * it, quote totals (VAT 10 % on the lines and the delivery/installation fee) and deposits.
 */
import { computeTotals } from "./money";
import { viPages } from "./i18n-vi-pages";

// ---------------------------------------------------------------------------------------------------------------
// Tax code (mã số thuế)

/** The weights of the 10-digit check (Circular 105/2020/TT-BTC's enterprise tax codes). */
const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

export type TaxCodeProblem = "required" | "format" | "checkDigit" | "branch" | "personalId";

/** What each problem says, in a language's catalogue (the checkout has an English variant). */
export type TaxCodeMessages = Record<TaxCodeProblem, string>;
export function taxCodeMessagesIn(m: Record<"taxCodeRequired" | "taxCodeFormat" | "taxCodeCheckDigit" | "taxCodeBranch" | "taxCodePersonalId", string>): TaxCodeMessages {
  return { required: m.taxCodeRequired, format: m.taxCodeFormat, checkDigit: m.taxCodeCheckDigit, branch: m.taxCodeBranch, personalId: m.taxCodePersonalId };
}

/** The server's (Vietnamese) messages. */
export const TAX_CODE_MESSAGES: TaxCodeMessages = taxCodeMessagesIn(viPages);

/** The check digit a 10-digit code must end with, from its first nine digits (10 when no digit can fit). */
export function taxCodeCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += TAX_CODE_WEIGHTS[index]! * Number(firstNine[index]);
  // d10 = 10 − (sum mod 11); a remainder of 0 gives 10, which no digit equals: such a prefix has no valid code.
  return 10 - (sum % 11);
}

/**
 * Why a tax code is refused, or null when it is valid. Accepts `0300588569`, `0300588569-001` (a branch) and a
 * 12-digit personal identification number (household businesses since 1 July 2025). Spaces are ignored.
 */
export function taxCodeProblemOf(value: string): TaxCodeProblem | null {
  const code = value.replace(/\s+/g, "");
  if (code === "") return "required";
  if (/^\d{12}$/.test(code)) return code.startsWith("000") ? "personalId" : null;
  const match = /^(\d{10})(?:-(\d{3}))?$/.exec(code);
  if (!match) return "format";
  const [, ten, branch] = match;
  if (taxCodeCheckDigit(ten!.slice(0, 9)) !== Number(ten![9])) return "checkDigit";
  if (branch !== undefined && branch === "000") return "branch";
  return null;
}

/** The message of taxCodeProblemOf (Vietnamese unless told otherwise), or null when the code is valid. */
export function taxCodeProblem(value: string, messages: TaxCodeMessages = TAX_CODE_MESSAGES): string | null {
  const problem = taxCodeProblemOf(value);
  return problem ? messages[problem] : null;
}

/**
 * The seller's own tax code (the store settings, issue 42): an enterprise's 10 digits or a branch's 10-3
 * (`0123456789`, `0123456789-001`) with the same check digit; a household's 12-digit number is not a seller's
 * code here (the shop issues VAT invoices as a company).
 */
export function sellerTaxCodeProblem(value: string): string | null {
  const code = value.replace(/\s+/g, "");
  if (code === "") return "Vui lòng nhập mã số thuế của người bán";
  if (!/^\d{10}(-\d{3})?$/.test(code)) return "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số chi nhánh (0123456789 hoặc 0123456789-001)";
  return taxCodeProblem(code);
}

export function isValidTaxCode(value: string): boolean {
  return taxCodeProblem(value) === null;
}

// ---------------------------------------------------------------------------------------------------------------
// Amount in words (số tiền bằng chữ)

const DIGITS = ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"] as const;
const GROUP_UNITS = ["", "nghìn", "triệu", "tỷ"] as const;

/**
 * One group of three digits. `full`: the group follows a higher group, so its hundreds are read even when zero
 * ("không trăm tám mươi") and a lone unit digit gets "lẻ" ("không trăm lẻ năm"), as invoices write it.
 */
function readGroup(group: number, full: boolean): string {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor((group % 100) / 10);
  const units = group % 10;
  const words: string[] = [];
  if (full || hundreds > 0) words.push(DIGITS[hundreds]!, "trăm");
  if (tens === 0) {
    if (units > 0 && words.length > 0) words.push("lẻ");
  } else if (tens === 1) {
    words.push("mười");
  } else {
    words.push(DIGITS[tens]!, "mươi");
  }
  if (units > 0) {
    if (units === 1 && tens >= 2) words.push("mốt");
    else if (units === 5 && tens >= 1) words.push("lăm");
    else words.push(DIGITS[units]!);
  }
  return words.join(" ");
}

/** A whole number in words; above a billion the "tỷ" part is read the same way again ("một nghìn tỷ"). */
function readNumber(value: number): string {
  if (value === 0) return "không";
  const billions = Math.floor(value / 1_000_000_000);
  const below = value % 1_000_000_000;
  const parts: string[] = [];
  if (billions > 0) parts.push(readNumber(billions), "tỷ");
  const groups = [Math.floor(below / 1_000_000), Math.floor((below % 1_000_000) / 1000), below % 1000];
  let started = billions > 0;
  groups.forEach((group, index) => {
    if (group === 0) return;
    parts.push(readGroup(group, started));
    const unit = GROUP_UNITS[2 - index];
    if (unit) parts.push(unit);
    started = true;
  });
  return parts.join(" ");
}

/**
 * An amount of dong in Vietnamese words as an invoice writes it: capitalised, "đồng" at the end.
 * 36 080 000 → "Ba mươi sáu triệu không trăm tám mươi nghìn đồng"; 1 000 005 → "Một triệu không trăm lẻ năm đồng".
 */
export function amountInWords(dong: number): string {
  if (!Number.isSafeInteger(dong) || dong < 0) throw new RangeError(`Amount must be whole dong: ${dong}`);
  const words = `${readNumber(dong)} đồng`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------------------------------
// Quote totals and deposits

export interface QuoteLineInput {
  unitPrice: number;
  quantity: number;
}

export interface QuoteTotals {
  /** Sum of the lines before VAT. */
  subtotal: number;
  /** Delivery and installation fee before VAT. */
  installationFee: number;
  /** VAT 10 % on the lines and the fee, rounded to the dong once. */
  vat: number;
  total: number;
  /** What the buyer pays first (0 without a deposit). */
  deposit: number;
}

/**
 * The deposit of a total: `percent` of it rounded to the dong (0 % → 0, 100 % → the total); with the store's
 * `roundDepositToThousand` (issue 47) to the nearest thousand dong instead, never above the total and never 0 when
 * a deposit is asked (a total under a thousand keeps the exact amount).
 */
export function depositAmount(total: number, percent: number, roundToThousand = false): number {
  if (percent <= 0) return 0;
  if (percent >= 100) return total;
  const exact = Math.round((total * percent) / 100);
  if (!roundToThousand) return exact;
  const rounded = Math.min(total, Math.round(exact / 1000) * 1000);
  return rounded > 0 ? rounded : exact;
}

/** A quote's figures: VAT on the lines and the fee together (one rounding), the deposit on the total. */
export function quoteTotals(lines: readonly QuoteLineInput[], installationFee: number, depositPercent: number, roundDepositToThousand = false): QuoteTotals {
  const { subtotal, tax: vat, total } = computeTotals(lines, installationFee);
  return { subtotal, installationFee, vat, total, deposit: depositAmount(total, depositPercent, roundDepositToThousand) };
}

/** A price more than this far below the list price needs the owner. */
export const MAX_SALES_DISCOUNT_PERCENT = 15;

/** The discount of a quoted unit price against the list price, in percent (0 when not lower). */
export function discountPercent(listPrice: number, unitPrice: number): number {
  if (listPrice <= 0 || unitPrice >= listPrice) return 0;
  return ((listPrice - unitPrice) * 100) / listPrice;
}

// What an order has paid and still owes, the deposit included, is one rule in common/amount-due.ts (decision 0051).
