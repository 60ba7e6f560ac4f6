import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { effectiveUnitPrice, formatVnd } from "#common/money";
import { CartLineImage } from "./cart-line-image";
import { useCart } from "./cart-context";
import { useMessages } from "~/lib/i18n";

function CartGlyph() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </svg>
  );
}

/**
 * Header cart dropdown (spec section 2): count badge when above 0, compact rows with a remove action, the
 * total, 'Giỏ hàng của bạn đang trống' when empty, buttons to /cart and /checkout.
 */
export function MiniCart() {
  const { items, itemCount, totals, removeItem, isPending } = useCart();
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={itemCount > 0 ? `Giỏ hàng (${itemCount} sản phẩm)` : "Giỏ hàng"}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
      >
        <CartGlyph />
        {itemCount > 0 && (
          <span
            data-testid="cart-count"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-xs font-bold leading-5 text-white"
          >
            {itemCount > 99 ? "99+" : itemCount}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label="Giỏ hàng của bạn"
        className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-4 shadow-lg"
      >
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
                    aria-label={`Xóa ${item.product.name} khỏi giỏ hàng`}
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
              <span>Tổng tiền hàng</span>
              <span data-testid="mini-cart-total">{formatVnd(totals.subtotal)}</span>
            </p>
          </>
        )}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Link to="/cart" className="rounded-md border border-brand-700 px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50">
            Xem giỏ hàng
          </Link>
          <Link to="/checkout" className="rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-medium text-white hover:bg-brand-800">
            Thanh toán
          </Link>
        </div>
      </div>
    </div>
  );
}
