import { Router } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";

/** Spec section 7 cart calls. The cart belongs to the visitor session; a session is created on the first add. */
export function cartRouter({ cart }: Services): Router {
  const router = Router();

  router.get("/cart", async (req, res) => {
    res.json(await cart.list(await req.session.current()));
  });

  router.post("/cart", async (req, res) => {
    res.status(201).json(await cart.add(() => req.session.ensure(), req.body));
  });

  router.put("/cart/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã dòng giỏ hàng");
    res.json(await cart.updateQuantity(await req.session.current(), id, req.body));
  });

  router.delete("/cart/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã dòng giỏ hàng");
    await cart.remove(await req.session.current(), id);
    res.status(204).end();
  });

  router.delete("/cart", async (req, res) => {
    await cart.clear(await req.session.current());
    res.status(204).end();
  });

  return router;
}
