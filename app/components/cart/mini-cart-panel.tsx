import { Link } from "react-router";
import { effectiveUnitPrice, formatVnd } from "#common/money";
import { CartLineImage } from "./cart-line-image";
import { useCart } from "./cart-context";
import { usePageMessages } from "~/lib/page-messages";

/** The header cart's contents: compact rows with a remove action, the total, links to the cart and the checkout. */
export default function MiniCartPanel() {
  const { items, totals, removeItem, isPending } = useCart();
  const t = usePageMessages();
  return (
    <>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-500">{t.cartEmpty}</p>
      ) : (
        <>
          <ul className="max-h-80 divide-y divide-gray-100 overflow-y-auto">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-2">
                <CartLineImage src={item.product.image} alt={item.product.name} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{item.product.name}</p>
                  <p className="text-xs text-gray-500">
                    {item.quantity} × {formatVnd(effectiveUnitPrice(item.product))}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void removeItem(item.id)}
                  disabled={isPending(item.id)}
                  aria-label={t.removeFromCart(item.product.name)}
                  className="rounded p-1 text-gray-400 hover:bg-red-50 hover:text-red-600 disabled:opacity-40"
                >
                  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                    <path d="M18 6 6 18M6 6l12 12" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-gray-100 pt-3 text-sm font-semibold">
            <span>{t.miniCartTotal}</span>
            <span data-testid="mini-cart-total">{formatVnd(totals.subtotal)}</span>
          </p>
        </>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Link to="/cart" className="rounded-md border border-brand-700 px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50">
          {t.viewCart}
        </Link>
        <Link to="/checkout" className="rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-medium text-white hover:bg-brand-800">
          {t.checkoutLink}
        </Link>
      </div>
    </>
  );
}
