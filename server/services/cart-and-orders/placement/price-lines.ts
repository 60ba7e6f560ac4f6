import { computeTotals, effectiveUnitPrice, type Totals } from "#common/money";
import type { OrderLine } from "#common/schemas/checkout";
import type { AppliedDiscount } from "../../discounts/discount-codes";
import type { OrderableLine } from "./order-source";

/** The order's lines as it keeps them, its totals, and the discount code the discount step applied. */
export interface PricedOrder {
  lines: OrderLine[];
  totals: Totals;
  applied?: AppliedDiscount | null;
}

/**
 * The one price rule of an order line: the price agreed for it (a quote's), else the catalogue's — the sale price
 * while there is one, else the list price.
 */
export function unitPriceOf(line: OrderableLine): number {
  return line.agreedPrice ?? effectiveUnitPrice(line.product);
}

/** Step 2: a snapshot of every line at its price, and the totals of the one shared rule (VAT on lines and fee). */
export function priceLines(lines: readonly OrderableLine[], installationFee = 0): PricedOrder {
  const priced = lines.map((line): OrderLine => {
    const price = unitPriceOf(line);
    return { productId: line.productId, name: line.product.name, price, quantity: line.quantity, image: line.product.image, lineTotal: price * line.quantity };
  });
  return { lines: priced, totals: computeTotals(priced.map((line) => ({ unitPrice: line.price, quantity: line.quantity })), installationFee) };
}
