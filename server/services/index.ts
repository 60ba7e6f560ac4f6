import { randomBytes } from "node:crypto";
import type { BankAccount } from "../config";
import type { Database } from "../db/client";
import { createAnalyticsService } from "./analytics/analytics";
import { createAuthService } from "./staff-and-access/auth";
import { createBankTransferService } from "./payments/bank-transfers";
import { createBlogService } from "./content/blog";
import { createCartService } from "./cart-and-orders/cart";
import { createCatalogService } from "./catalog/catalog";
import { createCatalogAdminService } from "./catalog/catalog-admin";
import { createIdempotencyStore } from "./foundation/idempotency";
import { createLeadsService, type LeadsOptions, type StoredLead } from "./leads/leads";
import { createLocationService } from "./cart-and-orders/locations";
import { createNewsletterService } from "./leads/newsletter";
import { createNotificationService } from "./notifications/notifications";
import { createBuyerOrderService } from "./cart-and-orders/buyer-orders";
import { createOrderService, type OrderView } from "./cart-and-orders/orders";
import { createCustomerService } from "./customers/customers";
import { createDiscountCodeService } from "./discounts/discount-codes";
import { createCatalogBulkService, takeLowStockAlerts } from "./catalog/catalog-bulk";
import { lowStockMail } from "./notifications/email-templates";
import { orderUpdatedEvent, outboxEvents } from "./notifications/outbox-events";
import { createOrderDeskService } from "./order-desk/order-desk";
import { createPlaceService } from "./places/places";
import { createPaymentService } from "./payments/payments";
import { createPublicContentChanges } from "./content/public-content";
import { createRateLimiter } from "./foundation/rate-limiter";
import { createReviewService } from "./catalog/reviews";
import { createSessionService } from "./staff-and-access/sessions";
import { createStoreSettingsService } from "./content/store-settings";
import { createUploadService } from "./content/uploads";
import { createUserService } from "./staff-and-access/users";
import { createStaffService } from "./staff-and-access/staff";
import { createAuditService, type Actor } from "./staff-and-access/audit";
import { createTwoFactorService } from "./staff-and-access/two-factor";
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from "./staff-and-access/passwords";
// Zalo ZNS channel of the outbox (decision 0040).
import { createSecretBox } from "./foundation/secret-box";
import { DEFAULT_ZALO_ENDPOINTS, zaloApi, type ZaloEndpoints } from "./notifications/zalo-api";
import { createZaloChannel } from "./notifications/zalo-channel";
import { createAfterSaleServices, type AfterSaleServices } from "./after-sale";
import { LEAD_RATE_LIMIT, LEAD_RATE_WINDOW_MS } from "./leads/leads";
// Business buyers: quotes and e-invoices (decisions 0042, 0043).
import { createQuoteService } from "./quotes/quotes";
import { createEInvoiceService } from "./einvoices/einvoices";
import { createSepayEInvoiceProvider, type SepayEInvoiceConfig } from "./einvoices/sepay-einvoice";

/** Told when an order or a lead is written (inside its transaction); the operator's metrics count them. */
export interface ServiceEvents {
  orderPlaced?(order: OrderView): void;
  leadStored?(lead: StoredLead): void;
}

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export interface ServiceOptions {
  leads?: LeadsOptions;
  /** The shop's bank account for VietQR transfers until the owner stores one (BANK_*); null hides the option. */
  bank?: BankAccount | null;
  /**
   * Signs buyers' order links and administrators' known-device tokens (the session secret in production; random
   * per process otherwise).
   */
  linkSecret?: string;
  siteUrl?: string;
  /** Where the shop is told about new orders and leads until the owner stores an address (NOTIFY_EMAIL). */
  shopEmail?: string;
  events?: ServiceEvents;
  /** scrypt parameters for new password hashes (DEFAULT_SCRYPT_PARAMS unless the config lowers them for tests). */
  passwordHashing?: ScryptParams;
  /** Zalo's API base URLs (ZALO_API_URL, ZALO_OAUTH_URL; tests point them at a fake). */
  zaloEndpoints?: ZaloEndpoints;
  /** Encrypts provider secrets stored in the database (SECRETS_KEY; the link secret when unset). */
  secretsKey?: string;
  /** How long a claimed outbox row is kept from other processes (OUTBOX_LEASE_SECONDS). */
  outboxLeaseMs?: number;
  /** The SePay eInvoice API (decision 0043); null or absent: e-invoices are recorded by hand. */
  einvoice?: SepayEInvoiceConfig | null;
  /** Told when issuing an e-invoice fails (the order is not affected; staff may retry or record one by hand). */
  onEInvoiceError?: (error: unknown, orderId: number) => void;
}

export function createServices(database: Database, options: ServiceOptions = {}) {
  const { db } = database;
  const rateLimiter = createRateLimiter(db);
  const idempotency = createIdempotencyStore(db);
  const linkSecret = options.linkSecret ?? randomBytes(32).toString("hex");
  const passwordHashing = options.passwordHashing ?? DEFAULT_SCRYPT_PARAMS;
  const users = createUserService(db, passwordHashing);
  // PGlite: this process is the database's only client, so a visitor's session read once can be kept.
  const sessions = createSessionService(db, { cacheVisitorSessions: database.driver === "pglite" });
  const staff = createStaffService({ db, users, sessions, rateLimiter, passwordHashing });
  const notifications = createNotificationService(db, undefined, { leaseMs: options.outboxLeaseMs });
  const publicContent = createPublicContentChanges(database);
  const locations = createLocationService();
  // Dealers and service centres (issue 33): the settings' regional offices are places too, and leads are routed.
  const places = createPlaceService(db, {
    locations,
    routingEnabled: (executor) => storeSettings.leadRouting(executor),
    placesChanged: () => publicContent.publicContentChanged({ kind: "places" }),
  });
  const storeSettings = createStoreSettingsService(db, publicContent, { bank: options.bank, notifyEmail: options.shopEmail }, (tx, settings) =>
    places.syncOffices(tx, settings.offices),
  );
  const payments = createPaymentService({
    bankAccount: storeSettings.bankAccount,
    linkSecret,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
  });
  const zalo = createZaloChannel({
    db,
    notifications,
    api: zaloApi(options.zaloEndpoints ?? DEFAULT_ZALO_ENDPOINTS),
    box: createSecretBox(options.secretsKey ?? linkSecret),
    linkSecret,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
  });
  const outbox = outboxEvents(notifications, { settings: storeSettings, orderUrl: payments.orderUrl, zalo });
  const events = options.events ?? {};
  // After the sale: built after the orders (which tell it when an order is delivered), so reached through this.
  let afterSale: AfterSaleServices | null = null;
  const einvoices = createEInvoiceService(db, {
    provider: options.einvoice ? createSepayEInvoiceProvider(options.einvoice) : null,
    notifications,
    settings: storeSettings,
    onError: options.onEInvoiceError,
  });
  const orders = createOrderService(db, rateLimiter, {
    locations,
    bankTransferEnabled: payments.bankTransferEnabled,
    onPlaced: async (tx, order) => {
      await outbox.orderPlaced(tx, order);
      events.orderPlaced?.(order);
    },
    onStockChanged: () => publicContent.publicContentChanged({ kind: "catalog" }),
    // Issue 36: a counted product that falls to its threshold tells the shop once, in the order's transaction.
    onStockTaken: async (tx, productIds) => {
      const alert = await takeLowStockAlerts(tx, productIds);
      if (alert) await notifications.enqueue(tx, lowStockMail(alert, await storeSettings.notifyEmail(tx)));
    },
    // Inside the status move's transaction: the buyer's Zalo message (shipped, delivered) and, at delivery, the
    // warranty of the order's machines.
    onStatusChanged: async (tx, order, status) => {
      await outbox.orderStatusChanged(tx, order, status);
      await afterSale!.machines.orderStatusChanged(tx, order.id, status);
    },
    // A completed order gets its e-invoice (decision 0043), once the move has committed.
    afterStatusCommitted: async (id, status) => {
      if (status === "completed") await einvoices.issueOnCompletion(id);
    },
  });
  const quotes = createQuoteService(db, {
    orders,
    notifications,
    zalo,
    settings: storeSettings,
    rateLimiter,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
    orderPath: (orderId) => `/orders/${orderId}?t=${payments.orderLinkToken(orderId)}`,
    bankTransferEnabled: payments.bankTransferEnabled,
  });
  // The owner's order desk (issue 36): phone orders go through the checkout's placement steps and mails.
  const orderDesk = createOrderDeskService(db, {
    orders,
    locations,
    bankTransferEnabled: payments.bankTransferEnabled,
    onPlaced: async (tx, order) => {
      await outbox.orderPlaced(tx, order);
      events.orderPlaced?.(order);
    },
    onStockChanged: () => publicContent.publicContentChanged({ kind: "catalog" }),
    onEdited: orderUpdatedEvent(notifications, { settings: storeSettings, orderUrl: payments.orderUrl }),
    siteInfo: () => storeSettings.siteInfo(),
  });
  afterSale = createAfterSaleServices({
    db,
    rateLimiter,
    notifications,
    zalo,
    settings: storeSettings,
    locations,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
    linkSecret,
    now: () => new Date(),
    rateLimit: options.leads?.rateLimit ?? LEAD_RATE_LIMIT,
    rateWindowMs: options.leads?.rateLimitWindowMs ?? LEAD_RATE_WINDOW_MS,
  });
  const catalog = createCatalogService(db, (drop) =>
    publicContent.onPublicContentChanged((change) => {
      // Reviews too: a product's score and count are computed from its approved reviews.
      if (change.kind === "catalog" || change.kind === "reviews") drop();
    }),
  );
  return {
    afterSale,
    database,
    orderDesk,
    publicContent,
    storeSettings,
    catalog,
    catalogAdmin: createCatalogAdminService(db, () => publicContent.publicContentChanged({ kind: "catalog" })),
    catalogBulk: createCatalogBulkService(db, () => publicContent.publicContentChanged({ kind: "catalog" })),
    reviews: createReviewService(db, rateLimiter, {
      rateLimit: options.leads?.rateLimit,
      approvedReviewsChanged: () => publicContent.publicContentChanged({ kind: "reviews" }),
      onReviewsChanged: (drop) =>
        publicContent.onPublicContentChanged((change) => {
          if (change.kind === "reviews" || change.kind === "catalog") drop();
        }),
    }),
    cart: createCartService(db),
    orders,
    customers: createCustomerService(db),
    discountCodes: createDiscountCodeService(db, rateLimiter),
    quotes,
    einvoices,
    locations,
    places: {
      ...places,
      /** Staff re-route a lead; the new place gets the lead's alert in the same transaction. */
      rerouteLead: (leadId: number, body: unknown, actor: Actor) =>
        places.rerouteLead(leadId, body, actor, (tx, lead, place) => outbox.leadRouted(tx, { id: lead.id, values: lead }, place)),
    },
    payments,
    buyerOrders: createBuyerOrderService(orders, payments, orderDesk.buyerNotes),
    sessions,
    staff,
    twoFactor: createTwoFactorService({ db, sessions, rateLimiter, secret: linkSecret, siteUrl: options.siteUrl ?? "http://localhost:3000" }),
    audit: createAuditService(db),
    rateLimiter,
    users,
    auth: createAuthService({ users, rateLimiter, secret: linkSecret, passwordHashing, onSignedIn: staff.recordSignIn }),
    notifications,
    zalo,
    idempotency,
    leads: createLeadsService(db, rateLimiter, idempotency, {
      ...options.leads,
      // The trial forms' models come from the catalogue (issue 37), not a list in code.
      models: () => catalog.listModels(),
      onStored: async (executor, lead) => {
        await outbox.leadStored(executor, lead);
        const routed = await places.routeLead(executor, lead);
        if (routed) await outbox.leadRouted(executor, lead, routed);
        events.leadStored?.(lead);
      },
    }),
    blog: createBlogService(db, () => publicContent.publicContentChanged({ kind: "blog" })),
    uploads: createUploadService(db),
    newsletter: createNewsletterService(rateLimiter, idempotency),
    analytics: createAnalyticsService(db),
    bankTransfers: createBankTransferService(db, {
      shopAccountNumber: async () => (await storeSettings.bankAccount())?.accountNumber ?? null,
      onPaid: outbox.paymentReceived,
      onRefundDue: outbox.refundDue,
      paidMeansConfirmed: storeSettings.paidMeansConfirmed,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
