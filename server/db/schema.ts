import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

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
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    discountPrice: numeric("discount_price", { precision: 10, scale: 2 }),
    image: text("image").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    rating: numeric("rating", { precision: 3, scale: 1 }).notNull().default("4.0"),
    reviewCount: integer("review_count").notNull().default(0),
    tag: text("tag"),
    inStock: boolean("in_stock").notNull().default(true),
    featured: boolean("featured").notNull().default(false),
    newArrival: boolean("new_arrival").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("products_category_id_idx").on(table.categoryId),
    check("products_price_positive", sql`${table.price} >= 0`),
    check("products_discount_below_price", sql`${table.discountPrice} IS NULL OR ${table.discountPrice} <= ${table.price}`),
  ],
);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  /** A password hash (scrypt, self-describing string) — never the password itself. */
  password: text("password").notNull(),
  createdAt: createdAt(),
});

/** Server-side sessions for visitors (cart) and administrators; shared by every app process. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
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
    status: text("status").notNull().default("pending"),
    subtotal: numeric("subtotal", { precision: 14, scale: 2 }).notNull(),
    tax: numeric("tax", { precision: 14, scale: 2 }).notNull(),
    total: numeric("total", { precision: 14, scale: 2 }).notNull(),
    address: jsonb("address").notNull(),
    items: jsonb("items").notNull(),
    paymentMethod: text("payment_method").notNull().default("cod"),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    idempotencyKey: text("idempotency_key").unique(),
    /** Hash of the request the key was first sent with: the same key with another request is refused. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("orders_created_at_idx").on(table.createdAt),
    index("orders_session_id_idx").on(table.sessionId),
  ],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    businessStatus: text("business_status"),
    address: text("address"),
    needType: text("need_type").notNull(),
    product: text("product").notNull(),
    message: text("message"),
    /** Which form it came from: `contact` (dialogs), `trial` (trial registration), `onsite-trial` (LS-200 form). */
    source: text("source").notNull().default("contact"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    status: text("status").notNull().default("new"),
  },
  (table) => [index("contact_requests_created_at_idx").on(table.createdAt), index("contact_requests_status_idx").on(table.status)],
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
    index("blog_posts_slug_idx").on(table.slug),
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
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("notifications_due_idx").on(table.status, table.nextAttemptAt),
    index("notifications_subject_ref_idx").on(table.subjectRef),
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

/** One row per (day, anonymous visitor hash): the unique-visitor estimate is the row count. */
export const dailyVisitors = pgTable(
  "daily_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (table) => [uniqueIndex("daily_visitors_day_hash_uq").on(table.day, table.visitorHash)],
);

/** Today's random salt for visitor hashes; older salts are deleted so yesterday's hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
