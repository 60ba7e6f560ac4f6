import { useState } from "react";
import { useSearchParams } from "react-router";
import { isReviewStatus, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type AdminReview, type ReviewStatus } from "#common/reviews";
import { AdminTable, RowActionButton } from "~/components/admin/ui/admin-table";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { Pagination } from "~/components/admin/ui/pagination";
import { pageNumberOf } from "#common/pagination";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const requested = params.get("status");
  const status = isReviewStatus(requested) ? requested : undefined;
  return { ...(await context.services.reviews.pageForAdmin({ status, page: pageNumberOf(params.get("page")) })), status: status ?? null };
}

/**
 * The same reviews service as `POST /api/admin/reviews` and `PUT`/`DELETE /api/admin/reviews/{id}`; the product
 * editor's reviews post here too.
 */
export const action = adminActions({
  create: ({ services, payload, actor }) => services.reviews.create(payload, actor),
  update: ({ services, id, payload, actor }) => services.reviews.update(id("Mã đánh giá"), payload, actor),
  remove: ({ services, id, actor }) => services.reviews.remove(id("Mã đánh giá"), actor),
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
  const { reviews, status, total, page, pageSize } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const { run, busy } = useAdminAction();
  // The row whose change is under way.
  const [actingOn, setActingOn] = useState<number | null>(null);
  const rowBusy = (review: AdminReview) => busy && actingOn === review.id;
  // The review whose deletion waits for the owner's confirmation (a deleted review cannot come back).
  const [removing, setRemoving] = useState<AdminReview | null>(null);

  function setStatus(review: AdminReview, next: ReviewStatus) {
    setActingOn(review.id);
    // Only the status: the customer's words and stars are never sent back as the shop's edit.
    void run("update", { id: review.id, status: next }, {
      success: next === "approved" ? "Đánh giá đã được duyệt" : "Đánh giá đã được ẩn",
      failure: FAILURE,
    });
  }

  async function confirmRemove() {
    if (!removing) return;
    setActingOn(removing.id);
    const done = await run("remove", { id: removing.id }, { success: "Đánh giá đã được xóa", failure: FAILURE });
    if (done !== null) setRemoving(null);
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

      {total > 0 && <p className="mt-4 text-sm text-gray-600">{total.toLocaleString("vi-VN")} đánh giá</p>}
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
              <td className="max-w-md px-4 py-3 text-gray-700">
                {review.text || <span className="text-gray-500">(chỉ chấm sao)</span>}
                {review.source && <span className="block text-xs text-gray-500">Nguồn: {review.source}</span>}
                {review.reply && <span className="mt-1 block border-l-2 border-brand-600 pl-2 text-xs">Cửa hàng trả lời: {review.reply}</span>}
              </td>
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
                    onClick={() => setRemoving(review)}
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
      <Pagination page={page} total={total} pageSize={pageSize} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Xóa đánh giá?"
        description={removing ? `Đánh giá ${removing.rating} sao của ${removing.author} về ${removing.productName} sẽ bị xóa hẳn và không khôi phục được. Muốn giữ mà không hiển thị, hãy chọn Ẩn.` : ""}
        confirmLabel="Xóa"
        onConfirm={() => void confirmRemove()}
        busy={busy}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
