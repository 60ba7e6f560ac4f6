import type { RequestHandler } from "express";
import { ForbiddenError } from "../services/foundation/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** `scheme://host:port` of a URL (default ports dropped), or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for every state-changing request: browsers label cross-site requests
 * with `Sec-Fetch-Site` and `Origin`, which pages on other sites cannot forge. Requests without either
 * header come from non-browser clients, which carry no ambient cookies of a visitor.
 * An Origin must equal the site's origin (SITE_URL) or the origin this request was made to — scheme, host and
 * port alike: `https://shop:3000` is another origin than `http://shop:3000`.
 */
export function csrfGuard(siteUrl: string): RequestHandler {
  const siteOrigin = originOf(siteUrl);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
      return next(new ForbiddenError("Yêu cầu từ trang khác bị từ chối"));
    }
    const origin = req.get("origin");
    if (origin !== undefined) {
      const given = originOf(origin);
      const requested = originOf(`${req.protocol}://${req.get("host") ?? ""}`);
      if (given === null || (given !== siteOrigin && given !== requested)) {
        return next(new ForbiddenError("Yêu cầu từ trang khác bị từ chối"));
      }
    }
    next();
  };
}
