import type { OrderEvents } from "../cart-and-orders/order-events";
import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import { createBankTransferService } from "./bank-transfers";
import { createPaymentService } from "./payments";
import { createSecretBox } from "../foundation/secret-box";
import { createGatewayReconciliation } from "./gateway-reconciliation";
import { createGatewaySettings, LIVE_ENDPOINTS, type GatewayEndpoints } from "./gateway-settings";
import { createGatewayRefunds } from "./gateway-refunds";
import { createMomoService } from "./momo";
import type { MomoConfig } from "./momo-protocol";
import { createVnpayService } from "./vnpay";
import type { VnpayConfig } from "./vnpay-protocol";

/** VietQR and the buyers' signed order links, the bank transfers that pay orders, and the VNPAY and MoMo gateways. */
export function createPaymentServices(
  foundation: Foundation,
  deps: { settings: StoreSettingsService; events: OrderEvents; vnpay?: VnpayConfig | null;
    momo?: MomoConfig | null;
    /** Where the gateways' sandboxes are (the environment's URLs; the defaults are the real sandboxes). */
    sandbox?: { vnpay: { paymentUrl: string; apiUrl: string; instalmentUrl: string }; momo: string };
    secretsKey?: string;
    onGatewayError?: (error: unknown) => void },
) {
  const { settings, events } = deps;
  const payments = createPaymentService({ bankAccount: settings.bankAccount, linkSecret: foundation.linkSecret, siteUrl: foundation.siteUrl });
  const bankTransfers = createBankTransferService(foundation.db, {
    shopAccountNumber: async () => (await settings.bankAccount())?.accountNumber ?? null,
    events,
    paidMeansConfirmed: settings.paidMeansConfirmed,
  });
  const endpoints: GatewayEndpoints = {
    vnpay: {
      sandbox: deps.sandbox?.vnpay ?? {
        paymentUrl: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
        apiUrl: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
        instalmentUrl: "https://sandbox.vnpayment.vn/isp-svc",
      },
      // VNPAY's live instalment address comes with the instalment contract: the environment's (VNPAY_INSTALMENT_URL).
      live: { ...LIVE_ENDPOINTS.vnpay, instalmentUrl: deps.sandbox?.vnpay.instalmentUrl ?? "https://sandbox.vnpayment.vn/isp-svc" },
    },
    momo: { sandbox: deps.sandbox?.momo ?? "https://test-payment.momo.vn", live: LIVE_ENDPOINTS.momo },
  };
  const gatewaySettings = createGatewaySettings({
    db: foundation.db,
    box: createSecretBox(deps.secretsKey ?? foundation.linkSecret),
    env: { vnpay: deps.vnpay ?? null, momo: deps.momo ?? null },
    endpoints,
    siteUrl: foundation.siteUrl,
  });
  // What both gateways' services are built with besides their own settings (gateway-attempts.ts).
  const gatewayDeps = {
    events,
    bankTransfers,
    siteUrl: foundation.siteUrl,
    orderLinkToken: payments.orderLinkToken,
    verifyOrderLinkToken: payments.verifyOrderLinkToken,
    onError: deps.onGatewayError,
  };
  const vnpay = createVnpayService(foundation.db, { ...gatewayDeps, config: gatewaySettings.vnpay, instalmentsOn: gatewaySettings.vnpayInstalments });
  const momo = createMomoService(foundation.db, { ...gatewayDeps, config: gatewaySettings.momo });
  const gatewayRefunds = createGatewayRefunds(foundation.db, { vnpay: vnpay.refund, momo: momo.refund });
  const gatewayReconciliation = createGatewayReconciliation(foundation.db, { vnpay: vnpay.inspect, momo: momo.inspect });
  return { payments, bankTransfers, vnpay, momo, gatewayRefunds, gatewayReconciliation, gatewaySettings };
}
