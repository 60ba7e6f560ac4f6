import { Form, Link, useSearchParams } from "react-router";
import { SERVICE_PROBLEM_LABELS, SERVICE_SLOT_LABELS, SERVICE_STATUSES, serviceStatusLabel } from "#common/after-sale";
import { auditTime } from "#common/audit";
import { serviceCentreLine } from "#common/dealers";
import { StatCard } from "~/components/admin/ui/stat-card";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { formatDay, ServiceStatusBadge } from "~/components/after-sale/service-badges";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/service-requests";

/** The service desk: every request with filters, and the counts of open and overdue ones (no first action in 24 h). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const list = await context.services.afterSale.serviceRequests.list(params).catch(() => context.services.afterSale.serviceRequests.list({}));
  return { list, provinces: context.services.locations.listProvinces().map((province) => ({ code: province.code, name: province.name })) };
}

export function meta() {
  return adminMeta("Bảo hành & sửa chữa");
}

const SELECT = "rounded-md border border-gray-300 px-2 py-1.5 text-sm";

export default function ServiceDesk({ loaderData }: Route.ComponentProps) {
  const { list, provinces } = loaderData;
  const [params] = useSearchParams();
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Bảo hành & sửa chữa</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Link to="/admin/service-requests/new" className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800">Tạo yêu cầu theo cuộc gọi</Link>
          <Link to="/admin/machines" className="text-brand-700 hover:underline">Máy & serial</Link>
          <Link to="/admin/warranty-activations" className="text-brand-700 hover:underline">Kích hoạt bảo hành</Link>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Đang mở" value={String(list.counts.open)} hint="Mới, đã hẹn, đang xử lý, chờ linh kiện" />
        <StatCard label="Quá hạn" value={String(list.counts.overdue)} hint="Chưa có thao tác đầu tiên sau 24 giờ" />
      </dl>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <label className="grid gap-1">
          <span className="text-gray-600">Trạng thái</span>
          <select name="status" defaultValue={params.get("status") ?? ""} className={SELECT}>
            <option value="">Tất cả</option>
            <option value="open">Đang mở</option>
            {SERVICE_STATUSES.map((status) => (
              <option key={status} value={status}>{serviceStatusLabel(status)}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-gray-600">Tỉnh/thành</span>
          <select name="province" defaultValue={params.get("province") ?? ""} className={SELECT}>
            <option value="">Tất cả</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>{province.name}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-gray-600">Bảo hành</span>
          <select name="warranty" defaultValue={params.get("warranty") ?? ""} className={SELECT}>
            <option value="">Tất cả</option>
            <option value="yes">Còn bảo hành</option>
            <option value="no">Ngoài bảo hành</option>
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2">
          <input type="checkbox" name="overdue" value="1" defaultChecked={params.get("overdue") === "1"} />
          <span>Chỉ quá hạn</span>
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">Lọc</button>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Yêu cầu sửa chữa</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-3">Mã</th>
              <th scope="col" className="px-4 py-3">Máy</th>
              <th scope="col" className="px-4 py-3">Tình trạng</th>
              <th scope="col" className="px-4 py-3">Tỉnh/thành</th>
              <th scope="col" className="px-4 py-3">Trạng thái</th>
              <th scope="col" className="px-4 py-3">Lịch hẹn</th>
              <th scope="col" className="px-4 py-3">Kỹ thuật viên</th>
              <th scope="col" className="px-4 py-3">Gửi lúc</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {list.items.length === 0 && (
              <tr><td colSpan={8} className="px-4 py-6 text-center text-gray-500">Không có yêu cầu nào.</td></tr>
            )}
            {list.items.map((item) => (
              <tr key={item.id} className={item.overdue ? "bg-red-50" : undefined}>
                <td className="px-4 py-3 font-medium">
                  <Link to={`/admin/service-requests/${item.id}`} className="text-brand-700 hover:underline">{item.reference}</Link>
                  {item.overdue && <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-700">Quá hạn</span>}
                  {item.eligibleForReplacement && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-800">Đổi máy 7 ngày</span>}
                </td>
                <td className="px-4 py-3">{item.productName}<div className="font-mono text-xs text-gray-500">{item.serial}</div></td>
                <td className="px-4 py-3">{SERVICE_PROBLEM_LABELS[item.problem]}{item.underWarranty ? "" : <div className="text-xs text-gray-500">Ngoài bảo hành</div>}</td>
                <td className="px-4 py-3">{item.provinceName ?? "—"}</td>
                <td className="px-4 py-3">
                  <ServiceStatusBadge status={item.status} />
                  {item.centre && <div className="mt-1 text-xs text-gray-600" data-testid="centre-state">{serviceCentreLine(item.centre)}</div>}
                </td>
                <td className="px-4 py-3">{item.visitDate ? `${formatDay(item.visitDate)}${item.visitSlot ? ` · ${SERVICE_SLOT_LABELS[item.visitSlot]}` : ""}` : "—"}</td>
                <td className="px-4 py-3">{item.technicianName ?? "—"}</td>
                <td className="px-4 py-3 whitespace-nowrap">{auditTime(item.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
