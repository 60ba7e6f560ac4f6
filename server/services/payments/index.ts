import type { OrderEvents } from "../cart-and-orders/order-events";
import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import { createBankTransferService } from "./bank-transfers";
import { createPaymentService } from "./payments";
import { createGatewayReconciliation } from "./gateway-reconciliation";
import { createGatewayRefunds } from "./gateway-refunds";
import { createMomoService } from "./momo";
import type { MomoConfig } from "./momo-protocol";
import { createVnpayService } from "./vnpay";
import type { VnpayConfig } from "./vnpay-protocol";

/** VietQR and the buyers' signed order links, the bank transfers that pay orders, and the VNPAY and MoMo gateways. */
export function createPaymentServices(
  foundation: Foundation,
  deps: { settings: StoreSettingsService; events: OrderEvents; vnpay?: VnpayConfig | null; momo?: MomoConfig | null; onGatewayError?: (error: unknown) => void },
) {
  const { settings, events } = deps;
  const payments = createPaymentService({ bankAccount: settings.bankAccount, linkSecret: foundation.linkSecret, siteUrl: foundation.siteUrl });
  const bankTransfers = createBankTransferService(foundation.db, {
    shopAccountNumber: async () => (await settings.bankAccount())?.accountNumber ?? null,
    events,
    paidMeansConfirmed: settings.paidMeansConfirmed,
  });
  const vnpay = createVnpayService(foundation.db, {
    config: deps.vnpay ?? null,
    events,
    bankTransfers,
    siteUrl: foundation.siteUrl,
    orderLinkToken: payments.orderLinkToken,
    verifyOrderLinkToken: payments.verifyOrderLinkToken,
    onError: deps.onGatewayError,
  });
  const momo = createMomoService(foundation.db, {
    config: deps.momo ?? null,
    events,
    bankTransfers,
    siteUrl: foundation.siteUrl,
    orderLinkToken: payments.orderLinkToken,
    verifyOrderLinkToken: payments.verifyOrderLinkToken,
    onError: deps.onGatewayError,
  });
  const gatewayRefunds = createGatewayRefunds(foundation.db, { vnpay: vnpay.refund, momo: momo.refund });
  const gatewayReconciliation = createGatewayReconciliation(foundation.db, { vnpay: vnpay.enabled ? vnpay.inspect : null, momo: momo.enabled ? momo.inspect : null });
  return { payments, bankTransfers, vnpay, momo, gatewayRefunds, gatewayReconciliation };
}
