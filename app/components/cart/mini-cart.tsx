import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useCart } from "./cart-context";
import { useMessages } from "~/lib/language";

const MiniCartPanel = lazy(() => import("./mini-cart-panel"));

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
  const { itemCount } = useCart();
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (open) setEverOpened(true);
  }, [open]);
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
        aria-label={t.cartButton(itemCount)}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
      >
        <CartGlyph />
        {/* Until the cart is loaded: the count the cookie gave before the first paint (app/lib/cart-count.ts); empty otherwise. */}
        {itemCount === 0 && <span data-testid="cart-count-early" aria-hidden="true" className="cart-count-early" />}
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
        aria-label={t.miniCartLabel}
        className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-4 shadow-lg"
      >
        {/* The list's code loads on the first opening: the panel is hidden until then, on the server too. */}
        {everOpened && (
          <Suspense fallback={<p className="py-6 text-center text-sm text-gray-500">{t.cartLoading}</p>}>
            <MiniCartPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
