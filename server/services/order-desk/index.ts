import { createBuyerOrderService } from "../cart-and-orders/buyer-orders";
import type { OrderEvents } from "../cart-and-orders/order-events";
import type { OrderService } from "../cart-and-orders/orders";
import type { PlaceOrder } from "../cart-and-orders/placement/place-order";
import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import type { GatewayRefunds } from "../payments/gateway-refunds";
import type { PaymentService } from "../payments/payments";
import { createOrderDeskService } from "./order-desk";

/** The owner's order desk (issue 36), and the buyer's order page, which shows the desk's notes for the buyer. */
export function createOrderDeskServices(
  foundation: Foundation,
  deps: { orders: OrderService; placeOrder: PlaceOrder; events: OrderEvents; payments: PaymentService; settings: StoreSettingsService; gatewayRefunds?: GatewayRefunds },
) {
  const orderDesk = createOrderDeskService(foundation.db, {
    orders: deps.orders,
    placeOrder: deps.placeOrder,
    events: deps.events,
    locations: foundation.locations,
    bankTransferEnabled: deps.payments.bankTransferEnabled,
    siteInfo: () => deps.settings.siteInfo(),
    gatewayRefunds: deps.gatewayRefunds,
  });
  return { orderDesk, buyerOrders: createBuyerOrderService(deps.orders, deps.payments, orderDesk.buyerNotes) };
}
