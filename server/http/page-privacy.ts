import type { RequestHandler } from "express";
import type { PageRoutes } from "./page-routes";

/**
 * `Cache-Control: private, no-store` on every page whose route does not say it may be shared — a buyer's order,
 * the cart, the checkout, every admin screen, anything new — as the API already sends: no browser back-forward
 * copy, shared proxy or CDN keeps them. Without the routes (the development server, API-only apps) every page is
 * private. Shared pages get their public caching headers from the page cache.
 */
export function pagePrivacy(routes: PageRoutes | null): RequestHandler {
  return (req, res, next) => {
    res.vary("Cookie");
    if (!routes?.isShared(req.path)) res.setHeader("Cache-Control", "private, no-store");
    next();
  };
}

/** A `.` or `..` path segment, plainly or percent-encoded (`%2e`). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * One address per page: a document request whose path differs from the route's own spelling only by case,
 * percent-encoding or a trailing slash is sent to the canonical path (301, query kept),
 * so no variant of a page can be cached or indexed apart from it. React Router's data requests are left alone.
 */
export function canonicalPagePaths(routes: PageRoutes): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.endsWith(".data")) return next();
    // No link has `.`, `..` or empty segments: a path with them is a probe (path traversal), not another spelling.
    if (DOT_SEGMENT.test(req.path) || req.path.includes("//")) {
      res.status(404).type("text/plain; charset=utf-8").send("Không tìm thấy trang");
      return;
    }
    const canonical = routes.canonicalPath(req.path);
    if (canonical === null) return next();
    const query = req.originalUrl.indexOf("?");
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, canonical + (query === -1 ? "" : req.originalUrl.slice(query)));
  };
}
