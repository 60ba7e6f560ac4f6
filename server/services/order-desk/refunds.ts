import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { formatVnd } from "#common/money";
import { refundMethodLabel, type OrderMoney, type OrderRefundView, type RefundMethod } from "#common/order-desk";
import { orderRefundSchema } from "#common/schemas/order-desk";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { orderRefunds, orders } from "../../db/schema";
import { NotFoundError, ValidationError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import type { OrderEvents } from "../cart-and-orders/order-events";
import { returnStock } from "../cart-and-orders/placement/take-stock";
import { moneyOfOrder } from "./order-money";

/**
 * Refunds (`POST /api/admin/orders/{id}/refunds`): at most what was paid and not refunded yet; partial refunds add
 * up; the order's payment status becomes "refunded" once everything paid went back (which also ends the
 * bank-transfer desk's "cần hoàn tiền" for a canceled order); with `restock` the order's machines go back into
 * the counted stock, once per order.
 */
export function createRefunds(db: Db, events: OrderEvents) {
  return {
    async refund(id: number, rawInput: unknown, actor: Actor): Promise<{ refund: OrderRefundView; money: OrderMoney }> {
      const input = orderRefundSchema.parse(rawInput ?? {});
      return events.transaction(db, async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, items: orders.items, paymentStatus: orders.paymentStatus, stockReturnedAt: orders.stockReturnedAt, address: orders.address })
          .from(orders)
          .where(eq(orders.id, id))
          .for("update");
        if (!order) throw new NotFoundError("Không tìm thấy đơn hàng");
        const money = await moneyOfOrder(tx, id);
        const refundable = money.amountPaid - money.amountRefunded;
        if (input.amount > refundable) {
          const message =
            refundable <= 0
              ? "Đơn hàng chưa nhận tiền nào có thể hoàn"
              : `Số tiền hoàn vượt quá số khách đã trả còn lại (${formatVnd(refundable)})`;
          throw new ValidationError(message, { amount: [message] });
        }
        // Once per order: an earlier restocking refund, or a cancel before shipping, already put them back.
        const restock = input.restock && order.stockReturnedAt === null;
        const returned = restock ? await returnStock(tx, order.items) : [];
        if (returned.length > 0) await events.emit(tx, "order.stock-returned", { orderId: id, productIds: returned });
        const [row] = await tx
          .insert(orderRefunds)
          .values({ orderId: id, amount: input.amount, method: input.method, reason: input.reason, restock, createdBy: actor.id, createdByName: actor.username })
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
      });
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
