import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { MOMO_UNAVAILABLE_MESSAGE, type GatewayReturnView } from "#common/payment";
import { withoutDiacritics } from "#common/search-text";
import type { Db } from "../../db/client";
import { gatewayTransactions } from "../../db/schema";
import { ConflictError, UnprocessableError, ValidationError } from "../foundation/errors";
import { createGatewayAttempts, type Attempt, type AttemptOutcome, type BuyerAccess, type GatewayServiceDeps, type PaymentClient } from "./gateway-attempts";
import type { GatewayRefundAnswer, GatewayRefundRequest } from "./gateway-refunds";
import type { GatewayView } from "./gateway-reconciliation";
import { momoSign, verifyMomoSignature, type MomoConfig } from "./momo-protocol";

/**
 * How long the shop counts a MoMo attempt open. MoMo's pages read do not state the payment page's lifetime; 100
 * minutes is the default commonly reported for `captureWallet`, so the shop waits that long, then the grace below,
 * and asks MoMo once more before giving the order up (decision 0057).
 */
export const MOMO_ATTEMPT_MINUTES = 100;
const EXPIRY_GRACE_MINUTES = 45;
/** MoMo's documentation: a timeout of at least 30 s for its API calls. */
const MOMO_TIMEOUT_MS = 30_000;

const NOT_PAYABLE_MESSAGE = "Đơn hàng này không còn chờ thanh toán qua ví MoMo";
const MOMO_REFUSED_MESSAGE = "Chưa mở được trang thanh toán MoMo, vui lòng thử lại sau ít phút";

/**
 * What the shop did with a notification, kept in `gateway_notifications.answer` with the same codes as VNPAY's
 * (decision 0054): 00 recorded, 01 unknown order, 02 already settled, 04 amount differs, 97 bad signature, 99 error.
 * MoMo itself is answered 204 (500 on 99, so that it may notify again).
 */
export type MomoIpnOutcome = "00" | "01" | "02" | "04" | "97" | "99";

/** `resultCode`s that are not an outcome yet: 1000 waiting for the buyer, 7000/7002 being processed, 9000 authorized. */
const IN_PROGRESS = new Set([1000, 7000, 7002, 9000]);
/** `resultCode`s a query reports for a payment that failed for good (refused, canceled, expired, denied…). */
const FAILED_FOR_GOOD = new Set([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1017, 1026, 4001, 4100]);

function plainObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : null;
}

/** MoMo's order description: plain ASCII with the shop's order number. */
function orderInfo(orderId: number): string {
  return withoutDiacritics(`Thanh toán đơn hàng ${orderId}`).replace(/[^A-Za-z0-9 ]/g, "");
}

/** `responseTime` (milliseconds since the epoch) as a moment; null when it is not one. */
function momentOf(value: unknown): Date | null {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? new Date(ms) : null;
}

/**
 * Paying an order with the MoMo wallet (AIO v2 `captureWallet`, decision 0057), the same shape as VNPAY's (decision
 * 0054): each attempt is a MoMo `orderId` of its own; only MoMo's signed IPN — or MoMo's answer to a status query
 * when it never came — records the payment, through the bank transfers' settling rule; the return page only reads.
 */
export function createMomoService(
  db: Db,
  /** MoMo's settings: the environment's, else the owner's (decision 0057). */
  deps: GatewayServiceDeps<MomoConfig>,
) {
  const { events } = deps;
  const currentConfig = deps.config;
  const now = deps.now ?? (() => new Date());
  const fetchImpl = deps.fetch ?? fetch;
  const attempts = createGatewayAttempts(db, "momo", { ...deps, now });
  const { record, lockedAttempt, orderForBuyer } = attempts;

  async function requireConfig(): Promise<MomoConfig> {
    const config = await currentConfig();
    if (!config) throw new ValidationError(MOMO_UNAVAILABLE_MESSAGE, { paymentMethod: [MOMO_UNAVAILABLE_MESSAGE] });
    return config;
  }

  async function post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown> | null> {
    const momo = await requireConfig();
    const response = await fetchImpl(`${momo.endpoint.replace(/\/$/, "")}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=UTF-8" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(MOMO_TIMEOUT_MS),
    });
    const text = await response.text();
    try {
      return plainObject(JSON.parse(text));
    } catch {
      return null;
    }
  }

  /** A new attempt for an unpaid MoMo order: its row, then MoMo's `create` answers the payment page (`payUrl`). */
  async function startAttempt(orderId: number, client: PaymentClient, access: BuyerAccess | null): Promise<{ paymentUrl: string; txnRef: string }> {
    const momo = await requireConfig();
    const order = await orderForBuyer(orderId, access);
    if (order.paymentMethod !== "momo" || order.paymentStatus !== "unpaid" || order.status === "canceled") throw new ConflictError(NOT_PAYABLE_MESSAGE);
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + MOMO_ATTEMPT_MINUTES * 60_000);
    // MoMo's orderId pattern ^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$: the shop's order number first, for staff reading MoMo's portal.
    const txnRef = `${orderId}M${randomBytes(5).toString("hex").toUpperCase()}`;
    const [attempt] = await db.insert(gatewayTransactions).values({ provider: "momo", txnRef, orderId, amount: order.total, expiresAt, createdAt }).returning();
    const fields = {
      partnerCode: momo.partnerCode,
      requestId: `${txnRef}R${randomBytes(3).toString("hex").toUpperCase()}`,
      amount: order.total,
      orderId: txnRef,
      orderInfo: orderInfo(orderId),
      redirectUrl: `${deps.siteUrl}/payments/momo/return`,
      ipnUrl: `${deps.siteUrl}/api/payments/momo/ipn`,
      requestType: "captureWallet",
      extraData: "",
      lang: client.language === "en" ? "en" : "vi",
    };
    let answer: Record<string, unknown> | null = null;
    try {
      answer = await post("/v2/gateway/api/create", { ...fields, signature: momoSign(momo, "create", fields) });
    } catch (error) {
      deps.onError?.(error);
    }
    const payUrl = answer?.payUrl;
    if (!answer || answer.resultCode !== 0 || typeof payUrl !== "string" || !/^https?:\/\//.test(payUrl)) {
      // MoMo refused or did not answer: the attempt never opened, the order waits for another one.
      await db
        .update(gatewayTransactions)
        .set({ status: "failed", responseCode: answer ? String(answer.resultCode ?? "") : null, raw: answer, updatedAt: now() })
        .where(eq(gatewayTransactions.id, attempt!.id));
      throw new UnprocessableError(MOMO_REFUSED_MESSAGE);
    }
    return { paymentUrl: payUrl, txnRef };
  }

  /** What MoMo reported (an IPN or a query answer) as the attempt's outcome: resultCode 0 is the payment. */
  function outcomeOf(resultCode: number, report: Record<string, unknown>): AttemptOutcome {
    const transId = report.transId === undefined || report.transId === null ? "" : String(report.transId);
    return {
      paid: resultCode === 0,
      responseCode: String(resultCode),
      transactionStatus: String(resultCode),
      transactionNo: transId,
      bankCode: typeof report.payType === "string" && report.payType ? report.payType : null,
      bankReference: null,
      paidAt: momentOf(report.responseTime),
      raw: report,
    };
  }

  async function queryAttempt(attempt: Attempt): Promise<Record<string, unknown> | null> {
    const momo = await requireConfig();
    const fields = { partnerCode: momo.partnerCode, requestId: `Q${attempt.txnRef}${randomBytes(3).toString("hex").toUpperCase()}`, orderId: attempt.txnRef, lang: "vi" };
    const result = await post("/v2/gateway/api/query", { ...fields, signature: momoSign(momo, "query", fields) });
    return result && result.partnerCode === momo.partnerCode && result.orderId === attempt.txnRef ? result : null;
  }

  const service = {
    /** Offered at checkout only with MoMo's partner code and keys. */
    async isEnabled(): Promise<boolean> {
      return (await currentConfig()) !== null;
    },

    async checkAvailable(): Promise<void> {
      await requireConfig();
    },

    /** The first attempt of an order just placed (the checkout's own call). */
    startForNewOrder(orderId: number, client: PaymentClient): Promise<{ paymentUrl: string; txnRef: string }> {
      return startAttempt(orderId, client, null);
    },

    /** Another attempt from the buyer's order page: a new MoMo `orderId`. */
    retry(orderId: number, client: PaymentClient, access: BuyerAccess): Promise<{ paymentUrl: string; txnRef: string }> {
      return startAttempt(orderId, client, access);
    },

    /**
     * `POST /api/payments/momo/ipn`: MoMo's signed notification (JSON). Checked as the documentation advises —
     * signature (97), partner code and attempt (01), amount (04), already settled (02) — then recorded (00, a
     * failed payment too). The attempt's row lock makes repeated and concurrent notifications count once.
     */
    async handleIpn(rawBody: unknown): Promise<MomoIpnOutcome> {
      const body = plainObject(rawBody);
      const txnRef = typeof body?.orderId === "string" ? body.orderId : null;
      const config = await currentConfig();
      if (!config) return "97";
      if (!body || !verifyMomoSignature(config, "result", body)) {
        await record(db, { channel: "ipn", txnRef, transactionId: null, answer: "97", params: body ?? {} });
        return "97";
      }
      try {
        return await events.transaction(db, async (tx): Promise<MomoIpnOutcome> => {
          const attempt = txnRef && body.partnerCode === config.partnerCode ? await lockedAttempt(tx, txnRef) : undefined;
          const resultCode = Number(body.resultCode);
          const outcome: MomoIpnOutcome = !attempt ? "01" : String(body.amount) !== String(attempt.amount) ? "04" : attempt.status !== "pending" ? "02" : "00";
          if (attempt && outcome === "00" && !IN_PROGRESS.has(resultCode)) {
            await attempts.settle(tx, attempt, outcomeOf(resultCode, body));
          }
          await record(tx, { channel: "ipn", txnRef, transactionId: attempt?.id ?? null, answer: outcome, params: body });
          return outcome;
        });
      } catch (error) {
        deps.onError?.(error);
        await record(db, { channel: "ipn", txnRef, transactionId: null, answer: "99", params: body }).catch(() => undefined);
        return "99";
      }
    },

    /** The return page (`/payments/momo/return`): MoMo's signature on the redirect, and what the IPN recorded. */
    async returnView(rawQuery: unknown): Promise<GatewayReturnView> {
      const params = plainObject(rawQuery);
      const config = await currentConfig();
      const verified = Boolean(config && params && verifyMomoSignature(config, "result", params));
      return attempts.returnView(verified, String(params?.orderId ?? ""));
    },

    /**
     * Asks MoMo (`/v2/gateway/api/query`) about the order's attempts still waiting and settles each one MoMo reports
     * paid (amount and partner equal) or failed for good, as its IPN would have. Answers how many it settled.
     */
    async reconcile(orderId: number, access: BuyerAccess | null = null): Promise<{ settled: number }> {
      await requireConfig();
      if (access) await orderForBuyer(orderId, access);
      const waiting = await db
        .select()
        .from(gatewayTransactions)
        .where(and(eq(gatewayTransactions.orderId, orderId), eq(gatewayTransactions.provider, "momo"), eq(gatewayTransactions.status, "pending")))
        .orderBy(asc(gatewayTransactions.id));
      let settled = 0;
      for (const candidate of waiting) {
        const result = await queryAttempt(candidate);
        if (!result) continue;
        const resultCode = Number(result.resultCode);
        const decided = resultCode === 0 || FAILED_FOR_GOOD.has(resultCode);
        const matches = resultCode !== 0 || String(result.amount) === String(candidate.amount);
        await events.transaction(db, async (tx) => {
          const attempt = await lockedAttempt(tx, candidate.txnRef);
          if (attempt && attempt.status === "pending" && decided && matches) {
            await attempts.settle(tx, attempt, outcomeOf(resultCode, result));
            settled += 1;
          }
          await record(tx, { channel: "query", txnRef: candidate.txnRef, transactionId: candidate.id, answer: String(result.resultCode ?? ""), params: result });
        });
      }
      return { settled };
    },

    /**
     * MoMo's refund of a paid attempt (its `transId`), full or partial, under a new `orderId`: `refunded` on
     * `resultCode` 0 for that orderId and amount; 1000/7000/7002 (being processed) or no answer leave the outcome
     * unknown (the desk keeps the refund pending); any other code is a refusal.
     */
    async refund(request: GatewayRefundRequest): Promise<GatewayRefundAnswer> {
      const momo = await requireConfig();
      const fields = {
        partnerCode: momo.partnerCode,
        orderId: request.requestRef,
        requestId: request.requestRef,
        amount: request.amount,
        transId: Number(request.attempt.transactionNo),
        lang: "vi",
        description: `Hoan tien don hang ${request.attempt.orderId}`,
      };
      let result: Record<string, unknown> | null = null;
      try {
        result = await post("/v2/gateway/api/refund", { ...fields, signature: momoSign(momo, "refund", fields) });
      } catch (error) {
        deps.onError?.(error);
      }
      if (!result) return { outcome: "unknown", responseCode: null, message: "Không nhận được trả lời của MoMo", transactionNo: null, raw: null };
      const resultCode = Number(result.resultCode);
      const message = typeof result.message === "string" ? result.message : null;
      const matches = result.orderId === request.requestRef && Number(result.amount) === request.amount;
      if (resultCode === 0 && matches) return { outcome: "refunded", responseCode: "0", message, transactionNo: result.transId ? String(result.transId) : null, raw: result };
      if (resultCode === 0 || IN_PROGRESS.has(resultCode) || !Number.isFinite(resultCode)) return { outcome: "unknown", responseCode: String(result.resultCode ?? ""), message, transactionNo: null, raw: result };
      return { outcome: "failed", responseCode: String(resultCode), message, transactionNo: null, raw: result };
    },

    /** What MoMo (status query) says of one attempt, changing nothing (the reconciliation page). */
    async inspect(attempt: Attempt): Promise<GatewayView> {
      let result: Record<string, unknown> | null = null;
      try {
        result = await queryAttempt(attempt);
      } catch (error) {
        deps.onError?.(error);
      }
      if (!result) return { status: "unreachable", amount: null, transactionNo: null };
      const resultCode = Number(result.resultCode);
      const status = resultCode === 0 ? "paid" : FAILED_FOR_GOOD.has(resultCode) ? "failed" : IN_PROGRESS.has(resultCode) ? "pending" : "unknown";
      return { status, amount: resultCode === 0 ? Number(result.amount) : null, transactionNo: result.transId ? String(result.transId) : null };
    },

    /** Unpaid MoMo orders whose last attempt closed more than the grace period ago, MoMo asked once more: those it has no payment for. */
    expiredUnpaidOrders(): Promise<number[]> {
      return attempts.expiredUnpaid({ method: "momo", attemptMinutes: MOMO_ATTEMPT_MINUTES, graceMinutes: EXPIRY_GRACE_MINUTES, configured: currentConfig, reconcile: (id) => service.reconcile(id) });
    },
  };
  return service;
}

export type MomoService = ReturnType<typeof createMomoService>;
