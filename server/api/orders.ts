import { Router } from "express";
import type { Services } from "../services";
import { setCartCountCookie } from "../http/cart-count-cookie";
import { idempotencyKeyOf, markReplayed } from "../http/idempotency-key";
import { parseIdParam } from "../http/params";
import { requireAdmin } from "../http/require-admin";
import { trackableClient } from "../http/trackable-client";
import { paymentClient } from "../http/payment-client";
import { actorOf } from "../http/actor";
import type { Response } from "express";
import { isOrderDocumentKind } from "../services/order-desk/order-documents";
import { NotFoundError } from "../services/foundation/errors";
import type { OrderDocumentKind } from "#common/order-desk";
import { printableOrder } from "#common/order-document";
import { csvFileName } from "#common/csv";

function documentKindOf(kind: string | undefined): OrderDocumentKind {
  if (!kind || !isOrderDocumentKind(kind)) throw new NotFoundError("Không có loại giấy tờ này");
  return kind;
}

/** A PDF shown in the browser's viewer (inline), named for a save. */
function sendPdf(res: Response, kind: string, pdf: Buffer, name: string): void {
  res.type("application/pdf").set("Cache-Control", "no-store").set("Content-Disposition", `inline; filename="${kind}-${name}.pdf"`).send(pdf);
}

/** `POST /api/orders` (spec section 7): the server prices the session's cart; the client's total is only checked. */
export function ordersRouter({ orders, buyerOrders, analytics }: Services): Router {
  const router = Router();

  router.post("/orders", async (req, res) => {
    const { id, created, paymentUrl } = await orders.placeOrder(await req.session.current(), req.body, idempotencyKeyOf(req), paymentClient(req));
    // The order is committed: crediting it to the buyer's referrer may fail without failing the order.
    if (created) await analytics.attributeOrder(id, trackableClient(req)).catch((error: unknown) => req.log?.warn({ err: error }, "order referrer not recorded"));
    // The order took the cart's lines: the header's badge starts again from nothing.
    setCartCountCookie(req, res, 0);
    // A gateway order: the checkout sends the buyer on to the gateway's page.
    (created ? res.status(201) : markReplayed(res)).json(paymentUrl ? { id, paymentUrl } : { id });
  });

  /** The buyer's view of an order: the session that placed it, or the signed link (`?t=`) from the e-mail. */
  router.get("/orders/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    const session = await req.session.current();
    const { order, bankTransfer, notes, payment } = await buyerOrders.read(id, {
      sessionId: session?.id ?? null,
      linkToken: typeof req.query.t === "string" ? req.query.t : null,
    });
    res.json({ ...order, lines: printableOrder(order).lines, bankTransfer, notes, ...payment });
  });

  return router;
}

/** Order management for administrators (not in the spec); the order desk's paths are issue 36's. */
export function adminOrdersRouter({ orders, orderDesk, notifications, audit, shipments, vnpay }: Services): Router {
  const router = Router();
  router.use("/admin/orders", requireAdmin);
  router.use("/admin/dashboard", requireAdmin);

  /** The dashboard: the part of it the signed-in role may see. */
  router.get("/admin/dashboard", async (req, res) => {
    res.json(await orderDesk.dashboard(req.admin!.role));
  });

  /** `?q=&status=&payment=&due=&method=&from=&to=&province=&sort=&pageSize=&page=`; `&format=csv` exports every match. */
  router.get("/admin/orders", async (req, res) => {
    if (req.query.format === "csv") {
      // Built before any header is set: a refused query is then a JSON error, not one labelled as a CSV download.
      const csv = await orderDesk.csv(req.query);
      res
        .type("text/csv; charset=utf-8")
        .attachment(csvFileName("don-hang"))
        .set("Cache-Control", "no-store")
        .send(csv);
      return;
    }
    const { query: _query, ...page } = await orderDesk.list(req.query);
    res.json(page);
  });

  /** A phone order: the checkout's placement rules with the lines staff typed (201 `{ id }`). */
  router.post("/admin/orders", async (req, res) => {
    const { id, created } = await orderDesk.placePhoneOrder(req.body, actorOf(req), idempotencyKeyOf(req));
    (created ? res.status(201) : markReplayed(res)).json({ id });
  });

  /** Several orders' delivery notes or packing slips in one PDF (`?ids=1,2,3`), from the list. */
  router.get("/admin/orders/documents/:kind.pdf", async (req, res) => {
    sendPdf(res, req.params.kind, await orderDesk.documents(documentKindOf(req.params.kind), req.query.ids), "don-hang");
  });

  router.get("/admin/orders/:id/documents/:kind.pdf", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    sendPdf(res, req.params.kind, await orderDesk.documents(documentKindOf(req.params.kind), [id]), `don-${id}`);
  });

  router.get("/admin/orders/:id", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    // With its printable `lines` (the installation fee is one), `amountDue` and what is asked now (decision 0051),
    // its shipments (decision 0052) and its gateway transactions (decision 0054).
    res.json({
      ...(await orderDesk.adminOrder(id)),
      notifications: await notifications.listForOrder(id),
      shipments: await shipments.forOrder(id),
      gatewayTransactions: await vnpay.forOrder(id),
    });
  });

  /** Edits before shipping: `{ address?, items? }`. */
  router.put("/admin/orders/:id", async (req, res) => {
    res.json(await orderDesk.edit(parseIdParam(req.params.id, "Mã đơn hàng"), req.body, actorOf(req)));
  });

  router.post("/admin/orders/:id/notes", async (req, res) => {
    res.status(201).json(await orderDesk.addNote(parseIdParam(req.params.id, "Mã đơn hàng"), req.body, actorOf(req)));
  });

  /** `{ amount, method, reason, restock }`: at most what was paid and not yet refunded. */
  router.post("/admin/orders/:id/refunds", async (req, res) => {
    res.status(201).json(await orderDesk.refund(parseIdParam(req.params.id, "Mã đơn hàng"), req.body, actorOf(req)));
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
