import { Link } from "react-router";
import { formatVnd } from "#common/money";
import { QUOTE_SOURCE_LABELS } from "#common/quotes";
import { AdminTable } from "~/components/admin/ui/admin-table";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/quotes";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { quotes: await context.services.quotes.list() };
}

export function meta() {
  return adminMeta("Báo giá");
}


/** Quotes (decision 0042), newest first: requests from the cart wait as drafts for sales to price and send. */
export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const { quotes } = loaderData;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Báo giá</h1>
          <p className="mt-1 text-sm text-gray-500">Nháp → đã gửi → khách chấp nhận / từ chối / hết hạn. Báo giá đã gửi không sửa trực tiếp: mỗi lần sửa là một phiên bản mới.</p>
        </div>
        <Link to="/admin/quotes/new" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Tạo báo giá
        </Link>
      </div>
      <AdminTable
        caption="Danh sách báo giá"
        columns={[{ label: "Số" }, { label: "Khách hàng" }, { label: "Nguồn" }, { label: "Trạng thái" }, { label: "Hiệu lực đến" }, { label: "Tổng cộng", numeric: true }]}
      >
        {quotes.length === 0 ? (
          <tr><td colSpan={6} className="px-4 py-6 text-center text-gray-500">Chưa có báo giá nào.</td></tr>
        ) : (
          quotes.map((quote) => (
            <tr key={quote.id} className="border-t border-gray-100">
              <td className="px-4 py-3"><Link to={`/admin/quotes/${quote.id}`} className="font-medium text-brand-700 hover:underline">{quote.number}</Link></td>
              <td className="px-4 py-3">{quote.customer.companyName || quote.customer.name}<span className="block text-xs text-gray-500">{quote.customer.phone}</span></td>
              <td className="px-4 py-3 text-gray-600">{QUOTE_SOURCE_LABELS[quote.source]}</td>
              <td className="px-4 py-3">{quote.statusLabel}{quote.orderId && <Link to={`/admin/orders/${quote.orderId}`} className="ml-2 text-brand-700">đơn #{quote.orderId}</Link>}</td>
              <td className="px-4 py-3 tabular-nums">{quote.validUntil.split("-").reverse().join("/")}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatVnd(quote.total)}</td>
            </tr>
          ))
        )}
      </AdminTable>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
