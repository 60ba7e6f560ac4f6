import { z } from "./zod";
import { text } from "./validation";

/** A review waits for the shop (`pending`), is shown (`approved`) or kept out of sight (`hidden`). */
export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: "Chờ duyệt", approved: "Đang hiển thị", hidden: "Đã ẩn" };

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === "string" && (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** A review as the product page shows it. */
export interface PublicReview {
  id: number;
  author: string;
  rating: number;
  /** Empty for a star-only rating imported from a marketplace: it counts in the score, the page lists words only. */
  text: string;
  /** null = written on this shop's page; else the marketplace it was imported from ("Shopee"). */
  source: string | null;
  /** The brand's public answer, shown under the review. */
  reply: string | null;
  createdAt: string;
}

export interface AdminReview extends PublicReview {
  productId: number;
  productName: string;
  status: ReviewStatus;
}

/** How many reviews with words a product page lists (newest first); every approved review counts in the score. */
export const PAGE_REVIEW_LIMIT = 10;

/** The score and count a product shows: both from its approved reviews only. */
export function ratingSummary(ratings: readonly number[]): { rating: number; reviewCount: number } {
  if (ratings.length === 0) return { rating: 0, reviewCount: 0 };
  const sum = ratings.reduce((total, value) => total + value, 0);
  return { rating: Math.round((sum / ratings.length) * 10) / 10, reviewCount: ratings.length };
}

const author = text({ error: "Vui lòng nhập tên của bạn" }).trim().min(2, "Vui lòng nhập tên của bạn").max(80, "Tên tối đa 80 ký tự");
const stars = z
  .number({ error: "Vui lòng chọn số sao" })
  .int("Vui lòng chọn từ 1 đến 5 sao")
  .min(1, "Vui lòng chọn từ 1 đến 5 sao")
  .max(5, "Vui lòng chọn từ 1 đến 5 sao");
const body = text({ error: "Vui lòng viết cảm nhận của bạn" })
  .trim()
  .min(10, "Cảm nhận cần ít nhất 10 ký tự")
  .max(2000, "Cảm nhận tối đa 2.000 ký tự");

/** `POST /api/products/{id}/reviews`: what a visitor writes (the lead forms' honeypot field comes along). */
export const ReviewSubmissionSchema = z.object({
  author,
  rating: stars,
  text: body,
});

const source = text({ error: "Nguồn phải là chữ" })
  .trim()
  .max(40, "Nguồn tối đa 40 ký tự")
  .nullish()
  .transform((value) => value || null);
const reviewDate = text({ error: "Ngày đánh giá không hợp lệ" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Ngày đánh giá không hợp lệ")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && Date.parse(`${value}T00:00:00Z`) <= Date.now(), "Ngày đánh giá không hợp lệ")
  .nullish()
  .transform((value) => value || null);

/**
 * `POST /api/admin/reviews`: the shop adds a review a customer wrote elsewhere — with its source (the marketplace)
 * and its date there. A marketplace rating may be stars only (empty text); one without a source needs words.
 */
export const AdminReviewInputSchema = z
  .object({
    productId: z.number({ error: "Vui lòng chọn sản phẩm" }).int("Vui lòng chọn sản phẩm").positive("Vui lòng chọn sản phẩm"),
    author,
    rating: stars,
    text: text({ error: "Vui lòng viết cảm nhận của bạn" }).trim().max(2000, "Cảm nhận tối đa 2.000 ký tự").default(""),
    status: z.enum(REVIEW_STATUSES, { error: "Trạng thái không hợp lệ" }).default("approved"),
    source,
    reviewedOn: reviewDate,
  })
  .superRefine((input, context) => {
    if (input.text.length > 0 ? input.text.length < 10 : input.source === null) {
      context.addIssue({ code: "custom", path: ["text"], message: input.text.length > 0 ? "Cảm nhận cần ít nhất 10 ký tự" : "Vui lòng viết cảm nhận của khách" });
    }
  });

const reply = text({ error: "Trả lời phải là chữ" })
  .trim()
  .max(2000, "Trả lời tối đa 2.000 ký tự")
  .nullish()
  .transform((value) => value || null);

/**
 * `PUT /api/admin/reviews/{id}`: the shop moderates (`status`) and answers (`reply`). The customer's words are the
 * customer's: `author`, `rating`, `text` and `productId` may come along (clients send the whole review) but only
 * unchanged — the service refuses a change with 400.
 */
export const AdminReviewUpdateSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "Trạng thái không hợp lệ" }).optional(),
  reply: reply.optional(),
  productId: z.unknown().optional(),
  author: z.unknown().optional(),
  rating: z.unknown().optional(),
  text: z.unknown().optional(),
});
