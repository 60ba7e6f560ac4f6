import { Router } from "express";
import type { Services } from "../services";
import { actorOf } from "../http/actor";

/** The owner's wording of the buyer's money and shipping mails (issue 42); guarded by ADMIN_API_ACCESS (owner). */
export function mailTemplatesRouter({ mailTemplates }: Services): Router {
  const router = Router();

  router.get("/admin/settings/mail-templates", async (_req, res) => {
    res.json(await mailTemplates.list());
  });

  /** `{ subject, body }`: only the mail's own `{{variables}}` (400 naming the others). */
  router.put("/admin/settings/mail-templates/:key", async (req, res) => {
    res.json(await mailTemplates.save(req.params.key, req.body, actorOf(req)));
  });

  /** Back to the built-in text. */
  router.delete("/admin/settings/mail-templates/:key", async (req, res) => {
    res.json(await mailTemplates.reset(req.params.key, actorOf(req)));
  });

  return router;
}
