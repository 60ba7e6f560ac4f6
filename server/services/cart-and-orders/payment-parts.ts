import { orderPayment, type OrderPayment } from "#common/amount-due";
import type { Db } from "../../db/client";
import { moneyOfOrder } from "../order-desk/order-money";

/**
 * What an order has paid and still owes (decisions 0042, 0051): a deposit first, then the rest on delivery. Paid
 * and refunded are the order desk's one money rule (decision 0044: the order's bank transfers, duplicates counted
 * once, or the whole total once it is marked paid), so every view reads the same figures.
 */
export async function orderPaymentOf(executor: Db, order: { id: number; total: number; deposit: number; status: string }): Promise<OrderPayment> {
  const money = await moneyOfOrder(executor, order.id);
  return orderPayment({ total: order.total, deposit: order.deposit, status: order.status, amountPaid: money.amountPaid, amountRefunded: money.amountRefunded });
}

/** The bank-transfer note of an order's deposit: its own words, still naming the order for the matching. */
export function depositTransferNote(orderId: number): string {
  return `Dat coc don hang ${orderId}`;
}

export const DEPOSIT_NOT_PAID_MESSAGE = "Chưa thể giao hàng: đơn hàng chưa nhận đủ tiền đặt cọc";
