import express, { Router } from "express";
import type { Services } from "../services";
import { actorOf } from "../http/actor";
import { parseIdParam } from "../http/params";

/**
 * Shipments of an order and their carriers (issue 42, decision 0052): guarded by ADMIN_API_ACCESS in api/index.ts,
 * except the carriers' status callbacks, which check what they are told with the carrier itself.
 */
export function shippingRouter({ shipments, ghnSettings }: Services): Router {
  const router = Router();

  router.post("/admin/orders/:id/shipments", async (req, res) => {
    res.status(201).json(await shipments.create(parseIdParam(req.params.id, "Mã đơn hàng"), req.body, actorOf(req)));
  });

  /** `{ status }`: the own team's next step. */
  router.put("/admin/shipments/:id", async (req, res) => {
    res.json(await shipments.move(parseIdParam(req.params.id, "Mã lượt giao"), req.body, actorOf(req)));
  });

  /** `{ at }`: the installation's booked time (the buyer is told once per time). */
  router.put("/admin/shipments/:id/installation", async (req, res) => {
    res.json(await shipments.bookInstallation(parseIdParam(req.params.id, "Mã lượt giao"), req.body, actorOf(req)));
  });

  router.post("/admin/shipments/:id/cancel", async (req, res) => {
    res.json(await shipments.cancel(parseIdParam(req.params.id, "Mã lượt giao"), actorOf(req)));
  });

  /** The label: the shop's own PDF, or a redirect to the carrier's print page (GHN's token lasts 30 minutes). */
  router.get("/admin/shipments/:id/label", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã lượt giao");
    const label = await shipments.label(id);
    if (label.kind === "url") {
      res.set("Cache-Control", "no-store").redirect(303, label.url);
      return;
    }
    res.type("application/pdf").set("Cache-Control", "no-store").set("Content-Disposition", `inline; filename="nhan-giao-hang-${id}.pdf"`).send(label.pdf);
  });

  /** A carrier's cash-on-delivery report (CSV `order_code,cod_amount`) against delivered shipments: `?carrier=ghn&since=`. */
  router.post("/admin/shipping/cod-reconciliation", express.text({ type: ["text/csv", "text/plain", "application/csv"], limit: 1024 * 1024 }), async (req, res) => {
    res.json(await shipments.reconcileCod(req.body, { carrier: req.query.carrier, since: req.query.since }));
  });

  // The answer never holds the token: only whether one is set.
  router.get("/admin/settings/shipping", async (_req, res) => {
    res.json(await ghnSettings.view());
  });

  router.put("/admin/settings/shipping", async (req, res) => {
    res.json(await ghnSettings.update(req.body, actorOf(req)));
  });

  /**
   * GHN's status callback (doc id=47): always 200 once read, so GHN does not retry what changes nothing (an
   * unknown order, a replay, an older status); the shipment moves only to what GHN's own API then says.
   */
  router.post("/shipping/:carrier/callback", async (req, res) => {
    const result = await shipments.carrierCallback(req.params.carrier, req.body);
    req.log?.info({ carrier: req.params.carrier, result }, "carrier callback");
    res.json({ ok: true, ...result });
  });

  return router;
}
