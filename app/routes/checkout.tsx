import { CheckoutForm } from "~/components/checkout/checkout-form";
import { cartPageLoader } from "~/lib/cart-page.server";

/** The visitor's cart in the first paint (the page is personal: rendered fresh, never shared). */
export const loader = cartPageLoader;

export function meta() {
  return [{ title: "Thanh toán" }, { name: "robots", content: "noindex" }];
}

/** /checkout — the form, the summary and the order call live in components/checkout. */
export default function CheckoutPage() {
  return <CheckoutForm />;
}
