import { discountedTotals } from "#common/money";
import type { Db } from "../../../db/client";
import { redeemDiscountCode } from "../../discounts/discount-codes";
import type { OrderSource } from "./order-source";
import type { PricedOrder } from "./price-lines";

/**
 * Step 3: the buyer's discount code (issue 36), checked and counted under its row's lock, taken off the subtotal
 * before VAT. The client's figures never enter it: only the code's rule and the server's lines do.
 */
export async function applyDiscount(tx: Db, source: OrderSource, priced: PricedOrder): Promise<PricedOrder> {
  if (!source.discountCode) return priced;
  const applied = await redeemDiscountCode(tx, source.discountCode.code, priced.lines, priced.totals.subtotal, source.discountCode.phone);
  if (!applied) return priced;
  return { lines: priced.lines, totals: discountedTotals(priced.totals, applied.discount), applied };
}
