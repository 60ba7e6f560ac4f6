import type { RequestHandler } from "express";
import { AppError } from "../services/foundation/errors";

// A DNS name (letters, digits, dots, hyphens; underscores for container names) or a bracketed IPv6 address,
// with an optional port.
const USABLE_HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** Is this Host header something a page's absolute URL (canonical links, redirects) can be built from? */
function isUsableHost(host: string | undefined): host is string {
  if (!host || !USABLE_HOST.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host !== "";
  } catch {
    return false;
  }
}

/**
 * 400 for a request without a usable Host (HTTP/1.0 without one, empty, `a b`, `[::1`): the page renderer
 * builds the request URL from it and would otherwise fail with a 500.
 */
export const requireUsableHost: RequestHandler = (req, _res, next) => {
  if (isUsableHost(req.get("host"))) return next();
  next(new AppError(400, "Yêu cầu thiếu tên máy chủ (Host) hợp lệ"));
};
