import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * MoMo's payment gateway (AIO v2) as its developer documentation describes it (decision 0057): the `captureWallet`
 * create request (developers.momo.vn/v3/docs/payment/api/wallet/onetime), the IPN and redirect it signs back
 * (…/payment/api/result-handling/notification), the status query (…/payment/api/payment-api/query) and the refund
 * (…/payment/api/payment-api/refund). Every signature is HMAC-SHA256 (hex) with the secret key over
 * `name=value&…` of a documented field list, names in alphabetical order, values as they are (not encoded).
 */

/** What MoMo issued to the shop, and where its API is (`https://test-payment.momo.vn` is the sandbox). */
export interface MomoConfig {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  endpoint: string;
}

/** The documented field lists of each signature, in their (alphabetical) order. */
export const MOMO_SIGNED_FIELDS = {
  create: ["accessKey", "amount", "extraData", "ipnUrl", "orderId", "orderInfo", "partnerCode", "redirectUrl", "requestId", "requestType"],
  result: ["accessKey", "amount", "extraData", "message", "orderId", "orderInfo", "orderType", "partnerCode", "payType", "requestId", "responseTime", "resultCode", "transId"],
  query: ["accessKey", "orderId", "partnerCode", "requestId"],
  refund: ["accessKey", "amount", "description", "orderId", "partnerCode", "requestId", "transId"],
} as const;
export type MomoSignedKind = keyof typeof MOMO_SIGNED_FIELDS;

/** HMAC-SHA256 of `data` with the secret key, hex as MoMo sends it. */
export function momoHmac(secretKey: string, data: string): string {
  return createHmac("sha256", secretKey).update(Buffer.from(data, "utf8")).digest("hex");
}

/** The raw signature string: `accessKey=…&amount=…&…` over the kind's fields (absent ones as empty). */
export function momoRawSignature(kind: MomoSignedKind, accessKey: string, fields: Readonly<Record<string, unknown>>): string {
  return MOMO_SIGNED_FIELDS[kind]
    .map((name) => {
      const value = name === "accessKey" ? accessKey : fields[name];
      return `${name}=${value === undefined || value === null ? "" : String(value)}`;
    })
    .join("&");
}

/** A request body's `signature`. */
export function momoSign(config: Pick<MomoConfig, "accessKey" | "secretKey">, kind: MomoSignedKind, fields: Readonly<Record<string, unknown>>): string {
  return momoHmac(config.secretKey, momoRawSignature(kind, config.accessKey, fields));
}

/** Whether MoMo signed these fields (an IPN's body, a redirect's query): compared in constant time. */
export function verifyMomoSignature(config: Pick<MomoConfig, "accessKey" | "secretKey">, kind: MomoSignedKind, fields: Readonly<Record<string, unknown>>): boolean {
  const given = fields.signature;
  if (typeof given !== "string" || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(momoSign(config, kind, fields), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}
