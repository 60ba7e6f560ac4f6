import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { AdminReviewInputSchema, isReviewStatus, ReviewSubmissionSchema, type AdminReview, type PublicReview } from "#common/reviews";
import { honeypotFilled } from "#common/schemas/leads";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { NotFoundError, ValidationError } from "../foundation/errors";
import { LEAD_RATE_LIMIT, LEAD_RATE_LIMIT_MESSAGE, LEAD_RATE_WINDOW_MS } from "../leads/leads";
import type { RateLimiter } from "../foundation/rate-limiter";

const REVIEW_NOT_FOUND = "Không tìm thấy đánh giá";

interface ReviewsOptions {
  /** Reviews a client may send per window: the same numbers as the lead forms. */
  rateLimit?: number;
  rateLimitWindowMs?: number;
  /** Told after a change to what the product pages show (an approved review added, edited, hidden or deleted). */
  approvedReviewsChanged?: () => void;
  /** Registers the drop of the in-memory approved reviews, called on every reviews change (also another process's). */
  onReviewsChanged?: (drop: () => void) => void;
}

/**
 * Product reviews as rows: the page shows the approved ones; visitors' reviews wait for the shop's approval; the
 * shop adds, corrects, hides and deletes them.
 */
export function createReviewService(db: Db, rateLimiter: RateLimiter, options: ReviewsOptions = {}) {
  const limit = options.rateLimit ?? LEAD_RATE_LIMIT;
  const windowMs = options.rateLimitWindowMs ?? LEAD_RATE_WINDOW_MS;
  const announce = () => options.approvedReviewsChanged?.();
  // Every product page shows them: kept per product until a reviews change is announced.
  const approvedByProduct = new Map<number, Promise<PublicReview[]>>();
  options.onReviewsChanged?.(() => approvedByProduct.clear());

  const adminColumns = {
    id: reviews.id,
    productId: reviews.productId,
    productName: products.name,
    author: reviews.author,
    rating: reviews.rating,
    text: reviews.text,
    status: reviews.status,
    createdAt: reviews.createdAt,
  };
  const toAdmin = (row: { createdAt: Date } & Omit<AdminReview, "createdAt">): AdminReview => ({ ...row, createdAt: row.createdAt.toISOString() });

  async function getAdmin(id: number): Promise<AdminReview> {
    const [row] = await db.select(adminColumns).from(reviews).innerJoin(products, eq(reviews.productId, products.id)).where(eq(reviews.id, id));
    if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
    return toAdmin(row);
  }

  async function checkProduct(productId: number, field: "productId" | null): Promise<void> {
    const [found] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)));
    if (found) return;
    if (field) throw new ValidationError("Dữ liệu không hợp lệ", { [field]: ["Sản phẩm không tồn tại"] });
    throw new NotFoundError("Không tìm thấy sản phẩm");
  }

  async function readApproved(productId: number): Promise<PublicReview[]> {
    const rows = await db
      .select({ id: reviews.id, author: reviews.author, rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  return {
    /** What a product page shows: approved reviews, oldest first. */
    async listApproved(productId: number): Promise<PublicReview[]> {
      let cached = approvedByProduct.get(productId);
      if (!cached) {
        cached = readApproved(productId);
        approvedByProduct.set(productId, cached);
        cached.catch(() => approvedByProduct.delete(productId));
      }
      return [...(await cached)];
    },

    /**
     * A visitor's review, kept `pending` until the shop approves it. A filled honeypot is answered as if stored;
     * only a review that would be stored counts against the client's limit.
     */
    async submit(productId: number, body: unknown, clientKey: string): Promise<{ id: number | null; status: "pending" }> {
      if (honeypotFilled(body)) return { id: null, status: "pending" };
      const input = ReviewSubmissionSchema.parse(body);
      await checkProduct(productId, null);
      await rateLimiter.enforce(`review:${clientKey}`, limit, windowMs, LEAD_RATE_LIMIT_MESSAGE);
      const [row] = await db.insert(reviews).values({ productId, ...input, status: "pending" }).returning({ id: reviews.id });
      return { id: row!.id, status: "pending" };
    },

    /** Newest first; `status` narrows the list (pending ones are what needs the shop). */
    /** Newest first; `status` and `productId` (the product editor's own list) narrow it. */
    async listForAdmin(status?: unknown, productId?: number): Promise<AdminReview[]> {
      if (status !== undefined && status !== "" && !isReviewStatus(status)) {
        throw new ValidationError("Trạng thái không hợp lệ", { status: ["Trạng thái không hợp lệ"] });
      }
      const rows = await db
        .select(adminColumns)
        .from(reviews)
        .innerJoin(products, eq(reviews.productId, products.id))
        .where(and(isReviewStatus(status) ? eq(reviews.status, status) : undefined, productId === undefined ? undefined : eq(reviews.productId, productId)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return rows.map(toAdmin);
    },

    async create(body: unknown): Promise<AdminReview> {
      const input = AdminReviewInputSchema.parse(body);
      await checkProduct(input.productId, "productId");
      const [row] = await db.insert(reviews).values(input).returning({ id: reviews.id });
      announce();
      return getAdmin(row!.id);
    },

    /** A full edit; approving and hiding are edits of `status`. */
    async update(id: number, body: unknown): Promise<AdminReview> {
      const input = AdminReviewInputSchema.parse(body);
      await checkProduct(input.productId, "productId");
      const updated = await db.update(reviews).set({ ...input, updatedAt: new Date() }).where(eq(reviews.id, id)).returning({ id: reviews.id });
      if (updated.length === 0) throw new NotFoundError(REVIEW_NOT_FOUND);
      announce();
      return getAdmin(id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
      if (deleted.length === 0) throw new NotFoundError(REVIEW_NOT_FOUND);
      announce();
    },
  };
}
