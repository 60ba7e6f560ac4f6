import type { Request } from "express";
import { languageOf } from "#common/i18n-vi";
import { clientKey } from "./client-key";

/**
 * What a payment gateway wants to know of the buyer's request: the address (`vnp_IpAddr`), the page's language, and
 * the browser (VNPAY's instalment initiation, decision 0061).
 */
export function paymentClient(req: Request) {
  return { ip: clientKey(req), language: languageOf(req.headers.cookie, req.headers["accept-language"]), userAgent: req.headers["user-agent"] ?? "" };
}
