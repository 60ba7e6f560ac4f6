import { useEffect, useRef } from "react";
import { effectiveUnitPrice } from "#common/money";
import type { CartItem } from "#common/cart";
import { trackBeginCheckout, trackPurchase } from "~/lib/track";

function analyticsItems(items: readonly CartItem[]) {
  return items.map((item) => ({ id: item.productId, name: item.product.name, price: effectiveUnitPrice(item.product), quantity: item.quantity }));
}

/** `begin_checkout` (and the funnel's checkout step) once per visit of the checkout page, when its cart is known and not empty. */
export function useBeginCheckoutEvent(items: readonly CartItem[], total: number, loading: boolean): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || loading || items.length === 0) return;
    sent.current = true;
    trackBeginCheckout(total, analyticsItems(items));
  }, [items, total, loading]);
}

/** `purchase` analytics event (spec section 7) for a placed order; amounts in VND. */
export function sendPurchaseEvent(orderId: number, value: number, items: readonly CartItem[]): void {
  trackPurchase(orderId, value, analyticsItems(items));
}
