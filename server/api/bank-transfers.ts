import { Router } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";
import { actorOf } from "../http/actor";

/** Incoming bank transfers for administrators (behind the /api/admin guard): list, assign, statement import. */
export function adminBankTransfersRouter({ bankTransfers, gatewayReconciliation, gatewaySettings }: Services): Router {
  const router = Router();

  router.get("/admin/bank-transfers", async (req, res) => {
    res.json(await bankTransfers.list(req.query));
  });

  router.post("/admin/bank-transfers/:id/assign", async (req, res) => {
    res.json(await bankTransfers.assign(parseIdParam(req.params.id, "Mã giao dịch"), req.body, actorOf(req)));
  });

  /** The gateways' word on each attempt of a period beside the shop's record, mismatches named (decision 0054). */
  router.get("/admin/payments/reconciliation", async (req, res) => {
    res.json(await gatewayReconciliation.forDays(req.query));
  });

  /** The owner's payment gateway settings (decisions 0054, 0057): keys write-only, the environment wins. */
  router.get("/admin/settings/payments", async (_req, res) => {
    res.json(await gatewaySettings.view());
  });

  router.put("/admin/settings/payments", async (req, res) => {
    res.json(await gatewaySettings.update(req.body, actorOf(req)));
  });

  router.get("/admin/orders/:id/bank-transfers", async (req, res) => {
    res.json(await bankTransfers.forOrder(parseIdParam(req.params.id, "Mã đơn hàng")));
  });

  router.post("/admin/bank-statements/preview", async (req, res) => {
    res.json(await bankTransfers.previewStatement(req.body));
  });

  router.post("/admin/bank-statements/import", async (req, res) => {
    res.json(await bankTransfers.importStatement(req.body, actorOf(req)));
  });

  return router;
}
