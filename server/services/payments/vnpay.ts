import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { isOneOf } from "#common/labels";
import {
  VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE,
  VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE,
  VNPAY_UNAVAILABLE_MESSAGE,
  instalmentAllowed,
  type GatewayTransactionView,
  type VnpayReturnView,
} from "#common/payment";
import { withoutDiacritics } from "#common/search-text";
import type { Db } from "../../db/client";
import { gatewayTransactions, orders } from "../../db/schema";
import { ConflictError, ValidationError } from "../foundation/errors";
import { createGatewayAttempts, type Attempt, type BuyerAccess, type GatewayServiceDeps, type PaymentClient } from "./gateway-attempts";
import type { GatewayRefundAnswer, GatewayRefundRequest } from "./gateway-refunds";
import type { GatewayView } from "./gateway-reconciliation";
import {
  VNPAY_VERSION,
  instalmentPayUrl,
  parseVnpayDate,
  verifyVnpayQueryAnswer,
  verifyVnpayRefundAnswer,
  verifyVnpaySignature,
  vnpayDate,
  vnpayInstalmentInitBody,
  vnpayPaymentUrl,
  vnpayQueryBody,
  vnpayRefundBody,
  type VnpayConfig,
} from "./vnpay-protocol";

export type { BuyerAccess, PaymentClient } from "./gateway-attempts";

/** VNPAY's payment page closes after 15 minutes; the attempt expires with it. */
export const VNPAY_ATTEMPT_MINUTES = 15;
/** After the last attempt expired, the time VNPAY's notification may still take before the order is given up. */
const EXPIRY_GRACE_MINUTES = 45;

const NOT_PAYABLE_MESSAGE = "Đơn hàng này không còn chờ thanh toán qua VNPAY";
/** VNPAY did not open an instalment payment (no answer, a refusal): the order stays placed, the buyer may try again. */
const INSTALMENT_NOT_STARTED_MESSAGE = "VNPAY chưa mở được giao dịch trả góp, vui lòng thử lại sau hoặc chọn hình thức khác";
/** The methods VNPAY's attempts pay: its payment page, and its instalment product (decision 0061). */
const VNPAY_METHODS = ["vnpay", "vnpay_instalment"] as const;

/** The IPN's answers, as VNPAY's guide lists them (VNPAY retries until it reads 00 or 02). */
const IPN_ANSWERS = {
  "00": "Confirm Success",
  "01": "Order not found",
  "02": "Order already confirmed",
  "04": "Invalid amount",
  "97": "Invalid signature",
  "99": "Unknow error",
} as const;
export type VnpayIpnCode = keyof typeof IPN_ANSWERS;
export interface VnpayIpnAnswer {
  RspCode: VnpayIpnCode;
  Message: string;
}
const answer = (code: VnpayIpnCode): VnpayIpnAnswer => ({ RspCode: code, Message: IPN_ANSWERS[code] });

/** A query's parameters as strings (Express parses a repeated one into an array: not VNPAY's). */
function stringParams(query: unknown): Record<string, string> | null {
  if (!query || typeof query !== "object") return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== "string") return null;
    params[name] = value;
  }
  return params;
}

/** VNPAY accepts an IPv4 or IPv6 address; Node reports IPv4 clients of a dual-stack socket as `::ffff:a.b.c.d`. */
function vnpayIp(ip: string): string {
  const address = ip.replace(/^::ffff:/, "");
  return address.length >= 3 && address.length <= 45 ? address : "127.0.0.1";
}

/** VNPAY's order description: Vietnamese without diacritics, letters, digits and spaces. */
function orderInfo(orderId: number, instalment = false): string {
  return withoutDiacritics(`${instalment ? "Trả góp" : "Thanh toán"} đơn hàng ${orderId}`).replace(/[^A-Za-z0-9 ]/g, "");
}

/** A buyer's name as VNPAY takes it (ASCII): the given name last in Vietnamese order, the rest as the surname. */
function splitName(fullName: string): { forename: string; surname: string } {
  const words = withoutDiacritics(fullName).replace(/[^A-Za-z0-9 .'-]/g, "").trim().split(/\s+/).filter(Boolean);
  const forename = words.pop() ?? "";
  return { forename, surname: words.join(" ") };
}

/**
 * Paying an order on VNPAY's page (decision 0054). Placing the order writes it pending with its stock held; each
 * attempt gets its own `vnp_TxnRef`. Only VNPAY's signed IPN — or, when it never came, VNPAY's own answer to a
 * `querydr` — records the payment, through the bank transfers' settling rule; the return page only reads.
 */
export function createVnpayService(
  db: Db,
  /** VNPAY's settings: the environment's, else the owner's (decision 0054). */
  deps: GatewayServiceDeps<VnpayConfig> & {
    /** Whether the owner turned VNPAY's instalments on (decision 0061). */
    instalmentsOn?: () => Promise<boolean>;
  },
) {
  const { events } = deps;
  const currentConfig = deps.config;
  const now = deps.now ?? (() => new Date());
  const fetchImpl = deps.fetch ?? fetch;
  const attempts = createGatewayAttempts(db, "vnpay", { ...deps, now });
  const { record, lockedAttempt } = attempts;

  async function requireConfig(): Promise<VnpayConfig> {
    const config = await currentConfig();
    if (!config) throw new ValidationError(VNPAY_UNAVAILABLE_MESSAGE, { paymentMethod: [VNPAY_UNAVAILABLE_MESSAGE] });
    return config;
  }

  /** Instalments are offered while VNPAY is configured and the owner turned them on. */
  async function instalmentConfig(): Promise<VnpayConfig | null> {
    const config = await currentConfig();
    return config && (await deps.instalmentsOn?.()) ? config : null;
  }

  async function requireInstalmentConfig(): Promise<VnpayConfig> {
    const config = await instalmentConfig();
    if (!config) throw new ValidationError(VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE, { paymentMethod: [VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE] });
    return config;
  }

  /** A new attempt for an unpaid VNPAY order: its row, then the signed address of VNPAY's page. */
  async function startAttempt(orderId: number, client: PaymentClient, access: BuyerAccess | null): Promise<{ paymentUrl: string; txnRef: string }> {
    const order = await attempts.orderForBuyer(orderId, access);
    const instalment = order.paymentMethod === "vnpay_instalment";
    const vnpay = instalment ? await requireInstalmentConfig() : await requireConfig();
    if (!isOneOf(VNPAY_METHODS, order.paymentMethod) || order.paymentStatus !== "unpaid" || order.status === "canceled") throw new ConflictError(NOT_PAYABLE_MESSAGE);
    if (instalment && !instalmentAllowed(order.total)) throw new ConflictError(VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE);
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + VNPAY_ATTEMPT_MINUTES * 60_000);
    // Letters and digits only; the order number first, so staff can read it in VNPAY's merchant portal.
    const txnRef = `${orderId}${instalment ? "I" : "T"}${randomBytes(5).toString("hex").toUpperCase()}`;
    await db.insert(gatewayTransactions).values({ provider: "vnpay", txnRef, orderId, amount: order.total, expiresAt, createdAt });
    if (instalment) return { paymentUrl: await startInstalment(vnpay, order, txnRef, createdAt, client), txnRef };
    const paymentUrl = vnpayPaymentUrl(vnpay, {
      vnp_Version: VNPAY_VERSION,
      vnp_Command: "pay",
      vnp_TmnCode: vnpay.tmnCode,
      vnp_Amount: String(order.total * 100),
      vnp_CurrCode: "VND",
      vnp_TxnRef: txnRef,
      vnp_OrderInfo: orderInfo(orderId),
      vnp_OrderType: "other",
      vnp_ReturnUrl: `${deps.siteUrl}/payments/vnpay/return`,
      vnp_IpAddr: vnpayIp(client.ip),
      vnp_CreateDate: vnpayDate(createdAt),
      vnp_ExpireDate: vnpayDate(expiresAt),
      vnp_Locale: client.language === "en" ? "en" : "vn",
    });
    return { paymentUrl, txnRef };
  }

  /**
   * VNPAY's instalment sequence (decision 0061): step 2, the shop initiates the instalment payment server to server
   * (signed JSON); step 3, the buyer is sent to the page VNPAY's answer names, where the bank, the term and the card
   * are chosen. No usable answer marks the attempt failed (nothing was paid) and refuses, in Vietnamese; the order
   * stays placed and held, and the order page offers another attempt. The payment itself is recorded only by the
   * IPN, as for VNPAY's payment page.
   */
  async function startInstalment(vnpay: VnpayConfig, order: typeof orders.$inferSelect, txnRef: string, createdAt: Date, client: PaymentClient): Promise<string> {
    const body = vnpayInstalmentInitBody(vnpay.hashSecret, {
      reqId: `${order.id}Q${randomBytes(6).toString("hex").toUpperCase()}`,
      orderReference: txnRef,
      orderInfo: orderInfo(order.id, true),
      tmnCode: vnpay.tmnCode,
      amount: order.total * 100,
      returnUrl: `${deps.siteUrl}/payments/vnpay/return`,
      cancelUrl: `${deps.siteUrl}/orders/${order.id}?t=${deps.orderLinkToken(order.id)}`,
      mcDate: vnpayDate(createdAt),
      ipAddr: vnpayIp(client.ip),
      userAgent: (client.userAgent ?? "").replace(/[^\x20-\x7e]/g, "").slice(0, 255),
      locale: client.language === "en" ? "en" : "vn",
      customer: { ...splitName(order.address.fullName), mobile: order.address.phone, email: order.address.email },
    });
    let paymentUrl: string | null = null;
    try {
      const response = await fetchImpl(`${vnpay.instalmentUrl.replace(/\/$/, "")}/payment/init`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      paymentUrl = instalmentPayUrl(vnpay.instalmentUrl, await response.json());
    } catch (error) {
      deps.onError?.(error);
    }
    if (!paymentUrl) {
      await db.update(gatewayTransactions).set({ status: "failed", updatedAt: now() }).where(and(eq(gatewayTransactions.txnRef, txnRef), eq(gatewayTransactions.status, "pending")));
      throw new ConflictError(INSTALMENT_NOT_STARTED_MESSAGE);
    }
    return paymentUrl;
  }

  /** VNPAY's report is a payment when both its response code and its transaction status are 00. */
  const paidByVnpay = (responseCode: string, transactionStatus: string) => responseCode === "00" && transactionStatus === "00";

  /** Asks VNPAY (`querydr`) what became of one attempt; null when the answer is not VNPAY's or says nothing yet. */
  async function query(attempt: Attempt): Promise<Record<string, unknown> | null> {
    const vnpay = await requireConfig();
    const body = vnpayQueryBody(vnpay.hashSecret, {
      vnp_RequestId: randomBytes(16).toString("hex"),
      vnp_Version: VNPAY_VERSION,
      vnp_Command: "querydr",
      vnp_TmnCode: vnpay.tmnCode,
      vnp_TxnRef: attempt.txnRef,
      vnp_TransactionDate: vnpayDate(attempt.createdAt),
      vnp_CreateDate: vnpayDate(now()),
      vnp_IpAddr: "127.0.0.1",
      vnp_OrderInfo: `Truy van giao dich ${attempt.txnRef}`,
    });
    const response = await fetchImpl(vnpay.apiUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return null;
    const result = (await response.json()) as Record<string, unknown>;
    return verifyVnpayQueryAnswer(vnpay.hashSecret, result) ? result : null;
  }

  /**
   * Unpaid orders of one VNPAY method whose last attempt's page closed more than the grace period ago (or that never
   * got one), each asked about once more: those VNPAY has no payment for. VNPAY unreachable: none (nothing is given
   * up on a guess).
   */
  function expiredUnpaid(method: (typeof VNPAY_METHODS)[number]): Promise<number[]> {
    return attempts.expiredUnpaid({ method, attemptMinutes: VNPAY_ATTEMPT_MINUTES, graceMinutes: EXPIRY_GRACE_MINUTES, configured: currentConfig, reconcile: (id) => service.reconcile(id) });
  }

  const service = {
    /** Offered at checkout only with VNPAY's terminal code and hash secret. */
    async isEnabled(): Promise<boolean> {
      return (await currentConfig()) !== null;
    },

    /** Refused (400, in Vietnamese) when VNPAY is not configured: checked before an order is written. */
    async checkAvailable(): Promise<void> {
      await requireConfig();
    },

    /** Instalments (decision 0061): offered at checkout while VNPAY is configured and the owner turned them on. */
    async instalmentsEnabled(): Promise<boolean> {
      return (await instalmentConfig()) !== null;
    },

    /**
     * The checkout's gateway for `vnpay_instalment`: refused (400) unless offered; the order's attempts, IPN, query,
     * expiry and refunds are VNPAY's own (provider `vnpay`), so this adds only the start.
     */
    instalments: {
      async checkAvailable(): Promise<void> {
        await requireInstalmentConfig();
      },
      startForNewOrder(orderId: number, client: PaymentClient): Promise<{ paymentUrl: string; txnRef: string }> {
        return startAttempt(orderId, client, null);
      },
      /** As VNPAY's own expiry below, for the instalment orders. */
      expiredUnpaidOrders(): Promise<number[]> {
        return expiredUnpaid("vnpay_instalment");
      },
    },

    /** The first attempt of an order just placed (the checkout's own call). */
    startForNewOrder(orderId: number, client: PaymentClient): Promise<{ paymentUrl: string; txnRef: string }> {
      return startAttempt(orderId, client, null);
    },

    /** Another attempt from the buyer's order page (after a failed or abandoned one): a new `vnp_TxnRef`. */
    retry(orderId: number, client: PaymentClient, access: BuyerAccess): Promise<{ paymentUrl: string; txnRef: string }> {
      return startAttempt(orderId, client, access);
    },

    /**
     * `GET /api/payments/vnpay/ipn`: VNPAY's signed notification. Checked in the guide's order — signature (97),
     * attempt (01), amount (04), already settled (02) — then recorded (00, for a failed payment too). The attempt's
     * row lock makes repeated and concurrent notifications of one attempt count once. Every call is kept.
     */
    async handleIpn(rawQuery: unknown): Promise<VnpayIpnAnswer> {
      const vnpay = await currentConfig();
      const params = stringParams(rawQuery);
      const txnRef = params?.vnp_TxnRef ?? null;
      // Without VNPAY configured nothing is expected: no row for whoever calls.
      if (!vnpay) return answer("97");
      if (!params || !verifyVnpaySignature(vnpay.hashSecret, params)) {
        await record(db, { channel: "ipn", txnRef, transactionId: null, answer: "97", params: rawQuery ?? {} });
        return answer("97");
      }
      try {
        const code = await events.transaction(db, async (tx): Promise<VnpayIpnCode> => {
          const attempt = txnRef ? await lockedAttempt(tx, txnRef) : undefined;
          const code: VnpayIpnCode = !attempt
            ? "01"
            : params.vnp_Amount !== String(attempt.amount * 100)
              ? "04"
              : attempt.status !== "pending"
                ? "02"
                : "00";
          if (attempt && code === "00") {
            const responseCode = params.vnp_ResponseCode ?? "";
            const transactionStatus = params.vnp_TransactionStatus ?? "";
            await attempts.settle(tx, attempt, {
              paid: paidByVnpay(responseCode, transactionStatus),
              responseCode,
              transactionStatus,
              transactionNo: params.vnp_TransactionNo ?? "",
              bankCode: params.vnp_BankCode || null,
              bankReference: params.vnp_BankTranNo || null,
              paidAt: parseVnpayDate(params.vnp_PayDate),
              raw: params,
            });
          }
          await record(tx, { channel: "ipn", txnRef, transactionId: attempt?.id ?? null, answer: code, params });
          return code;
        });
        return answer(code);
      } catch (error) {
        // VNPAY reads only the JSON answer: 99 makes it notify again later.
        deps.onError?.(error);
        await record(db, { channel: "ipn", txnRef, transactionId: null, answer: "99", params }).catch(() => undefined);
        return answer("99");
      }
    },

    /**
     * The return page (`/payments/vnpay/return`): whether VNPAY signed the buyer's return, and what the IPN recorded
     * for that attempt — never what the return's own parameters claim, and it changes nothing.
     */
    async returnView(rawQuery: unknown): Promise<VnpayReturnView> {
      const params = stringParams(rawQuery);
      const config = await currentConfig();
      const verified = Boolean(config && params && verifyVnpaySignature(config.hashSecret, params));
      return attempts.returnView(verified, params?.vnp_TxnRef ?? "");
    },

    /**
     * Asks VNPAY about the order's attempts still waiting (an IPN that never came) and settles each one VNPAY
     * answers for, as its IPN would have. Answers how many it settled.
     */
    async reconcile(orderId: number, access: BuyerAccess | null = null): Promise<{ settled: number }> {
      await requireConfig();
      if (access) await attempts.orderForBuyer(orderId, access);
      const waiting = await db
        .select()
        .from(gatewayTransactions)
        .where(and(eq(gatewayTransactions.orderId, orderId), eq(gatewayTransactions.status, "pending")))
        .orderBy(asc(gatewayTransactions.id));
      let settled = 0;
      for (const candidate of waiting) {
        const result = await query(candidate);
        if (!result) continue;
        const transactionStatus = String(result.vnp_TransactionStatus ?? "");
        // 00 paid, 02 failed; anything else (01 not finished, 91 not found…) is not an outcome yet.
        const decided = result.vnp_ResponseCode === "00" && (transactionStatus === "00" || transactionStatus === "02");
        const amountMatches = String(result.vnp_Amount ?? "") === String(candidate.amount * 100);
        await events.transaction(db, async (tx) => {
          const attempt = await lockedAttempt(tx, candidate.txnRef);
          const applies = attempt && attempt.status === "pending" && decided && amountMatches;
          if (applies) {
            await attempts.settle(tx, attempt, {
              paid: paidByVnpay("00", transactionStatus),
              responseCode: "00",
              transactionStatus,
              transactionNo: String(result.vnp_TransactionNo ?? ""),
              bankCode: result.vnp_BankCode ? String(result.vnp_BankCode) : null,
              bankReference: null,
              paidAt: parseVnpayDate(String(result.vnp_PayDate ?? "")),
              raw: result,
            });
            settled += 1;
          }
          await record(tx, { channel: "query", txnRef: candidate.txnRef, transactionId: candidate.id, answer: String(result.vnp_ResponseCode ?? ""), params: result });
        });
      }
      return { settled };
    },

    /**
     * Unpaid VNPAY orders whose last attempt's page closed more than the grace period ago (or that never got one),
     * each asked about once more: those VNPAY has no payment for. VNPAY unreachable: none (nothing is given up on
     * a guess).
     */
    expiredUnpaidOrders(): Promise<number[]> {
      return expiredUnpaid("vnpay");
    },

    /**
     * VNPAY's `refund` for a paid attempt (`vnp_TransactionType` 02 for the whole amount, 03 for a part): `refunded`
     * only on VNPAY's signed `vnp_ResponseCode` 00; another signed code is a refusal; no readable signed answer
     * leaves the outcome unknown (the desk keeps the refund pending).
     */
    async refund(request: GatewayRefundRequest): Promise<GatewayRefundAnswer> {
      const vnpay = await requireConfig();
      const { attempt } = request;
      const body = vnpayRefundBody(vnpay.hashSecret, {
        vnp_RequestId: request.requestRef,
        vnp_Version: VNPAY_VERSION,
        vnp_Command: "refund",
        vnp_TmnCode: vnpay.tmnCode,
        vnp_TransactionType: request.amount === attempt.amount ? "02" : "03",
        vnp_TxnRef: attempt.txnRef,
        vnp_Amount: String(request.amount * 100),
        vnp_TransactionNo: attempt.transactionNo ?? "",
        vnp_TransactionDate: vnpayDate(attempt.createdAt),
        vnp_CreateBy: withoutDiacritics(request.createdBy).replace(/[^A-Za-z0-9 ._@-]/g, "").slice(0, 250) || "shop",
        vnp_CreateDate: vnpayDate(now()),
        vnp_IpAddr: "127.0.0.1",
        vnp_OrderInfo: `Hoan tien don hang ${attempt.orderId}`,
      });
      let result: Record<string, unknown>;
      try {
        const response = await fetchImpl(vnpay.apiUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
        result = (await response.json()) as Record<string, unknown>;
      } catch (error) {
        deps.onError?.(error);
        return { outcome: "unknown", responseCode: null, message: "Không nhận được trả lời của VNPAY", transactionNo: null, raw: null };
      }
      const code = String(result.vnp_ResponseCode ?? "");
      const message = typeof result.vnp_Message === "string" ? result.vnp_Message : null;
      if (!verifyVnpayRefundAnswer(vnpay.hashSecret, result)) return { outcome: "unknown", responseCode: code || null, message: message ?? "Trả lời của VNPAY không có chữ ký hợp lệ", transactionNo: null, raw: result };
      const refunded = code === "00" && result.vnp_TxnRef === attempt.txnRef && String(result.vnp_Amount) === String(request.amount * 100);
      return { outcome: refunded ? "refunded" : "failed", responseCode: code, message, transactionNo: result.vnp_TransactionNo ? String(result.vnp_TransactionNo) : null, raw: result };
    },

    /** What VNPAY (`querydr`) says of one attempt, changing nothing (the reconciliation page). */
    async inspect(attempt: Attempt): Promise<GatewayView> {
      let result: Record<string, unknown> | null = null;
      try {
        result = await query(attempt);
      } catch (error) {
        deps.onError?.(error);
      }
      if (!result || result.vnp_ResponseCode !== "00") return { status: result ? "unknown" : "unreachable", amount: null, transactionNo: null };
      const status = String(result.vnp_TransactionStatus ?? "");
      return {
        status: status === "00" ? "paid" : status === "02" ? "failed" : "pending",
        amount: Number(result.vnp_Amount) / 100,
        transactionNo: result.vnp_TransactionNo ? String(result.vnp_TransactionNo) : null,
      };
    },

    /** An order's attempts, oldest first, with the gateway's transaction numbers (the order desk's view). */
    async forOrder(orderId: number): Promise<GatewayTransactionView[]> {
      const rows = await db.select().from(gatewayTransactions).where(eq(gatewayTransactions.orderId, orderId)).orderBy(asc(gatewayTransactions.id));
      return rows.map((row) => ({
        provider: row.provider,
        txnRef: row.txnRef,
        amount: row.amount,
        status: row.status,
        responseCode: row.responseCode,
        transactionNo: row.transactionNo,
        bankCode: row.bankCode,
        paidAt: row.paidAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
  return service;
}

export type VnpayService = ReturnType<typeof createVnpayService>;
