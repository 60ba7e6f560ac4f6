import type { ReactNode } from "react";
import { Link } from "react-router";
import { mayOpenPage } from "#common/admin-access";
import { formatVnd } from "#common/money";
import type { DashboardPeriod } from "#common/order-desk";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { formatCount } from "~/components/admin/ui/stat-card";
import type { Route } from "./+types/index";

/** `/admin`: the dashboard, where every role lands; each sees its part (same service as `GET /api/admin/dashboard`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { role } = await requireAdminPage(request, context);
  return { ...(await context.services.orderDesk.dashboard(role)), productLinks: mayOpenPage(role, "/admin/products/:id") };
}

export function meta() {
  return adminMeta("Tổng quan");
}

/** A figure that opens the list it counts. */
function Figure({ label, value, to, hint }: { label: string; value: ReactNode; to: string; hint?: ReactNode }) {
  return (
    <Link to={to} className="block rounded-xl border border-gray-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50/40">
      <span className="block text-sm text-gray-600">{label}</span>
      <span className="mt-1 block text-2xl font-bold tabular-nums text-gray-900">{value}</span>
      {hint && <span className="mt-1 block text-xs text-gray-500">{hint}</span>}
    </Link>
  );
}

function PeriodFigures({ title, period, testId }: { title: string; period: DashboardPeriod; testId: string }) {
  const range = `from=${period.from}&to=${period.to}`;
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="mb-2 font-semibold text-gray-900">{title}</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Đơn hàng" value={formatCount(period.orders)} to={`/admin/orders?${range}`} hint="Không tính đơn đã hủy" />
        <Figure label="Doanh thu dự kiến" value={formatVnd(period.expected)} to={`/admin/orders?${range}`} hint="Tổng tiền các đơn chưa hủy" />
        <Figure
          label="Đã thu"
          value={<span data-testid={`${testId}-paid`}>{formatVnd(period.paid)}</span>}
          to={`/admin/orders?${range}&payment=paid`}
          hint="Tiền đã nhận, trừ tiền đã hoàn"
        />
      </div>
    </section>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { sales, lowStock, funnel, service, productLinks } = loaderData;
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">Tổng quan</h1>
      {sales && (
        <>
          <PeriodFigures title="Hôm nay" period={sales.today} testId="dashboard-today" />
          <PeriodFigures title="Tháng này" period={sales.month} testId="dashboard-month" />
          <section aria-label="Tiền còn phải thu">
            <h2 className="mb-2 font-semibold text-gray-900">Tiền còn phải thu</h2>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Figure
                label="Còn phải thu"
                value={<span data-testid="dashboard-to-collect">{formatVnd(sales.toCollect.amount)}</span>}
                to="/admin/orders?due=outstanding"
                hint={`${formatCount(sales.toCollect.orders)} đơn chưa thu đủ`}
              />
              <Figure
                label="Quá hạn thu"
                value={<span data-testid="dashboard-overdue">{formatVnd(sales.toCollect.overdueAmount)}</span>}
                to="/admin/orders?due=overdue"
                hint={`${formatCount(sales.toCollect.overdueOrders)} đơn: đơn đặt cọc quá 1 ngày sau khi giao, đơn khác quá 7 ngày sau khi giao`}
              />
            </div>
          </section>
          <section aria-label="Việc cần làm">
            <h2 className="mb-2 font-semibold text-gray-900">Việc cần làm</h2>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label="Đơn chờ xác nhận" value={formatCount(sales.awaitingConfirmation)} to="/admin/orders?status=pending" />
              <Figure label="Chuyển khoản chưa khớp đơn" value={formatCount(sales.unmatchedTransfers)} to="/admin/payments?status=unmatched" />
              <Figure label="Đơn cần hoàn tiền" value={formatCount(sales.refundDue)} to="/admin/orders?payment=refund-due" />
              <Figure label="Yêu cầu liên hệ mới" value={formatCount(sales.newLeads)} to="/admin/contact-requests" />
            </div>
          </section>
        </>
      )}
      {service && (
        <section aria-label="Bảo hành & sửa chữa">
          <h2 className="mb-2 font-semibold text-gray-900">Bảo hành & sửa chữa</h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label="Yêu cầu đang mở" value={formatCount(service.open)} to="/admin/service-requests?status=open" />
            <Figure label="Yêu cầu quá hạn" value={formatCount(service.overdue)} to="/admin/service-requests?status=open&overdue=1" hint="Chưa có thao tác đầu tiên sau 24 giờ" />
          </div>
        </section>
      )}
      {funnel && (
        <section aria-label="Tuần này">
          <h2 className="mb-2 font-semibold text-gray-900">7 ngày qua</h2>
          <Link to="/admin/analytics" className="block rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800 hover:border-brand-300">
            {formatCount(funnel.visitors)} khách ghé → {formatCount(funnel.checkouts)} vào thanh toán → {formatCount(funnel.orders)} đơn hàng → đã thu{" "}
            {formatVnd(funnel.revenue)}
          </Link>
        </section>
      )}
      <section aria-label="Sắp hết hàng">
        <h2 className="mb-2 font-semibold text-gray-900">Sắp hết hàng</h2>
        {lowStock.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-600">Không có máy nào sắp hết hàng.</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm">
            {lowStock.map((product) => (
              <li key={product.id} className="flex justify-between gap-3 px-4 py-2">
                <Link to={productLinks ? `/admin/products/${product.id}` : `/products/${product.id}`} className="text-brand-700 hover:underline">
                  {product.name}
                </Link>
                <span className={product.stockQuantity === 0 ? "font-semibold text-red-700" : "text-amber-700"}>
                  {product.stockQuantity === 0 ? "Hết hàng" : `Còn ${product.stockQuantity}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
