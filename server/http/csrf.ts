import type { RequestHandler } from "express";
import { ForbiddenError } from "../services/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing request: browsers label cross-site requests
 * with `Sec-Fetch-Site` and `Origin`, which pages on other sites cannot forge. Requests without either
 * header come from non-browser clients, which carry no ambient cookies of a visitor.
 */
export function csrfGuard(siteUrl: string): RequestHandler {
  const siteHost = new URL(siteUrl).host;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
      return next(new ForbiddenError("Yêu cầu từ trang khác bị từ chối"));
    }
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost !== req.get("host") && originHost !== siteHost) {
        return next(new ForbiddenError("Yêu cầu từ trang khác bị từ chối"));
      }
    } else if (origin === "null") {
      return next(new ForbiddenError("Yêu cầu từ trang khác bị từ chối"));
    }
    next();
  };
}
