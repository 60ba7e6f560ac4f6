import { Router } from "express";
import type { Services } from "../services";
import { actorOf } from "../http/actor";
import { clientKey } from "../http/client-key";
import { parseIdParam } from "../http/params";

/**
 * Requests from the people the data is about (issue 45, decision 0058). Public: `POST /api/privacy/requests` (202
 * whatever is on file), `POST /api/privacy/requests/verify` (200 `{ token }`), `GET /api/privacy/export?token=`
 * (the JSON file; `&format=csv` the CSV). Owner: the desk's list, a request's messages, the decision, the settings.
 */
export function privacyRequestsRouter({ privacyRequests, privacySettings }: Services): Router {
  const router = Router();

  router.post("/privacy/requests", async (req, res) => {
    await privacyRequests.submit(req.body, clientKey(req));
    res.status(202).json({ message: "Nếu liên hệ này có trong hồ sơ của cửa hàng, mã xác minh đã được gửi đến đó." });
  });

  router.post("/privacy/requests/verify", async (req, res) => {
    res.json(await privacyRequests.verify(req.body, clientKey(req)));
  });

  router.get("/privacy/export", async (req, res) => {
    const { document, csv } = await privacyRequests.exportFor(req.query.token);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
    const day = document.generatedAt.slice(0, 10);
    if (req.query.format === "csv") {
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="du-lieu-ca-nhan-${day}.csv"`);
      res.send(csv);
      return;
    }
    res.setHeader("Content-Disposition", `attachment; filename="du-lieu-ca-nhan-${day}.json"`);
    res.json(document);
  });

  router.get("/admin/privacy-requests", async (_req, res) => {
    res.json(await privacyRequests.list());
  });

  router.get("/admin/privacy-requests/:id/messages", async (req, res) => {
    res.json(await privacyRequests.messages(parseIdParam(req.params.id, "Mã yêu cầu")));
  });

  router.put("/admin/privacy-requests/:id", async (req, res) => {
    res.json(await privacyRequests.decide(parseIdParam(req.params.id, "Mã yêu cầu"), req.body, actorOf(req)));
  });

  router.get("/admin/privacy-settings", async (_req, res) => {
    res.json(await privacySettings.get());
  });

  router.put("/admin/privacy-settings", async (req, res) => {
    res.json(await privacySettings.update(req.body, actorOf(req)));
  });

  return router;
}
