import { Link, useRevalidator } from "react-router";
import { ANALYTICS_PERIODS } from "#common/analytics";
import { AnalyticsPeriodSchema } from "#common/schemas/analytics";
import { AnalyticsReportView, PERIOD_LABELS } from "~/components/blog-admin/analytics-report";
import { AdminLoadError } from "~/components/blog-admin/load-error";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
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
  const revalidator = useRevalidator();
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Phân tích SEO</h1>
          <p className="mt-1 text-sm text-gray-600">
            Số liệu thật từ bộ đếm lượt xem của chính trang web (không cookie, không lưu địa chỉ IP) và điểm SEO đã lưu của từng bài viết.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label="Khoảng thời gian">
            <ul className="flex rounded-lg border border-gray-200 bg-white p-1">
              {ANALYTICS_PERIODS.map((period) => (
                <li key={period}>
                  <Link
                    to={`?period=${period}`}
                    aria-current={period === report.period ? "page" : undefined}
                    className={`block rounded-md px-3 py-1.5 text-sm font-medium ${
                      period === report.period ? "bg-brand-700 text-white" : "text-gray-700 hover:bg-gray-100"
                    }`}
                  >
                    {PERIOD_LABELS[period]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state !== "idle"}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-60"
          >
            Làm mới
          </button>
        </div>
      </div>
      <div className="mt-6">
        <AnalyticsReportView report={report} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
