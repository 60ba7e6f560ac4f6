import { Router } from "express";
import type { Services } from "../services";
import { clientKey } from "../http/client-key";
import { idempotencyKeyOf, markReplayed } from "../http/idempotency-key";
import { parseIdParam } from "../http/params";
import { requireAdmin } from "../http/require-admin";
import { actorOf } from "../http/actor";
import { csvFileName } from "#common/csv";

/**
 * Spec section 7 lead calls. Public: `POST /api/contact-requests`, `POST /api/trial-requests` (201 `{ id }`;
 * with an `Idempotency-Key` a retry answers the first id with 200 and `Idempotent-Replayed: true`).
 * Admin: the list (newest first; `status`, `q`, `page`, `pageSize`; total in `X-Total-Count`), the CSV export
 * and `PUT /api/contact-requests/{id}/status`.
 */
export function leadsRouter({ leads, audit }: Services): Router {
  const router = Router();

  router.post("/contact-requests", async (req, res) => {
    const receipt = await leads.submitContactRequest(req.body, clientKey(req), idempotencyKeyOf(req));
    (receipt.replayed ? markReplayed(res) : res.status(201)).json({ id: receipt.id });
  });

  router.post("/trial-requests", async (req, res) => {
    const receipt = await leads.submitTrialRequest(req.body, clientKey(req), idempotencyKeyOf(req));
    (receipt.replayed ? markReplayed(res) : res.status(201)).json({ id: receipt.id });
  });

  router.get("/contact-requests", requireAdmin, async (req, res) => {
    const list = await leads.list(req.query);
    res.setHeader("X-Total-Count", String(list.total));
    res.json(list.items);
  });

  router.get("/contact-requests/export.csv", requireAdmin, async (req, res) => {
    const csv = await leads.exportCsv(req.query);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    // Named by Vietnam's calendar day, not UTC's (issue 42).
    res.setHeader("Content-Disposition", `attachment; filename="${csvFileName("yeu-cau-lien-he")}"`);
    res.send(csv);
  });

  /** A lead's history: who moved it and when (the audit trail's rows for it, oldest first). */
  router.get("/admin/contact-requests/:id/history", async (req, res) => {
    res.json(await audit.forEntity("lead", parseIdParam(req.params.id, "Mã yêu cầu")));
  });

  router.put("/contact-requests/:id/status", requireAdmin, async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã yêu cầu");
    res.json(await leads.updateStatus(id, (req.body as { status?: unknown } | undefined)?.status, actorOf(req)));
  });

  return router;
}
