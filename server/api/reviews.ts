import { Router } from "express";
import type { Services } from "../services";
import { clientKey } from "../http/client-key";
import { parseIdParam } from "../http/params";
import { actorOf } from "../http/actor";

/**
 * Reviews. Public: `POST /api/products/{id}/reviews` (201, waits for approval). Admin (guarded in api/index.ts):
 * the list (`?status=`), add (a marketplace review with its source and date), moderate and answer
 * (`status`, `reply`; the customer's words are never changed), delete.
 */
export function reviewsRouter({ reviews }: Services): Router {
  const router = Router();

  router.post("/products/:id/reviews", async (req, res) => {
    const receipt = await reviews.submit(parseIdParam(req.params.id, "Mã sản phẩm"), req.body, clientKey(req));
    res.status(201).json({ status: receipt.status, message: "Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt." });
  });

  router.get("/admin/reviews", async (req, res) => {
    const productId = req.query.productId === undefined ? undefined : parseIdParam(String(req.query.productId), "Mã sản phẩm");
    res.json(await reviews.listForAdmin(req.query.status, productId));
  });

  router.post("/admin/reviews", async (req, res) => {
    res.status(201).json(await reviews.create(req.body, actorOf(req)));
  });

  router.put("/admin/reviews/:id", async (req, res) => {
    res.json(await reviews.update(parseIdParam(req.params.id, "Mã đánh giá"), req.body, actorOf(req)));
  });

  router.delete("/admin/reviews/:id", async (req, res) => {
    await reviews.remove(parseIdParam(req.params.id, "Mã đánh giá"), actorOf(req));
    res.status(204).end();
  });

  return router;
}
