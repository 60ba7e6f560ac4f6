import { Router } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";
import { actorOf } from "../http/actor";
import { clientKey } from "../http/client-key";

/**
 * Discount codes (issue 36): the owner's and sales' list and editor, and the checkout's check of a code against the
 * visitor's cart (the order itself checks it again and counts the use).
 */
export function discountCodesRouter({ discountCodes }: Services): Router {
  const router = Router();

  router.get("/admin/discount-codes", async (_req, res) => {
    res.json(await discountCodes.list());
  });

  router.post("/admin/discount-codes", async (req, res) => {
    res.status(201).json(await discountCodes.create(req.body, actorOf(req)));
  });

  router.put("/admin/discount-codes/:id", async (req, res) => {
    res.json(await discountCodes.update(parseIdParam(req.params.id, "Mã giảm giá"), req.body, actorOf(req)));
  });

  router.post("/discount-codes/check", async (req, res) => {
    const owner = await req.session.current();
    res.json(await discountCodes.previewForCart(owner, req.body, clientKey(req)));
  });

  return router;
}
