import type { Request, Response } from "express";
import { CART_COUNT_COOKIE } from "#common/cart-count";
import { VISITOR_SESSION_TTL_MS } from "../services/staff-and-access/sessions";

/**
 * Tells the browser how many machines are in its cart, in a small cookie the page's inline script can read
 * (not HttpOnly: it holds a number, nothing else). Shared pages carry no cart; this paints the header's badge
 * before the cart is fetched. Set on every cart write and after an order empties the cart.
 */
export function setCartCountCookie(req: Request, res: Response, count: number) {
  if (res.headersSent) return;
  res.cookie(CART_COUNT_COOKIE, String(Math.max(0, Math.floor(count))), {
    httpOnly: false,
    sameSite: "lax",
    secure: req.secure,
    path: "/",
    maxAge: VISITOR_SESSION_TTL_MS,
    encode: String,
  });
}
