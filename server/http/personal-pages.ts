import type { RequestHandler } from "express";
import { parseCookies } from "./cookies";
import { SESSION_COOKIE } from "./session";

/**
 * The one list of pages that show one person's data, whoever asks: a buyer's order, every admin screen, the
 * cart and the checkout. Their `.data` twins (React Router's client navigations) are covered by the same
 * patterns. See docs/decisions/0015-input-hardening.md.
 */
const PERSONAL_PAGE_PATHS: readonly RegExp[] = [
  /^\/orders\/[^/]+$/,
  /^\/admin(?:[/.]|$)/,
  /^\/cart(?:\.data)?$/,
  /^\/checkout(?:\.data)?$/,
];

/**
 * Is this page personal? Listed pages always are; any other page is when the request carries a session,
 * because the root loader renders that visitor's cart (and an administrator's session) into every page.
 */
export function isPersonalPage(path: string, cookieHeader: string | undefined): boolean {
  return PERSONAL_PAGE_PATHS.some((pattern) => pattern.test(path)) || SESSION_COOKIE in parseCookies(cookieHeader);
}

/**
 * `Cache-Control: private, no-store` on personal pages, as the API already sends: no browser back-forward
 * copy, shared proxy or CDN keeps them. Other pages vary by cookie, so a cache never hands an anonymous copy
 * to a visitor with a cart or the other way round.
 */
export const personalPagesNoStore: RequestHandler = (req, res, next) => {
  res.vary("Cookie");
  if (isPersonalPage(req.path, req.headers.cookie)) res.setHeader("Cache-Control", "private, no-store");
  next();
};
