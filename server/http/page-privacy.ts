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

/**
 * One address per page: a document request whose path differs from the route's own spelling only by case,
 * percent-encoding, dot segments, repeated or trailing slashes is sent to the canonical path (301, query kept),
 * so no variant of a page can be cached or indexed apart from it. React Router's data requests are left alone.
 */
export function canonicalPagePaths(routes: PageRoutes): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.endsWith(".data")) return next();
    const canonical = routes.canonicalPath(req.path);
    if (canonical === null) return next();
    const query = req.originalUrl.indexOf("?");
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, canonical + (query === -1 ? "" : req.originalUrl.slice(query)));
  };
}
