import { Form, Link, useSearchParams } from "react-router";
import { formatVnd } from "#common/money";
import type { GatewayReconciliationRow } from "#common/payment";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/payments-reconciliation";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // Each attempt is one question to its gateway: asked only when staff press "Đối soát".
  if (params.run !== "1") return { report: null };
  return { report: await context.services.gatewayReconciliation.forDays(params) };
}

export function meta() {
  return adminMeta("Đối soát cổng thanh toán");
}

const STATUS_LABELS: Record<GatewayReconciliationRow["gatewayStatus"], string> = {
  pending: "Đang chờ",
  paid: "Đã thanh toán",
  failed: "Thất bại",
  unknown: "Không rõ",
  unreachable: "Không trả lời",
};

const PROVIDER_NAMES = { vnpay: "VNPAY", momo: "MoMo" } as const;

/** The gateways' word on each payment attempt of a period beside the shop's record; mismatches first (decision 0054). */
export default function AdminPaymentsReconciliation({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const [params] = useSearchParams();
  const rows = report ? [...report.rows].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0)) : [];
  return (
    <section className="space-y-6">
      <div>
        <Link to="/admin/payments" className="text-sm text-brand-700 hover:underline">← Thanh toán</Link>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">Đối soát VNPAY / MoMo</h1>
        <p className="mt-1 text-sm text-gray-500">
          Hỏi cổng thanh toán về từng lượt thanh toán trong khoảng ngày chọn và so với ghi nhận của cửa hàng. Trang này không thay đổi gì; thanh toán cửa hàng
          chưa ghi nhận được cập nhật bằng nút “kiểm tra lại” trên đơn hoặc lượt kiểm tra định kỳ.
        </p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <input type="hidden" name="run" value="1" />
        <label className="grid gap-1">
          <span className="text-gray-600">Từ ngày</span>
          <input type="date" name="from" defaultValue={params.get("from") ?? ""} className="rounded-md border border-gray-300 px-3 py-2" />
        </label>
        <label className="grid gap-1">
          <span className="text-gray-600">Đến ngày</span>
          <input type="date" name="to" defaultValue={params.get("to") ?? ""} className="rounded-md border border-gray-300 px-3 py-2" />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">Đối soát</button>
      </Form>
      {report && (
        <div className="space-y-3">
          <p className="text-sm text-gray-700" data-testid="reconciliation-summary">
            {report.rows.length} lượt thanh toán · <strong>{report.mismatches} chênh lệch</strong>
            {report.truncated && " · chỉ 200 lượt đầu, hãy chọn khoảng ngày ngắn hơn"}
          </p>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th className="px-2 py-2">Cổng</th>
                  <th className="px-2 py-2">Đơn</th>
                  <th className="px-2 py-2">Mã lượt</th>
                  <th className="px-2 py-2">Số tiền</th>
                  <th className="px-2 py-2">Cửa hàng</th>
                  <th className="px-2 py-2">Cổng thanh toán</th>
                  <th className="px-2 py-2">Chênh lệch</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.provider}:${row.txnRef}`} className={row.problems.length > 0 ? "bg-red-50" : undefined}>
                    <td className="px-2 py-2">{PROVIDER_NAMES[row.provider]}</td>
                    <td className="px-2 py-2">
                      <Link to={`/admin/orders/${row.orderId}`} className="text-brand-700 hover:underline">#{row.orderId}</Link>
                    </td>
                    <td className="px-2 py-2 font-mono text-xs">{row.txnRef}</td>
                    <td className="px-2 py-2">{formatVnd(row.amount)}</td>
                    <td className="px-2 py-2">
                      {STATUS_LABELS[row.shopStatus]}
                      {row.shopTransactionNo ? ` · ${row.shopTransactionNo}` : ""}
                    </td>
                    <td className="px-2 py-2">
                      {STATUS_LABELS[row.gatewayStatus]}
                      {row.gatewayTransactionNo ? ` · ${row.gatewayTransactionNo}` : ""}
                      {row.gatewayAmount !== null && row.gatewayAmount !== row.amount ? ` · ${formatVnd(row.gatewayAmount)}` : ""}
                    </td>
                    <td className="px-2 py-2 text-red-800">{row.problems.join("; ") || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
