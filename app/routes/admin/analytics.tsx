import { AnalyticsPeriodSchema } from "#common/schemas/analytics";
import { AnalyticsPageHeader } from "~/components/admin/analytics-page-header";
import { SalesFunnelReportView } from "~/components/admin/sales-funnel-report";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/analytics";

/** /admin/analytics — the shop's sales funnel, from the same service as GET /api/admin/analytics/funnel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const period = AnalyticsPeriodSchema.parse(new URL(request.url).searchParams.get("period") ?? undefined);
  return { report: await context.services.analytics.salesFunnel(period) };
}

export function meta() {
  return adminMeta("Phân tích bán hàng");
}

export default function SalesAnalytics({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <section>
      <AnalyticsPageHeader
        title="Phân tích bán hàng"
        description="Từ lượt xem đến đơn hàng: số khách ở từng bước, tỉ lệ chuyển đổi, doanh thu theo sản phẩm, yêu cầu tư vấn và nguồn khách mua hàng."
        period={report.period}
      />
      <div className="mt-6">
        <SalesFunnelReportView report={report} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
