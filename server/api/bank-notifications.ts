import express, { Router } from "express";
import type { Services } from "../services";
import type { BankNotificationAdapter } from "../services/payments/bank-transfers";
import { UnauthorizedError, ValidationError } from "../services/foundation/errors";
import { sepayNotification } from "../services/payments/sepay-notification";
import { verifyWebhookCredentials } from "../http/webhook-auth";

/** Where bank-notification services (SePay) post incoming transfers. */
export const BANK_NOTIFICATIONS_PATH = "/api/payments/bank-notifications";

/**
 * `POST /api/payments/bank-notifications`: mounted before the JSON body parser, because the signature covers
 * the raw bytes. Answers `{ "success": true }` once the transfer is stored, and also for a transfer already
 * stored or one that is not for the shop (outgoing, another account): the provider retries anything else.
 */
export function bankNotificationsRouter(
  { bankTransfers }: Services,
  secret: string,
  adapter: BankNotificationAdapter = sepayNotification,
): Router {
  const router = Router();
  router.post("/", express.raw({ type: () => true, limit: "64kb" }), async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const authorized = verifyWebhookCredentials(
      { authorization: req.get("authorization"), signature: req.get("x-sepay-signature"), timestamp: req.get("x-sepay-timestamp") },
      rawBody,
      secret,
    );
    if (!authorized) throw new UnauthorizedError("Thiếu hoặc sai khoá xác thực");
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new ValidationError("Nội dung gửi lên không phải JSON hợp lệ");
    }
    const outcome = await bankTransfers.receive(adapter.parse(body));
    req.log?.info({ provider: adapter.provider, outcome }, "bank notification");
    res.setHeader("Cache-Control", "no-store");
    res.json({ success: true });
  });
  return router;
}
