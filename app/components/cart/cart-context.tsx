import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { computeTotals, effectiveUnitPrice, type Totals } from "#common/money";
import type { CartItem } from "#common/cart";
import type { ProductView } from "#common/catalog";
import { trackAddToCart } from "~/lib/track";
import { cartCountFromCookie } from "~/lib/cart-count";
import { useMessages } from "~/lib/language";
import { CART_ADDED_TOAST, cartReducer } from "./cart-state";

const PAGES_SHOWING_THE_CART = new Set(["/cart", "/checkout"]);
import { usePrefetchWhenIdle } from "~/components/leads/consultation-context";

/**
 * The calls and toasts of the cart's changes (cart-actions.ts, with the API client): loaded on the first change or
 * fetch of the cart, or when the browser is idle, so the first click finds them there.
 */
const loadCartActions = () => import("./cart-actions");

/** Totals of a cart with the one shared rule (common/money.ts `computeTotals`), used by the server as well. */
export function cartTotals(items: readonly CartItem[]): Totals {
  return computeTotals(items.map((item) => ({ unitPrice: effectiveUnitPrice(item.product), quantity: item.quantity })));
}

export interface CartContextValue {
  items: CartItem[];
  loading: boolean;
  /** Sum of quantities (the badge). */
  itemCount: number;
  totals: Totals;
  isInCart(productId: number): boolean;
  isPending(id: number): boolean;
  /** Adds (or sets the quantity of) a product, then reloads the cart. Resolves true on success. */
  addItem(productId: number, quantity?: number): Promise<boolean>;
  removeItem(id: number): Promise<boolean>;
  /** Quantities below 1 are ignored. */
  updateQuantity(id: number, quantity: number): Promise<boolean>;
  clearCart(): Promise<boolean>;
  /** Fetches the cart again from the server. */
  reload(): Promise<boolean>;
  /** Empties the local state only (after an order, the server has already emptied the cart). */
  resetLocal(): void;
}

const CartContext = createContext<CartContextValue | null>(null);


/**
 * Holds the visitor's cart. `initialItems` comes from the server render of the pages that show the cart (/cart,
 * /checkout); on every other page (shared by all visitors) it is null, and the cart is fetched once after
 * hydration when the count cookie says there is one (until then the header shows the cookie's count). The spec's toasts (section 8) are shown here, in the visitor's language
 * (common/i18n.ts; the English ones word for word).
 */
export function CartProvider({ initialItems, children }: { initialItems: CartItem[] | null; children: React.ReactNode }) {
  // A shared page starts with no cart and no "loading" state: an urgent change of this context while the page's
  // lower sections are still dehydrated would make React drop their server HTML and show their fallback.
  const [state, dispatch] = useReducer(cartReducer, { items: initialItems ?? [], loading: false, pending: [] });
  // The toasts read the current language through a ref, so the actions below stay stable across a switch.
  const messages = useMessages();
  const t = useRef(messages);
  t.current = messages;
  usePrefetchWhenIdle(loadCartActions);

  // Going to the cart (the mini cart's "Xem giỏ hàng", the toast's page behind) takes the "added" toast away.
  const { pathname } = useLocation();
  const addedToastShown = useRef(false);
  useEffect(() => {
    if (!addedToastShown.current || !PAGES_SHOWING_THE_CART.has(pathname)) return;
    addedToastShown.current = false;
    toast.dismiss(CART_ADDED_TOAST);
  }, [pathname]);

  const actions = useMemo(() => {
    const context = { dispatch, messages: () => t.current, addedToastShown: () => void (addedToastShown.current = true) };
    return {
      reload: async () => (await loadCartActions()).reload(context),
      addItem: async (productId: number, quantity = 1) => (await loadCartActions()).addItem(context, productId, quantity),
      removeItem: async (id: number) => (await loadCartActions()).removeItem(context, id),
      updateQuantity: async (id: number, quantity: number) => (await loadCartActions()).updateQuantity(context, id, quantity),
      clearCart: async () => (await loadCartActions()).clearCart(context),
    };
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (initialItems !== null || started.current) return;
    started.current = true;
    // Quietly: the cart replaces the empty one once it arrives, with no "loading" step in between. As a
    // transition: an urgent update reaching a section whose code is still on its way would make React drop the
    // section's server HTML and render it afresh (empty until the code comes); a transition waits for it.
    if (cartCountFromCookie(document.cookie) > 0) {
      loadCartActions()
        .then((module) => module.cartApi.list())
        .then(
          (items) => startTransition(() => dispatch({ type: "set", items })),
          () => undefined,
        );
    }
  }, [initialItems]);

  // Once the cart is known here (fetched, or changed by the visitor), the count the page painted from the cookie
  // gives way to the real badge.
  const painted = useRef(true);
  useEffect(() => {
    if (painted.current) {
      painted.current = false;
      return;
    }
    document.documentElement.style.removeProperty("--cart-count");
  }, [state.items]);

  const resetLocal = useCallback(() => dispatch({ type: "clear" }), []);

  const value = useMemo<CartContextValue>(() => {
    const productIds = new Set(state.items.map((item) => item.productId));
    return {
      items: state.items,
      loading: state.loading,
      itemCount: state.items.reduce((sum, item) => sum + item.quantity, 0),
      totals: cartTotals(state.items),
      isInCart: (productId) => productIds.has(productId),
      isPending: (id) => state.pending.includes(id),
      ...actions,
      resetLocal,
    };
  }, [state, actions, resetLocal]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart state; using it outside `<CartProvider>` is a programming error. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}

/** What adding a product needs: its id and stock, and for the add_to_cart event its name, category and prices. */
export type AddableProduct = Pick<ProductView, "id" | "name" | "price" | "discountPrice" | "categoryName" | "inStock">;

/**
 * Adding one product, for the product card and the product page: a product already in the cart, one being
 * added or one out of stock cannot be added again; a successful add sends the add_to_cart event.
 */
export function useAddToCart(product: AddableProduct) {
  const { addItem, isInCart } = useCart();
  const [adding, setAdding] = useState(false);
  const inCart = isInCart(product.id);

  async function add(quantity = 1) {
    if (inCart || adding || !product.inStock) return;
    setAdding(true);
    try {
      if (await addItem(product.id, quantity)) {
        trackAddToCart({ id: product.id, name: product.name, price: effectiveUnitPrice(product), category: product.categoryName }, quantity);
      }
    } finally {
      setAdding(false);
    }
  }

  return { add, inCart, adding, disabled: inCart || adding || !product.inStock };
}
