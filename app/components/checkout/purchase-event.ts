import { effectiveUnitPrice } from "#common/money";
import type { CartItem } from "#common/schemas/cart";

/**
 * `purchase` analytics event (spec section 7) through the global tag function, a no-op when analytics is
 * off. At merge this can call `trackPurchase` of the storefront's app/lib/analytics.ts instead.
 */
export function sendPurchaseEvent(orderId: number, value: number, items: readonly CartItem[]): void {
  const gtag = (globalThis as { gtag?: (...args: unknown[]) => void }).gtag;
  if (typeof gtag !== "function") return;
  gtag("event", "purchase", {
    transaction_id: String(orderId),
    currency: "VND",
    value,
    items: items.map((item) => ({
      item_id: String(item.productId),
      item_name: item.product.name,
      price: effectiveUnitPrice(item.product),
      quantity: item.quantity,
    })),
  });
}
