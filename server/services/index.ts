import type { Database } from "../db/client";
import { createAfterSaleServices } from "./after-sale";
import { createAnalyticsServices } from "./analytics";
import { createCartAndOrderServices } from "./cart-and-orders";
import { createOrderEvents } from "./cart-and-orders/order-events";
import { createCatalogServices } from "./catalog";
import { createContentServices } from "./content";
import { createCustomerServices } from "./customers";
import { createDealerServices } from "./dealers";
import { createDiscountServices } from "./discounts";
import { createEInvoiceServices } from "./einvoices";
import { createFoundationServices } from "./foundation";
import { createLeadServices } from "./leads";
import { LEAD_RATE_LIMIT, LEAD_RATE_WINDOW_MS } from "./leads/leads";
import { createNotificationServices } from "./notifications";
import { createOrderDeskServices } from "./order-desk";
import { createPaymentServices } from "./payments";
import { createPrivacyRequestServices } from "./privacy/requests-services";
import { createPlaceServices } from "./places";
import { createConsentAndNoticeServices } from "./privacy/consent-and-notice";
import { createQuoteServices } from "./quotes";
import type { ServiceOptions } from "./service-options";
import { createStaffAndAccessServices } from "./staff-and-access";
import { createShippingServices } from "./shipping";
import { subscribeToOrderEvents } from "./subscribers";

export type { ServiceEvents, ServiceOptions } from "./service-options";

/**
 * Every business service, built once per process and shared by the REST API and the page loaders. Each domain
 * builds its own; this only composes them, in the order they need each other, and subscribes the order events'
 * side effects once everything they reach exists.
 */
export function createServices(database: Database, options: ServiceOptions = {}) {
  const foundation = createFoundationServices(database, { linkSecret: options.linkSecret, siteUrl: options.siteUrl });
  const { db, rateLimiter, idempotency, locations, publicContent, uploads, linkSecret, siteUrl } = foundation;
  const events = createOrderEvents({ onAfterCommitError: options.onOrderEventError });
  const access = createStaffAndAccessServices(foundation, { passwordHashing: options.passwordHashing, sessionLifetimes: options.sessionLifetimes });
  const { storeSettings, blog } = createContentServices(foundation, { bank: options.bank, notifyEmail: options.shopEmail });
  const { payments, bankTransfers, vnpay, momo, gatewayRefunds, gatewayReconciliation, gatewaySettings } = createPaymentServices(foundation, {
    settings: storeSettings,
    events,
    vnpay: options.vnpay,
    momo: options.momo,
    sandbox: options.gatewaySandbox,
    secretsKey: options.secretsKey,
    onGatewayError: options.onGatewayError,
  });
  const { notifications, zalo, outbox, mailTemplates } = createNotificationServices(foundation, {
    settings: storeSettings,
    orderUrl: payments.orderUrl,
    zaloEndpoints: options.zaloEndpoints,
    secretsKey: options.secretsKey,
    outboxLeaseMs: options.outboxLeaseMs,
  });
  const { places } = createPlaceServices(foundation, { settings: storeSettings, outbox });
  const { consent, notice } = createConsentAndNoticeServices(foundation, {
    settings: storeSettings,
    // The notice lists the processors actually configured (issue 45); GHN's settings are built below and read later.
    processors: {
      mailServer: options.privacy?.mailServer ?? null,
      bankWebhook: options.privacy?.bankWebhook ?? false,
      einvoice: Boolean(options.einvoice),
      vnpay: Boolean(options.vnpay),
      zalo: async () => (await zalo.view()).configured,
      ghn: async () => (await ghnSettings.view()).configured,
      leadRouting: () => storeSettings.leadRouting(),
    },
  });
  const agreements = {
    termsVersion: () => notice.termsVersion(),
    noticeVersion: () => notice.noticeVersion(),
    recordChoices: consent.recordChoices,
  };
  const catalogServices = createCatalogServices(foundation, { reviewRateLimit: options.leads?.rateLimit });
  const { cart, orders, placeOrder } = createCartAndOrderServices(foundation, { events, bankTransferEnabled: payments.bankTransferEnabled, gateways: { vnpay, momo, vnpay_instalment: vnpay.instalments }, agreements });
  const { orderDesk, buyerOrders } = createOrderDeskServices(foundation, { orders, placeOrder, events, payments, settings: storeSettings, gatewayRefunds });
  const dealerServices = createDealerServices(foundation, {
    placeOrder,
    settings: storeSettings,
    places,
    outbox,
    sessions: access.sessions,
    passwordHashing: options.passwordHashing,
    // Bound late: the after-sale services are built below and need the service centres' routing.
    applyServiceRequestChanges: (executor, requestId, changes, actor) => afterSale.serviceRequests.applyChanges(executor, requestId, changes, actor),
  });
  const { quotes } = createQuoteServices(foundation, { placeOrder, notifications, zalo, settings: storeSettings, payments, termsVersion: agreements.termsVersion });
  const { einvoices } = createEInvoiceServices(foundation, { config: options.einvoice, notifications, settings: storeSettings, onError: options.onEInvoiceError });
  const afterSale = createAfterSaleServices({
    db,
    rateLimiter,
    notifications,
    zalo,
    settings: storeSettings,
    locations,
    siteUrl,
    linkSecret,
    now: () => new Date(),
    serviceCentres: dealerServices.serviceCentreRequests,
    rateLimit: options.leads?.rateLimit ?? LEAD_RATE_LIMIT,
    rateWindowMs: options.leads?.rateLimitWindowMs ?? LEAD_RATE_WINDOW_MS,
  });
  const { shipments, ghnSettings } = createShippingServices(foundation, {
    events,
    orders,
    machines: afterSale.machines,
    settings: storeSettings,
    ghnEndpoints: options.ghnEndpoints,
    secretsKey: options.secretsKey,
  });
  const metrics = options.events ?? {};
  const { leads, newsletter } = createLeadServices(foundation, { options: options.leads, catalog: catalogServices.catalog, places, outbox, events: metrics, consent });
  const privacy = createPrivacyRequestServices(foundation, {
    notifications,
    zalo,
    rateLimit: options.leads?.rateLimit ?? LEAD_RATE_LIMIT,
    rateWindowMs: options.leads?.rateLimitWindowMs ?? LEAD_RATE_WINDOW_MS,
    onRetention: (counts) => metrics.retentionApplied?.(counts),
  });
  subscribeToOrderEvents(events, { outbox, notifications, settings: storeSettings, machines: afterSale.machines, einvoices, publicContent, metrics });
  return {
    database,
    rateLimiter,
    idempotency,
    locations,
    publicContent,
    uploads,
    ...access,
    storeSettings,
    blog,
    payments,
    bankTransfers,
    vnpay,
    momo,
    gatewayReconciliation,
    gatewaySettings,
    notifications,
    zalo,
    mailTemplates,
    places,
    ...catalogServices,
    cart,
    orders,
    orderDesk,
    buyerOrders,
    quotes,
    ...dealerServices,
    einvoices,
    afterSale,
    shipments,
    ghnSettings,
    leads,
    newsletter,
    ...privacy,
    consent,
    notice,
    ...createCustomerServices(foundation),
    ...createDiscountServices(foundation),
    ...createAnalyticsServices(foundation),
  };
}

export type Services = ReturnType<typeof createServices>;
