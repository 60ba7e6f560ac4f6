import { Router } from "express";
import type { Services } from "../services";
import { requireAdmin } from "../http/require-admin";
import { trackableClient } from "../http/trackable-client";

const ANALYTICS_RATE_WINDOW_MS = 60_000;

/**
 * First-party collector: POST /api/analytics/events (page views, read time, the sales funnel's browser steps).
 * No cookie is read or set, no IP address is stored (only a salted daily hash), bots and visitors asking not to
 * be tracked (DNT / GPC) are ignored. Always answers 204 so the browser has nothing to wait for; 400 for a
 * malformed event, 429 when flooding. The admin's sales funnel report is GET /api/admin/analytics/funnel.
 */
export function analyticsRouter(
  { analytics, rateLimiter }: Services,
  { siteUrl, eventsPerMinute }: { siteUrl?: string; eventsPerMinute: number },
): Router {
  const router = Router();
  const siteHost = siteUrl ? new URL(siteUrl).host : null;

  router.post("/analytics/events", async (req, res) => {
    const client = trackableClient(req);
    if (!client) {
      res.status(204).end();
      return;
    }
    const key = await analytics.anonymousKey(client.ip, "");
    await rateLimiter.enforce(`analytics:${key}`, eventsPerMinute, ANALYTICS_RATE_WINDOW_MS);
    const ownHosts = [req.get("host"), siteHost].filter((host): host is string => Boolean(host));
    await analytics.record(req.body, { ...client, ownHosts });
    res.status(204).end();
  });

  router.get("/admin/analytics/funnel", requireAdmin, async (req, res) => {
    res.json(await analytics.salesFunnel(req.query.period));
  });

  return router;
}
