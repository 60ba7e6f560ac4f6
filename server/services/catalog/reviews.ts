import { and, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { normalizeContact } from "#common/privacy-requests";
import {
  AdminReviewInputSchema,
  AdminReviewUpdateSchema,
  isReviewStatus,
  PAGE_REVIEW_LIMIT,
  REVIEW_STATUS_LABELS,
  ReviewSubmissionSchema,
  type AdminReview,
  type PublicReview,
} from "#common/reviews";
import { honeypotFilled } from "#common/schemas/leads";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { NotFoundError, ValidationError } from "../foundation/errors";
import { LEAD_RATE_LIMIT, LEAD_RATE_LIMIT_MESSAGE, LEAD_RATE_WINDOW_MS } from "../leads/leads";
import type { RateLimiter } from "../foundation/rate-limiter";
import { writeAudit, type Actor } from "../staff-and-access/audit";

const REVIEW_NOT_FOUND = "Không tìm thấy đánh giá";

/** Reviews per page of the admin list (the marketplace imports alone are hundreds). */
export const ADMIN_REVIEWS_PAGE_SIZE = 50;

interface ReviewsOptions {
  /** Reviews a client may send per window: the same numbers as the lead forms. */
  rateLimit?: number;
  rateLimitWindowMs?: number;
  /** Told after a change to what the product pages show (an approved review added, edited, hidden or deleted). */
  approvedReviewsChanged?: () => void;
  /** Registers the drop of the in-memory approved reviews, called on every reviews change (also another process's). */
  onReviewsChanged?: (drop: () => void) => void;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A product's score and count, computed again from its approved reviews inside the transaction that changed them:
 * the shop cannot type a rating, and the figures never drift from the rows (stored on the product because every
 * list, card and the JSON-LD read them from the in-memory catalogue).
 */
export async function recomputeProductRating(tx: Tx | Db, productId: number): Promise<void> {
  await tx.execute(sql`
    update "products" set
      "review_count" = coalesce(s.n, 0),
      "rating" = coalesce(s.score, 0)
    from (select count(*)::int as n, round(avg("rating")::numeric, 1) as score
          from "reviews" where "product_id" = ${productId} and "status" = 'approved') s
    where "products"."id" = ${productId}`);
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/**
 * Product reviews as rows: the page shows the approved ones; visitors' reviews wait for the shop's approval; the
 * shop adds reviews customers wrote elsewhere (with their source and date), approves, hides, answers and deletes
 * them — it never rewrites a customer's words or stars.
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
    source: reviews.source,
    reply: reviews.reply,
    status: reviews.status,
    createdAt: reviews.createdAt,
  };
  const toAdmin = (row: { createdAt: Date } & Omit<AdminReview, "createdAt">): AdminReview => ({ ...row, createdAt: row.createdAt.toISOString() });

  /** The admin list's filter: a status (anything else is refused) and a product. */
  function adminFilter(status: unknown, productId?: number) {
    if (status !== undefined && status !== null && status !== "" && !isReviewStatus(status)) {
      throw new ValidationError("Trạng thái không hợp lệ", { status: ["Trạng thái không hợp lệ"] });
    }
    return and(isReviewStatus(status) ? eq(reviews.status, status) : undefined, productId === undefined ? undefined : eq(reviews.productId, productId));
  }
  const adminQuery = (where: ReturnType<typeof adminFilter>) =>
    db.select(adminColumns).from(reviews).innerJoin(products, eq(reviews.productId, products.id)).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).$dynamic();

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
    // The newest reviews with words; star-only marketplace ratings count in the score but have nothing to read.
    const rows = await db
      .select({ id: reviews.id, author: reviews.author, rating: reviews.rating, text: reviews.text, source: reviews.source, reply: reviews.reply, createdAt: reviews.createdAt })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved"), ne(reviews.text, "")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PAGE_REVIEW_LIMIT);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  const auditView = (review: Pick<AdminReview, "status" | "reply">) => ({ status: review.status, reply: review.reply });

  return {
    /** What a product page lists: the newest approved reviews with words (PAGE_REVIEW_LIMIT). */
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
      // The reviewer's phone or e-mail, when given: kept normalised so a data request finds the review (issue 45).
      const contact = normalizeContact(typeof (body as { contact?: unknown }).contact === "string" ? (body as { contact: string }).contact : null)?.value ?? null;
      const [row] = await db.insert(reviews).values({ productId, ...input, contact, status: "pending" }).returning({ id: reviews.id });
      return { id: row!.id, status: "pending" };
    },

    /** Newest first; `status` and `productId` (the product editor's own list) narrow it. */
    async listForAdmin(status?: unknown, productId?: number): Promise<AdminReview[]> {
      const rows = await adminQuery(adminFilter(status, productId));
      return rows.map(toAdmin);
    },

    /** One page of the admin list, newest first, with the count of all that match. */
    async pageForAdmin({ status, page = 1 }: { status?: unknown; page?: number }): Promise<{ reviews: AdminReview[]; total: number; page: number; pageSize: number }> {
      const where = adminFilter(status);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reviews).where(where);
      const rows = await adminQuery(where)
        .limit(ADMIN_REVIEWS_PAGE_SIZE)
        .offset((page - 1) * ADMIN_REVIEWS_PAGE_SIZE);
      return { reviews: rows.map(toAdmin), total, page, pageSize: ADMIN_REVIEWS_PAGE_SIZE };
    },

    /** A review the shop copies from elsewhere (a marketplace listing): its source and date come along. */
    async create(body: unknown, actor: Actor): Promise<AdminReview> {
      const { reviewedOn, ...input } = AdminReviewInputSchema.parse(body);
      await checkProduct(input.productId, "productId");
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ ...input, ...(reviewedOn ? { createdAt: new Date(`${reviewedOn}T00:00:00+07:00`) } : {}) })
          .returning({ id: reviews.id });
        await recomputeProductRating(tx, input.productId);
        await writeAudit(tx, actor, {
          action: "review.create",
          entityType: "review",
          entityId: row!.id,
          summary: `Thêm đánh giá ${input.rating} sao của “${input.author}”${input.source ? ` (từ ${input.source})` : ""}`,
          after: { productId: input.productId, author: input.author, rating: input.rating, status: input.status, source: input.source },
        });
        return row!.id;
      });
      announce();
      return getAdmin(id);
    },

    /**
     * Moderation and the brand's answer: `status` approves or hides, `reply` answers publicly (empty removes it).
     * The customer's author, stars and words stay as written: a changed one is refused with 400.
     */
    async update(id: number, body: unknown, actor: Actor): Promise<AdminReview> {
      const input = AdminReviewUpdateSchema.parse(body);
      const before = await getAdmin(id);
      const rewritten = (["productId", "author", "rating", "text"] as const).filter((field) => {
        const sent = input[field];
        if (sent === undefined) return false;
        return typeof sent === "string" ? sent.trim() !== String(before[field]).trim() : sent !== before[field];
      });
      if (rewritten.length > 0) {
        throw new ValidationError(
          "Không thể sửa lời của khách: cửa hàng chỉ duyệt, ẩn, xóa hoặc trả lời đánh giá",
          Object.fromEntries(rewritten.map((field) => [field, ["Lời của khách được giữ nguyên như khách viết"]])),
        );
      }
      const status = input.status ?? before.status;
      const reply = input.reply === undefined ? before.reply : input.reply;
      if (status === before.status && reply === before.reply) return before;
      await db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set({ status, reply, ...(reply !== before.reply ? { repliedAt: reply ? new Date() : null } : {}), updatedAt: new Date() })
          .where(eq(reviews.id, id));
        if (status !== before.status) await recomputeProductRating(tx, before.productId);
        const parts = [
          status !== before.status ? `${REVIEW_STATUS_LABELS[before.status]} → ${REVIEW_STATUS_LABELS[status]}` : null,
          reply !== before.reply ? (reply ? (before.reply ? "sửa câu trả lời" : "trả lời") : "bỏ câu trả lời") : null,
        ].filter(Boolean);
        await writeAudit(tx, actor, {
          action: status !== before.status ? (status === "approved" ? "review.approve" : status === "hidden" ? "review.hide" : "review.update") : "review.reply",
          entityType: "review",
          entityId: id,
          summary: `Đánh giá của “${before.author}” về “${before.productName}”: ${parts.join(", ")}`,
          before: auditView(before),
          after: auditView({ status, reply }),
        });
      });
      announce();
      return getAdmin(id);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      const before = await getAdmin(id);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
        if (deleted.length === 0) throw new NotFoundError(REVIEW_NOT_FOUND);
        await recomputeProductRating(tx, before.productId);
        await writeAudit(tx, actor, {
          action: "review.delete",
          entityType: "review",
          entityId: id,
          summary: `Xóa đánh giá ${before.rating} sao của “${before.author}” về “${before.productName}”`,
          before: { productId: before.productId, author: before.author, rating: before.rating, text: excerpt(before.text), status: before.status },
        });
      });
      announce();
    },
  };
}
