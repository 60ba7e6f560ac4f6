import { amountDue } from "#common/amount-due";
import { computeTotals } from "#common/money";
import type { Db } from "../../db/client";
import type { orders } from "../../db/schema";
import { moneyOfOrder } from "../order-desk/order-money";

/**
 * The cash a shipment's carrier collects (decision 0052): only on a cash-on-delivery order, never more than what is
 * still to collect (`amountDue`, common/amount-due.ts: the one rule, decision 0051) after what earlier shipments
 * collect; a shipment that is not the last collects at most its own lines with their VAT, and the last one collects
 * the rest (the installation fee with it).
 */
export async function codAmountOf(
  executor: Db,
  order: Pick<typeof orders.$inferSelect, "id" | "total" | "status" | "paymentMethod">,
  shipment: { otherCod: number; linesValue: number; last: boolean },
): Promise<number> {
  if (order.paymentMethod !== "cod") return 0;
  const open = Math.max(0, amountDue({ ...order, ...(await moneyOfOrder(executor, order.id)) }) - shipment.otherCod);
  if (shipment.last) return open;
  return Math.min(open, computeTotals([{ unitPrice: shipment.linesValue, quantity: 1 }]).total);
}
