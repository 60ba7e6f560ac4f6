import { CheckoutForm } from "~/components/checkout/checkout-form";
import { cartPageLoader } from "~/lib/cart-page.server";
import { englishPageHandle } from "#common/i18n-vi";

/** The checkout is one of the pages with an English variant (the spec writes its texts in English). */
export const handle = englishPageHandle;

/** The visitor's cart in the first paint (the page is personal: rendered fresh, never shared). */
export const loader = cartPageLoader;

export function meta() {
  // The title is rendered by the form, in the page's language.
  return [{ name: "robots", content: "noindex" }];
}

/** /checkout — the form, the summary and the order call live in components/checkout. */
export default function CheckoutPage() {
  return <CheckoutForm />;
}
