import { Router } from "express";
import type { Services } from "../services";
import { actorOf } from "../http/actor";

/** The owner's store settings under /api/admin (guarded in api/index.ts). */
export function storeSettingsRouter({ storeSettings }: Services): Router {
  const router = Router();

  router.get("/admin/settings", async (_req, res) => {
    res.json(await storeSettings.get());
  });

  router.put("/admin/settings", async (req, res) => {
    res.json(await storeSettings.update(req.body, actorOf(req)));
  });

  return router;
}
