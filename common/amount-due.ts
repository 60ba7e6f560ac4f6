/**
 * Money still to collect for an order (issue 42, decision 0051): one rule for the desk's detail and list, the
 * dashboard, the delivery note, the CSV and the buyer's page.
 *
 * due = total − received + refunded, never below 0. A refund is money the shop no longer holds for the order, so
 * it is owed again unless the order is canceled; a canceled order is never "to collect" — if it still holds money,
 * that money is "to refund" (the payment standing `refund-due`, common/order-desk.ts).
 */
export function amountDue(order: { total: number; status: string; amountPaid: number; amountRefunded: number }): number {
  if (order.status === "canceled") return 0;
  return Math.max(0, order.total - order.amountPaid + order.amountRefunded);
}

const DAY_MS = 24 * 3600_000;

/**
 * When money still due becomes overdue, counted from the delivery (the order moved to "Hoàn thành"):
 * - an order with a deposit: its quote says the rest is paid on delivery, so it is overdue once the day after the
 *   delivery starts (`DEPOSIT_REST_GRACE_DAYS`);
 * - any other order: a week after the delivery (`AFTER_DELIVERY_GRACE_DAYS`) — the time a carrier takes to hand
 *   over cash collected on delivery, or a business to pay on its invoice.
 * An order not yet delivered is never overdue: it cannot ship before its deposit is in, and what it still owes is
 * asked at the delivery.
 */
export const DEPOSIT_REST_GRACE_DAYS = 1;
export const AFTER_DELIVERY_GRACE_DAYS = 7;

/** The moment money still due on an order becomes overdue; null while it is not delivered. */
export function collectionDeadline(order: { deposit: number; deliveredAt: Date | string | null }): Date | null {
  if (!order.deliveredAt) return null;
  const graceDays = order.deposit > 0 ? DEPOSIT_REST_GRACE_DAYS : AFTER_DELIVERY_GRACE_DAYS;
  return new Date(new Date(order.deliveredAt).getTime() + graceDays * DAY_MS);
}

export function isCollectionOverdue(
  order: { total: number; status: string; amountPaid: number; amountRefunded: number; deposit: number; deliveredAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  const deadline = collectionDeadline(order);
  return deadline !== null && amountDue(order) > 0 && deadline.getTime() <= now.getTime();
}

/** The "delivered before" cut-offs of the overdue rule at `now`: with a deposit, and without. */
export function overdueDeliveredBefore(now: Date): { withDeposit: Date; withoutDeposit: Date } {
  return {
    withDeposit: new Date(now.getTime() - DEPOSIT_REST_GRACE_DAYS * DAY_MS),
    withoutDeposit: new Date(now.getTime() - AFTER_DELIVERY_GRACE_DAYS * DAY_MS),
  };
}

/** What an order has paid and still owes, as the buyer's page and the desk show it (whole dong). */
export interface OrderPayment {
  /** 0 when the order has no deposit. */
  deposit: number;
  depositPaid: boolean;
  amountPaid: number;
  amountRefunded: number;
  /** Still to collect: `amountDue` above. */
  amountDue: number;
  /**
   * What the buyer is asked to pay now (the VietQR's amount): the deposit while it is unpaid; after it, nothing
   * until the order is on its way (the rest is paid on delivery, as the quote says); else all that is due.
   */
  payNow: number;
  /** The deposit is in and the rest waits for the delivery. */
  restOnDelivery: boolean;
}

/** Statuses in which the order is on its way or delivered: the rest of a deposit order is asked then. */
const ON_DELIVERY = ["shipping", "completed"];

/** An order's payment from its total, deposit, status and money (the order desk's paid and refunded). */
export function orderPayment(order: { total: number; deposit: number; status: string; amountPaid: number; amountRefunded: number }): OrderPayment {
  const due = amountDue(order);
  const depositPaid = order.deposit > 0 && order.amountPaid >= order.deposit;
  const restOnDelivery = order.deposit > 0 && depositPaid && due > 0 && !ON_DELIVERY.includes(order.status);
  const payNow = due === 0 || restOnDelivery ? 0 : order.deposit > 0 && !depositPaid ? Math.min(due, order.deposit - order.amountPaid) : due;
  return { deposit: order.deposit, depositPaid, amountPaid: order.amountPaid, amountRefunded: order.amountRefunded, amountDue: due, payNow, restOnDelivery };
}
