import { Router } from "express";
import {
  assignTransferSchema,
  statementImportSchema,
  statementPreviewSchema,
  transferListQuerySchema,
} from "#common/schemas/bank-transfers";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";
import { actorOf } from "../http/actor";

/** Incoming bank transfers for administrators (behind the /api/admin guard): list, assign, statement import. */
export function adminBankTransfersRouter({ bankTransfers }: Services): Router {
  const router = Router();

  router.get("/admin/bank-transfers", async (req, res) => {
    const { status, page } = transferListQuerySchema.parse(req.query);
    res.json(await bankTransfers.list({ status, page }));
  });

  router.post("/admin/bank-transfers/:id/assign", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã giao dịch");
    const { orderId } = assignTransferSchema.parse(req.body ?? {});
    res.json(await bankTransfers.assign(id, orderId, actorOf(req)));
  });

  router.get("/admin/orders/:id/bank-transfers", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    res.json(await bankTransfers.forOrder(id));
  });

  router.post("/admin/bank-statements/preview", async (req, res) => {
    const { csv, columns } = statementPreviewSchema.parse(req.body ?? {});
    res.json(await bankTransfers.previewStatement(csv, columns));
  });

  router.post("/admin/bank-statements/import", async (req, res) => {
    const { csv, columns } = statementImportSchema.parse(req.body ?? {});
    res.json(await bankTransfers.importStatement(csv, columns));
  });

  return router;
}
