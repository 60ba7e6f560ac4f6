import { Form, Link } from "react-router";
import { REGION_LABELS } from "#common/site-info";
import { formatVnd } from "#common/money";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/dealers";

export function meta() {
  return adminMeta("Mạng lưới đại lý");
}

export { loader, action } from "./dealers.server";

const CELL = "px-3 py-2 text-right whitespace-nowrap";

/** Per dealer: credit, orders, machines and how it answers leads; filter by region; CSV; the price tiers. */
export default function AdminDealers({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, tiers, region, mayEditTiers } = loaderData;
  const failure = actionData && !actionData.ok ? actionData.message : null;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Mạng lưới đại lý</h1>
          <p className="mt-1 text-sm text-gray-600">{rows.length} đại lý / trung tâm trong mạng lưới.</p>
        </div>
        <a href={`/api/admin/dealers?format=csv${region ? `&region=${region}` : ""}`} className="rounded-md border border-gray-300 px-4 py-2 text-sm hover:bg-gray-100">
          Tải CSV
        </a>
      </div>
      <Form method="get" className="flex items-end gap-3" role="search">
        <label className="block text-sm font-medium text-gray-800">
          Miền
          <select name="region" defaultValue={region} className="mt-1 block rounded-md border border-gray-300 bg-white px-3 py-2">
            <option value="">Tất cả</option>
            {Object.entries(REGION_LABELS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Lọc
        </button>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left text-gray-700">
            <tr>
              <th className="px-3 py-2">Đại lý</th>
              <th className="px-3 py-2">Tỉnh/thành</th>
              <th className={CELL}>Hạn mức</th>
              <th className={CELL}>Công nợ</th>
              <th className={CELL}>Quá hạn</th>
              <th className={CELL}>Đơn</th>
              <th className={CELL}>Đơn gần nhất</th>
              <th className={CELL}>Máy tồn</th>
              <th className={CELL}>Máy đã bán</th>
              <th className={CELL}>Yêu cầu nhận / gửi</th>
              <th className={CELL}>Phản hồi (phút)</th>
              <th className={CELL}>Tỷ lệ chốt</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={row.placeId}>
                <td className="px-3 py-2">
                  <Link to={`/admin/dealers/${row.placeId}`} className="font-medium text-brand-800 underline">
                    {row.name}
                  </Link>
                  <div className="text-xs text-gray-500">{row.tierName ?? "Giá niêm yết"}</div>
                </td>
                <td className="px-3 py-2">
                  {row.provinceName}
                  <div className="text-xs text-gray-500">{REGION_LABELS[row.region]}</div>
                </td>
                <td className={CELL}>{row.creditLimit === null ? "—" : formatVnd(row.creditLimit)}</td>
                <td className={CELL}>{formatVnd(row.balance)}</td>
                <td className={`${CELL} ${row.overdue > 0 ? "font-semibold text-red-700" : ""}`}>{formatVnd(row.overdue)}</td>
                <td className={CELL}>{row.orders}</td>
                <td className={CELL}>{row.lastOrderAt ? row.lastOrderAt.slice(0, 10).split("-").reverse().join("/") : "—"}</td>
                <td className={CELL}>{row.machinesInStock}</td>
                <td className={CELL}>{row.machinesSold}</td>
                <td className={CELL}>
                  {row.leadsAccepted} / {row.leadsRouted}
                </td>
                <td className={CELL}>{row.responseMinutes ?? "—"}</td>
                <td className={CELL}>{row.conversionPercent === null ? "—" : `${row.conversionPercent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="tiers-heading" className="space-y-3">
        <h2 id="tiers-heading" className="text-lg font-semibold text-gray-900">
          Bậc giá đại lý
        </h2>
        <ul className="list-disc pl-6 text-sm text-gray-800">
          {tiers.map((tier) => (
            <li key={tier.id}>
              {tier.name}: chiết khấu {Number(tier.discountPercent)}% trên giá niêm yết
            </li>
          ))}
          {tiers.length === 0 && <li>Chưa có bậc giá.</li>}
        </ul>
        {mayEditTiers && (
          <Form method="post" className="grid max-w-xl gap-3 rounded-lg border border-gray-200 bg-white p-4">
            <input type="hidden" name="intent" value="createTier" />
            {failure && (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            )}
            <label className="text-sm font-medium text-gray-800">
              Tên bậc giá
              <input name="name" required maxLength={80} className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2" />
            </label>
            <label className="text-sm font-medium text-gray-800">
              Chiết khấu trên giá niêm yết (%)
              <input name="discountPercent" type="number" min={0} max={100} step={0.01} defaultValue={0} className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2" />
            </label>
            <label className="text-sm font-medium text-gray-800">
              Giá đại lý cố định (mỗi dòng: mã sản phẩm, giá)
              <textarea name="fixed" rows={3} className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 font-mono" />
            </label>
            <button type="submit" className="justify-self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
              Tạo bậc giá
            </button>
          </Form>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
