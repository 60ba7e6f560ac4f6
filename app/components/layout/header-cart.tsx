import { MiniCart } from "~/components/cart/mini-cart";

/** The header's cart entry: the mini-cart dropdown (count badge, lines, total, links to /cart and /checkout). */
export function HeaderCart() {
  return <MiniCart />;
}
