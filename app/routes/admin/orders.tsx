import { Link } from "react-router";
import { formatVnd } from "#common/money";
import { pageNumberOf } from "#common/pagination";
import { OrderStatusBadge, ORDER_TIME_FORMAT } from "~/components/admin/order-status-badge";
import { Pagination } from "~/components/admin/ui/pagination";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return context.services.orders.listOrders(pageNumberOf(new URL(request.url).searchParams.get("page")));
}

export function meta() {
  return adminMeta("Đơn hàng");
}

/** Orders, newest first: id, time, customer, phone, total, status. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, pageSize } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">Đơn hàng</h1>
      <p className="mt-1 text-sm text-gray-500">{total} đơn hàng</p>
      {orders.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-6 text-gray-600">Chưa có đơn hàng nào.</p>
      ) : (
        <>
        {/* Below 768 px: one card per order instead of a table that scrolls sideways. */}
        <ul aria-label="Đơn hàng" className="mt-6 space-y-3 md:hidden">
          {orders.map((order) => (
            <li key={order.id} className="rounded-xl border border-gray-200 bg-white p-4 text-sm" data-testid="order-card">
              <div className="flex items-start justify-between gap-3">
                <Link to={`/admin/orders/${order.id}`} className="font-medium text-brand-700 hover:underline">
                  Đơn #{order.id}
                </Link>
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="mt-2 text-gray-900">
                {order.fullName} · {order.phone}
              </p>
              <p className="mt-1 flex justify-between gap-3 text-gray-600">
                <span>{ORDER_TIME_FORMAT.format(new Date(order.createdAt))}</span>
                <span className="font-semibold tabular-nums text-gray-900">{formatVnd(order.total)}</span>
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-6 hidden overflow-x-auto rounded-lg border border-gray-200 bg-white md:block">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-3">Mã đơn</th>
                <th scope="col" className="px-4 py-3">Thời gian</th>
                <th scope="col" className="px-4 py-3">Khách hàng</th>
                <th scope="col" className="px-4 py-3">Số điện thoại</th>
                <th scope="col" className="px-4 py-3 text-right">Tổng tiền</th>
                <th scope="col" className="px-4 py-3">Trạng thái</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {orders.map((order) => (
                <tr key={order.id} className="hover:bg-gray-50">
                  <td className="px-4 py-3 font-medium">
                    <Link to={`/admin/orders/${order.id}`} className="text-brand-700 hover:underline">
                      #{order.id}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-gray-600">{ORDER_TIME_FORMAT.format(new Date(order.createdAt))}</td>
                  <td className="px-4 py-3">{order.fullName}</td>
                  <td className="whitespace-nowrap px-4 py-3">{order.phone}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatVnd(order.total)}</td>
                  <td className="px-4 py-3">
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
