import { effectiveUnitPrice } from "#common/money";
import type { CartItem } from "#common/cart";
import { trackPurchase } from "~/lib/analytics";

/** `purchase` analytics event (spec section 7) for a placed order; amounts in VND. */
export function sendPurchaseEvent(orderId: number, value: number, items: readonly CartItem[]): void {
  trackPurchase(
    orderId,
    value,
    items.map((item) => ({ id: item.productId, name: item.product.name, price: effectiveUnitPrice(item.product), quantity: item.quantity })),
  );
}
