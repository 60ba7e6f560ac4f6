import express, { Router } from "express";
import { contactRequestReference } from "../services/notifications/notifications";
import type { Services } from "../services";
import { actorOf } from "../http/actor";
import { parseIdParam } from "../http/params";

/**
 * The Zalo channel's settings (owner), the staff's opt-out marks, a lead's messages and the re-send of a failed
 * message (decision 0040); guarded by ADMIN_API_ACCESS in api/index.ts.
 */
export function zaloRouter({ zalo, notifications }: Services): Router {
  const router = Router();

  // The answer never holds the secret key or a token: only whether each is set.
  router.get("/admin/settings/zalo", async (_req, res) => {
    res.json(await zalo.view());
  });

  router.put("/admin/settings/zalo", async (req, res) => {
    res.json(await zalo.update(req.body, actorOf(req)));
  });

  router.post("/admin/settings/zalo/test", async (req, res) => {
    res.json(await zalo.sendTest(req.body));
  });

  router.post("/admin/zalo/opt-outs", async (req, res) => {
    res.status(201).json(await zalo.optOut(req.body, "staff"));
  });

  router.delete("/admin/zalo/opt-outs/:phone", async (req, res) => {
    res.json(await zalo.optIn({ phone: req.params.phone }));
  });

  router.get("/admin/contact-requests/:id/messages", async (req, res) => {
    res.json(await notifications.listFor(contactRequestReference(parseIdParam(req.params.id, "Mã yêu cầu"))));
  });

  router.post("/admin/notifications/:id/resend", async (req, res) => {
    res.json(await notifications.resend(parseIdParam(req.params.id, "Mã tin nhắn")));
  });

  return router;
}

/** Where Zalo posts the OA's events (delivery reports): signed over the raw body, so mounted before the JSON parser. */
export const ZALO_EVENTS_PATH = "/api/zalo/events";

export function zaloEventsRouter({ zalo }: Services): Router {
  const router = Router();
  router.post("/", express.raw({ type: () => true, limit: "64kb" }), async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await zalo.recordEvent(rawBody, req.get("x-zevent-signature"));
    // Zalo wants a quick 200 for every event it sends, the ones we do not use too.
    res.json({ ok: true });
  });
  return router;
}
