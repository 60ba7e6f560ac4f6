import { useState, type FormEvent } from "react";
import { AdminReviewInputSchema, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type AdminReview, type ReviewStatus } from "#common/reviews";
import { fieldErrorsOf } from "#common/validation";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { RowActionButton } from "~/components/admin/ui/admin-table";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";

interface ReviewDraft {
  author: string;
  rating: string;
  text: string;
  status: ReviewStatus;
  source: string;
  reviewedOn: string;
}

const NEW_REVIEW: ReviewDraft = { author: "", rating: "5", text: "", status: "approved", source: "", reviewedOn: "" };
const DATE = new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" });

/**
 * The product editor's reviews: every review of this product whatever its state, and a form to add one a customer
 * wrote elsewhere (the brand's marketplace listing, with its source and date). The customer's words and stars are
 * never edited: the shop approves, hides, answers publicly or deletes. Visitors' reviews arrive as "Chờ duyệt".
 * Written through the reviews page's action (/admin/reviews), like the reviews list.
 */
export function ProductReviews({ productId, reviews }: { productId: number; reviews: AdminReview[] }) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const { run: send, busy } = useAdminAction({ action: "/admin/reviews" });
  const run = async (intent: string, payload: Record<string, unknown>, success: string) =>
    (await send(intent, payload, { success, failure: "Không cập nhật được đánh giá" })) !== null;
  // Star-only ratings imported from a marketplace count in the score; listing hundreds of them says nothing.
  const worded = reviews.filter((review) => review.text !== "");
  const starOnly = reviews.length - worded.length;

  return (
    <section aria-labelledby="product-reviews-heading" className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="product-reviews-heading" className="text-lg font-semibold text-gray-900">
          Đánh giá của khách ({reviews.length})
        </h2>
        {editing !== "new" && (
          <button type="button" onClick={() => setEditing("new")} className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
            Thêm đánh giá
          </button>
        )}
      </div>
      {editing === "new" && (
        <ReviewForm
          idPrefix="review-new"
          initial={NEW_REVIEW}
          busy={busy}
          submitLabel="Thêm đánh giá"
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            if (await run("create", { ...input, productId }, "Đã thêm đánh giá")) setEditing(null);
          }}
        />
      )}
      {reviews.length === 0 && editing !== "new" && <p className="text-sm text-gray-600">Sản phẩm chưa có đánh giá nào.</p>}
      {starOnly > 0 && <p className="text-sm text-gray-600">Cùng {starOnly} đánh giá chỉ chấm sao, nhập từ sàn (xem ở trang Đánh giá sản phẩm).</p>}
      <ul className="divide-y divide-gray-100">
        {worded.map((review) => (
          <li key={review.id} className="py-3">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm">
                  <strong className="text-gray-900">{review.author}</strong>{" "}
                  <span aria-label={`${review.rating} trên 5 sao`} className="text-amber-500">
                    {"★".repeat(review.rating)}
                    <span className="text-gray-300">{"★".repeat(5 - review.rating)}</span>
                  </span>{" "}
                  <span className="text-gray-500">
                    · {DATE.format(new Date(review.createdAt))}
                    {review.source ? ` · từ ${review.source}` : ""} · {REVIEW_STATUS_LABELS[review.status]}
                  </span>
                </p>
                {review.text && <p className="mt-1 text-sm text-gray-700">{review.text}</p>}
                {review.reply && editing !== review.id && (
                  <p className="mt-1 border-l-2 border-brand-600 pl-2 text-sm text-gray-700">
                    <span className="font-medium">Cửa hàng trả lời:</span> {review.reply}
                  </p>
                )}
              </div>
              <div className="flex gap-1">
                <RowActionButton tone="brand" onClick={() => setEditing(review.id)} disabled={busy} label={`Trả lời đánh giá của ${review.author}`}>
                  Trả lời
                </RowActionButton>
                {review.status !== "approved" && (
                  <RowActionButton tone="brand" onClick={() => void run("update", { id: review.id, status: "approved" }, "Đánh giá đã được duyệt")} disabled={busy} label={`Duyệt đánh giá của ${review.author}`}>
                    Duyệt
                  </RowActionButton>
                )}
                {review.status !== "hidden" && (
                  <RowActionButton tone="neutral" onClick={() => void run("update", { id: review.id, status: "hidden" }, "Đánh giá đã được ẩn")} disabled={busy} label={`Ẩn đánh giá của ${review.author}`}>
                    Ẩn
                  </RowActionButton>
                )}
                <RowActionButton
                  tone="danger"
                  onClick={() => {
                    if (window.confirm(`Xóa đánh giá của ${review.author}?`)) void run("remove", { id: review.id }, "Đã xóa đánh giá");
                  }}
                  disabled={busy}
                  label={`Xóa đánh giá của ${review.author}`}
                >
                  Xóa
                </RowActionButton>
              </div>
            </div>
            {editing === review.id && (
              <ReplyForm
                review={review}
                busy={busy}
                onCancel={() => setEditing(null)}
                onSubmit={async (reply) => {
                  if (await run("update", { id: review.id, reply }, reply ? "Đã lưu câu trả lời" : "Đã bỏ câu trả lời")) setEditing(null);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewForm({
  idPrefix,
  initial,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: ReviewDraft;
  busy: boolean;
  submitLabel: string;
  onSubmit: (input: Omit<ReturnType<typeof AdminReviewInputSchema.parse>, "productId">) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The product is the editor's own; the schema checks the rest as the server will.
    const parsed = AdminReviewInputSchema.safeParse({ ...draft, productId: 1, rating: Number(draft.rating) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const { productId: _productId, ...input } = parsed.data;
    await onSubmit(input);
  }

  return (
    // Its own form, not nested in the product form: saving a review never saves (or submits) the product.
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-gray-50 p-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <LabeledInput id={`${idPrefix}-author`} label="Tên khách" value={draft.author} onChange={(event) => set("author", event.target.value)} error={errors.author?.[0]} />
        <div>
          <label htmlFor={`${idPrefix}-rating`} className="block text-sm font-medium text-gray-700">
            Số sao
          </label>
          <select id={`${idPrefix}-rating`} value={draft.rating} onChange={(event) => set("rating", event.target.value)} className={ADMIN_INPUT_CLASS}>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} sao
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-status`} className="block text-sm font-medium text-gray-700">
            Trạng thái
          </label>
          <select id={`${idPrefix}-status`} value={draft.status} onChange={(event) => set("status", event.target.value as ReviewStatus)} className={ADMIN_INPUT_CLASS}>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REVIEW_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledInput
          id={`${idPrefix}-source`}
          label="Nguồn (ví dụ Shopee; để trống nếu khách viết cho cửa hàng)"
          value={draft.source}
          onChange={(event) => set("source", event.target.value)}
          error={errors.source?.[0]}
        />
        <LabeledInput
          id={`${idPrefix}-date`}
          type="date"
          label="Ngày khách đánh giá (để trống: hôm nay)"
          value={draft.reviewedOn}
          onChange={(event) => set("reviewedOn", event.target.value)}
          error={errors.reviewedOn?.[0]}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-text`} className="block text-sm font-medium text-gray-700">
          Nội dung đánh giá
        </label>
        <textarea id={`${idPrefix}-text`} rows={3} value={draft.text} onChange={(event) => set("text", event.target.value)} className={ADMIN_INPUT_CLASS} aria-invalid={errors.text ? true : undefined} />
        {errors.text?.[0] && <p className="mt-1 text-sm text-red-700">{errors.text[0]}</p>}
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel} className="rounded-md px-4 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100">
          Hủy
        </button>
      </div>
    </form>
  );
}

/** The brand's public answer to a review: shown under it on the product page. Empty removes it. */
function ReplyForm({ review, busy, onSubmit, onCancel }: { review: AdminReview; busy: boolean; onSubmit: (reply: string) => Promise<void>; onCancel: () => void }) {
  const [reply, setReply] = useState(review.reply ?? "");
  const id = `review-${review.id}-reply`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(reply.trim());
      }}
      className="mt-2 space-y-2 rounded-lg bg-gray-50 p-3"
    >
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Trả lời công khai của cửa hàng
      </label>
      <textarea id={id} rows={2} maxLength={2000} value={reply} onChange={(event) => setReply(event.target.value)} className={ADMIN_INPUT_CLASS} />
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          Lưu câu trả lời
        </button>
        <button type="button" onClick={onCancel} className="rounded-md px-4 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100">
          Hủy
        </button>
      </div>
    </form>
  );
}
