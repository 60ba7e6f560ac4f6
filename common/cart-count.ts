/** The readable cookie with the number of machines in the visitor's cart (server/http/cart-count-cookie.ts). */
export const CART_COUNT_COOKIE = "cart_count";
