import { Link, useRevalidator } from "react-router";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "#common/analytics";

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { day: "Hôm nay", week: "7 ngày", month: "30 ngày", year: "12 tháng" };

/** Title, explanation, period selector (day, week, month, year) and refresh button of the admin's analytics pages. */
export function AnalyticsPageHeader({ title, description, period }: { title: string; description: string; period: AnalyticsPeriod }) {
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{description}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Khoảng thời gian">
          <ul className="flex rounded-lg border border-gray-200 bg-white p-1">
            {ANALYTICS_PERIODS.map((choice) => (
              <li key={choice}>
                <Link
                  to={`?period=${choice}`}
                  aria-current={choice === period ? "page" : undefined}
                  className={`block rounded-md px-3 py-1.5 text-sm font-medium ${
                    choice === period ? "bg-brand-700 text-white" : "text-gray-700 hover:bg-gray-100"
                  }`}
                >
                  {PERIOD_LABELS[choice]}
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
  );
}

/** A report's days as the pages show them: dd/mm/yyyy. */
export function formatReportDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
