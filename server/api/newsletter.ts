import { Router } from "express";
import type { Services } from "../services";
import { clientKey } from "../http/client-key";
import { idempotencyKeyOf, markReplayed } from "../http/idempotency-key";

/** Email sign-up of the coming-soon pages: 201 when stored, 200 when the address was already there. */
export function newsletterRouter({ newsletter }: Services): Router {
  const router = Router();

  router.post("/newsletter", async (req, res) => {
    const { replayed, ...result } = await newsletter.subscribe(req.body ?? {}, clientKey(req), idempotencyKeyOf(req));
    (replayed ? markReplayed(res) : res.status(result.created ? 201 : 200)).json(result);
  });

  return router;
}
