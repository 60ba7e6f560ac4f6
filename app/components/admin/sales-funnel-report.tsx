import { referrerLabel, UNKNOWN_REFERRER, type SalesFunnelReport } from "#common/analytics";
import { LEAD_SOURCE_LABELS, labelOf } from "#common/leads";
import { formatVnd } from "#common/money";
import { AdminTable } from "~/components/admin/ui/admin-table";
import { formatCount, StatCard } from "~/components/admin/ui/stat-card";
import { formatReportDay, PERIOD_LABELS } from "./analytics-page-header";

/** `part` of `whole` as a percentage with at most one decimal; "—" when there is nothing to divide by. */
function rate(part: number, whole: number): string {
  if (whole <= 0) return "—";
  return (part / whole).toLocaleString("vi-VN", { style: "percent", maximumFractionDigits: 1 });
}

/** The sales funnel page: steps with conversion rates, revenue, products, leads and buyers' referrers. */
export function SalesFunnelReportView({ report }: { report: SalesFunnelReport }) {
  const periodLabel = PERIOD_LABELS[report.period];
  const steps = [
    { label: "Khách truy cập", value: report.visitors, hint: "khách khác nhau mỗi ngày" },
    { label: "Xem sản phẩm", value: report.productViews, hint: "khách đã mở trang sản phẩm" },
    { label: "Thêm vào giỏ", value: report.addToCart, hint: "khách đã thêm sản phẩm vào giỏ" },
    { label: "Bắt đầu thanh toán", value: report.checkouts, hint: "khách đã mở trang thanh toán" },
    { label: "Đặt hàng", value: report.orders, hint: "đơn hàng đã đặt, không tính đơn đã hủy" },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.value));
  const leadTotal = report.leads.reduce((sum, lead) => sum + lead.count, 0);

  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={`Doanh thu (${periodLabel})`}
          value={formatVnd(report.revenue)}
          hint={`Tổng tiền ${formatCount(report.orders)} đơn, gồm thuế${report.canceledOrders > 0 ? ` · ${formatCount(report.canceledOrders)} đơn đã hủy không tính` : ""}`}
        />
        <StatCard label="Giá trị đơn trung bình" value={report.orders > 0 ? formatVnd(report.revenue / report.orders) : "—"} />
        <StatCard label="Tỉ lệ chuyển đổi" value={rate(report.orders, report.visitors)} hint="Đơn hàng trên số khách truy cập" />
        <StatCard label="Yêu cầu tư vấn và dùng thử" value={formatCount(leadTotal)} hint="Từ các biểu mẫu trên trang" />
      </dl>

      <section aria-labelledby="funnel-heading" className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="funnel-heading" className="font-semibold text-gray-900">
          Phễu bán hàng — {periodLabel} ({formatReportDay(report.from)} – {formatReportDay(report.to)})
        </h2>
        <ol className="mt-4 space-y-3">
          {steps.map((step, index) => (
            <li key={step.label} className="grid gap-1 sm:grid-cols-[12rem_minmax(0,1fr)_11rem] sm:items-center sm:gap-4">
              <div>
                <span className="font-medium text-gray-900">{step.label}</span>
                <span className="block text-xs text-gray-500">{step.hint}</span>
              </div>
              <div className="h-7 rounded bg-gray-100" aria-hidden="true">
                <div className="h-7 rounded bg-brand-600" style={{ width: `${(step.value / widest) * 100}%` }} />
              </div>
              <div className="text-sm sm:text-right">
                <span className="text-lg font-bold tabular-nums text-gray-900">{formatCount(step.value)}</span>
                {index > 0 && (
                  <span className="block text-xs text-gray-600">
                    {rate(step.value, steps[index - 1]!.value)} so với bước trước
                  </span>
                )}
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-xs text-gray-500">
          Khách truy cập và các bước xem, thêm vào giỏ, thanh toán được đếm không dùng cookie, không lưu địa chỉ IP; khách bật
          “Không theo dõi” không được đếm. Đơn hàng và doanh thu lấy trực tiếp từ danh sách đơn hàng.
        </p>
      </section>

      <section aria-labelledby="products-heading">
        <h2 id="products-heading" className="font-semibold text-gray-900">
          Theo sản phẩm
        </h2>
        {report.products.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">Chưa có lượt xem hay đơn hàng nào trong khoảng thời gian này.</p>
        ) : (
          <AdminTable
            className="mt-3"
            caption={`Lượt xem, thêm vào giỏ, đơn hàng và tiền hàng theo sản phẩm (${periodLabel})`}
            columns={[
              { label: "Sản phẩm" },
              { label: "Lượt xem", numeric: true },
              { label: "Thêm vào giỏ", numeric: true },
              { label: "Đơn hàng", numeric: true },
              { label: "Số lượng", numeric: true },
              { label: "Tiền hàng (chưa thuế)", numeric: true },
            ]}
          >
            {report.products.map((product) => (
              <tr key={product.productId} className="border-t border-gray-100">
                <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                  {product.name}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(product.views)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(product.adds)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(product.orders)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(product.quantity)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatVnd(product.revenue)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="leads-heading">
          <h2 id="leads-heading" className="font-semibold text-gray-900">
            Yêu cầu tư vấn theo biểu mẫu và sản phẩm
          </h2>
          {report.leads.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">Chưa có yêu cầu nào trong khoảng thời gian này.</p>
          ) : (
            <AdminTable
              className="mt-3"
              caption={`Yêu cầu tư vấn theo biểu mẫu và sản phẩm (${periodLabel})`}
              columns={[{ label: "Biểu mẫu" }, { label: "Sản phẩm" }, { label: "Số yêu cầu", numeric: true }]}
            >
              {report.leads.map((lead) => (
                <tr key={`${lead.source}|${lead.product}`} className="border-t border-gray-100">
                  <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                    {labelOf(LEAD_SOURCE_LABELS, lead.source)}
                  </th>
                  <td className="px-4 py-3">{lead.product}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatCount(lead.count)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>

        <section aria-labelledby="referrers-heading">
          <h2 id="referrers-heading" className="font-semibold text-gray-900">
            Nguồn truy cập của người mua
          </h2>
          {report.referrers.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">Chưa có đơn hàng nào trong khoảng thời gian này.</p>
          ) : (
            <AdminTable
              className="mt-3"
              caption={`Đơn hàng và doanh thu theo nguồn truy cập của người mua (${periodLabel})`}
              columns={[{ label: "Nguồn" }, { label: "Đơn hàng", numeric: true }, { label: "Doanh thu", numeric: true }]}
            >
              {report.referrers.map((referrer) => (
                <tr key={referrer.host} className="border-t border-gray-100">
                  <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                    {referrerLabel(referrer.host)}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{formatCount(referrer.orders)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatVnd(referrer.revenue)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
          {report.referrers.some((referrer) => referrer.host === UNKNOWN_REFERRER) && (
            <p className="mt-2 text-xs text-gray-500">“Không rõ”: người mua bật “Không theo dõi” hoặc đã vào trang từ hôm trước.</p>
          )}
        </section>
      </div>
    </div>
  );
}
