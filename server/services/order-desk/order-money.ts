import { and, inArray, isNull, sql } from "drizzle-orm";
import { overdueDeliveredBefore } from "#common/amount-due";
import { orderMoney, type OrderMoney } from "#common/order-desk";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { bankTransfers, orderRefunds, orders } from "../../db/schema";

/**
 * An order's paid / refunded / net, in one place (issue 36). The rule itself is `orderMoney` in common/order-desk.ts;
 * the lists, the dashboard and the funnel read the same rule in SQL through `orderMoneyColumns`.
 */

/** Money received by transfer for an order (a duplicate record of a transfer counts once). */
const transfersReceived = sql`coalesce((select sum(bt.amount) from ${bankTransfers} bt where bt.order_id = ${orders.id} and bt.duplicate_of_id is null), 0)`;
/** Paid: the transfers, or the total once the order is marked paid (or was marked refunded), whichever is more. */
const paidSum = sql`greatest(${transfersReceived}, case when ${orders.paymentStatus} in ('paid', 'refunded') then ${orders.total} else 0 end)`;
/** The sum of an order's refunds; all that was paid when the order is marked refunded (by hand, before refund rows). */
const refundRows = sql`coalesce((select sum(r.amount) from ${orderRefunds} r where r.order_id = ${orders.id}), 0)`;
const refundedSum = sql`(case when ${orders.paymentStatus} = 'refunded' then greatest(${refundRows}, ${paidSum}) else ${refundRows} end)`;

/** Still to collect, as `amountDue` (common/amount-due.ts): total − paid + refunded, never below 0, 0 when canceled. */
const dueSum = sql`(case when ${orders.status} = 'canceled' then 0 else greatest(0, ${orders.total} - ${paidSum} + ${refundedSum}) end)`;

/**
 * SQL of an order's money over `orders` (for a select that reads `orders`): `paid`, `refunded`, `net` and the
 * payment standing, the same rule as `orderMoney`.
 */
export function orderMoneyColumns() {
  const standing = sql<string>`case
    when (${refundedSum} > 0 and ${paidSum} - ${refundedSum} <= 0) or ${orders.paymentStatus} = 'refunded' then 'refunded'
    when ${orders.status} = 'canceled' and ${paidSum} - ${refundedSum} > 0 then 'refund-due'
    when ${refundedSum} > 0 then 'partially-refunded'
    when ${paidSum} = 0 then 'unpaid'
    when ${paidSum} < ${orders.total} then 'partial'
    else 'paid' end`;
  return { paid: paidSum, refunded: refundedSum, net: sql`(${paidSum} - ${refundedSum})`, standing, due: dueSum };
}

/** SQL of "money still due is overdue at `now`" over `orders`, the rule of `isCollectionOverdue`. */
export function overdueCondition(now: Date) {
  const cutoffs = overdueDeliveredBefore(now);
  return sql`(${dueSum} > 0 and ${orders.deliveredAt} is not null and ${orders.deliveredAt} <= case when ${orders.deposit} > 0 then ${cutoffs.withDeposit.toISOString()}::timestamptz else ${cutoffs.withoutDeposit.toISOString()}::timestamptz end)`;
}

/** The money of some orders by id (one query), read in `executor` (a transaction's when inside one). */
export async function moneyOfOrders(executor: Db, ids: number[]): Promise<Map<number, OrderMoney>> {
  if (ids.length === 0) return new Map();
  const [transferRows, refundRows, orderRows] = await Promise.all([
    executor
      .select({ orderId: bankTransfers.orderId, received: sql`sum(${bankTransfers.amount})`.mapWith(moneyFromDriver) })
      .from(bankTransfers)
      .where(and(inArray(bankTransfers.orderId, ids), isNull(bankTransfers.duplicateOfId)))
      .groupBy(bankTransfers.orderId),
    executor
      .select({ orderId: orderRefunds.orderId, refunded: sql`sum(${orderRefunds.amount})`.mapWith(moneyFromDriver) })
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, ids))
      .groupBy(orderRefunds.orderId),
    executor.select({ id: orders.id, total: orders.total, status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(inArray(orders.id, ids)),
  ]);
  const received = new Map(transferRows.map((row) => [row.orderId!, row.received]));
  const refunded = new Map(refundRows.map((row) => [row.orderId, row.refunded]));
  return new Map(
    orderRows.map((row) => [
      row.id,
      orderMoney({ ...row, transfersReceived: received.get(row.id) ?? 0, refunded: refunded.get(row.id) ?? 0 }),
    ]),
  );
}

/** One order's money; the zero figures of an unknown id. */
export async function moneyOfOrder(executor: Db, id: number): Promise<OrderMoney> {
  return (await moneyOfOrders(executor, [id])).get(id) ?? { amountPaid: 0, amountRefunded: 0, net: 0, standing: "unpaid" };
}

