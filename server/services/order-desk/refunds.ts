import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { formatVnd } from "#common/money";
import { refundMethodLabel, type OrderMoney, type OrderRefundView, type RefundMethod } from "#common/order-desk";
import { orderRefundSchema } from "#common/schemas/order-desk";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { orderRefunds, orders } from "../../db/schema";
import { NotFoundError, ValidationError } from "../foundation/errors";
import type { GatewayRefundAnswer, GatewayRefunds } from "../payments/gateway-refunds";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import type { OrderEvents } from "../cart-and-orders/order-events";
import { returnStock } from "../cart-and-orders/placement/take-stock";
import { moneyOfOrder } from "./order-money";

/**
 * Refunds (`POST /api/admin/orders/{id}/refunds`): at most what was paid and not refunded yet; partial refunds add
 * up; the order's payment status becomes "refunded" once everything paid went back (which also ends the
 * bank-transfer desk's "cần hoàn tiền" for a canceled order); with `restock` the order's machines go back into
 * the counted stock, once per order.
 *
 * Method `gateway` (decisions 0054, 0057): the refund is first reserved (pending) under the order's lock, then sent
 * to the gateway the order was paid on; only the gateway's confirmation records it here, with the gateway's
 * transaction number. A refusal stays on the order as failed; no usable answer stays pending (its amount reserved).
 */
export function createRefunds(db: Db, events: OrderEvents, gatewayRefunds?: GatewayRefunds) {
  type Tx = Parameters<Parameters<OrderEvents["transaction"]>[1]>[0];
  type Input = ReturnType<typeof orderRefundSchema.parse>;

  /** Locks the order and checks the amount against what was paid, refunded, and reserved at a gateway. */
  async function lockChecked(tx: Tx, id: number, input: Input) {
    const [order] = await tx
      .select({ id: orders.id, items: orders.items, paymentStatus: orders.paymentStatus, stockReturnedAt: orders.stockReturnedAt, address: orders.address })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update");
    if (!order) throw new NotFoundError("Không tìm thấy đơn hàng");
    const money = await moneyOfOrder(tx, id);
    const reserved = gatewayRefunds ? await gatewayRefunds.pendingAmount(tx, id) : 0;
    const refundable = money.amountPaid - money.amountRefunded - reserved;
    if (input.amount > refundable) {
      const message =
        refundable <= 0
          ? reserved > 0
            ? "Đơn hàng đang có yêu cầu hoàn tiền chờ cổng thanh toán xác nhận"
            : "Đơn hàng chưa nhận tiền nào có thể hoàn"
          : `Số tiền hoàn vượt quá số khách đã trả còn lại (${formatVnd(refundable)})`;
      throw new ValidationError(message, { amount: [message] });
    }
    return { order, money };
  }

  async function refundOverGateway(id: number, input: Input, actor: Actor): Promise<{ refund: OrderRefundView; money: OrderMoney }> {
    if (!gatewayRefunds) throw new ValidationError("Chưa cấu hình cổng thanh toán để hoàn tiền", { method: ["Chưa cấu hình cổng thanh toán để hoàn tiền"] });
    const reserved = await events.transaction(db, async (tx) => {
      await lockChecked(tx, id, input);
      return gatewayRefunds.reserve(tx, { orderId: id, amount: input.amount, reason: input.reason, restock: input.restock, actor });
    });
    const answer = await gatewayRefunds.send(reserved);
    if (answer.outcome !== "refunded") return gatewayRefunds.fail(reserved, answer);
    return events.transaction(db, async (tx) => {
      // The reservation is still pending here: counted out of the check, then confirmed with the refund's row.
      const recorded = await record(tx, id, { ...input, amount: 0 }, actor, { amount: input.amount, answer });
      await gatewayRefunds.confirm(tx, reserved, answer, recorded.refund.id);
      return recorded;
    });
  }

  async function record(
    tx: Tx,
    id: number,
    checkedInput: Input,
    actor: Actor,
    gateway: { amount: number; answer: GatewayRefundAnswer } | null,
  ): Promise<{ refund: OrderRefundView; money: OrderMoney }> {
    const { order, money } = await lockChecked(tx, id, checkedInput);
    // A gateway's confirmed refund: its reservation was the check; the amount is the one the gateway refunded.
    const input = gateway ? { ...checkedInput, amount: gateway.amount } : checkedInput;
    // Once per order: an earlier restocking refund, or a cancel before shipping, already put them back.
    const restock = input.restock && order.stockReturnedAt === null;
    const returned = restock ? await returnStock(tx, order.items) : [];
    if (returned.length > 0) await events.emit(tx, "order.stock-returned", { orderId: id, productIds: returned });
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: id,
        amount: input.amount,
        method: input.method,
        reason: gateway?.answer.transactionNo ? `${input.reason} (mã giao dịch hoàn ${gateway.answer.transactionNo})` : input.reason,
        restock,
        createdBy: actor.id,
        createdByName: actor.username,
      })
      .returning();
    const fullyRefunded = money.amountRefunded + input.amount >= money.amountPaid;
    if ((fullyRefunded && order.paymentStatus !== "refunded") || restock) {
      await tx
        .update(orders)
        .set({ ...(fullyRefunded ? { paymentStatus: "refunded" as const } : {}), ...(restock ? { stockReturnedAt: new Date() } : {}), updatedAt: new Date() })
        .where(eq(orders.id, id));
    }
    await writeAudit(tx, actor, {
      action: "order.refund",
      entityType: "order",
      entityId: id,
      summary: `Hoàn ${formatVnd(input.amount)} (${refundMethodLabel(input.method)}): ${input.reason}${restock ? " · nhập lại kho" : ""}`,
      before: { amountRefunded: money.amountRefunded, paymentStatus: order.paymentStatus },
      after: {
        amountRefunded: money.amountRefunded + input.amount,
        paymentStatus: fullyRefunded ? "refunded" : order.paymentStatus,
        refund: { amount: input.amount, method: input.method, reason: input.reason, restock },
      },
    });
    const customer = { fullName: order.address.fullName, email: order.address.email, phone: order.address.phone };
    await events.emit(tx, "order.refunded", {
      orderId: id,
      amount: input.amount,
      restocked: restock,
      fullyRefunded,
      method: input.method,
      customer,
      refundedTotal: money.amountRefunded + input.amount,
    });
    return { refund: toRefundView(row!), money: await moneyOfOrder(tx, id) };
  }

  return {
    async refund(id: number, rawInput: unknown, actor: Actor): Promise<{ refund: OrderRefundView; money: OrderMoney }> {
      const input = orderRefundSchema.parse(rawInput ?? {});
      if (input.method === "gateway") return refundOverGateway(id, input, actor);
      return events.transaction(db, (tx) => record(tx, id, input, actor, null));
    },

    async forOrder(id: number): Promise<OrderRefundView[]> {
      const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id));
      return rows.map(toRefundView);
    },

    /** The refunds made in a time range (the payments desk's month): their sum and how many. */
    async totalBetween(start: Date, end: Date): Promise<{ amount: number; count: number }> {
      const [row] = await db
        .select({ amount: sql`coalesce(sum(${orderRefunds.amount}), 0)`.mapWith(moneyFromDriver), count: sql<number>`count(*)::int` })
        .from(orderRefunds)
        .where(and(gte(orderRefunds.createdAt, start), lt(orderRefunds.createdAt, end)));
      return { amount: row?.amount ?? 0, count: row?.count ?? 0 };
    },
  };
}

function toRefundView(row: typeof orderRefunds.$inferSelect): OrderRefundView {
  return {
    id: row.id,
    amount: row.amount,
    method: row.method as RefundMethod,
    reason: row.reason,
    restock: row.restock,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
  };
}
