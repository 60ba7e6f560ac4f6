import { Link } from "react-router";
import { mayOpenPage } from "#common/admin-access";
import { AnalyticsPeriodSchema } from "#common/schemas/analytics";
import { AnalyticsPageHeader } from "~/components/admin/analytics-page-header";
import { SalesFunnelReportView } from "~/components/admin/sales-funnel-report";
import { AnalyticsReportView } from "~/components/blog-admin/analytics-report";
import { pagePatternOf, requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/analytics";

/**
 * The analytics tabs. Each keeps its own address (the navigation and bookmarks use them) and its own roles in
 * ADMIN_PAGE_ACCESS: the sales funnel shows the shop's revenue (the owner's), SEO the blog's readers (editors too).
 */
const TABS = {
  sales: {
    path: "/admin/analytics",
    label: "Bán hàng",
    title: "Phân tích bán hàng",
    description: "Từ lượt xem đến đơn hàng: số khách ở từng bước, tỉ lệ chuyển đổi, doanh thu theo sản phẩm, yêu cầu tư vấn và nguồn khách mua hàng.",
  },
  seo: {
    path: "/admin/seo-analytics",
    label: "SEO",
    title: "Phân tích SEO",
    description: "Số liệu thật từ bộ đếm lượt xem của chính trang web (không cookie, không lưu địa chỉ IP) và điểm SEO đã lưu của từng bài viết.",
  },
} as const;
type Tab = keyof typeof TABS;

/**
 * /admin/analytics and /admin/seo-analytics: the tab is the address, and only its report is loaded — the same
 * services as GET /api/admin/analytics/funnel and GET /api/admin/blog/analytics.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireAdminPage(request, context);
  const url = new URL(request.url);
  const period = AnalyticsPeriodSchema.parse(url.searchParams.get("period") ?? undefined);
  const tabs = (Object.keys(TABS) as Tab[]).filter((tab) => mayOpenPage(staff.role, TABS[tab].path));
  if (pagePatternOf(url.pathname) === TABS.sales.path) {
    return { tab: "sales" as const, tabs, report: await context.services.analytics.salesFunnel(period) };
  }
  return { tab: "seo" as const, tabs, report: await context.services.analytics.report(period) };
}

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(TABS[data?.tab ?? "seo"].title);
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { tab, tabs, report } = loaderData;
  return (
    <section>
      <AnalyticsPageHeader title={TABS[tab].title} description={TABS[tab].description} period={report.period} />
      {tabs.length > 1 && (
        <nav aria-label="Phân tích" className="mt-6 border-b border-gray-200 pb-2">
          <ul className="flex flex-wrap gap-1">
            {tabs.map((other) => (
              <li key={other}>
                <Link
                  to={`${TABS[other].path}?period=${report.period}`}
                  aria-current={other === tab ? "page" : undefined}
                  className={`block rounded-md px-4 py-2 text-sm font-medium ${other === tab ? "bg-brand-50 text-brand-800" : "text-gray-600 hover:bg-gray-100"}`}
                >
                  {TABS[other].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6">{loaderData.tab === "sales" ? <SalesFunnelReportView report={loaderData.report} /> : <AnalyticsReportView report={loaderData.report} />}</div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
