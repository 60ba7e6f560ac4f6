import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Language } from "#common/i18n-vi";
import type { GatewayReturnView } from "#common/payment";
import type { Db } from "../../db/client";
import { gatewayNotifications, gatewayTransactions, orders } from "../../db/schema";
import type { OrderEvents } from "../cart-and-orders/order-events";
import { NotFoundError } from "../foundation/errors";
import type { createBankTransferService } from "./bank-transfers";

/**
 * What VNPAY's and MoMo's attempts have in common (decisions 0054, 0057): an attempt is a `gateway_transactions`
 * row of the order with its own reference; only the gateway's signed word (notification or query) settles it,
 * under the row's lock, through the bank transfers' settling rule; every notification and query answer is kept;
 * the return page only reads; an unpaid order is given up after its last attempt's expiry and a grace period,
 * once the gateway, asked again, has no payment for it. Each gateway plugs in its own protocol around these.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Attempt = typeof gatewayTransactions.$inferSelect;
export type GatewayProvider = "vnpay" | "momo";

/** The buyer's request, which the gateways want to know (`vnp_IpAddr`, `vnp_Locale`, MoMo's `lang`). */
export interface PaymentClient {
  ip: string;
  language: Language;
  /** The buyer's browser (`User-Agent`), which VNPAY's instalment initiation asks for. */
  userAgent?: string;
}

/** Who may start a payment of an order: the session that placed it, or a holder of its signed link. */
export interface BuyerAccess {
  sessionId: string | null;
  linkToken: string | null;
}

/** What a gateway reported of one attempt, in the shop's terms. */
export interface AttemptOutcome {
  paid: boolean;
  responseCode: string;
  transactionStatus: string;
  /** The gateway's transaction number; empty when it gave none. */
  transactionNo: string;
  bankCode: string | null;
  bankReference: string | null;
  paidAt: Date | null;
  raw: Record<string, unknown>;
}

/** What a gateway's service is built with; `Config` is the gateway's own settings. */
export interface GatewayServiceDeps<Config> {
  /** The gateway's settings now (the environment's, else the owner's), null when not configured. */
  config: () => Promise<Config | null>;
  events: OrderEvents;
  bankTransfers: Pick<ReturnType<typeof createBankTransferService>, "recordGatewayPayment">;
  siteUrl: string;
  orderLinkToken: (orderId: number) => string;
  verifyOrderLinkToken: (orderId: number, token: string | null) => boolean;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Told when a call failed or recording a notification failed (answered 99: the gateway notifies again). */
  onError?: (error: unknown) => void;
}

export function createGatewayAttempts(
  db: Db,
  provider: GatewayProvider,
  deps: Pick<GatewayServiceDeps<unknown>, "bankTransfers" | "orderLinkToken" | "verifyOrderLinkToken" | "onError"> & { now: () => Date },
) {
  const { now } = deps;
  return {
    /** The order, if `access` may pay it (null: the shop's own call); otherwise 404. */
    async orderForBuyer(orderId: number, access: BuyerAccess | null) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      const allowed = order && (access === null || (access.sessionId !== null && order.sessionId === access.sessionId) || deps.verifyOrderLinkToken(orderId, access.linkToken));
      if (!order || !allowed) throw new NotFoundError("Không tìm thấy đơn hàng");
      return order;
    },

    /** Keeps one notification or query answer and what the shop did with it. */
    async record(executor: Db | Tx, entry: { channel: "ipn" | "query"; txnRef: string | null; transactionId: number | null; answer: string; params: unknown }) {
      // A plain copy: Express hands over its query as an object without a prototype, which drizzle cannot store.
      const params = entry.params && typeof entry.params === "object" ? Object.fromEntries(Object.entries(entry.params)) : {};
      await executor.insert(gatewayNotifications).values({ provider, ...entry, params });
    },

    /** The attempt of this gateway with that reference, locked for the transaction. */
    async lockedAttempt(tx: Tx, txnRef: string): Promise<Attempt | undefined> {
      const [attempt] = await tx
        .select()
        .from(gatewayTransactions)
        .where(and(eq(gatewayTransactions.provider, provider), eq(gatewayTransactions.txnRef, txnRef)))
        .for("update");
      return attempt;
    },

    /**
     * Applies what the gateway reported for a locked, pending attempt: paid records the money on the order; anything
     * else marks the attempt failed and leaves the order unpaid, for another attempt.
     */
    async settle(tx: Tx, attempt: Attempt, outcome: AttemptOutcome): Promise<void> {
      await tx
        .update(gatewayTransactions)
        .set({
          status: outcome.paid ? "paid" : "failed",
          responseCode: outcome.responseCode,
          transactionStatus: outcome.transactionStatus,
          transactionNo: outcome.transactionNo || null,
          bankCode: outcome.bankCode,
          paidAt: outcome.paid ? (outcome.paidAt ?? now()) : null,
          raw: outcome.raw,
          updatedAt: now(),
        })
        .where(eq(gatewayTransactions.id, attempt.id));
      if (!outcome.paid) return;
      await deps.bankTransfers.recordGatewayPayment(tx, {
        provider,
        transactionId: outcome.transactionNo || attempt.txnRef,
        orderId: attempt.orderId,
        amount: attempt.amount,
        paidAt: outcome.paidAt ?? now(),
        bankCode: outcome.bankCode,
        reference: outcome.bankReference,
        raw: outcome.raw,
      });
    },

    /** The return page: for a return the gateway signed, what the shop recorded of that attempt (never what the return claims). */
    async returnView(verified: boolean, txnRef: string): Promise<GatewayReturnView> {
      if (!verified) return { verified: false, orderId: null, orderPath: null, status: null };
      const [attempt] = await db
        .select({ orderId: gatewayTransactions.orderId, status: gatewayTransactions.status })
        .from(gatewayTransactions)
        .where(and(eq(gatewayTransactions.provider, provider), eq(gatewayTransactions.txnRef, txnRef)))
        .limit(1);
      if (!attempt) return { verified: true, orderId: null, orderPath: null, status: null };
      return { verified: true, orderId: attempt.orderId, orderPath: `/orders/${attempt.orderId}?t=${deps.orderLinkToken(attempt.orderId)}`, status: attempt.status };
    },

    /**
     * Unpaid orders of `method` whose last attempt expired more than `graceMinutes` ago (or, with no attempt, were
     * placed more than `attemptMinutes` before that), each asked about once more (`reconcile`) while the gateway is
     * configured: those it has no payment for. A gateway that cannot be asked gives up none (nothing on a guess).
     */
    async expiredUnpaid(rule: {
      method: (typeof orders.$inferSelect)["paymentMethod"];
      attemptMinutes: number;
      graceMinutes: number;
      configured: () => Promise<unknown>;
      reconcile: (orderId: number) => Promise<{ settled: number }>;
    }): Promise<number[]> {
      const cutoff = new Date(now().getTime() - rule.graceMinutes * 60_000);
      const lastExpiry = sql`coalesce(
        (select max(${gatewayTransactions.expiresAt}) from ${gatewayTransactions} where ${gatewayTransactions.orderId} = ${orders.id}),
        ${orders.createdAt} + make_interval(mins => ${rule.attemptMinutes}))`;
      const candidates = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentMethod, rule.method), eq(orders.paymentStatus, "unpaid"), eq(orders.status, "pending"), lt(lastExpiry, cutoff)))
        .orderBy(asc(orders.id));
      const expired: number[] = [];
      for (const { id } of candidates) {
        try {
          if ((await rule.configured()) && (await rule.reconcile(id)).settled > 0) continue;
        } catch (error) {
          deps.onError?.(error);
          continue;
        }
        expired.push(id);
      }
      return expired;
    },
  };
}
