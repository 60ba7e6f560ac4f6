import { CheckoutForm } from "~/components/checkout/checkout-form";

export function meta() {
  return [{ title: "Thanh toán" }, { name: "robots", content: "noindex" }];
}

/** /checkout — the form, the summary and the order call live in components/checkout. */
export default function CheckoutPage() {
  return <CheckoutForm />;
}
