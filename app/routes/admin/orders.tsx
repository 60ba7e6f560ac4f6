import { Form, Link, useSearchParams } from "react-router";
import { formatVnd } from "#common/money";
import { ORDER_STATUSES, orderStatusLabel } from "#common/order-status";
import { PAYMENT_METHODS, paymentMethodLabel } from "#common/payment";
import { DUE_FILTER_LABELS, DUE_FILTERS, ORDER_PAGE_SIZES, ORDER_SORT_LABELS, ORDER_SORTS, PAYMENT_STANDING_LABELS, PAYMENT_STANDINGS } from "#common/order-desk";
import { OrderStatusBadge, ORDER_TIME_FORMAT } from "~/components/admin/order-status-badge";
import { PaymentStandingBadge } from "~/components/admin/order-desk/payment-standing-badge";
import { Pagination } from "~/components/admin/ui/pagination";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { orBadRequest } from "~/lib/loader-errors.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/orders";

/** Same list as `GET /api/admin/orders?…`: search, filters, sort and page size from the address bar. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [list, provinces] = await Promise.all([
    orBadRequest(context.services.orderDesk.list(Object.fromEntries(new URL(request.url).searchParams))),
    context.services.locations.listProvinces(),
  ]);
  return { ...list, provinces: provinces.map((province) => ({ code: province.code, name: province.name })) };
}

export function meta() {
  return adminMeta("Đơn hàng");
}

// Full width of their grid cell and never wider: a long option (a payment method) must not widen a phone's page.
const FIELD = "w-full min-w-0 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm";

/** Orders: find them (search, filters, sort, page size), export the filtered list, print several at once. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, pageSize, query, provinces } = loaderData;
  const [searchParams] = useSearchParams();
  const exportParams = new URLSearchParams(searchParams);
  exportParams.delete("page");
  exportParams.set("format", "csv");
  const filtered = [...searchParams.keys()].some((key) => key !== "page" && key !== "sort" && key !== "pageSize");
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Đơn hàng</h1>
          <p className="mt-1 text-sm text-gray-500" data-testid="orders-count">
            {total} đơn hàng{filtered ? " khớp bộ lọc" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          <a href={`/api/admin/orders?${exportParams}`} download className="rounded-md border border-gray-300 bg-white px-3 py-2 font-medium text-gray-800 hover:bg-gray-50">
            Xuất CSV
          </a>
          <Link to="/admin/orders/new" className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800">
            Tạo đơn qua điện thoại
          </Link>
        </div>
      </div>

      <Form method="get" role="search" aria-label="Tìm đơn hàng" className="mt-4 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <label className="grid min-w-0 gap-1 sm:col-span-2">
          <span className="text-gray-600">Tìm kiếm</span>
          <input type="search" name="q" defaultValue={query.q ?? ""} placeholder="Mã đơn, tên, số điện thoại, e-mail" className={FIELD} />
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Trạng thái</span>
          <select name="status" defaultValue={query.status ?? ""} className={FIELD}>
            <option value="">Tất cả</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Thanh toán</span>
          <select name="payment" defaultValue={query.payment ?? ""} className={FIELD}>
            <option value="">Tất cả</option>
            {PAYMENT_STANDINGS.map((standing) => (
              <option key={standing} value={standing}>
                {PAYMENT_STANDING_LABELS[standing]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Còn phải thu</span>
          <select name="due" defaultValue={query.due ?? ""} className={FIELD}>
            <option value="">Tất cả</option>
            {DUE_FILTERS.map((due) => (
              <option key={due} value={due}>
                {DUE_FILTER_LABELS[due]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Hình thức thanh toán</span>
          <select name="method" defaultValue={query.method ?? ""} className={FIELD}>
            <option value="">Tất cả</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabel(method)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Từ ngày</span>
          <input type="date" name="from" defaultValue={query.from ?? ""} className={FIELD} />
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Đến ngày</span>
          <input type="date" name="to" defaultValue={query.to ?? ""} className={FIELD} />
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Tỉnh/thành</span>
          <select name="province" defaultValue={query.province ?? ""} className={FIELD}>
            <option value="">Tất cả</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Sắp xếp</span>
          <select name="sort" defaultValue={query.sort} className={FIELD}>
            {ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {ORDER_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="text-gray-600">Số đơn mỗi trang</span>
          <select name="pageSize" defaultValue={String(pageSize)} className={FIELD}>
            {ORDER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            Lọc
          </button>
          {filtered && (
            <Link to="/admin/orders" className="rounded-md px-3 py-2 text-brand-700 hover:underline">
              Bỏ lọc
            </Link>
          )}
        </div>
      </Form>

      {orders.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-6 text-gray-600">
          {filtered ? "Không có đơn hàng nào khớp bộ lọc." : "Chưa có đơn hàng nào."}
        </p>
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
                <p className="mt-1 flex justify-between gap-3">
                  <PaymentStandingBadge standing={order.standing} />
                  {order.amountDue > 0 && <span className="tabular-nums text-amber-800">Còn phải thu {formatVnd(order.amountDue)}</span>}
                </p>
              </li>
            ))}
          </ul>
          {/* The bulk print: the ticked orders' papers in one PDF, opened by the browser's viewer. */}
          <form id="bulk-print" method="get" target="_blank" action="/api/admin/orders/documents/delivery-note.pdf" />
          <div className="mt-6 hidden md:block">
            <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-gray-600">In các đơn đã chọn:</span>
              <button type="submit" form="bulk-print" formAction="/api/admin/orders/documents/delivery-note.pdf" className="rounded-md border border-gray-300 bg-white px-3 py-1.5 hover:bg-gray-50">
                Phiếu giao hàng
              </button>
              <button type="submit" form="bulk-print" formAction="/api/admin/orders/documents/packing-slip.pdf" className="rounded-md border border-gray-300 bg-white px-3 py-1.5 hover:bg-gray-50">
                Phiếu đóng gói
              </button>
            </div>
            <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                  <tr>
                    <th scope="col" className="px-3 py-3">
                      <span className="sr-only">Chọn</span>
                    </th>
                    <th scope="col" className="px-4 py-3">Mã đơn</th>
                    <th scope="col" className="px-4 py-3">Thời gian</th>
                    <th scope="col" className="px-4 py-3">Khách hàng</th>
                    <th scope="col" className="px-4 py-3">Số điện thoại</th>
                    <th scope="col" className="px-4 py-3 text-right">Tổng tiền</th>
                    <th scope="col" className="px-4 py-3 text-right">Còn phải thu</th>
                    <th scope="col" className="px-4 py-3">Thanh toán</th>
                    <th scope="col" className="px-4 py-3">Trạng thái</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {orders.map((order) => (
                    <tr key={order.id} className="hover:bg-gray-50">
                      <td className="px-3 py-3">
                        <input type="checkbox" name="ids" value={order.id} form="bulk-print" aria-label={`Chọn đơn #${order.id}`} className="h-4 w-4 rounded border-gray-300" />
                      </td>
                      <td className="px-4 py-3 font-medium">
                        <Link to={`/admin/orders/${order.id}`} className="text-brand-700 hover:underline">
                          #{order.id}
                        </Link>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-gray-600">{ORDER_TIME_FORMAT.format(new Date(order.createdAt))}</td>
                      <td className="px-4 py-3">{order.fullName}</td>
                      <td className="whitespace-nowrap px-4 py-3">{order.phone}</td>
                      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatVnd(order.total)}</td>
                      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums" data-testid="order-amount-due">{order.amountDue > 0 ? formatVnd(order.amountDue) : "—"}</td>
                      <td className="px-4 py-3">
                        <PaymentStandingBadge standing={order.standing} />
                      </td>
                      <td className="px-4 py-3">
                        <OrderStatusBadge status={order.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
