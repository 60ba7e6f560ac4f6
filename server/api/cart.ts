import { Router, type Request, type Response } from "express";
import type { Services } from "../services";
import { setCartCountCookie } from "../http/cart-count-cookie";
import { parseIdParam } from "../http/params";

/**
 * Spec section 7 cart calls. The cart belongs to the visitor session; a session is created on the first add.
 * Every answer also refreshes the readable count cookie the shared pages paint the header's badge from.
 */
export function cartRouter({ cart }: Services): Router {
  const router = Router();
  const sendCount = async (req: Request, res: Response) => setCartCountCookie(req, res, await cart.count(await req.session.current()));

  router.get("/cart", async (req, res) => {
    const items = await cart.list(await req.session.current());
    setCartCountCookie(req, res, items.reduce((sum, item) => sum + item.quantity, 0));
    res.json(items);
  });

  router.post("/cart", async (req, res) => {
    const line = await cart.add(() => req.session.ensure(), req.body);
    await sendCount(req, res);
    res.status(201).json(line);
  });

  router.put("/cart/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã dòng giỏ hàng");
    const line = await cart.updateQuantity(await req.session.current(), id, req.body);
    await sendCount(req, res);
    res.json(line);
  });

  router.delete("/cart/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã dòng giỏ hàng");
    await cart.remove(await req.session.current(), id);
    await sendCount(req, res);
    res.status(204).end();
  });

  router.delete("/cart", async (req, res) => {
    await cart.clear(await req.session.current());
    setCartCountCookie(req, res, 0);
    res.status(204).end();
  });

  return router;
}
