import type { AppLoadContext } from "react-router";

/**
 * The loader of the pages that show the cart itself (/cart, /checkout): personal pages, rendered for this visitor
 * with their cart, so the first paint is complete. Null on a database hiccup: the browser then fetches it.
 */
export async function cartPageLoader({ context }: { context: AppLoadContext }) {
  try {
    return { cart: await context.services.cart.list(await context.session.current()) };
  } catch {
    return { cart: null };
  }
}
