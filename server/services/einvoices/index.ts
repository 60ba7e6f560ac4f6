import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import type { NotificationService } from "../notifications/notifications";
import { createEInvoiceService } from "./einvoices";
import { createSepayEInvoiceProvider, type SepayEInvoiceConfig } from "./sepay-einvoice";

/** E-invoices (decision 0043): through the SePay eInvoice API when configured, else recorded by hand. */
export function createEInvoiceServices(
  foundation: Foundation,
  deps: { config?: SepayEInvoiceConfig | null; notifications: NotificationService; settings: StoreSettingsService; onError?: (error: unknown, orderId: number) => void },
) {
  return {
    einvoices: createEInvoiceService(foundation.db, {
      provider: deps.config ? createSepayEInvoiceProvider(deps.config) : null,
      notifications: deps.notifications,
      settings: deps.settings,
      onError: deps.onError,
    }),
  };
}
