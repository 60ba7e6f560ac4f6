import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "react-router";
import { referrerLabel, type AnalyticsReport } from "#common/analytics";
import { formatReportDay, PERIOD_LABELS } from "~/components/admin/analytics-page-header";
import { AdminTable } from "../admin/ui/admin-table";
import { AdminTabList } from "../admin/ui/admin-tabs";
import { PostScoreItem, SeoScoreBadge } from "./seo-ui";
import { formatCount, formatSeconds, StatCard } from "../admin/ui/stat-card";
import { ViewsChart } from "./views-chart";

/** The SEO analytics report: overview, chart, posts, keywords, referrers — all from real stored data. */
export function AnalyticsReportView({ report }: { report: AnalyticsReport }) {
  const { overview } = report;
  const periodLabel = PERIOD_LABELS[report.period];
  return (
    <Tabs.Root defaultValue="overview">
      <AdminTabList
        label="Phân tích SEO"
        compact
        tabs={[
          ["overview", "Tổng quan"],
          ["posts", "Bài viết"],
          ["keywords", "Từ khóa"],
          ["referrers", "Nguồn truy cập"],
        ]}
      />

      <Tabs.Content value="overview" className="mt-6 space-y-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label={`Lượt xem trang (${periodLabel})`} value={formatCount(overview.views)} hint={`Bài viết: ${formatCount(overview.blogViews)}`} />
          <StatCard label="Khách truy cập (ước tính)" value={formatCount(overview.uniqueVisitors)} hint="Tổng khách khác nhau mỗi ngày, không dùng cookie" />
          <StatCard
            label="Thời gian đọc trung bình"
            value={formatSeconds(overview.averageReadTimeSeconds)}
            hint={`${formatCount(overview.readTimeSamples)} lượt đọc trên 10 giây`}
          />
          <StatCard
            label="Điểm SEO trung bình"
            value={overview.averageSeoScore == null ? "—" : `${overview.averageSeoScore}/100`}
            hint={`Bài viết tối ưu (≥ 80): ${overview.optimisedPosts}/${overview.totalPosts} · ${overview.keywordCount} từ khóa`}
          />
        </dl>
        <ViewsChart title={`Lượt xem trang — ${periodLabel} (${formatReportDay(report.from)} – ${formatReportDay(report.to)})`} points={report.series} />
        <section aria-labelledby="top-posts" className="rounded-xl border border-gray-200 bg-white p-4">
          <h2 id="top-posts" className="font-semibold text-gray-900">
            Bài viết được xem nhiều nhất
          </h2>
          {overview.topPosts.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">Chưa có lượt xem bài viết nào trong khoảng thời gian này.</p>
          ) : (
            <ol className="mt-3 space-y-2">
              {overview.topPosts.map((post) => (
                <PostScoreItem key={post.id} to={`/admin/blog-editor/${post.id}`} title={post.title} score={post.seoScore}>
                  <span className="tabular-nums">{formatCount(post.views)} lượt xem</span>
                </PostScoreItem>
              ))}
            </ol>
          )}
        </section>
      </Tabs.Content>

      <Tabs.Content value="posts" className="mt-6">
        <AdminTable
          caption={`Lượt xem và điểm SEO của từng bài viết (${periodLabel})`}
          columns={[
            { label: "Bài viết" },
            { label: "Từ khóa chính" },
            { label: `Lượt xem (${periodLabel})`, numeric: true },
            { label: "Tổng lượt xem", numeric: true },
            { label: "Thời gian đọc TB", numeric: true },
            { label: "Điểm SEO", numeric: true },
          ]}
        >
          {report.posts.map((post) => (
            <tr key={post.id} className="border-t border-gray-100">
              <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                <Link to={`/admin/blog-editor/${post.id}`} className="hover:underline">
                  {post.title}
                </Link>
                {!post.isPublished && <span className="ml-2 text-xs text-gray-500">(Bản nháp)</span>}
              </th>
              <td className="px-4 py-3">{post.keyword ?? "—"}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCount(post.views)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCount(post.totalViews)}</td>
              <td className="px-4 py-3 text-right">{formatSeconds(post.averageReadTimeSeconds)}</td>
              <td className="px-4 py-3 text-right">
                <SeoScoreBadge score={post.seoScore} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </Tabs.Content>

      <Tabs.Content value="keywords" className="mt-6">
        {report.keywords.length === 0 ? (
          <p className="text-sm text-gray-600">Chưa có bài viết nào có từ khóa chính (thẻ đầu tiên).</p>
        ) : (
          <AdminTable
            caption="Từ khóa chính của các bài viết và điểm SEO"
            columns={[
              { label: "Từ khóa chính" },
              { label: "Bài viết" },
              { label: `Lượt xem (${periodLabel})`, numeric: true },
              { label: "Điểm SEO TB", numeric: true },
            ]}
          >
            {report.keywords.map((keyword) => (
              <tr key={keyword.keyword} className="border-t border-gray-100">
                <th scope="row" className="px-4 py-3 font-medium text-gray-900">{keyword.keyword}</th>
                <td className="px-4 py-3">{keyword.posts.map((post) => post.title).join("; ")}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(keyword.views)}</td>
                <td className="px-4 py-3 text-right">
                  <SeoScoreBadge score={keyword.averageScore} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Tabs.Content>

      <Tabs.Content value="referrers" className="mt-6">
        {report.referrers.length === 0 ? (
          <p className="text-sm text-gray-600">Chưa có dữ liệu nguồn truy cập trong khoảng thời gian này.</p>
        ) : (
          <AdminTable
            caption={`Nguồn truy cập theo trang giới thiệu (${periodLabel})`}
            columns={[{ label: "Nguồn" }, { label: "Lượt truy cập", numeric: true }]}
          >
            {report.referrers.map((referrer) => (
              <tr key={referrer.host} className="border-t border-gray-100">
                <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                  {referrerLabel(referrer.host)}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(referrer.views)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
