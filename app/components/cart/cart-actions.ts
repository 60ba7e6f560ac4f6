/**
 * The cart's changes (spec section 7 calls, section 8 toasts) behind `useCart()`: loaded with the API client on the
 * first change or fetch of the cart, or when the browser is idle, so they stay out of the JavaScript every page
 * loads before it hydrates (app/components/cart/cart-context.tsx keeps the state and loads this module).
 */
import type { Dispatch } from "react";
import { api } from "~/lib/api-client";
import { toast } from "~/lib/toast";
import { MAX_LINE_QUANTITY, type CartItem } from "#common/cart";
import type { FrameMessages as Messages } from "#common/i18n-vi";
import { CART_ADDED_TOAST, type CartAction } from "./cart-state";

/** What the actions change and say: the provider's dispatch and its current messages (the visitor's language). */
export interface CartActionContext {
  dispatch: Dispatch<CartAction>;
  messages(): Messages;
  /** Told when the "added" toast is shown, so the provider takes it away once the visitor is on the cart. */
  addedToastShown(): void;
}

/** The spec's cart calls (section 7). */
export const cartApi = {
  list: () => api.get<CartItem[]>("/api/cart"),
  add: (productId: number, quantity: number) => api.post<CartItem>("/api/cart", { productId, quantity }),
  update: (id: number, quantity: number) => api.put<CartItem>(`/api/cart/${id}`, { quantity }),
  remove: (id: number) => api.delete(`/api/cart/${id}`),
  clear: () => api.delete("/api/cart"),
};

function errorToast({ messages }: CartActionContext, description: (m: Messages) => string) {
  const m = messages();
  toast.error(m.errorTitle, { description: description(m) });
}

async function withPending({ dispatch }: CartActionContext, id: number, work: () => Promise<void>) {
  dispatch({ type: "pending", id, pending: true });
  try {
    await work();
  } finally {
    dispatch({ type: "pending", id, pending: false });
  }
}

export async function reload(context: CartActionContext): Promise<boolean> {
  const { dispatch } = context;
  dispatch({ type: "loading", loading: true });
  try {
    dispatch({ type: "set", items: await cartApi.list() });
    return true;
  } catch {
    errorToast(context, (m) => m.cartLoadFailed);
    return false;
  } finally {
    dispatch({ type: "loading", loading: false });
  }
}

export async function addItem(context: CartActionContext, productId: number, quantity: number): Promise<boolean> {
  try {
    await cartApi.add(productId, quantity);
  } catch {
    errorToast(context, (m) => m.cartAddFailed);
    return false;
  }
  toast.success(context.messages().cartAdded, { id: CART_ADDED_TOAST });
  context.addedToastShown();
  await reload(context);
  return true;
}

export async function removeItem(context: CartActionContext, id: number): Promise<boolean> {
  let ok = false;
  await withPending(context, id, async () => {
    try {
      await cartApi.remove(id);
      context.dispatch({ type: "remove", id });
      toast.success(context.messages().cartRemoved);
      ok = true;
    } catch {
      errorToast(context, (m) => m.cartRemoveFailed);
    }
  });
  return ok;
}

export async function updateQuantity(context: CartActionContext, id: number, quantity: number): Promise<boolean> {
  if (!Number.isInteger(quantity) || quantity < 1) return false;
  let ok = false;
  await withPending(context, id, async () => {
    try {
      const line = await cartApi.update(id, Math.min(quantity, MAX_LINE_QUANTITY));
      context.dispatch({ type: "update", id, quantity: line.quantity });
      ok = true;
    } catch {
      errorToast(context, (m) => m.cartUpdateFailed);
    }
  });
  return ok;
}

export async function clearCart(context: CartActionContext): Promise<boolean> {
  try {
    await cartApi.clear();
    context.dispatch({ type: "clear" });
    return true;
  } catch {
    errorToast(context, (m) => m.cartClearFailed);
    return false;
  }
}
