import { Router, type Request } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";
import { paymentClient } from "../http/payment-client";

/** The buyer's right to the order: the session that placed it, or the order's signed link (`?t=`). */
async function buyerAccess(req: Request) {
  const session = await req.session.current();
  return { sessionId: session?.id ?? null, linkToken: typeof req.query.t === "string" ? req.query.t : null };
}

/** The VNPAY gateway (decision 0054): its notification, and the buyer's retry and check from the order page. */
export function vnpayRouter({ vnpay }: Services): Router {
  const router = Router();

  /** VNPAY's server calls this (IPN): always a JSON answer with its `RspCode`, which VNPAY reads to stop retrying. */
  router.get("/payments/vnpay/ipn", async (req, res) => {
    res.json(await vnpay.handleIpn(req.query));
  });

  /** Another attempt at paying an unpaid VNPAY order (201 `{ paymentUrl }`). */
  router.post("/orders/:id/payments/vnpay", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    const { paymentUrl } = await vnpay.retry(id, paymentClient(req), await buyerAccess(req));
    res.status(201).json({ paymentUrl });
  });

  /** Asks VNPAY (`querydr`) about the order's waiting attempts, for a notification that never came. */
  router.post("/orders/:id/payments/vnpay/check", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    res.json(await vnpay.reconcile(id, await buyerAccess(req)));
  });

  return router;
}
