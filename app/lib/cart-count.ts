import { CART_COUNT_COOKIE } from "#common/cart-count";

/**
 * The cart badge before the page's JavaScript runs. Pages are the same for every visitor (shared page cache), so
 * the server cannot write a visitor's count into them; instead every cart write sets a small readable cookie with
 * the count (server/http/cart-count-cookie.ts), and this inline script, run in the head before the first paint,
 * hands it to the stylesheet as `--cart-count`, which the header's early badge shows (app.css `.cart-count-early`).
 * Once the cart is loaded, React draws the real badge.
 */
export const CART_COUNT_SCRIPT = `(function(){var m=/(?:^|;\\s*)${CART_COUNT_COOKIE}=(\\d{1,4})(?:;|$)/.exec(document.cookie);if(m&&+m[1]>0)document.documentElement.style.setProperty("--cart-count",JSON.stringify(+m[1]>99?"99+":m[1]))})()`;

/** The count the cookie holds (0 when absent or unreadable): whether there is a cart worth fetching. */
export function cartCountFromCookie(cookieText: string): number {
  const match = new RegExp(`(?:^|;\\s*)${CART_COUNT_COOKIE}=(\\d{1,4})(?:;|$)`).exec(cookieText);
  return match ? Number(match[1]) : 0;
}
