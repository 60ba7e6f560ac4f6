import type { OrderEvents } from "../cart-and-orders/order-events";
import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import { createBankTransferService } from "./bank-transfers";
import { createPaymentService } from "./payments";

/** VietQR and the buyers' signed order links, and the bank transfers that pay orders. */
export function createPaymentServices(foundation: Foundation, deps: { settings: StoreSettingsService; events: OrderEvents }) {
  const { settings, events } = deps;
  return {
    payments: createPaymentService({ bankAccount: settings.bankAccount, linkSecret: foundation.linkSecret, siteUrl: foundation.siteUrl }),
    bankTransfers: createBankTransferService(foundation.db, {
      shopAccountNumber: async () => (await settings.bankAccount())?.accountNumber ?? null,
      events,
      paidMeansConfirmed: settings.paidMeansConfirmed,
    }),
  };
}
