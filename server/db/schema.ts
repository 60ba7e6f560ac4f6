import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
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
import { REVIEW_STATUSES } from "#common/reviews";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "#common/payment";
import type { OrderLine, ShippingAddress } from "#common/schemas/checkout";
import type { StoreSettings } from "#common/schemas/store-settings";

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
    /** The page's own sections below the tabs, in order (common/schemas/product-content.ts validates them). */
    contentBlocks: jsonb("content_blocks").$type<ContentBlock[]>().notNull().default(sql`'[]'::jsonb`),
    /** The "Thông số kỹ thuật" table; empty = the shop's default table (DEFAULT_SPEC_ROWS). */
    specRows: jsonb("spec_rows").$type<SpecRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** Set instead of deleting a product some order names: hidden from the shop, kept for the orders. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
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

/** Ten one-time recovery codes per staff member with two-step sign-in; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("recovery_codes_user_id_idx").on(table.userId)],
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
  },
  (table) => [index("sessions_expires_at_idx").on(table.expiresAt), index("sessions_user_id_idx").on(table.userId)],
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
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("cod"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    idempotencyKey: text("idempotency_key").unique(),
    /** Hash of the request the key was first sent with: the same key with another request is refused. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("orders_created_at_idx").on(table.createdAt),
    index("orders_session_id_idx").on(table.sessionId),
    index("orders_province_code_idx").on(table.provinceCode),
    check("orders_status_check", oneOf(table.status, ORDER_STATUSES)),
    check("orders_payment_method_check", oneOf(table.paymentMethod, PAYMENT_METHODS)),
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

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  source: text("source"),
  createdAt: createdAt(),
});

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
  ],
);

/*
 * First-party page-view analytics (server/services/analytics.ts): counters per day (Vietnam time) and path,
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
 * where the visitor came from and how far into the sales funnel they got that day (server/services/sales-funnel.ts).
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

/* ─── Incoming bank transfers (server/services/bank-transfers.ts) ──────────────────────────────────────────── */

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
    /** `sepay` or `statement`. */
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
    /** `note` (found in the transfer note) or `staff` (assigned by hand). */
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
 * Sales funnel (server/services/sales-funnel.ts). Orders and revenue are read from `orders` itself and leads
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
 * photos and backups carry them (docs/decisions/0035-photos-in-the-database.md). A row is never changed: its
 * name (the URL under /uploads/) starts with the SHA-256 of the uploaded bytes, so the same photo uploaded twice is
 * one row. A variant names the upload it was made from.
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
  },
  (table) => [
    index("stored_files_original_idx").on(table.originalName),
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
