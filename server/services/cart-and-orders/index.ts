import type { Foundation } from "../foundation";
import { createCartService } from "./cart";
import type { OrderEvents } from "./order-events";
import { createOrderService, type BuyerAgreements, type OnlinePayments } from "./orders";
import { createOrderPlacement } from "./placement/place-order";

/** The cart, the one placement pipeline every order goes through, and the buyers' orders. */
export function createCartAndOrderServices(
  foundation: Foundation,
  deps: { events: OrderEvents; bankTransferEnabled: () => Promise<boolean>; gateways?: OnlinePayments; agreements?: BuyerAgreements },
) {
  const { db, rateLimiter, locations } = foundation;
  const placeOrder = createOrderPlacement(db, { rateLimiter, events: deps.events });
  return {
    cart: createCartService(db),
    placeOrder,
    orders: createOrderService(db, { placeOrder, events: deps.events }, { locations, bankTransferEnabled: deps.bankTransferEnabled, gateways: deps.gateways, agreements: deps.agreements }),
  };
}
