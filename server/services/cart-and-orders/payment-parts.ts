import { and, eq, isNull, sql } from "drizzle-orm";
import { paymentParts, type PaymentParts } from "#common/business-buyers";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { bankTransfers } from "../../db/schema";

/**
 * The parts an order is paid in (decision 0042): a deposit first, then the rest. What was paid is the sum of
 * the order's bank transfers (duplicates of one transfer counted once, decision 0013), or the whole total once
 * the order is marked paid (cash on delivery, a card, staff's record) or refunded — the order desk's rule
 * (decision 0044), so `amountPaid` reads the same in every view.
 */
export async function orderPaymentParts(
  executor: Db,
  order: { id: number; total: number; deposit: number; paymentStatus: string },
): Promise<PaymentParts> {
  const [sum] = await executor
    .select({ received: sql`coalesce(sum(${bankTransfers.amount}), 0)`.mapWith(moneyFromDriver) })
    .from(bankTransfers)
    .where(and(eq(bankTransfers.orderId, order.id), isNull(bankTransfers.duplicateOfId)));
  return paymentParts({ total: order.total, deposit: order.deposit, received: sum?.received ?? 0, paid: order.paymentStatus === "paid" || order.paymentStatus === "refunded" });
}

/** The bank-transfer note of an order's deposit: its own words, still naming the order for the matching. */
export function depositTransferNote(orderId: number): string {
  return `Dat coc don hang ${orderId}`;
}

export const DEPOSIT_NOT_PAID_MESSAGE = "Chưa thể giao hàng: đơn hàng chưa nhận đủ tiền đặt cọc";
