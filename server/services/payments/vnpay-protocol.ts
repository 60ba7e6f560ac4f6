import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * VNPAY's payment API 2.1.0 as its integration guide describes it (sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/
 * pay.html, decision 0054): the signed redirect to the payment page, the check of what VNPAY signs back (IPN and
 * return URL), and the `querydr` request and answer of its merchant API (…/truy-van-hoan-tien/querydr&refund.html).
 */

export const VNPAY_VERSION = "2.1.0";

/** What VNPAY issued to the shop, and where its payment page and query API are. */
export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  paymentUrl: string;
  apiUrl: string;
  /** VNPAY's instalment service (trả góp, decision 0061): where an instalment payment is initiated. */
  instalmentUrl: string;
}

/** HMAC-SHA512 of `data` with the shop's hash secret, hex as VNPAY sends it. */
export function vnpayHmac(hashSecret: string, data: string): string {
  return createHmac("sha512", hashSecret).update(Buffer.from(data, "utf8")).digest("hex");
}

/**
 * The signed data: the parameters sorted by name, each name and value percent-encoded with spaces as `+`, joined
 * as `name=value&…` — what VNPAY's Node.js sample builds (`sortObject`, then `qs.stringify(…, { encode: false })`);
 * the PHP sample's `urlencode` gives the same for the characters the shop sends.
 */
export function vnpaySignedData(params: Readonly<Record<string, string>>): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  const encoded = new Map(Object.entries(params).map(([name, value]) => [encode(name), encode(value)]));
  return [...encoded.keys()]
    .sort()
    .map((name) => `${name}=${encoded.get(name)}`)
    .join("&");
}

/** The payment page's address: the parameters as signed, then `vnp_SecureHash`. */
export function vnpayPaymentUrl(config: Pick<VnpayConfig, "hashSecret" | "paymentUrl">, params: Readonly<Record<string, string>>): string {
  const data = vnpaySignedData(params);
  return `${config.paymentUrl}?${data}&vnp_SecureHash=${vnpayHmac(config.hashSecret, data)}`;
}

/**
 * Whether VNPAY signed these parameters (an IPN's or a return URL's query): every `vnp_` parameter but the hash
 * and its type, signed as the request was; compared in constant time.
 */
export function verifyVnpaySignature(hashSecret: string, query: Readonly<Record<string, string>>): boolean {
  const given = query.vnp_SecureHash;
  if (!given || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const signed: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (name.startsWith("vnp_") && name !== "vnp_SecureHash" && name !== "vnp_SecureHashType") signed[name] = value;
  }
  const expected = Buffer.from(vnpayHmac(hashSecret, vnpaySignedData(signed)), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}

/** A moment as VNPAY writes it: `yyyyMMddHHmmss` in GMT+7 (Vietnam has no daylight saving). */
export function vnpayDate(moment: Date): string {
  const vietnam = new Date(moment.getTime() + 7 * 3600_000).toISOString();
  return vietnam.slice(0, 19).replace(/[-T:]/g, "");
}

/** `yyyyMMddHHmmss` in GMT+7 back to a moment; null when it is not one. */
export function parseVnpayDate(text: string | undefined): Date | null {
  const match = text?.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const moment = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+07:00`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/**
 * One signed JSON request of VNPAY's merchant API (`querydr`, `refund`): the body is the request's fields plus
 * `vnp_SecureHash`, HMAC-SHA512 of the fields' values joined with `|` in the order VNPAY lists; the answer is VNPAY's
 * if its `vnp_SecureHash` is that of the answer's fields joined the same way (absent fields count as empty),
 * compared in constant time.
 */
function signedRequest<Request extends string>(requestFields: readonly Request[], responseFields: readonly string[]) {
  return {
    body(hashSecret: string, fields: Record<Request, string>): Record<string, string> {
      const data = requestFields.map((name) => fields[name]).join("|");
      return { ...fields, vnp_SecureHash: vnpayHmac(hashSecret, data) };
    },
    verify(hashSecret: string, answer: Readonly<Record<string, unknown>>): boolean {
      const given = answer.vnp_SecureHash;
      if (typeof given !== "string" || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
      const data = responseFields.map((name) => (answer[name] === undefined || answer[name] === null ? "" : String(answer[name]))).join("|");
      return timingSafeEqual(Buffer.from(vnpayHmac(hashSecret, data), "hex"), Buffer.from(given.toLowerCase(), "hex"));
    },
  };
}

/** The answers' checksum fields shared by `querydr` and `refund`; `querydr` adds the promotion's two at the end. */
const ANSWER_FIELDS = [
  "vnp_ResponseId",
  "vnp_Command",
  "vnp_ResponseCode",
  "vnp_Message",
  "vnp_TmnCode",
  "vnp_TxnRef",
  "vnp_Amount",
  "vnp_BankCode",
  "vnp_PayDate",
  "vnp_TransactionNo",
  "vnp_TransactionType",
  "vnp_TransactionStatus",
  "vnp_OrderInfo",
] as const;

/** `querydr`: the request's fields and the answer's, each in the order its checksum joins them with `|`. */
const queryRequest = signedRequest(
  [
    "vnp_RequestId",
    "vnp_Version",
    "vnp_Command",
    "vnp_TmnCode",
    "vnp_TxnRef",
    "vnp_TransactionDate",
    "vnp_CreateDate",
    "vnp_IpAddr",
    "vnp_OrderInfo",
  ] as const,
  [...ANSWER_FIELDS, "vnp_PromotionCode", "vnp_PromotionAmount"],
);

/** `refund` (same page as `querydr`): the request's fields and the answer's, in their checksum order. */
const refundRequest = signedRequest(
  [
    "vnp_RequestId",
    "vnp_Version",
    "vnp_Command",
    "vnp_TmnCode",
    "vnp_TransactionType",
    "vnp_TxnRef",
    "vnp_Amount",
    "vnp_TransactionNo",
    "vnp_TransactionDate",
    "vnp_CreateBy",
    "vnp_CreateDate",
    "vnp_IpAddr",
    "vnp_OrderInfo",
  ] as const,
  ANSWER_FIELDS,
);

/** The `querydr` body to POST as JSON, signed over its fields joined with `|`. */
export const vnpayQueryBody = queryRequest.body;

/** Whether VNPAY signed a `querydr` answer (absent fields count as empty). */
export const verifyVnpayQueryAnswer = queryRequest.verify;

/** The `refund` body to POST as JSON (`vnp_TransactionType` 02 full, 03 partial), signed over its fields joined with `|`. */
export const vnpayRefundBody = refundRequest.body;

/** Whether VNPAY signed a `refund` answer (absent fields count as empty). */
export const verifyVnpayRefundAnswer = refundRequest.verify;

/**
 * The instalment initiation's checksum fields (trả góp, decision 0061), in the order they are joined with `|`.
 * VNPAY's instalment page (…/thanh-toan-installment/installment.html) could not be read past its introduction and
 * sequence: these names and this order are those of merchants' published integrations of it (see the decision),
 * not checked against VNPAY's own table. Absent fields count as empty.
 */
export const INSTALMENT_INIT_FIELDS = [
  "reqId",
  "orderReference",
  "orderInfo",
  "tmnCode",
  "issuerCode",
  "scheme",
  "recurringAmount",
  "recurringFrequency",
  "recurringNumberOfIsp",
  "amount",
  "totalIspAmount",
  "currCode",
  "addData",
  "identityCode",
  "forename",
  "surname",
  "mobile",
  "email",
  "address",
  "city",
  "country",
  "ipAddr",
  "userAgent",
  "returnUrl",
  "cancelUrl",
  "version",
  "locale",
  "mcDate",
] as const;
type InstalmentInitField = (typeof INSTALMENT_INIT_FIELDS)[number];

/** What the shop sends to initiate an instalment payment; the bank, scheme and term are left to VNPAY's page. */
export interface InstalmentInit {
  reqId: string;
  orderReference: string;
  orderInfo: string;
  tmnCode: string;
  /** Whole dong × 100, as `vnp_Amount`. */
  amount: number;
  returnUrl: string;
  cancelUrl: string;
  /** `yyyyMMddHHmmss`, GMT+7. */
  mcDate: string;
  ipAddr: string;
  userAgent: string;
  locale: "vn" | "en";
  customer: { forename: string; surname: string; mobile: string; email: string };
}

/**
 * The initiation's JSON body (step 2 of VNPAY's instalment sequence): the order, the transaction and the customer,
 * signed with HMAC-SHA512 over INSTALMENT_INIT_FIELDS joined with `|`. The amount to pay in instalments is the
 * order's total (`totalIspAmount` = `amount`: the shop receives the total; the bank's conversion fee is the buyer's
 * with the bank and shown on VNPAY's page).
 */
export function vnpayInstalmentInitBody(hashSecret: string, init: InstalmentInit): Record<string, unknown> {
  const flat: Partial<Record<InstalmentInitField, string>> = {
    reqId: init.reqId,
    orderReference: init.orderReference,
    orderInfo: init.orderInfo,
    tmnCode: init.tmnCode,
    amount: String(init.amount),
    totalIspAmount: String(init.amount),
    currCode: "VND",
    forename: init.customer.forename,
    surname: init.customer.surname,
    mobile: init.customer.mobile,
    email: init.customer.email,
    country: "VN",
    ipAddr: init.ipAddr,
    userAgent: init.userAgent,
    returnUrl: init.returnUrl,
    cancelUrl: init.cancelUrl,
    version: VNPAY_VERSION,
    locale: init.locale,
    mcDate: init.mcDate,
  };
  const data = INSTALMENT_INIT_FIELDS.map((name) => flat[name] ?? "").join("|");
  return {
    reqId: init.reqId,
    version: VNPAY_VERSION,
    locale: init.locale,
    ipAddr: init.ipAddr,
    userAgent: init.userAgent,
    order: { orderReference: init.orderReference, orderInfo: init.orderInfo },
    transaction: {
      tmnCode: init.tmnCode,
      amount: init.amount,
      totalIspAmount: init.amount,
      currCode: "VND",
      returnUrl: init.returnUrl,
      cancelUrl: init.cancelUrl,
      mcDate: init.mcDate,
    },
    customerInfo: { ...init.customer, country: "VN" },
    secureHash: vnpayHmac(hashSecret, data),
  };
}

/**
 * Step 3, the payment: VNPAY's answer to the initiation (`rspCode` "00") names the page where the buyer chooses
 * the bank and term and authenticates the card; the shop sends the buyer there. Only an address on the configured
 * instalment service's own origin is followed; anything else is no answer.
 */
export function instalmentPayUrl(instalmentUrl: string, answer: unknown): string | null {
  if (!answer || typeof answer !== "object") return null;
  const { rspCode, data } = answer as { rspCode?: unknown; data?: unknown };
  if (rspCode !== "00" || !data || typeof data !== "object") return null;
  const target = (data as { paymentUrl?: unknown }).paymentUrl;
  if (typeof target !== "string") return null;
  try {
    const url = new URL(target);
    const service = new URL(instalmentUrl);
    return url.origin === service.origin ? url.toString() : null;
  } catch {
    return null;
  }
}
