/**
 * Money is whole Vietnamese dong held in integers. The database keeps decimals: numeric(10,2) for product
 * prices as the spec asks, numeric(14,2) for order amounts (docs/decisions/0002-money-and-order-precision.md).
 * The money column type (server/db/money-column.ts) is the one crossing point: it converts with these helpers.
 */

const VND_FORMAT = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** `17200000` → `17.200.000đ` — the one display format used everywhere. */
export function formatVnd(dong: number): string {
  return `${VND_FORMAT.format(Math.round(dong))}đ`;
}

const DECIMAL_AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal amount — a numeric column value (`"17200000.00"`), a client's total (`"41580000"`, `"41580000.5"`)
 * or a number — in hundredths of a dong, exactly (digits past the second decimal are dropped). Anything that is
 * not a plain decimal is rejected.
 */
export function centsFromDecimal(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) throw new TypeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${text}`);
  return sign ? -cents : cents;
}

/** Parses a numeric column value (`"17200000.00"`) into whole dong, rounding half up; rejects anything that is not a plain decimal. */
export function dongFromDecimal(value: string | number): number {
  return Math.round(centsFromDecimal(value) / 100);
}

/** Whole dong → the string a numeric(…,2) column accepts. */
export function decimalFromDong(dong: number): string {
  if (!Number.isSafeInteger(dong)) throw new RangeError(`Amount must be whole dong: ${dong}`);
  return `${dong}.00`;
}

/** Price a buyer pays per unit: the discount price when there is one. */
export function effectiveUnitPrice(item: { price: number; discountPrice: number | null }): number {
  return item.discountPrice ?? item.price;
}

export const TAX_RATE_PERCENT = 10;

/**
 * Catalogue prices are net: the order adds VAT on top (total = subtotal × 1.1, decision 0016). Every place that
 * shows a price or the VAT line says so in these words, so the shop never reads as charging VAT twice.
 */
export const PRICE_VAT_NOTE = `Giá chưa bao gồm VAT ${TAX_RATE_PERCENT}%`;
export const VAT_LINE_LABEL = `Thuế VAT (${TAX_RATE_PERCENT}%)`;
export const VAT_LINE_EXPLANATION = `Giá sản phẩm chưa bao gồm VAT; thuế VAT ${TAX_RATE_PERCENT}% được cộng vào tổng cộng khi đặt hàng.`;

export interface Totals {
  subtotal: number;
  /** Taken off the subtotal by a discount code, before VAT (absent or 0 without one). */
  discount?: number;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * Cart, order and quote totals: subtotal of the lines' unit prices × quantities, free shipping, and 10 % VAT on the
 * subtotal plus a quoted installation fee (0 on a cart): total = (subtotal + fee) × 1.1. Integer arithmetic, the
 * VAT rounded to the dong once. The fee itself is kept beside the totals (the order's `installationFee`).
 */
export function computeTotals(lines: ReadonlyArray<{ unitPrice: number; quantity: number }>, installationFee = 0): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const tax = Math.round(((subtotal + installationFee) * TAX_RATE_PERCENT) / 100);
  return { subtotal, shipping: 0, tax, total: subtotal + installationFee + tax };
}

/**
 * Totals with a discount code's amount taken off the subtotal before the 10 % VAT:
 * total = (subtotal − discount) × 1.1, the VAT rounded to the dong once.
 */
export function discountedTotals(totals: Totals, discount: number): Totals {
  const off = Math.max(0, Math.min(discount, totals.subtotal));
  const taxable = totals.subtotal - off;
  const tax = Math.round((taxable * TAX_RATE_PERCENT) / 100);
  return { subtotal: totals.subtotal, discount: off, shipping: totals.shipping, tax, total: taxable + tax };
}
