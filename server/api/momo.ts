import { Router, type Request } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";
import { paymentClient } from "../http/payment-client";

/** The buyer's right to the order: the session that placed it, or the order's signed link (`?t=`). */
async function buyerAccess(req: Request) {
  const session = await req.session.current();
  return { sessionId: session?.id ?? null, linkToken: typeof req.query.t === "string" ? req.query.t : null };
}

/** The MoMo wallet gateway (decision 0057): its notification, and the buyer's retry and check from the order page. */
export function momoRouter({ momo }: Services): Router {
  const router = Router();

  /**
   * MoMo's server posts this (IPN, JSON). Answered 204 No Content as MoMo's documentation asks, whatever was
   * recorded; 500 only when recording failed, so that MoMo may notify again.
   */
  router.post("/payments/momo/ipn", async (req, res) => {
    const outcome = await momo.handleIpn(req.body);
    res.status(outcome === "99" ? 500 : 204).end();
  });

  /** Another attempt at paying an unpaid MoMo order (201 `{ paymentUrl }`). */
  router.post("/orders/:id/payments/momo", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    const { paymentUrl } = await momo.retry(id, paymentClient(req), await buyerAccess(req));
    res.status(201).json({ paymentUrl });
  });

  /** Asks MoMo (status query) about the order's waiting attempts, for a notification that never came. */
  router.post("/orders/:id/payments/momo/check", async (req, res) => {
    const id = parseIdParam(req.params.id, "Mã đơn hàng");
    res.json(await momo.reconcile(id, await buyerAccess(req)));
  });

  return router;
}
