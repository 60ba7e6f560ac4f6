/**
 * The cart's state and its one reducer, apart from the provider (cart-context.tsx) so that the lazily loaded
 * changes (cart-actions.ts) can dispatch to it without importing the provider that loads them.
 */
import type { CartItem } from "#common/cart";

/** The "added to cart" toast's id: it says nothing more once the visitor looks at the cart itself. */
export const CART_ADDED_TOAST = "cart-added";

/** Cart state of spec section 4: the items plus a loading flag (and the lines with a request in flight). */
export interface CartState {
  items: CartItem[];
  loading: boolean;
  pending: number[];
}

export type CartAction =
  | { type: "set"; items: CartItem[] }
  | { type: "add"; item: CartItem }
  | { type: "remove"; id: number }
  | { type: "update"; id: number; quantity: number }
  | { type: "clear" }
  | { type: "loading"; loading: boolean }
  | { type: "pending"; id: number; pending: boolean };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "set":
      return { ...state, items: action.items };
    case "add": {
      // A product already present has its line replaced; otherwise the line is appended.
      const exists = state.items.some((item) => item.productId === action.item.productId);
      return {
        ...state,
        items: exists
          ? state.items.map((item) => (item.productId === action.item.productId ? action.item : item))
          : [...state.items, action.item],
      };
    }
    case "remove":
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
    case "update":
      return { ...state, items: state.items.map((item) => (item.id === action.id ? { ...item, quantity: action.quantity } : item)) };
    case "clear":
      return { ...state, items: [] };
    case "loading":
      return { ...state, loading: action.loading };
    case "pending":
      return {
        ...state,
        pending: action.pending ? [...state.pending, action.id] : state.pending.filter((id) => id !== action.id),
      };
  }
}
