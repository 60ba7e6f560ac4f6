import { AnalyticsPeriodSchema } from "#common/schemas/analytics";
import { AnalyticsPageHeader } from "~/components/admin/analytics-page-header";
import { AnalyticsReportView } from "~/components/blog-admin/analytics-report";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/seo-analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const period = AnalyticsPeriodSchema.parse(new URL(request.url).searchParams.get("period") ?? undefined);
  return { report: await context.services.analytics.report(period) };
}

export function meta() {
  return adminMeta("Phân tích SEO");
}

export default function SeoAnalytics({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <section>
      <AnalyticsPageHeader
        title="Phân tích SEO"
        description="Số liệu thật từ bộ đếm lượt xem của chính trang web (không cookie, không lưu địa chỉ IP) và điểm SEO đã lưu của từng bài viết."
        period={report.period}
      />
      <div className="mt-6">
        <AnalyticsReportView report={report} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
