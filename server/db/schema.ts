import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ROLES } from "#common/admin-access";
import { money } from "./money-column";
import { BUSINESS_STATUSES, LEAD_SOURCES, LEAD_STATUSES, NEED_TYPES } from "#common/leads";
import { NOTIFICATION_STATUSES } from "#common/notification-status";
import type { ContentBlock, SpecRow } from "#common/product-content";
import { ORDER_STATUSES } from "#common/order-status";
import { ACTIVATION_STATUSES, MACHINE_SOURCES, SERVICE_COVERAGES, SERVICE_MODES, SERVICE_PROBLEMS, SERVICE_SLOTS, SERVICE_STATUSES } from "#common/after-sale";
import { DISCOUNT_KINDS } from "#common/discount-codes";
import { REVIEW_STATUSES } from "#common/reviews";
import { GATEWAY_PROVIDERS, GATEWAY_REFUND_STATUSES, GATEWAY_TRANSACTION_STATUSES, ORDER_PAYMENT_METHODS, PAYMENT_STATUSES } from "#common/payment";
import { REFUND_METHODS } from "#common/order-desk";
import { PLACE_KINDS } from "#common/places";
import type { OrderLine, ShippingAddress } from "#common/schemas/checkout";
import type { StoreSettings } from "#common/schemas/store-settings";
import { QUOTE_SOURCES, QUOTE_STATUSES, type EInvoiceRecord, type InvoiceDetails, type QuoteCustomer, type QuoteLine } from "#common/quotes";
import { NOTIFICATION_CHANNELS, type ZaloEventSetting } from "#common/zalo";
import { CARRIERS, SHIPMENT_STATUSES } from "#common/shipments";
import { UPLOAD_SOURCES } from "#common/uploaded-image";
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES, type PrivacySettings } from "#common/privacy-requests";
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from "#common/consent";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * CHECK that a column holds one of a fixed list of values. The list is the one in common/ that the services
 * validate against and the screens label, so the database, the types and the code agree (decision 0011).
 * The values are written into the constraint as SQL literals: drizzle-kit cannot bind parameters in DDL.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} IN (${sql.raw(literals)})`;
}

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  icon: text("icon").notNull().default(""),
  bgColor: text("bg_color").notNull().default("bg-blue-50"),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: money("price", { precision: 10 }).notNull(),
    discountPrice: money("discount_price", { precision: 10 }),
    image: text("image").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /** Both computed from the approved reviews by the reviews service, in the transaction that changes them. */
    rating: numeric("rating", { precision: 3, scale: 1 }).notNull().default("4.0"),
    reviewCount: integer("review_count").notNull().default(0),
    tag: text("tag"),
    inStock: boolean("in_stock").notNull().default(true),
    /** Machines left; null = not counted (only `inStock` decides). Taken inside the order transaction. */
    stockQuantity: integer("stock_quantity"),
    featured: boolean("featured").notNull().default(false),
    newArrival: boolean("new_arrival").notNull().default(false),
    /** Lists and menus sort by it, then by id. */
    displayOrder: integer("display_order").notNull().default(0),
    /** Its entry in the header's product menu; null = the product's name. */
    menuLabel: text("menu_label"),
    /** The owner's English name and description (docs/decisions/0060); null = the English page shows the Vietnamese. */
    nameEn: text("name_en"),
    descriptionEn: text("description_en"),
    /** The page's own sections below the tabs, in order (common/schemas/product-content.ts validates them). */
    contentBlocks: jsonb("content_blocks").$type<ContentBlock[]>().notNull().default(sql`'[]'::jsonb`),
    /** The "Thông số kỹ thuật" table; empty = the shop's default table (DEFAULT_SPEC_ROWS). */
    specRows: jsonb("spec_rows").$type<SpecRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** Months of warranty from delivery (or the approved purchase date); the 7-day replacement window counts from the same day. */
    warrantyMonths: integer("warranty_months").notNull().default(12),
    /** Set instead of deleting a product some order names: hidden from the shop, kept for the orders. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** More photos after the main one (`image`), in order: the product page's gallery. */
    gallery: jsonb("gallery").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Counted stock at or below this alerts the shop's address once; null = no alert. */
    lowStockThreshold: integer("low_stock_threshold"),
    /** When the low-stock alert went out; cleared when the stock rises above the threshold again. */
    lowStockAlertedAt: timestamp("low_stock_alerted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("products_category_id_idx").on(table.categoryId),
    check("products_stock_not_negative", sql`${table.stockQuantity} IS NULL OR ${table.stockQuantity} >= 0`),
    check("products_price_positive", sql`${table.price} >= 0`),
    check("products_discount_below_price", sql`${table.discountPrice} IS NULL OR ${table.discountPrice} <= ${table.price}`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    /** Visitors' reviews wait as `pending` until the shop approves them. */
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** Where the review was written: null = on this shop's page; else the marketplace it was imported from. */
    source: text("source"),
    /**
     * The reviewer's phone or e-mail, normalised (common/privacy-requests.ts), when the form was given one: how a
     * data request finds the review (issue 45). Never shown.
     */
    contact: text("contact"),
    /** The brand's public answer, shown under the review; the customer's own words are never rewritten. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** The day the customer wrote it (for an imported review: its date on the marketplace). */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("reviews_product_status_idx").on(table.productId, table.status),
    check("reviews_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
    check("reviews_status_known", oneOf(table.status, REVIEW_STATUSES)),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    /** A password hash (scrypt, self-describing string) — never the password itself. */
    password: text("password").notNull(),
    /** What the staff member may open (common/admin-access.ts); the accounts made before roles are owners. */
    role: text("role", { enum: ROLES }).notNull().default("owner"),
    /** Set by the owner: no sign-in, no session. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** After an owner's reset (or a new account): a new password must be chosen right after signing in. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** RFC 6238 shared secret (base32); null = no authenticator app enrolled. */
    totpSecret: text("totp_secret"),
    /** The last 30-second time step a TOTP code was accepted for: a code is good once, never replayed. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("users_role_known", oneOf(table.role, ROLES)),
    // Usernames are one name whatever the letter case: "Lan" and "lan" cannot be two accounts.
    uniqueIndex("users_username_lower_key").on(sql`lower(${table.username})`),
  ],
);

/**
 * Ten one-time recovery codes per account with two-step sign-in — a staff member's or a dealer account's (issue
 * 43), exactly one of the two; only their SHA-256 is kept.
 */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    dealerAccountId: integer("dealer_account_id").references((): AnyPgColumn => dealerAccounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("recovery_codes_user_id_idx").on(table.userId),
    index("recovery_codes_dealer_account_id_idx").on(table.dealerAccountId),
    check("recovery_codes_one_owner", sql`(${table.userId} IS NULL) <> (${table.dealerAccountId} IS NULL)`),
  ],
);

/** WebAuthn credentials (passkeys) a staff member added as a second step. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_id_idx").on(table.userId)],
);

/** The owner's rules for every staff account (one row). */
export const staffPolicy = pgTable(
  "staff_policy",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [check("staff_policy_single_row", sql`${table.id} = 1`)],
);

/**
 * Who changed what in the administration, written in the transaction of the change itself (a change is stored
 * exactly when its row is). The username is copied so the history reads the same after an account is removed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A dealer's own change (issue 43): the dealer account that made it (then `userId` is null). */
    dealerAccountId: integer("dealer_account_id").references((): AnyPgColumn => dealerAccounts.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** One line a person reads ("Trạng thái: Chờ xác nhận → Đã xác nhận"). */
    summary: text("summary").notNull().default(""),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.at),
    index("audit_log_at_idx").on(table.at),
    index("audit_log_user_idx").on(table.userId, table.at),
  ],
);

/** Server-side sessions for visitors (cart) and administrators; shared by every app process. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** A staff session: the browser it was started from, for "my sessions". */
    userAgent: text("user_agent"),
    /** A staff session: the address it was last used from (the account page's "where"). */
    lastIp: text("last_ip"),
    /** A staff session: when its second step (TOTP, recovery code, passkey) succeeded; null = password only. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    /** A staff session: the pending WebAuthn challenge (passkey added or used), single use. */
    challenge: text("challenge"),
    /** A dealer's session (issue 43): its account; never together with a staff user. */
    dealerAccountId: integer("dealer_account_id").references((): AnyPgColumn => dealerAccounts.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("sessions_expires_at_idx").on(table.expiresAt),
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_dealer_account_id_idx").on(table.dealerAccountId),
    check("sessions_one_owner", sql`${table.userId} IS NULL OR ${table.dealerAccountId} IS NULL`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    /** Spec field; set when the cart belongs to a logged-in user. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The anonymous visitor session the cart belongs to. */
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("cart_items_session_product_uq").on(table.sessionId, table.productId),
    check("cart_items_quantity_min", sql`${table.quantity} >= 1`),
    check("cart_items_owner", sql`${table.sessionId} IS NOT NULL OR ${table.userId} IS NOT NULL`),
  ],
);

/** Order money uses numeric(14,2): a few LT-300 with tax already exceed numeric(10,2) (see docs/decisions). */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    subtotal: money("subtotal", { precision: 14 }).notNull(),
    tax: money("tax", { precision: 14 }).notNull(),
    total: money("total", { precision: 14 }).notNull(),
    /** The buyer's shipping address as the checkout validated it. */
    address: jsonb("address").$type<ShippingAddress>().notNull(),
    /**
     * Where it ships since the province/ward picker (docs/decisions/0017): codes and names of the 2025 province
     * and ward, checked against the official list. Null on orders placed before it.
     */
    provinceCode: text("province_code"),
    provinceName: text("province_name"),
    wardCode: text("ward_code"),
    wardName: text("ward_name"),
    /** Snapshot of the lines at order time: later price or name changes do not alter a placed order. */
    items: jsonb("items").$type<OrderLine[]>().notNull(),
    paymentMethod: text("payment_method", { enum: ORDER_PAYMENT_METHODS }).notNull().default("cod"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    /** Taken off the subtotal before VAT by a discount code (whole dong; 0 without one). */
    discount: money("discount", { precision: 14 }).notNull().default(0),
    /** The code as the buyer entered it (kept when the code is later changed) and the code's row. */
    discountCode: text("discount_code"),
    discountCodeId: integer("discount_code_id").references((): AnyPgColumn => discountCodes.id, { onDelete: "set null" }),
    /**
     * When the order's counted machines went back into stock: canceled before it shipped, or a refund with restock.
     * Once per order, whichever comes first.
     */
    stockReturnedAt: timestamp("stock_returned_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").unique(),
    /** Hash of the request the key was first sent with: the same key with another request is refused. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Business buyers (decision 0042): the VAT invoice details, a deposit paid first, the quote it came from, the
    // delivery and installation fee of that quote (before VAT), and the e-invoice once issued (decision 0043).
    invoice: jsonb("invoice").$type<InvoiceDetails>(),
    deposit: money("deposit", { precision: 14 }).notNull().default(0),
    installationFee: money("installation_fee", { precision: 14 }).notNull().default(0),
    quoteId: integer("quote_id"),
    einvoice: jsonb("einvoice").$type<EInvoiceRecord>(),
    /**
     * When the order was delivered (moved to "completed"): money still due is overdue some days after it
     * (common/amount-due.ts, decision 0051). Null until then.
     */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /**
     * Where the order's machines go (issue 42): a chain's branches, each checked like the checkout's address. The
     * first is `address`. Null on orders with one address (web, phone, older orders): `address` is the list.
     */
    shipTo: jsonb("ship_to").$type<ShippingAddress[]>(),
    // A dealer's order on credit (issue 43): the dealer (a place) it is owed by, the account that placed it, and
    // the day it falls due. The dealer's balance is derived from these rows (decision 0053), never stored.
    dealerPlaceId: integer("dealer_place_id").references((): AnyPgColumn => places.id, { onDelete: "restrict" }),
    dealerAccountId: integer("dealer_account_id").references((): AnyPgColumn => dealerAccounts.id, { onDelete: "set null" }),
    dueOn: date("due_on", { mode: "string" }),
    /** The dealer's note on its order. */
    note: text("note"),
    /**
     * The terms of sale the buyer agreed to (issue 45): their version and when. Null on orders placed by staff or a
     * dealer, and on orders placed before the terms box.
     */
    termsVersion: text("terms_version"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
  },
  (table) => [
    index("orders_created_at_idx").on(table.createdAt),
    index("orders_dealer_place_id_idx").on(table.dealerPlaceId),
    index("orders_session_id_idx").on(table.sessionId),
    index("orders_province_code_idx").on(table.provinceCode),
    index("orders_discount_code_id_idx").on(table.discountCodeId),
    check("orders_status_check", oneOf(table.status, ORDER_STATUSES)),
    check("orders_payment_method_check", oneOf(table.paymentMethod, ORDER_PAYMENT_METHODS)),
    check("orders_payment_status_check", oneOf(table.paymentStatus, PAYMENT_STATUSES)),
  ],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    businessStatus: text("business_status", { enum: BUSINESS_STATUSES }),
    address: text("address"),
    needType: text("need_type", { enum: NEED_TYPES }).notNull(),
    product: text("product").notNull(),
    message: text("message"),
    /** Which form it came from: `contact` (dialogs), `trial` (trial registration), `onsite-trial` (LS-200 form). */
    source: text("source", { enum: LEAD_SOURCES }).notNull().default("contact"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    // Lead routing (issue 33): the province and ward the lead came from, and the place it was sent to.
    provinceCode: text("province_code"),
    wardCode: text("ward_code"),
    routedPlaceId: integer("routed_place_id").references((): AnyPgColumn => places.id, { onDelete: "set null" }),
  },
  (table) => [
    index("contact_requests_created_at_idx").on(table.createdAt),
    index("contact_requests_status_idx").on(table.status),
    check("contact_requests_status_check", oneOf(table.status, LEAD_STATUSES)),
    check("contact_requests_source_check", oneOf(table.source, LEAD_SOURCES)),
    check("contact_requests_need_type_check", oneOf(table.needType, NEED_TYPES)),
    check("contact_requests_business_status_check", oneOf(table.businessStatus, BUSINESS_STATUSES)),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary"),
    content: text("content").notNull(),
    coverImage: text("cover_image"),
    authorId: integer("author_id").notNull().default(1),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    canonicalUrl: text("canonical_url"),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** SEO score (0–100) computed on the server at save time with common/seo-score. */
    seoScore: integer("seo_score").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("blog_posts_tags_idx").using("gin", table.tags),
    index("blog_posts_is_published_idx").on(table.isPublished),
  ],
);

export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  createdAt: createdAt(),
});

export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
  },
  (table) => [
    uniqueIndex("blog_post_categories_pair_uq").on(table.postId, table.categoryId),
    index("blog_post_categories_category_idx").on(table.categoryId),
  ],
);

/**
 * Answers of public form submissions (leads, newsletter sign-ups) sent with an `Idempotency-Key`, written in the
 * transaction that stores the submission: a retry after a lost answer gets this answer instead of a second
 * row and a second shop e-mail. (Orders keep their key on the order row itself.) Kept 30 days.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    /** Which endpoint: a key is only ever compared with keys sent to the same one. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** Hash of the request as validated: the same key with another request is refused (422). */
    fingerprint: text("fingerprint").notNull(),
    /** The body the first request was answered with; a replay answers it again (200, `Idempotent-Replayed`). */
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index("idempotent_requests_created_at_idx").on(table.createdAt)],
);

/**
 * Fixed-window counters for rate limits (login attempts, lead forms) kept in the database, so every
 * app process behind a load balancer counts the same hits.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

/**
 * Outbox of notifications (emails to the shop and buyers), written in the same transaction as the order
 * or lead and delivered by a background worker with retries, so a mail outage never loses one.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** What it is about, e.g. `order:12` or `contact-request:7`, for the admin screens. */
    subjectRef: text("subject_ref"),
    /** E-mail (recipient: an address) or Zalo ZNS (recipient: a phone as 84…; decision 0040). */
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull().default("email"),
    /** Zalo: the template and its data, fixed when queued so a retry sends the very same message. */
    payload: jsonb("payload").$type<{ templateId: string; templateData: Record<string, string> }>(),
    /** The provider's id of the sent message (ZNS msg_id). */
    providerMessageId: text("provider_message_id"),
    /** When the provider reported the message reached the recipient's device (Zalo's `user_received_message`). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("notifications_due_idx").on(table.status, table.nextAttemptAt),
    index("notifications_subject_ref_idx").on(table.subjectRef),
    check("notifications_status_check", oneOf(table.status, NOTIFICATION_STATUSES)),
    check("notifications_channel_check", oneOf(table.channel, NOTIFICATION_CHANNELS)),
  ],
);

/*
 * First-party page-view analytics (server/services/analytics/analytics.ts): counters per day (Vietnam time) and path,
 * no cookies and no IP addresses. Unique visitors are estimated from a hash of the address and user agent
 * with a salt that changes every day and is deleted afterwards, so a hash cannot be traced back.
 */
export const pageViewStats = pgTable(
  "page_view_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
    /** Read-time events (spec: only when over 10 seconds) and their total seconds. */
    readTimeSamples: integer("read_time_samples").notNull().default(0),
    readTimeSeconds: bigint("read_time_seconds", { mode: "number" }).notNull().default(0),
  },
  (table) => [uniqueIndex("page_view_stats_day_path_uq").on(table.day, table.path), index("page_view_stats_path_idx").on(table.path)],
);

/** Page views per day by the host of the external page that sent the visitor (`direct` without one). */
export const referrerStats = pgTable(
  "referrer_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    host: text("host").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [uniqueIndex("referrer_stats_day_host_uq").on(table.day, table.host)],
);

/**
 * One row per (day, anonymous visitor hash): the unique-visitor estimate is the row count. The row also keeps
 * where the visitor came from and how far into the sales funnel they got that day
 * (server/services/analytics/sales-funnel.ts).
 */
export const dailyVisitors = pgTable(
  "daily_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    /** Host of the first external page that sent the visitor today (`direct` without one); null if not known. */
    referrerHost: text("referrer_host"),
    viewedProduct: boolean("viewed_product").notNull().default(false),
    addedToCart: boolean("added_to_cart").notNull().default(false),
    startedCheckout: boolean("started_checkout").notNull().default(false),
  },
  (table) => [uniqueIndex("daily_visitors_day_hash_uq").on(table.day, table.visitorHash)],
);

/** Today's random salt for visitor hashes; older salts are deleted so yesterday's hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/* ─── Incoming bank transfers (server/services/payments/bank-transfers.ts) ─────────────────────────────────── */

/**
 * Every incoming transfer to the shop's account, from a bank-notification service (SePay) or an imported
 * statement, stored once per provider and provider transaction id. `order_id` is the order it pays (from the
 * note, or assigned by staff); how much an order still lacks or has in excess is the sum of its transfers
 * against its total, computed when read. `duplicate_of_id` marks a statement row that records a transfer
 * already known from a notification (or the other way round): kept for the audit, never counted twice.
 */
export const bankTransfers = pgTable(
  "bank_transfers",
  {
    id: serial("id").primaryKey(),
    /** `sepay`, `statement`, or a payment gateway (`vnpay`, decision 0054). */
    provider: text("provider").notNull(),
    providerTransactionId: text("provider_transaction_id").notNull(),
    accountNumber: text("account_number"),
    /** The bank's name as the provider gives it. */
    gateway: text("gateway"),
    /** The bank's own reference of the transaction (SePay `referenceCode`, a statement's reference column). */
    bankReference: text("bank_reference"),
    transactedAt: timestamp("transacted_at", { withTimezone: true }).notNull(),
    amount: money("amount", { precision: 14 }).notNull(),
    note: text("note").notNull().default(""),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** `note` (found in the transfer note), `staff` (assigned by hand) or `gateway` (a payment gateway's own record). */
    matchedBy: text("matched_by"),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    duplicateOfId: integer("duplicate_of_id"),
    /** What the provider sent (or the statement row), for audits. */
    raw: jsonb("raw"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("bank_transfers_provider_transaction_uq").on(table.provider, table.providerTransactionId),
    uniqueIndex("bank_transfers_duplicate_of_uq").on(table.duplicateOfId).where(sql`${table.duplicateOfId} IS NOT NULL`),
    index("bank_transfers_order_id_idx").on(table.orderId),
    index("bank_transfers_amount_transacted_at_idx").on(table.amount, table.transactedAt),
    index("bank_transfers_created_at_idx").on(table.createdAt),
    check("bank_transfers_amount_positive", sql`${table.amount} > 0`),
  ],
);

/**
 * One payment attempt on a gateway's hosted page (decision 0054): the reference sent to the gateway
 * (`vnp_TxnRef`, unique per attempt), the amount asked, and what the gateway's signed notification (IPN) or its
 * query API reported. Only that notification, or the query, moves `status` on from `pending`.
 */
export const gatewayTransactions = pgTable(
  "gateway_transactions",
  {
    id: serial("id").primaryKey(),
    provider: text("provider", { enum: GATEWAY_PROVIDERS }).notNull(),
    txnRef: text("txn_ref").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: money("amount", { precision: 14 }).notNull(),
    status: text("status", { enum: GATEWAY_TRANSACTION_STATUSES }).notNull().default("pending"),
    /** The gateway's answer: `vnp_ResponseCode`, `vnp_TransactionStatus`, `vnp_TransactionNo`, `vnp_BankCode`, `vnp_PayDate`. */
    responseCode: text("response_code"),
    transactionStatus: text("transaction_status"),
    transactionNo: text("transaction_no"),
    bankCode: text("bank_code"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The parameters of the notification that settled it (the signature included, the shop's secret never). */
    raw: jsonb("raw"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("gateway_transactions_provider_txn_ref_uq").on(table.provider, table.txnRef),
    index("gateway_transactions_order_id_idx").on(table.orderId),
    check("gateway_transactions_provider_check", oneOf(table.provider, GATEWAY_PROVIDERS)),
    check("gateway_transactions_status_check", oneOf(table.status, GATEWAY_TRANSACTION_STATUSES)),
    check("gateway_transactions_amount_positive", sql`${table.amount} > 0`),
  ],
);

/**
 * Every notification a gateway sent and every query answer, as received, with the code the shop answered
 * (`RspCode` 00, 01, 02, 04, 97, 99): the trail of what the gateway said, also when it changed nothing.
 */
export const gatewayNotifications = pgTable(
  "gateway_notifications",
  {
    id: serial("id").primaryKey(),
    provider: text("provider", { enum: GATEWAY_PROVIDERS }).notNull(),
    /** `ipn` (the gateway called) or `query` (the shop asked). */
    channel: text("channel").notNull(),
    txnRef: text("txn_ref"),
    transactionId: integer("transaction_id").references(() => gatewayTransactions.id, { onDelete: "set null" }),
    answer: text("answer").notNull(),
    params: jsonb("params").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("gateway_notifications_txn_ref_idx").on(table.txnRef), check("gateway_notifications_provider_check", oneOf(table.provider, GATEWAY_PROVIDERS))],
);

/**
 * A refund the order desk sent through a gateway (VNPAY `refund`, MoMo refund; decisions 0054, 0057): kept before
 * the gateway is called, so that its amount stays reserved while the answer is awaited; `refunded` only once the
 * gateway confirmed it (then `order_refunds` has its row), `failed` when the gateway refused it.
 */
export const gatewayRefunds = pgTable(
  "gateway_refunds",
  {
    id: serial("id").primaryKey(),
    provider: text("provider", { enum: GATEWAY_PROVIDERS }).notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => gatewayTransactions.id, { onDelete: "cascade" }),
    /** The request's own reference (VNPAY `vnp_RequestId`, MoMo's new `orderId`), unique. */
    requestRef: text("request_ref").notNull(),
    amount: money("amount", { precision: 14 }).notNull(),
    status: text("status", { enum: GATEWAY_REFUND_STATUSES }).notNull().default("pending"),
    reason: text("reason").notNull(),
    restock: boolean("restock").notNull().default(false),
    responseCode: text("response_code"),
    message: text("message"),
    transactionNo: text("transaction_no"),
    orderRefundId: integer("order_refund_id").references(() => orderRefunds.id, { onDelete: "set null" }),
    raw: jsonb("raw"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("gateway_refunds_request_ref_uq").on(table.requestRef),
    index("gateway_refunds_order_id_idx").on(table.orderId),
    check("gateway_refunds_provider_check", oneOf(table.provider, GATEWAY_PROVIDERS)),
    check("gateway_refunds_status_check", oneOf(table.status, GATEWAY_REFUND_STATUSES)),
    check("gateway_refunds_amount_positive", sql`${table.amount} > 0`),
  ],
);

/**
 * The owner's payment gateway settings (one row; decisions 0054, 0057): which gateways are on, sandbox or live, the
 * merchant codes, and the keys sealed by the secret box (never shown again). The environment's settings, when
 * complete for a gateway, win over this row for that gateway.
 */
export const paymentGatewaySettings = pgTable(
  "payment_gateway_settings",
  {
    id: integer("id").primaryKey().default(1),
    vnpayEnabled: boolean("vnpay_enabled").notNull().default(false),
    vnpayEnvironment: text("vnpay_environment").notNull().default("sandbox"),
    vnpayTmnCode: text("vnpay_tmn_code").notNull().default(""),
    vnpayHashSecret: text("vnpay_hash_secret"),
    /** VNPAY's instalment product (trả góp, decision 0061) offered at checkout while VNPAY is configured. */
    vnpayInstalments: boolean("vnpay_instalments").notNull().default(false),
    momoEnabled: boolean("momo_enabled").notNull().default(false),
    momoEnvironment: text("momo_environment").notNull().default("sandbox"),
    momoPartnerCode: text("momo_partner_code").notNull().default(""),
    momoAccessKey: text("momo_access_key"),
    momoSecretKey: text("momo_secret_key"),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("payment_gateway_settings_single_row", sql`${table.id} = 1`),
    check("payment_gateway_settings_vnpay_environment_check", sql`${table.vnpayEnvironment} IN ('sandbox', 'live')`),
    check("payment_gateway_settings_momo_environment_check", sql`${table.momoEnvironment} IN ('sandbox', 'live')`),
  ],
);

/** Column choices of a statement layout (keyed by its header row), so staff choose them once per bank export. */
export const bankStatementFormats = pgTable("bank_statement_formats", {
  headerSignature: text("header_signature").primaryKey(),
  dateColumn: integer("date_column").notNull(),
  amountColumn: integer("amount_column").notNull(),
  noteColumn: integer("note_column").notNull(),
  referenceColumn: integer("reference_column"),
  updatedAt: updatedAt(),
});

/* ---------------------------------------------------------------------------------------------------------
 * Sales funnel (server/services/analytics/sales-funnel.ts). Orders and revenue are read from `orders` itself and leads
 * from `contact_requests`; these tables only add what those cannot know: product views and adds per product
 * and day, and which referrer brought the buyer of an order.
 * --------------------------------------------------------------------------------------------------------- */

/** Product-page views and add-to-cart actions per product and day (Vietnam time), from the first-party collector. */
export const productFunnelStats = pgTable(
  "product_funnel_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    views: integer("views").notNull().default(0),
    adds: integer("adds").notNull().default(0),
  },
  (table) => [uniqueIndex("product_funnel_stats_day_product_uq").on(table.day, table.productId)],
);

/**
 * The referrer host the buyer of an order had landed from that day, written when the order is placed (no row
 * for buyers who asked not to be tracked or whose landing was not counted).
 */
export const orderReferrers = pgTable("order_referrers", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  referrerHost: text("referrer_host").notNull(),
});

/**
 * The owner's store settings (/admin/settings): one row, the whole settings as validated JSON
 * (common/schemas/store-settings.ts). No row yet = the environment's and the code's defaults.
 */
export const storeSettings = pgTable(
  "store_settings",
  {
    id: integer("id").primaryKey().default(1),
    settings: jsonb("settings").$type<StoreSettings>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("store_settings_single_row", sql`${table.id} = 1`)],
);

/** Raw bytes; node-postgres reads them as a Buffer and PGlite as a Uint8Array: both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * What staff upload (and the smaller copies made of it), in the database so every app process serves the same
 * photos and backups carry them (docs/decisions/0035-photos-in-the-database.md). A row's content is never changed:
 * its name (the URL under /uploads/) starts with the SHA-256 of the uploaded bytes, so the same photo uploaded twice
 * is one row. A variant names the upload it was made from. An upload nothing refers to is removed a grace period
 * after it was last uploaded (decision 0049); only `source` and `last_uploaded_at` change for that.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    /** `<sha256 prefix>-<width>x<height>.<ext>` for an upload, `<sha256 prefix>-<width>.webp` for a variant. */
    name: text("name").primaryKey(),
    /** Of `bytes`: the ETag. */
    sha256: text("sha256").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    originalName: text("original_name").references((): AnyPgColumn => storedFiles.name, { onDelete: "cascade" }),
    variantWidth: integer("variant_width"),
    variantFormat: text("variant_format"),
    createdAt: createdAt(),
    /** `staff`, or `public` when only the anonymous warranty upload sent it (staff sending it too makes it `staff`). */
    source: text("source", { enum: UPLOAD_SOURCES }).notNull().default("staff"),
    /** When it was last uploaded (a repeat of the same photo renews it): the grace period of an unused upload runs from it. */
    lastUploadedAt: timestamp("last_uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("stored_files_original_idx").on(table.originalName),
    check("stored_files_source_known", oneOf(table.source, UPLOAD_SOURCES)),
    check("stored_files_variant_complete", sql`(${table.originalName} IS NULL) = (${table.variantWidth} IS NULL) AND (${table.variantWidth} IS NULL) = (${table.variantFormat} IS NULL)`),
    check("stored_files_size_matches", sql`${table.byteSize} = octet_length(${table.bytes})`),
  ],
);

/**
 * The path a file had under DATA_DIR/uploads before uploads moved into the database (`blog/<uuid>.jpg`), so
 * links to it in sent e-mails, old orders and other sites keep answering.
 */
export const storedFileAliases = pgTable("stored_file_aliases", {
  path: text("path").primaryKey(),
  name: text("name")
    .notNull()
    .references(() => storedFiles.name, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * Quotes (báo giá, decision 0042). A sent quote is frozen: changing it writes the next version (`previous_id`,
 * `version + 1`) and marks the sent one `replaced`. The buyer's private link carries a random token; only its
 * SHA-256 is stored. Acceptance creates one order (`order_id`, unique) at the quoted prices.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    /** The first version's id: every version of one quote shares it (`BG-{rootId}`). */
    rootId: integer("root_id"),
    version: integer("version").notNull().default(1),
    previousId: integer("previous_id"),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("draft"),
    source: text("source", { enum: QUOTE_SOURCES }).notNull().default("staff"),
    customer: jsonb("customer").$type<QuoteCustomer>().notNull(),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    subtotal: money("subtotal", { precision: 14 }).notNull(),
    installationFee: money("installation_fee", { precision: 14 }).notNull().default(0),
    vat: money("vat", { precision: 14 }).notNull(),
    total: money("total", { precision: 14 }).notNull(),
    depositPercent: integer("deposit_percent").notNull().default(0),
    deposit: money("deposit", { precision: 14 }).notNull().default(0),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    paymentTerms: text("payment_terms").notNull().default(""),
    note: text("note").notNull().default(""),
    tokenHash: text("token_hash").unique(),
    contactRequestId: integer("contact_request_id").references(() => contactRequests.id, { onDelete: "set null" }),
    orderId: integer("order_id").unique().references(() => orders.id, { onDelete: "set null" }),
    declineReason: text("decline_reason"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("quotes_created_at_idx").on(table.createdAt),
    check("quotes_status_check", oneOf(table.status, QUOTE_STATUSES)),
    check("quotes_source_check", oneOf(table.source, QUOTE_SOURCES)),
    check("quotes_deposit_percent_check", sql`${table.depositPercent} BETWEEN 0 AND 100`),
  ],
);

/* ---------------------------------------------------------------------------------------------------------
 * The owner's order desk (issue 36): staff notes on an order (some shown to the buyer) and refunds. An order's
 * paid / refunded / net figures are read from these and the bank transfers (server/services/order-desk/).
 */

export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Shown on the buyer's order page; otherwise only staff read it. */
    visibleToBuyer: boolean("visible_to_buyer").notNull().default(false),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("order_notes_order_id_idx").on(table.orderId, table.createdAt)],
);

export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: money("amount", { precision: 14 }).notNull(),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    reason: text("reason").notNull(),
    /** The order's machines went back into the counted stock with this refund. */
    restock: boolean("restock").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("order_refunds_order_id_idx").on(table.orderId),
    index("order_refunds_created_at_idx").on(table.createdAt),
    check("order_refunds_amount_positive", sql`${table.amount} > 0`),
    check("order_refunds_method_check", oneOf(table.method, REFUND_METHODS)),
  ],
);

/* ─── Discount codes and customers (issue 36) ──────────────────────────────────────────────────────────────── */

/**
 * A code the buyer types at checkout. `uses` is counted in the order's own transaction under the code row's lock,
 * so the last use goes to exactly one order however many race for it (server/services/discounts/discount-codes.ts).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** Stored in capitals; buyers may type it in any case. */
    code: text("code").notNull(),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    /** A percentage (1–100) or whole dong. */
    value: integer("value").notNull(),
    minOrder: money("min_order", { precision: 14 }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    maxUsesPerPhone: integer("max_uses_per_phone"),
    /** The products it takes money off; empty = the whole order. */
    productIds: jsonb("product_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    uses: integer("uses").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("discount_codes_code_uq").on(table.code),
    check("discount_codes_kind_check", oneOf(table.kind, DISCOUNT_KINDS)),
    check("discount_codes_value_positive", sql`${table.value} > 0`),
    check("discount_codes_percent_range", sql`${table.kind} <> 'percent' OR ${table.value} <= 100`),
    check("discount_codes_uses_within_max", sql`${table.maxUses} IS NULL OR ${table.uses} <= ${table.maxUses}`),
  ],
);

/** Staff notes on a customer, keyed by the customer's normalised phone (there are no buyer accounts). */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("customer_notes_phone_idx").on(table.phone)],
);

/** Staff said two phones are one person: everything under `phone` is shown under `merged_into`. */
export const customerMerges = pgTable("customer_merges", {
  phone: text("phone").primaryKey(),
  mergedInto: text("merged_into").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * Dealers, authorised service centres and head offices (issue 33, docs/decisions/0039). `natural_key` is what the
 * CSV import upserts by (folded name + ward code; `office:<region>` for the store settings' three offices), so
 * importing the same file twice changes nothing. A place is never deleted: leads keep pointing at it.
 */
export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    naturalKey: text("natural_key").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: PLACE_KINDS }).notNull(),
    provinceCode: text("province_code").notNull(),
    wardCode: text("ward_code").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    zalo: text("zalo"),
    hours: text("hours"),
    models: jsonb("models").$type<string[]>().notNull().default([]),
    /** Both or neither (decision 0063): a place without a position is listed in the finder, not put on its map. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    active: boolean("active").notNull().default(true),
    /** Demo data of the seed: shown as such, never presented as a real business. */
    sample: boolean("sample").notNull().default(false),
    /** The store settings' regional office this place mirrors (north, central, south). */
    officeRegion: text("office_region"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("places_slug_idx").on(table.slug),
    uniqueIndex("places_natural_key_idx").on(table.naturalKey),
    uniqueIndex("places_office_region_idx").on(table.officeRegion),
    index("places_province_ward_idx").on(table.provinceCode, table.wardCode),
    check("places_kind_check", oneOf(table.kind, PLACE_KINDS)),
    check("places_position_check", sql`(${table.latitude} is null) = (${table.longitude} is null)`),
  ],
);

/* ─── The dealer network (issue 43, decision 0053): dealer accounts, price tiers, terms, payments ─────────── */

/**
 * A person of a dealer or service centre who signs in to the dealer portal: not a staff user (decision 0053), so
 * nothing that lists, roles or signs in staff ever sees one. Invited by staff: the link's token is kept only as
 * its SHA-256, valid 72 hours, taken once (then null). The password (scrypt, as staff's) is set by the invitee.
 */
export const dealerAccounts = pgTable(
  "dealer_accounts",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references((): AnyPgColumn => places.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** The sign-in name; unique whatever its letter case. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Null until the invitation is accepted. */
    password: text("password"),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Two-step sign-in (issue 43, as for staff): RFC 6238 secret (base32); null = no authenticator app. */
    totpSecret: text("totp_secret"),
    /** The last time step a code was accepted for: a code is good once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("dealer_accounts_email_lower_key").on(sql`lower(${table.email})`),
    uniqueIndex("dealer_accounts_invite_token_hash_key").on(table.inviteTokenHash),
    index("dealer_accounts_place_id_idx").on(table.placeId),
  ],
);

/** The owner's price tiers ("Đại lý cấp 1"): a discount off list, and fixed dealer prices for some products. */
export const priceTiers = pgTable(
  "price_tiers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("price_tiers_name_lower_key").on(sql`lower(${table.name})`),
    check("price_tiers_discount_range", sql`${table.discountPercent} BETWEEN 0 AND 100`),
  ],
);

/** A tier's fixed dealer price of one product (whole dong, before VAT). */
export const priceTierPrices = pgTable(
  "price_tier_prices",
  {
    tierId: integer("tier_id")
      .notNull()
      .references(() => priceTiers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price: money("price", { precision: 14 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tierId, table.productId] })],
);

/**
 * A dealer's terms: its tier, credit limit and payment days. Its row is the dealer's lock: a credit order takes it
 * (FOR UPDATE) before reading the balance, so two orders of one dealer are checked one after the other. A credit
 * override granted by the owner lets the next order past the credit check and is used up by it.
 */
export const dealerTerms = pgTable(
  "dealer_terms",
  {
    placeId: integer("place_id")
      .primaryKey()
      .references((): AnyPgColumn => places.id, { onDelete: "cascade" }),
    tierId: integer("tier_id").references(() => priceTiers.id, { onDelete: "set null" }),
    creditLimit: money("credit_limit", { precision: 14 }).notNull().default(0),
    paymentTermDays: integer("payment_term_days").notNull().default(30),
    creditOverrideAt: timestamp("credit_override_at", { withTimezone: true }),
    creditOverrideBy: integer("credit_override_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (table) => [check("dealer_terms_days_range", sql`${table.paymentTermDays} BETWEEN 0 AND 365`)],
);

/**
 * A lead sent to a place that answers in the portal (issue 43, point 5) — or a service request sent to a service
 * centre (the same rule, decision 0064): one row per place a lead was sent to, in order. Open while neither accepted, declined nor expired; the place must accept before `due_at`, else the lead
 * goes to the next nearest place or back to the brand's sales. After accepting, the place records the outcome.
 */
export const leadAssignments = pgTable(
  "lead_assignments",
  {
    id: serial("id").primaryKey(),
    /** The lead, or (issue 43, point 5's last sentence; decision 0064) the service request sent to a service centre. */
    leadId: integer("lead_id").references((): AnyPgColumn => contactRequests.id, { onDelete: "cascade" }),
    serviceRequestId: integer("service_request_id").references((): AnyPgColumn => serviceRequests.id, { onDelete: "cascade" }),
    placeId: integer("place_id")
      .notNull()
      .references((): AnyPgColumn => places.id, { onDelete: "restrict" }),
    routedAt: timestamp("routed_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references((): AnyPgColumn => dealerAccounts.id, { onDelete: "set null" }),
    /** How it ended without an answer: declined by the place, expired, or taken back by staff (re-routed). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason", { enum: ["declined", "expired", "rerouted"] }),
    /** A lead's: contacted, demo, sold, lost; a service request's: contacted, visit_booked, repaired, cannot_repair. */
    outcome: text("outcome", { enum: ["contacted", "demo", "sold", "lost", "visit_booked", "repaired", "cannot_repair"] }),
    outcomeSerial: text("outcome_serial"),
    outcomeReason: text("outcome_reason"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
  },
  (table) => [
    index("lead_assignments_place_idx").on(table.placeId, table.routedAt),
    index("lead_assignments_lead_idx").on(table.leadId),
    index("lead_assignments_service_request_idx").on(table.serviceRequestId),
    index("lead_assignments_open_due_idx").on(table.dueAt).where(sql`${table.acceptedAt} IS NULL AND ${table.closedAt} IS NULL`),
    // One open (or accepted) assignment per lead: a lead is with one place at a time.
    uniqueIndex("lead_assignments_one_current").on(table.leadId).where(sql`${table.closedAt} IS NULL`),
    // The same for a service request: one service centre at a time.
    uniqueIndex("lead_assignments_one_current_service").on(table.serviceRequestId).where(sql`${table.closedAt} IS NULL`),
    // Exactly one subject: a lead or a service request.
    check("lead_assignments_one_subject", sql`(${table.leadId} IS NULL) <> (${table.serviceRequestId} IS NULL)`),
    check("lead_assignments_closed_reason_known", sql`${table.closedReason} IS NULL OR ${table.closedReason} IN ('declined', 'expired', 'rerouted')`),
    check(
      "lead_assignments_outcome_known",
      sql`${table.outcome} IS NULL OR ${table.outcome} IN ('contacted', 'demo', 'sold', 'lost', 'visit_booked', 'repaired', 'cannot_repair')`,
    ),
  ],
);

/** Money a dealer paid against its credit orders, recorded by staff (one row per payment; never edited). */
export const dealerPayments = pgTable(
  "dealer_payments",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references((): AnyPgColumn => places.id, { onDelete: "restrict" }),
    amount: money("amount", { precision: 14 }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("dealer_payments_place_idx").on(table.placeId, table.paidOn), check("dealer_payments_amount_positive", sql`${table.amount} > 0`)],
);

/*
 * The Zalo ZNS channel (decision 0040): one row of settings. The secret key and both tokens are encrypted with the
 * key from the environment (server/services/foundation/secret-box.ts) and never leave the server. The access token
 * and the single-use refresh token change together, under this row's lock, so every app process uses one chain.
 */
export const zaloSettings = pgTable(
  "zalo_settings",
  {
    id: integer("id").primaryKey().default(1),
    appId: text("app_id").notNull().default(""),
    secretKey: text("secret_key"),
    /** The OA secret key: signs the events Zalo posts to /api/zalo/events (not the app's secret key). */
    oaSecretKey: text("oa_secret_key"),
    refreshToken: text("refresh_token"),
    accessToken: text("access_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    /** How many times the token pair was refreshed (tests and the operator read it). */
    tokenGeneration: integer("token_generation").notNull().default(0),
    events: jsonb("events").$type<Record<string, ZaloEventSetting>>().notNull().default({}),
    /** Why Zalo refuses the configuration (shown to the owner); null when all is well. */
    alert: text("alert"),
    alertAt: timestamp("alert_at", { withTimezone: true }),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("zalo_settings_single_row", sql`${table.id} = 1`)],
);

/**
 * Consents as records (issue 45, decision 0059): one row per giving or withdrawing, never updated. A person's
 * current answer for a purpose is the latest row of its contact (a phone as 84…, an e-mail in lower case) and
 * purpose; no row = never asked (not given). The Zalo opt-outs and the newsletter sign-ups of earlier releases
 * were moved here.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: serial("id").primaryKey(),
    contact: text("contact").notNull(),
    purpose: text("purpose").notNull(),
    given: boolean("given").notNull(),
    /** The privacy notice's version the person was shown; null for rows moved from before the notice. */
    noticeVersion: text("notice_version"),
    channel: text("channel").notNull(),
    /** How, in words: the form and box, the link, the staff member's note. */
    how: text("how").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("consent_records_contact_purpose_idx").on(table.contact, table.purpose, table.id),
    check("consent_records_purpose", oneOf(table.purpose, CONSENT_PURPOSES)),
    check("consent_records_channel", oneOf(table.channel, CONSENT_CHANNELS)),
  ],
);

/* ─── After the sale (server/services/after-sale/): machines, warranty activations, service requests ───────── */

/**
 * One machine by its serial number: imported from the factory's list, shipped with an order of this shop, or
 * activated by its owner after buying it from a dealer. The warranty runs from `warranty_start` through
 * `warranty_until` (inclusive); null = not activated yet.
 */
export const machines = pgTable(
  "machines",
  {
    id: serial("id").primaryKey(),
    serial: text("serial").notNull().unique(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    source: text("source", { enum: MACHINE_SOURCES }).notNull().default("unknown"),
    /** The order it shipped with (one order per serial). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    productionDate: date("production_date", { mode: "string" }),
    ownerName: text("owner_name"),
    ownerPhone: text("owner_phone"),
    ownerEmail: text("owner_email"),
    shopName: text("shop_name"),
    street: text("street"),
    provinceCode: text("province_code"),
    provinceName: text("province_name"),
    wardCode: text("ward_code"),
    wardName: text("ward_name"),
    deliveredOn: date("delivered_on", { mode: "string" }),
    installedOn: date("installed_on", { mode: "string" }),
    warrantyStart: date("warranty_start", { mode: "string" }),
    warrantyUntil: date("warranty_until", { mode: "string" }),
    /** The day the last service request on it was resolved: maintenance reminders count from it. */
    lastServiceOn: date("last_service_on", { mode: "string" }),
    /** The owner's one-click opt-out of maintenance reminders. */
    remindersOff: boolean("reminders_off").notNull().default(false),
    /**
     * The dealer holding or having sold it (issue 43): set when a dealer order ships with this serial; while
     * `dealer_sold_on` is null the machine is the dealer's stock, and its warranty waits for the dealer's sale.
     */
    dealerPlaceId: integer("dealer_place_id").references((): AnyPgColumn => places.id, { onDelete: "restrict" }),
    /** The day the dealer sold it to its owner (the warranty starts that day); the account that registered it. */
    dealerSoldOn: date("dealer_sold_on", { mode: "string" }),
    dealerSoldBy: integer("dealer_sold_by").references((): AnyPgColumn => dealerAccounts.id, { onDelete: "set null" }),
    /** The photo of the dealer's sales invoice, when it sent one. */
    dealerInvoiceUrl: text("dealer_invoice_url"),
    /** The unguessable token of the reminders' opt-out link. */
    reminderToken: text("reminder_token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("machines_order_id_idx").on(table.orderId),
    index("machines_product_id_idx").on(table.productId),
    index("machines_dealer_place_idx").on(table.dealerPlaceId),
    check("machines_serial_format", sql`${table.serial} ~ '^[A-Z0-9-]{6,32}$'`),
    check("machines_source_known", oneOf(table.source, MACHINE_SOURCES)),
  ],
);

/** An owner's request to start the warranty of a dealer-sold machine; staff approve or reject it. */
export const warrantyActivations = pgTable(
  "warranty_activations",
  {
    id: serial("id").primaryKey(),
    machineId: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "cascade" }),
    status: text("status", { enum: ACTIVATION_STATUSES }).notNull().default("pending"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    shopName: text("shop_name"),
    street: text("street").notNull(),
    provinceCode: text("province_code").notNull(),
    provinceName: text("province_name").notNull(),
    wardCode: text("ward_code").notNull(),
    wardName: text("ward_name").notNull(),
    dealer: text("dealer"),
    purchaseDate: date("purchase_date", { mode: "string" }),
    receiptUrl: text("receipt_url"),
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One activation waiting or approved per machine: a second owner cannot claim an activated machine.
    uniqueIndex("warranty_activations_live_uq").on(table.machineId).where(sql`${table.status} IN ('pending', 'approved')`),
    index("warranty_activations_status_idx").on(table.status, table.createdAt),
    check("warranty_activations_status_known", oneOf(table.status, ACTIVATION_STATUSES)),
  ],
);

/** A service request: what is wrong with a machine and how the shop handles it; the owner follows it by its token. */
export const serviceRequests = pgTable(
  "service_requests",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the private link's token: the link itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    machineId: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    email: text("email"),
    problem: text("problem", { enum: SERVICE_PROBLEMS }).notNull(),
    description: text("description").notNull().default(""),
    photos: jsonb("photos").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    mode: text("mode", { enum: SERVICE_MODES }).notNull(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    slot: text("slot", { enum: SERVICE_SLOTS }).notNull(),
    status: text("status", { enum: SERVICE_STATUSES }).notNull().default("new"),
    /** Under warranty on the day it was opened. */
    underWarranty: boolean("under_warranty").notNull().default(false),
    eligibleForReplacement: boolean("eligible_for_replacement").notNull().default(false),
    /** The machine's province when it was opened (the desk filters by it). */
    provinceCode: text("province_code"),
    provinceName: text("province_name"),
    technicianId: integer("technician_id").references(() => users.id, { onDelete: "set null" }),
    visitDate: date("visit_date", { mode: "string" }),
    visitSlot: text("visit_slot", { enum: SERVICE_SLOTS }),
    coverage: text("coverage", { enum: SERVICE_COVERAGES }).notNull().default("undecided"),
    quotedAmount: money("quoted_amount", { precision: 14 }),
    loanerLentOn: date("loaner_lent_on", { mode: "string" }),
    loanerReturnedOn: date("loaner_returned_on", { mode: "string" }),
    internalNote: text("internal_note").notNull().default(""),
    ownerNote: text("owner_note").notNull().default(""),
    awaitingOwner: boolean("awaiting_owner").notNull().default(false),
    /** What the owner sees happen, oldest first (status moves and the notes meant for them). */
    steps: jsonb("steps").$type<Array<{ at: string; status: string; note: string | null }>>().notNull().default(sql`'[]'::jsonb`),
    /** The first change staff made: a request without one after 24 hours is overdue. */
    firstActionAt: timestamp("first_action_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("service_requests_status_idx").on(table.status, table.createdAt),
    index("service_requests_machine_idx").on(table.machineId),
    check("service_requests_status_known", oneOf(table.status, SERVICE_STATUSES)),
    check("service_requests_problem_known", oneOf(table.problem, SERVICE_PROBLEMS)),
    check("service_requests_mode_known", oneOf(table.mode, SERVICE_MODES)),
    check("service_requests_slot_known", oneOf(table.slot, SERVICE_SLOTS)),
    check("service_requests_coverage_known", oneOf(table.coverage, SERVICE_COVERAGES)),
  ],
);

/**
 * One row per maintenance reminder queued: (machine, due day) is the key, so a period is reminded once, whichever
 * app process runs the daily job first (the other's insert finds the row and queues nothing).
 */
export const maintenanceReminders = pgTable(
  "maintenance_reminders",
  {
    machineId: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "cascade" }),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.machineId, table.dueOn] })],
);

/**
 * Shipments (issue 42, decision 0052): part or all of an order's lines leaving with one carrier to one of its
 * ship-to addresses. The carrier's tracking number is unique per carrier (its callbacks find the shipment by it).
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier", { enum: CARRIERS }).notNull(),
    status: text("status", { enum: SHIPMENT_STATUSES }).notNull().default("ready"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    /** Which of the order's ship-to addresses, and that address as it was when the shipment was made. */
    addressIndex: integer("address_index").notNull().default(0),
    address: jsonb("address").$type<ShippingAddress>().notNull(),
    /** What the carrier charges the shop, and the cash it collects from the buyer (whole dong). */
    carrierFee: money("carrier_fee", { precision: 14 }).notNull().default(0),
    codAmount: money("cod_amount", { precision: 14 }).notNull().default(0),
    /** The carrier's own last status word and its time: a callback older than this one changes nothing. */
    carrierStatus: text("carrier_status"),
    carrierStatusAt: timestamp("carrier_status_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** When the installation at the branch is booked (staff set it; the buyer is told once per date). */
    installationAt: timestamp("installation_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("shipments_order_id_idx").on(table.orderId),
    uniqueIndex("shipments_carrier_tracking_uq").on(table.carrier, table.trackingNumber),
    check("shipments_carrier_check", oneOf(table.carrier, CARRIERS)),
    check("shipments_status_check", oneOf(table.status, SHIPMENT_STATUSES)),
  ],
);

/** What a shipment carries: a product, how many, and the serials of those machines. */
export const shipmentLines = pgTable(
  "shipment_lines",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    serials: text("serials").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index("shipment_lines_shipment_id_idx").on(table.shipmentId), check("shipment_lines_quantity_min", sql`${table.quantity} >= 1`)],
);

/** Every status a shipment took, who or what moved it (staff, or the carrier's callback with its own word). */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    status: text("status", { enum: SHIPMENT_STATUSES }).notNull(),
    source: text("source").notNull(),
    carrierStatus: text("carrier_status"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("shipment_events_shipment_id_idx").on(table.shipmentId), check("shipment_events_status_check", oneOf(table.status, SHIPMENT_STATUSES))],
);

/*
 * GHN's account (decision 0052): one row. The token is encrypted with the secret box like the Zalo secrets and never
 * leaves the server.
 */
/**
 * The owner's wording of the buyer's money and shipping mails (issue 42 point 5, common/mail-templates.ts): one row
 * per mail saved on /admin/settings/mail-templates; a mail without a row uses its built-in text.
 */
export const mailTemplates = pgTable("mail_templates", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export const ghnSettings = pgTable(
  "ghn_settings",
  {
    id: integer("id").primaryKey().default(1),
    token: text("token"),
    shopId: integer("shop_id"),
    /** `sandbox` (GHN's dev gateway) or `live`. */
    environment: text("environment").notNull().default("sandbox"),
    /** Where GHN picks the machines up: the shop's district id and ward code in GHN's own address list. */
    fromDistrictId: integer("from_district_id"),
    fromWardCode: text("from_ward_code"),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("ghn_settings_single_row", sql`${table.id} = 1`), check("ghn_settings_environment_check", sql`${table.environment} IN ('sandbox', 'live')`)],
);

/* ─── Requests from the people the data is about, and retention (issue 45, decision 0058) ─────────────────── */

/**
 * One request (access, export, correction, erasure, withdrawal, objection). The requester proves the contact with a
 * one-time code (only its SHA-256 kept, a few tries); the verified request gets a token for the export (SHA-256
 * kept, valid a day) and goes on the staff desk with its legal deadline. Once decided, the contact is masked.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    /** `phone` or `email`; `contact` normalised (0xxxxxxxxx or lower case). */
    contactType: text("contact_type").notNull(),
    contact: text("contact").notNull(),
    /** What the requester wrote (what to correct, what they object to). */
    details: text("details").notNull().default(""),
    status: text("status", { enum: PRIVACY_REQUEST_STATUSES }).notNull().default("awaiting-code"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    tokenHash: text("token_hash").unique(),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedByName: text("decided_by_name"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("privacy_requests_status_idx").on(table.status, table.dueAt),
    index("privacy_requests_contact_idx").on(table.contact),
    check("privacy_requests_kind_check", oneOf(table.kind, PRIVACY_REQUEST_KINDS)),
    check("privacy_requests_status_check", oneOf(table.status, PRIVACY_REQUEST_STATUSES)),
    check("privacy_requests_contact_type_check", sql`${table.contactType} IN ('phone', 'email')`),
  ],
);

/** The owner's deadline and retention periods (one row; none = DEFAULT_PRIVACY_SETTINGS). */
export const privacySettings = pgTable(
  "privacy_settings",
  {
    id: integer("id").primaryKey().default(1),
    settings: jsonb("settings").$type<PrivacySettings>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("privacy_settings_single_row", sql`${table.id} = 1`)],
);
