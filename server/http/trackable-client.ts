import type { Request } from "express";
import { isbot } from "isbot";
import type { TrackedClient } from "../services/analytics/sales-funnel";

/**
 * The client of a request as first-party analytics may count it, or null: no user agent, a bot (`isbot`), or a
 * visitor asking not to be tracked (`DNT: 1`, `Sec-GPC: 1`). The address and user agent only ever feed the
 * salted daily hash; they are not stored.
 */
export function trackableClient(req: Request): TrackedClient | null {
  const userAgent = req.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent) || req.get("dnt") === "1" || req.get("sec-gpc") === "1") return null;
  return { ip: req.ip ?? "", userAgent };
}
