import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "react-router";
import type { AnalyticsReport } from "../../../server/services/analytics";
import { SeoScoreBadge } from "./seo-ui";
import { formatSeconds, StatCard } from "./stat-card";
import { ViewsChart } from "./views-chart";

export const PERIOD_LABELS = { day: "Hôm nay", week: "7 ngày", month: "30 ngày", year: "12 tháng" } as const;

const TAB_CLASS =
  "rounded-md px-3 py-2 text-sm font-medium text-gray-600 hover:bg-gray-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800";

function number(value: number): string {
  return value.toLocaleString("vi-VN");
}

/** The SEO analytics report: overview, chart, posts, keywords, referrers — all from real stored data. */
export function AnalyticsReportView({ report }: { report: AnalyticsReport }) {
  const { overview } = report;
  const periodLabel = PERIOD_LABELS[report.period];
  return (
    <Tabs.Root defaultValue="overview">
      <Tabs.List aria-label="Phân tích SEO" className="flex flex-wrap gap-1 border-b border-gray-200 pb-2">
        <Tabs.Trigger value="overview" className={TAB_CLASS}>
          Tổng quan
        </Tabs.Trigger>
        <Tabs.Trigger value="posts" className={TAB_CLASS}>
          Bài viết
        </Tabs.Trigger>
        <Tabs.Trigger value="keywords" className={TAB_CLASS}>
          Từ khóa
        </Tabs.Trigger>
        <Tabs.Trigger value="referrers" className={TAB_CLASS}>
          Nguồn truy cập
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="overview" className="mt-6 space-y-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label={`Lượt xem trang (${periodLabel})`} value={number(overview.views)} hint={`Bài viết: ${number(overview.blogViews)}`} />
          <StatCard label="Khách truy cập (ước tính)" value={number(overview.uniqueVisitors)} hint="Tổng khách khác nhau mỗi ngày, không dùng cookie" />
          <StatCard
            label="Thời gian đọc trung bình"
            value={formatSeconds(overview.averageReadTimeSeconds)}
            hint={`${number(overview.readTimeSamples)} lượt đọc trên 10 giây`}
          />
          <StatCard
            label="Điểm SEO trung bình"
            value={overview.averageSeoScore == null ? "—" : `${overview.averageSeoScore}/100`}
            hint={`Bài viết tối ưu (≥ 80): ${overview.optimisedPosts}/${overview.totalPosts} · ${overview.keywordCount} từ khóa`}
          />
        </dl>
        <ViewsChart title={`Lượt xem trang — ${periodLabel} (${formatDay(report.from)} – ${formatDay(report.to)})`} points={report.series} />
        <section aria-labelledby="top-posts" className="rounded-xl border border-gray-200 bg-white p-4">
          <h2 id="top-posts" className="font-semibold text-gray-900">
            Bài viết được xem nhiều nhất
          </h2>
          {overview.topPosts.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">Chưa có lượt xem bài viết nào trong khoảng thời gian này.</p>
          ) : (
            <ol className="mt-3 space-y-2">
              {overview.topPosts.map((post) => (
                <li key={post.id} className="flex items-center justify-between gap-3 text-sm">
                  <Link to={`/admin/blog-editor/${post.id}`} className="font-medium text-brand-700 hover:underline">
                    {post.title}
                  </Link>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="tabular-nums">{number(post.views)} lượt xem</span>
                    <SeoScoreBadge score={post.seoScore} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </Tabs.Content>

      <Tabs.Content value="posts" className="mt-6">
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Lượt xem và điểm SEO của từng bài viết ({periodLabel})</caption>
            <thead className="bg-gray-50 text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Bài viết</th>
                <th scope="col" className="px-4 py-3 font-medium">Từ khóa chính</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Lượt xem ({periodLabel})</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Tổng lượt xem</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Thời gian đọc TB</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Điểm SEO</th>
              </tr>
            </thead>
            <tbody>
              {report.posts.map((post) => (
                <tr key={post.id} className="border-t border-gray-100">
                  <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                    <Link to={`/admin/blog-editor/${post.id}`} className="hover:underline">
                      {post.title}
                    </Link>
                    {!post.isPublished && <span className="ml-2 text-xs text-gray-500">(Bản nháp)</span>}
                  </th>
                  <td className="px-4 py-3">{post.keyword ?? "—"}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{number(post.views)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{number(post.totalViews)}</td>
                  <td className="px-4 py-3 text-right">{formatSeconds(post.averageReadTimeSeconds)}</td>
                  <td className="px-4 py-3 text-right">
                    <SeoScoreBadge score={post.seoScore} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Tabs.Content>

      <Tabs.Content value="keywords" className="mt-6">
        {report.keywords.length === 0 ? (
          <p className="text-sm text-gray-600">Chưa có bài viết nào có từ khóa chính (thẻ đầu tiên).</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Từ khóa chính của các bài viết và điểm SEO</caption>
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Từ khóa chính</th>
                  <th scope="col" className="px-4 py-3 font-medium">Bài viết</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Lượt xem ({periodLabel})</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Điểm SEO TB</th>
                </tr>
              </thead>
              <tbody>
                {report.keywords.map((keyword) => (
                  <tr key={keyword.keyword} className="border-t border-gray-100">
                    <th scope="row" className="px-4 py-3 font-medium text-gray-900">{keyword.keyword}</th>
                    <td className="px-4 py-3">{keyword.posts.map((post) => post.title).join("; ")}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{number(keyword.views)}</td>
                    <td className="px-4 py-3 text-right">
                      <SeoScoreBadge score={keyword.averageScore} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Tabs.Content>

      <Tabs.Content value="referrers" className="mt-6">
        {report.referrers.length === 0 ? (
          <p className="text-sm text-gray-600">Chưa có dữ liệu nguồn truy cập trong khoảng thời gian này.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Nguồn truy cập theo trang giới thiệu ({periodLabel})</caption>
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Nguồn</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Lượt truy cập</th>
                </tr>
              </thead>
              <tbody>
                {report.referrers.map((referrer) => (
                  <tr key={referrer.host} className="border-t border-gray-100">
                    <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                      {referrer.host === "direct" ? "Truy cập trực tiếp" : referrer.host}
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums">{number(referrer.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
