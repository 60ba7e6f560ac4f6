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
}

const NEW_REVIEW: ReviewDraft = { author: "", rating: "5", text: "", status: "approved" };
const DATE = new Intl.DateTimeFormat("vi-VN", { dateStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

/**
 * The product editor's reviews: every review of this product whatever its state, each editable in place, and a
 * form to add one (e.g. copied from the brand's marketplace listing). Visitors' reviews arrive as "Chờ duyệt".
 * Written through the reviews page's action (/admin/reviews), like the reviews list.
 */
export function ProductReviews({ productId, reviews }: { productId: number; reviews: AdminReview[] }) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const { run: send, busy } = useAdminAction({ action: "/admin/reviews" });
  const run = async (intent: string, payload: Record<string, unknown>, success: string) =>
    (await send(intent, payload, { success, failure: "Không cập nhật được đánh giá" })) !== null;

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
      <ul className="divide-y divide-gray-100">
        {reviews.map((review) => (
          <li key={review.id} className="py-3">
            {editing === review.id ? (
              <ReviewForm
                idPrefix={`review-${review.id}`}
                initial={{ author: review.author, rating: String(review.rating), text: review.text, status: review.status }}
                busy={busy}
                submitLabel="Lưu đánh giá"
                onCancel={() => setEditing(null)}
                onSubmit={async (input) => {
                  if (await run("update", { ...input, productId, id: review.id }, "Đã lưu đánh giá")) setEditing(null);
                }}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm">
                    <strong className="text-gray-900">{review.author}</strong>{" "}
                    <span aria-label={`${review.rating} trên 5 sao`} className="text-amber-500">
                      {"★".repeat(review.rating)}
                      <span className="text-gray-300">{"★".repeat(5 - review.rating)}</span>
                    </span>{" "}
                    <span className="text-gray-500">
                      · {DATE.format(new Date(review.createdAt))} · {REVIEW_STATUS_LABELS[review.status]}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-gray-700">{review.text}</p>
                </div>
                <div className="flex gap-1">
                  <RowActionButton tone="brand" onClick={() => setEditing(review.id)} disabled={busy} label={`Sửa đánh giá của ${review.author}`}>
                    Sửa
                  </RowActionButton>
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
  onSubmit: (input: { author: string; rating: number; text: string; status: ReviewStatus }) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The product is the editor's own; the schema checks the rest as the server will.
    const parsed = AdminReviewInputSchema.omit({ productId: true }).safeParse({ ...draft, rating: Number(draft.rating) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    await onSubmit(parsed.data);
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
