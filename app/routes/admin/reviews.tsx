import { useState } from "react";
import { useSearchParams } from "react-router";
import { isReviewStatus, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type AdminReview, type ReviewStatus } from "#common/reviews";
import { AdminTable, RowActionButton } from "~/components/admin/ui/admin-table";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const requested = new URL(request.url).searchParams.get("status");
  const status = isReviewStatus(requested) ? requested : undefined;
  return { reviews: await context.services.reviews.listForAdmin(status), status: status ?? null };
}

/**
 * The same reviews service as `POST /api/admin/reviews` and `PUT`/`DELETE /api/admin/reviews/{id}`; the product
 * editor's reviews post here too.
 */
export const action = adminActions({
  create: ({ services, payload }) => services.reviews.create(payload),
  update: ({ services, id, payload }) => services.reviews.update(id("Mã đánh giá"), payload),
  remove: ({ services, id }) => services.reviews.remove(id("Mã đánh giá")),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Đánh giá sản phẩm");
}

const DATE = new Intl.DateTimeFormat("vi-VN", { dateStyle: "short", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });
const STATUS_TONE: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-800",
  approved: "bg-green-100 text-green-800",
  hidden: "bg-gray-200 text-gray-700",
};

const FAILURE = "Không cập nhật được đánh giá";

/** Reviews waiting for approval first; approve, hide or delete each (the product page shows only approved ones). */
export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, status } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const { run, busy } = useAdminAction();
  // The row whose change is under way.
  const [actingOn, setActingOn] = useState<number | null>(null);
  const rowBusy = (review: AdminReview) => busy && actingOn === review.id;

  function setStatus(review: AdminReview, next: ReviewStatus) {
    setActingOn(review.id);
    const { id, productId, author, rating, text } = review;
    void run("update", { id, productId, author, rating, text, status: next }, {
      success: next === "approved" ? "Đánh giá đã được duyệt" : "Đánh giá đã được ẩn",
      failure: FAILURE,
    });
  }

  function remove(review: AdminReview) {
    setActingOn(review.id);
    void run("remove", { id: review.id }, { success: "Đánh giá đã được xóa", failure: FAILURE });
  }

  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">Đánh giá sản phẩm</h1>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Lọc theo trạng thái">
        {[null, ...REVIEW_STATUSES].map((value) => (
          <button
            key={value ?? "all"}
            type="button"
            aria-pressed={status === value}
            onClick={() => setSearchParams(value ? { status: value } : {}, { replace: true })}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ${status === value ? "bg-brand-700 text-white" : "bg-white text-gray-700 ring-1 ring-gray-300 hover:bg-gray-100"}`}
          >
            {value ? REVIEW_STATUS_LABELS[value] : "Tất cả"}
          </button>
        ))}
      </div>

      {reviews.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 bg-white p-6 text-gray-600">Không có đánh giá nào.</p>
      ) : (
        <AdminTable
          className="mt-6"
          caption="Danh sách đánh giá"
          columns={[{ label: "Sản phẩm" }, { label: "Người viết" }, { label: "Sao", numeric: true }, { label: "Nội dung" }, { label: "Ngày gửi" }, { label: "Trạng thái" }, { label: "Thao tác" }]}
        >
          {reviews.map((review) => (
            <tr key={review.id} className="border-t border-gray-100 align-top">
              <td className="px-4 py-3">{review.productName}</td>
              <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                {review.author}
              </th>
              <td className="px-4 py-3 text-right">{review.rating}</td>
              <td className="max-w-md px-4 py-3 text-gray-700">{review.text}</td>
              <td className="px-4 py-3 whitespace-nowrap">{DATE.format(new Date(review.createdAt))}</td>
              <td className="px-4 py-3">
                <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONE[review.status]}`}>
                  {REVIEW_STATUS_LABELS[review.status]}
                </span>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  {review.status !== "approved" && (
                    <RowActionButton tone="brand" onClick={() => setStatus(review, "approved")} disabled={rowBusy(review)} label={`Duyệt đánh giá của ${review.author}`}>
                      Duyệt
                    </RowActionButton>
                  )}
                  {review.status !== "hidden" && (
                    <RowActionButton tone="neutral" onClick={() => setStatus(review, "hidden")} disabled={rowBusy(review)} label={`Ẩn đánh giá của ${review.author}`}>
                      Ẩn
                    </RowActionButton>
                  )}
                  <RowActionButton
                    tone="danger"
                    onClick={() => remove(review)}
                    disabled={rowBusy(review)}
                    label={`Xóa đánh giá của ${review.author}`}
                  >
                    Xóa
                  </RowActionButton>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
