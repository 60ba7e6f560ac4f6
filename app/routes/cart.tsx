import { Link } from "react-router";
import { effectiveUnitPrice, formatVnd } from "#common/money";
import { CartLineImage } from "~/components/cart/cart-line-image";
import { useCart } from "~/components/cart/cart-context";
import { EmptyCart } from "~/components/cart/empty-cart";
import { QuantityControl } from "~/components/cart/quantity-control";
import { TotalsList } from "~/components/cart/totals-list";
import { usePageMessages } from "~/lib/page-messages";
import { cartPageLoader } from "~/lib/cart-page.server";
import { englishPageHandle } from "#common/i18n-vi";

/** The cart is one of the pages with an English variant (the spec writes its texts in English). */
export const handle = englishPageHandle;
import { lazyBelowTheFold } from "~/components/ui/below-the-fold";

/**
 * The quote request under the summary: rendered by the server, its code (the form and its schemas) loads when it
 * comes near or the browser is idle — the same module the product page's "Yêu cầu báo giá" loads on first use.
 */
const QuoteRequestForm = lazyBelowTheFold(() => import("~/components/quotes/quote-request-form").then((module) => module.QuoteRequestForm));

/** The visitor's cart in the first paint (the page is personal: rendered fresh, never shared). */
export const loader = cartPageLoader;

export function meta() {
  // The title is rendered by the page, in its language.
  return [{ name: "robots", content: "noindex" }];
}

/** /cart (spec section 2): rows with image, name, price, quantity control and remove; order summary. */
export default function CartPage() {
  const { items, totals, updateQuantity, removeItem, isPending } = useCart();
  const t = usePageMessages();

  if (items.length === 0) return <EmptyCart title={t.cartTitle} />;

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <title>{t.cartTitle}</title>
      <h1 className="text-2xl font-bold">{t.cartTitle}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label={t.cartLines}>
          {items.map((item) => {
            const unitPrice = effectiveUnitPrice(item.product);
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
                <CartLineImage src={item.product.image} alt={item.product.name} size={80} />
                <div className="min-w-0 flex-1">
                  <Link to={`/products/${item.productId}`} className="font-semibold hover:text-brand-700">
                    {item.product.name}
                  </Link>
                  <p className="mt-1 text-sm">
                    <span className="font-medium text-accent-700">{formatVnd(unitPrice)}</span>
                    {item.product.discountPrice !== null && (
                      <span className="ml-2 text-gray-400 line-through">{formatVnd(item.product.price)}</span>
                    )}
                  </p>
                  {!item.product.inStock && <p className="mt-1 text-sm text-red-600">{t.lineOutOfStock}</p>}
                </div>
                <QuantityControl
                  quantity={item.quantity}
                  label={item.product.name}
                  disabled={isPending(item.id)}
                  onChange={(quantity) => void updateQuantity(item.id, quantity)}
                />
                <p className="w-32 text-right font-semibold tabular-nums" data-testid="line-total">
                  {formatVnd(unitPrice * item.quantity)}
                </p>
                <button
                  type="button"
                  onClick={() => void removeItem(item.id)}
                  disabled={isPending(item.id)}
                  className="text-sm text-red-600 hover:underline disabled:opacity-40"
                  aria-label={t.removeLine(item.product.name)}
                >
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
        <aside className="h-fit rounded-lg border border-gray-200 bg-gray-50 p-5" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="mb-4 text-lg font-semibold">
            {t.summaryTitle}
          </h2>
          <TotalsList totals={totals} />
          <Link to="/checkout" className="mt-6 block rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
            {t.proceedToCheckout}
          </Link>
          <Link to="/products" className="mt-3 block text-center text-sm text-brand-700 hover:underline">
            {t.continueShopping}
          </Link>
          <QuoteRequestForm />
        </aside>
      </div>
    </main>
  );
}
