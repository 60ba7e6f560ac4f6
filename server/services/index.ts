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
import { orderUpdatedEvent, outboxEvents } from "./notifications/outbox-events";
import { createOrderDeskService } from "./order-desk/order-desk";
import { createPaymentService } from "./payments/payments";
import { createPublicContentChanges } from "./content/public-content";
import { createRateLimiter } from "./foundation/rate-limiter";
import { createReviewService } from "./catalog/reviews";
import { createSessionService } from "./staff-and-access/sessions";
import { createStoreSettingsService } from "./content/store-settings";
import { createUploadService } from "./content/uploads";
import { createUserService } from "./staff-and-access/users";
import { createStaffService } from "./staff-and-access/staff";
import { createAuditService } from "./staff-and-access/audit";
import { createTwoFactorService } from "./staff-and-access/two-factor";
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from "./staff-and-access/passwords";
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
  const notifications = createNotificationService(db);
  const publicContent = createPublicContentChanges(database);
  const storeSettings = createStoreSettingsService(db, publicContent, { bank: options.bank, notifyEmail: options.shopEmail });
  const payments = createPaymentService({
    bankAccount: storeSettings.bankAccount,
    linkSecret,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
  });
  const outbox = outboxEvents(notifications, { settings: storeSettings, orderUrl: payments.orderUrl });
  const events = options.events ?? {};
  const locations = createLocationService();
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
    // A completed order gets its e-invoice (decision 0043).
    onStatusChanged: async (id, status) => {
      if (status === "completed") await einvoices.issueOnCompletion(id);
    },
  });
  const quotes = createQuoteService(db, {
    orders,
    notifications,
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
  return {
    database,
    orderDesk,
    publicContent,
    storeSettings,
    catalog: createCatalogService(db, (drop) =>
      publicContent.onPublicContentChanged((change) => {
        if (change.kind === "catalog") drop();
      }),
    ),
    catalogAdmin: createCatalogAdminService(db, () => publicContent.publicContentChanged({ kind: "catalog" })),
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
    quotes,
    einvoices,
    locations,
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
    idempotency,
    leads: createLeadsService(db, rateLimiter, idempotency, {
      ...options.leads,
      onStored: async (executor, lead) => {
        await outbox.leadStored(executor, lead);
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
