import { Router } from "express";
import type { Services } from "../services";

/** Email sign-up of the coming-soon pages: 201 when stored, 200 when the address was already there. */
export function newsletterRouter({ newsletter }: Services): Router {
  const router = Router();

  router.post("/newsletter", async (req, res) => {
    const result = await newsletter.subscribe(req.body ?? {}, req.ip ?? req.socket.remoteAddress ?? "unknown");
    res.status(result.created ? 201 : 200).json(result);
  });

  return router;
}
