import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** A signed notification older or newer than this is refused (replayed requests). */
const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

interface WebhookCredentials {
  /** `Authorization` header. */
  authorization?: string;
  /** `X-SePay-Signature`: hex HMAC-SHA256, optionally prefixed `sha256=`. */
  signature?: string;
  /** `X-SePay-Timestamp`: Unix seconds; when present the signed text is `{timestamp}.{raw body}`. */
  timestamp?: string;
}

/** Equal-length digests compared in constant time, so the comparison reveals nothing about the secret. */
function sameDigest(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * A bank-notification request carries the shared secret in one of the two ways SePay offers:
 * `Authorization: Apikey <secret>`, or an HMAC-SHA256 signature of the raw body made with the secret (over
 * `{timestamp}.{body}` when a timestamp is sent, which must then be within five minutes of now).
 */
export function verifyWebhookCredentials(
  credentials: WebhookCredentials,
  rawBody: Buffer,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const apiKey = /^Apikey\s+(.+)$/i.exec(credentials.authorization?.trim() ?? "")?.[1];
  if (apiKey !== undefined) return sameDigest(sha256(apiKey.trim()), sha256(secret));

  const signature = credentials.signature?.trim().replace(/^sha256=/i, "").toLowerCase();
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const hmac = createHmac("sha256", secret);
  if (credentials.timestamp !== undefined) {
    const timestamp = credentials.timestamp.trim();
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return false;
    hmac.update(`${timestamp}.`, "utf8");
  }
  hmac.update(rawBody);
  return sameDigest(Buffer.from(signature, "hex"), hmac.digest());
}
