import { Link } from "react-router";
import { useCart } from "./cart-context";
import { usePageMessages } from "~/lib/page-messages";

/** The cart page and the checkout with nothing in the cart (or while it loads): the page's title and the way to the products. */
export function EmptyCart({ title }: { title: string }) {
  const { loading } = useCart();
  const t = usePageMessages();
  return (
    <main className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-gray-600">{loading ? t.cartLoading : t.cartEmpty}</p>
      <Link to="/products" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        {t.browseProducts}
      </Link>
    </main>
  );
}
