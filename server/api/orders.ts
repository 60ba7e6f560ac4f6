import { Router } from "express";
import { pageNumberOf } from "#common/pagination";
import type { Services } from "../services";
import { setCartCountCookie } from "../http/cart-count-cookie";
import { idempotencyKeyOf, markReplayed } from "../http/idempotency-key";
import { parseIdParam } from "../http/params";
import { requireAdmin } from "../http/require-admin";
import { trackableClient } from "../http/trackable-client";
import { actorOf } from "../http/actor";

/** `POST /api/orders` (spec section 7): the server prices the session's cart; the client's total is only checked. */
export function ordersRouter({ orders, buyerOrders, analytics }: Services): Router {
  const router = Router();

  router.post("/orders", async (req, res) => {
    const { id, created } = await orders.placeOrder(await req.session.current(), req.body, idempotencyKeyOf(req));
    // The order is committed: crediting it to the buyer's referrer may fail without failing the order.
    if (created) await analytics.attributeOrder(id, trackableClient(req)).catch((error: unknown) => req.log?.warn({ err: error }, "order referrer not recorded"));
    // The order took the cart's lines: the header's badge starts again from nothing.
    setCartCountCookie(req, res, 0);
    (created ? res.status(201) : markReplayed(res)).json({ id });
  });

  /** The buyer's view of an order: the session that placed it, or the signed link (`?t=`) from the e-mail. */
  router.get("/orders/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    const session = await req.session.current();
    const { order, bankTransfer, payment } = await buyerOrders.read(id, {
      sessionId: session?.id ?? null,
      linkToken: typeof req.query.t === "string" ? req.query.t : null,
    });
    res.json({ ...order, bankTransfer, ...payment });
  });

  return router;
}

/** Order management for administrators (not in the spec). */
export function adminOrdersRouter({ orders, notifications, audit }: Services): Router {
  const router = Router();
  router.use("/admin/orders", requireAdmin);

  router.get("/admin/orders", async (req, res) => {
    res.json(await orders.listOrders(pageNumberOf(req.query.page)));
  });

  router.get("/admin/orders/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    const order = await orders.getOrder(id);
    // Deposit, amount paid and amount due (decision 0042).
    const payment = await orders.paymentParts(order);
    res.json({ ...order, notifications: await notifications.listForOrder(id), ...payment });
  });

  /** An order's history: who moved it and when (the audit trail's rows for it, oldest first). */
  router.get("/admin/orders/:id/history", async (req, res) => {
    res.json(await audit.forEntity("order", parseIdParam(req.params.id, "Mã đơn hàng")));
  });

  router.put("/admin/orders/:id/payment-status", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    res.json(await orders.setPaymentStatus(id, (req.body as { paymentStatus?: unknown } | undefined)?.paymentStatus, actorOf(req)));
  });

  router.put("/admin/orders/:id/status", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    res.json(await orders.updateStatus(id, (req.body as { status?: unknown } | undefined)?.status, actorOf(req)));
  });

  return router;
}
