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
import { outboxEvents } from "./notifications/outbox-events";
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
  const orders = createOrderService(db, rateLimiter, {
    locations,
    bankTransferEnabled: payments.bankTransferEnabled,
    onPlaced: async (tx, order) => {
      await outbox.orderPlaced(tx, order);
      events.orderPlaced?.(order);
    },
    onStockChanged: () => publicContent.publicContentChanged({ kind: "catalog" }),
  });
  const catalog = createCatalogService(db, (drop) =>
    publicContent.onPublicContentChanged((change) => {
      // Reviews too: a product's score and count are computed from its approved reviews.
      if (change.kind === "catalog" || change.kind === "reviews") drop();
    }),
  );
  return {
    database,
    publicContent,
    storeSettings,
    catalog,
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
    locations,
    payments,
    buyerOrders: createBuyerOrderService(orders, payments),
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
      // The trial forms' models come from the catalogue (issue 37), not a list in code.
      models: () => catalog.listModels(),
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
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
