import type { PlaceOrder } from "../cart-and-orders/placement/place-order";
import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import type { NotificationService } from "../notifications/notifications";
import type { ZaloChannel } from "../notifications/zalo-channel";
import type { PaymentService } from "../payments/payments";
import { createQuoteService } from "./quotes";

/** Quotes for business buyers (decision 0042); an accepted quote is an order source of the placement pipeline. */
export function createQuoteServices(
  foundation: Foundation,
  deps: {
    placeOrder: PlaceOrder;
    notifications: NotificationService;
    zalo: ZaloChannel;
    settings: StoreSettingsService;
    payments: PaymentService;
    termsVersion?: () => Promise<string>;
  },
) {
  const { payments } = deps;
  return {
    quotes: createQuoteService(foundation.db, {
      placeOrder: deps.placeOrder,
      notifications: deps.notifications,
      zalo: deps.zalo,
      settings: deps.settings,
      rateLimiter: foundation.rateLimiter,
      locations: foundation.locations,
      siteUrl: foundation.siteUrl,
      orderPath: (orderId) => `/orders/${orderId}?t=${payments.orderLinkToken(orderId)}`,
      bankTransferEnabled: payments.bankTransferEnabled,
      termsVersion: deps.termsVersion,
    }),
  };
}
