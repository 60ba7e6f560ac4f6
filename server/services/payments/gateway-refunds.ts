import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { GatewayProvider, GatewayRefundView } from "#common/payment";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { gatewayRefunds, gatewayTransactions } from "../../db/schema";
import { UnprocessableError, ValidationError } from "../foundation/errors";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Attempt = typeof gatewayTransactions.$inferSelect;
type RefundRow = typeof gatewayRefunds.$inferSelect;

/** What a gateway's refund API is asked: the paid attempt, the amount, and the request's own reference. */
export interface GatewayRefundRequest {
  attempt: Attempt;
  amount: number;
  requestRef: string;
  createdBy: string;
}

/** What the gateway answered: `unknown` when no readable, trustworthy answer came (the refund stays pending). */
export interface GatewayRefundAnswer {
  outcome: "refunded" | "failed" | "unknown";
  responseCode: string | null;
  message: string | null;
  transactionNo: string | null;
  raw: Record<string, unknown> | null;
}

export type GatewayRefunder = (request: GatewayRefundRequest) => Promise<GatewayRefundAnswer>;

const PROVIDER_NAMES: Record<GatewayProvider, string> = { vnpay: "VNPAY", momo: "MoMo" };

/**
 * Refunds through the gateway an order was paid on (decisions 0054, 0057), for the order desk's one refund rule
 * (server/services/order-desk/refunds.ts): `reserve` writes the request, pending, inside the desk's locked order
 * transaction, so its amount counts against what can still be refunded while the gateway is asked; `send` asks
 * the gateway outside any transaction; `confirm` (in the desk's transaction that records the refund) or `fail`
 * write its answer. Nothing is marked refunded that the gateway did not confirm.
 */
export function createGatewayRefunds(db: Db, refunders: Record<GatewayProvider, GatewayRefunder>, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  function toView(row: RefundRow, txnRef: string): GatewayRefundView {
    return {
      id: row.id,
      provider: row.provider,
      txnRef,
      amount: row.amount,
      status: row.status,
      responseCode: row.responseCode,
      message: row.message,
      transactionNo: row.transactionNo,
      createdByName: row.createdByName,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** The amount of an order's refunds sent to a gateway and not answered yet (reserved). */
    async pendingAmount(tx: Db | Tx, orderId: number): Promise<number> {
      const [row] = await tx
        .select({ amount: sql`coalesce(sum(${gatewayRefunds.amount}), 0)`.mapWith(moneyFromDriver) })
        .from(gatewayRefunds)
        .where(and(eq(gatewayRefunds.orderId, orderId), eq(gatewayRefunds.status, "pending")));
      return row?.amount ?? 0;
    },

    /**
     * Writes a pending refund of `amount` against the order's paid attempt that still has that much unrefunded
     * (the oldest first). Inside the desk's transaction, under the order's lock.
     */
    async reserve(tx: Tx, input: { orderId: number; amount: number; reason: string; restock: boolean; actor: { id: number | null; username: string } }): Promise<RefundRow> {
      const paid = await tx
        .select()
        .from(gatewayTransactions)
        .where(and(eq(gatewayTransactions.orderId, input.orderId), eq(gatewayTransactions.status, "paid")))
        .orderBy(asc(gatewayTransactions.id));
      if (paid.length === 0) {
        const message = "Đơn hàng này không được thanh toán qua cổng thanh toán, hãy chọn cách hoàn khác";
        throw new ValidationError(message, { method: [message] });
      }
      const used = await tx
        .select({ transactionId: gatewayRefunds.transactionId, amount: sql`coalesce(sum(${gatewayRefunds.amount}), 0)`.mapWith(moneyFromDriver) })
        .from(gatewayRefunds)
        .where(and(inArray(gatewayRefunds.transactionId, paid.map((attempt) => attempt.id)), ne(gatewayRefunds.status, "failed")))
        .groupBy(gatewayRefunds.transactionId);
      const usedOf = new Map(used.map((row) => [row.transactionId, row.amount]));
      const attempt = paid.find((candidate) => candidate.amount - (usedOf.get(candidate.id) ?? 0) >= input.amount);
      if (!attempt) {
        const message = "Số tiền hoàn vượt quá số còn lại của giao dịch trên cổng thanh toán";
        throw new ValidationError(message, { amount: [message] });
      }
      // Letters and digits only (VNPAY's vnp_RequestId ≤ 32; MoMo's orderId pattern): R, the order, random.
      const requestRef = `R${input.orderId}X${randomBytes(6).toString("hex").toUpperCase()}`;
      const [row] = await tx
        .insert(gatewayRefunds)
        .values({
          provider: attempt.provider,
          orderId: input.orderId,
          transactionId: attempt.id,
          requestRef,
          amount: input.amount,
          reason: input.reason,
          restock: input.restock,
          createdBy: input.actor.id,
          createdByName: input.actor.username,
        })
        .returning();
      return row!;
    },

    /** Asks the gateway to refund a reserved request; writes nothing. */
    async send(row: RefundRow): Promise<GatewayRefundAnswer> {
      const [attempt] = await db.select().from(gatewayTransactions).where(eq(gatewayTransactions.id, row.transactionId)).limit(1);
      if (!attempt) return { outcome: "unknown", responseCode: null, message: "Không tìm thấy giao dịch thanh toán", transactionNo: null, raw: null };
      return refunders[row.provider]({ attempt, amount: row.amount, requestRef: row.requestRef, createdBy: row.createdByName });
    },

    /** The gateway confirmed it: refunded, linked to the desk's refund row (in the desk's transaction). */
    async confirm(tx: Tx, row: RefundRow, answer: GatewayRefundAnswer, orderRefundId: number): Promise<void> {
      await tx
        .update(gatewayRefunds)
        .set({ status: "refunded", responseCode: answer.responseCode, message: answer.message, transactionNo: answer.transactionNo, raw: answer.raw, orderRefundId, updatedAt: now() })
        .where(eq(gatewayRefunds.id, row.id));
    },

    /** The gateway refused it (failed, visible on the order) or gave no usable answer (stays pending); the desk's error. */
    async fail(row: RefundRow, answer: GatewayRefundAnswer): Promise<never> {
      const status = answer.outcome === "failed" ? "failed" : "pending";
      await db
        .update(gatewayRefunds)
        .set({ status, responseCode: answer.responseCode, message: answer.message, raw: answer.raw, updatedAt: now() })
        .where(eq(gatewayRefunds.id, row.id));
      const name = PROVIDER_NAMES[row.provider];
      throw new UnprocessableError(
        status === "failed"
          ? `${name} từ chối hoàn tiền${answer.message ? `: ${answer.message}` : ""} (mã ${answer.responseCode ?? "?"}). Chưa có khoản hoàn nào được ghi nhận.`
          : `Chưa nhận được xác nhận hoàn tiền của ${name}. Yêu cầu được giữ ở trạng thái chờ, số tiền này chưa được ghi là đã hoàn.`,
      );
    },

    /** An order's refunds through gateways, newest first, with the attempt each refunds. */
    async forOrder(orderId: number): Promise<GatewayRefundView[]> {
      const rows = await db
        .select({ refund: gatewayRefunds, txnRef: gatewayTransactions.txnRef })
        .from(gatewayRefunds)
        .innerJoin(gatewayTransactions, eq(gatewayTransactions.id, gatewayRefunds.transactionId))
        .where(eq(gatewayRefunds.orderId, orderId))
        .orderBy(desc(gatewayRefunds.id));
      return rows.map((row) => toView(row.refund, row.txnRef));
    },
  };
}

export type GatewayRefunds = ReturnType<typeof createGatewayRefunds>;
