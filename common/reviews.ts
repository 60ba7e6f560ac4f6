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
  text: string;
  createdAt: string;
}

export interface AdminReview extends PublicReview {
  productId: number;
  productName: string;
  status: ReviewStatus;
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

/** `POST /api/admin/reviews` and `PUT /api/admin/reviews/{id}`: the shop writes or corrects a review. */
export const AdminReviewInputSchema = z.object({
  productId: z.number({ error: "Vui lòng chọn sản phẩm" }).int("Vui lòng chọn sản phẩm").positive("Vui lòng chọn sản phẩm"),
  author,
  rating: stars,
  text: body,
  status: z.enum(REVIEW_STATUSES, { error: "Trạng thái không hợp lệ" }).default("approved"),
});
