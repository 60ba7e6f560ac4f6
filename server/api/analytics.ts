import { Router } from "express";
import { isbot } from "isbot";
import { AnalyticsEventSchema } from "#common/schemas/blog-admin";
import type { Services } from "../services";
import { TooManyRequestsError } from "../services/errors";

/** Events per anonymous client per minute (a reader clicking around stays far below). */
export const ANALYTICS_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/**
 * First-party page-view collector: POST /api/analytics/events. No cookie is read or set, no IP address is
 * stored (only a salted daily hash), bots and visitors asking not to be tracked (DNT / GPC) are ignored.
 * Always answers 204 so the browser has nothing to wait for; 400 for a malformed event, 429 when flooding.
 */
export function analyticsRouter({ analytics, rateLimiter }: Services, siteUrl?: string): Router {
  const router = Router();
  const siteHost = siteUrl ? new URL(siteUrl).host : null;

  router.post("/analytics/events", async (req, res) => {
    const userAgent = req.get("user-agent") ?? "";
    if (!userAgent || isbot(userAgent) || req.get("dnt") === "1" || req.get("sec-gpc") === "1") {
      res.status(204).end();
      return;
    }
    const ip = req.ip ?? "";
    const key = await analytics.anonymousKey(ip, "");
    const hit = await rateLimiter.hit(`analytics:${key}`, ANALYTICS_RATE_LIMIT.limit, ANALYTICS_RATE_LIMIT.windowMs);
    if (!hit.allowed) {
      throw new TooManyRequestsError(undefined, { retryAfterSeconds: Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)) });
    }
    const event = AnalyticsEventSchema.parse(req.body);
    const ownHosts = [req.get("host"), siteHost].filter((host): host is string => Boolean(host));
    await analytics.record(event, { ip, userAgent, ownHosts });
    res.status(204).end();
  });

  return router;
}
