import { Form, Link, useSearchParams } from "react-router";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "#common/leads";
import { LeadList } from "~/components/admin/contact-requests/lead-list";
import { LoadFailure } from "~/components/admin/contact-requests/load-failure";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { Pagination } from "~/components/admin/ui/pagination";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/contact-requests";

export { action, loader } from "./contact-requests.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Yêu cầu liên hệ");
}

export default function ContactRequests({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const status = searchParams.get("status") ?? "";
  const q = searchParams.get("q") ?? "";
  const exportParams = new URLSearchParams();
  if (status) exportParams.set("status", status);
  if (q) exportParams.set("q", q);
  const exportHref = `/api/contact-requests/export.csv${exportParams.size ? `?${exportParams}` : ""}`;

  const { list } = loaderData;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Yêu cầu liên hệ</h1>
          {list && <p className="mt-1 text-sm text-gray-600">{list.total} yêu cầu, mới nhất ở trên cùng</p>}
        </div>
        <a href={exportHref} download className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          Xuất CSV
        </a>
      </div>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="lead-filter-status" className="block text-sm font-medium text-gray-800">
            Trạng thái
          </label>
          <select id="lead-filter-status" name="status" defaultValue={status} key={`status-${status}`} className="mt-1 block rounded-md border border-gray-300 bg-white px-3 py-2">
            <option value="">Tất cả</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <LabeledInput
          id="lead-filter-q"
          label="Tìm kiếm"
          type="search"
          name="q"
          defaultValue={q}
          key={`q-${q}`}
          maxLength={100}
          placeholder="Họ tên hoặc số điện thoại"
          className="mt-1 block w-64 rounded-md border border-gray-300 px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Lọc
        </button>
        {(status || q) && (
          <Link to="." className="px-2 py-2 text-sm text-brand-800 hover:underline">
            Xóa bộ lọc
          </Link>
        )}
      </Form>

      {!list ? (
        <LoadFailure />
      ) : list.items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed p-8 text-center text-gray-600">
          {status || q ? "Không có yêu cầu nào khớp bộ lọc." : "Chưa có yêu cầu liên hệ nào."}
        </p>
      ) : (
        <LeadList leads={list.items} history={loaderData.history} messages={loaderData.messages} routing={loaderData.routing} />
      )}

      {list && <Pagination page={list.page} total={list.total} pageSize={list.pageSize} />}
    </div>
  );
}

/** A failed reload after the page is open (e.g. the server is down) lands here: same message, reload button. */
export function ErrorBoundary() {
  return (
    <AdminRouteError
      fallback={
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Yêu cầu liên hệ</h1>
          <LoadFailure />
        </div>
      }
    />
  );
}
