import { seoScoreColour } from "#common/seo-score";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { blogPostPath } from "~/components/blog/blog-links";
import { BLOG_CATEGORIES, CategoryPanel } from "~/components/admin/category-panel";
import { AdminTable, RowActionButton, rowActionClass } from "~/components/admin/ui/admin-table";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { PostScoreItem, SeoScoreBadge } from "~/components/blog-admin/seo-ui";
import { formatSeconds, StatCard } from "~/components/admin/ui/stat-card";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/blog-admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { blog, analytics } = context.services;
  const [posts, categories, report] = await Promise.all([blog.listAdminPosts(), blog.listAdminCategories(), analytics.report("month")]);
  return { posts, categories, overview: report.overview };
}

/** The same blog service as `PUT`/`DELETE /api/admin/blog/posts/{id}` and `/api/admin/blog/categories`. */
export const action = adminActions({
  // The list's toggle sends `isPublished` alone, as the REST toggle does (the service tells it from a full edit).
  publish: ({ services, id, payload, actor }) => services.blog.savePost(id("Mã bài viết"), { isPublished: payload.isPublished }, actor),
  remove: ({ services, id, actor }) => services.blog.deletePost(id("Mã bài viết"), actor),
  createCategory: ({ services, payload, actor }) => services.blog.createCategory(payload, actor),
  updateCategory: ({ services, id, payload, actor }) => services.blog.updateCategory(id("Mã chuyên mục"), payload, actor),
  removeCategory: ({ services, id, actor }) => services.blog.deleteCategory(id("Mã chuyên mục"), actor),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Quản lý blog");
}

const TABS = ["posts", "categories", "seo"] as const;
type Tab = (typeof TABS)[number];

const SHORT_DATE = new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" });

/** dd/mm/yyyy in Vietnam time; "—" without a date. */
function formatShortDate(date: Date | string | null | undefined): string {
  return date ? SHORT_DATE.format(new Date(date)) : "—";
}
type PostRow = Route.ComponentProps["loaderData"]["posts"][number];

export default function BlogAdmin({ loaderData }: Route.ComponentProps) {
  const { posts, categories, overview } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(searchParams.get("tab") ?? "") ? (searchParams.get("tab") as Tab) : "posts";
  const { run, busy } = useAdminAction();
  // The row whose toggle or deletion is under way.
  const [actingOn, setActingOn] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  const rowBusy = (post: PostRow) => busy && actingOn === post.id;

  async function togglePublish(post: PostRow) {
    setActingOn(post.id);
    await run(
      "publish",
      { id: post.id, isPublished: !post.isPublished },
      {
        success: "Bài viết đã được cập nhật",
        successDescription: () => (post.isPublished ? "Đã chuyển về bản nháp" : "Đã xuất bản"),
        failure: "Lỗi khi cập nhật",
      },
    );
  }

  async function confirmDelete() {
    if (!deleting) return;
    setActingOn(deleting.id);
    const deleted = await run("remove", { id: deleting.id }, { success: "Bài viết đã được xóa", failure: "Lỗi khi xóa bài viết" });
    if (deleted !== null) setDeleting(null);
  }

  // Only posts below the green band (score < 80) need work; the three weakest of them.
  const lowest = [...posts].filter((post) => seoScoreColour(post.seoScore) !== "green").sort((a, b) => a.seoScore - b.seoScore).slice(0, 3);

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Quản lý blog</h1>
        <Link to="/admin/blog-editor" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Tạo bài viết mới
        </Link>
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearchParams(value === "posts" ? {} : { tab: value }, { replace: true, preventScrollReset: true })}
        className="mt-6"
      >
        <AdminTabList label="Quản lý blog" tabs={[["posts", "Bài viết"], ["categories", "Chuyên mục"], ["seo", "Phân tích SEO"]]} />

        <Tabs.Content value="posts" className="mt-6">
          {posts.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-gray-600">
              Chưa có bài viết nào. <Link to="/admin/blog-editor" className="font-medium text-brand-700 underline">Viết bài đầu tiên</Link>
            </p>
          ) : (
            <AdminTable
              caption="Danh sách bài viết"
              columns={[
                { label: "Tiêu đề" },
                { label: "Slug" },
                { label: "Chuyên mục" },
                { label: "Ngày tạo" },
                { label: "Ngày xuất bản" },
                { label: "Trạng thái" },
                { label: "Điểm SEO" },
                { label: "Thao tác" },
              ]}
            >
              {posts.map((post) => (
                <tr key={post.id} className="border-t border-gray-100 align-top">
                  <th scope="row" className="max-w-xs px-4 py-3 font-medium text-gray-900">
                    {post.title}
                  </th>
                  <td className="px-4 py-3 font-mono text-xs break-all text-gray-600">{post.slug}</td>
                  <td className="px-4 py-3">{post.categories.map((category) => category.name).join(", ") || "—"}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(post.createdAt)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(post.publishedAt)}</td>
                  <td className="px-4 py-3">
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
                        post.isPublished ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700"
                      }`}
                    >
                      {post.isPublished ? "Đã xuất bản" : "Bản nháp"}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <SeoScoreBadge score={post.seoScore} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      {post.isPublished ? (
                        <a href={blogPostPath(post.slug)} target="_blank" rel="noopener" className={rowActionClass("neutral")} aria-label={`Xem bài viết ${post.title}`}>
                          Xem
                        </a>
                      ) : (
                        <Link to={`/admin/blog-editor/${post.id}?tab=preview`} className={rowActionClass("neutral")} aria-label={`Xem trước bài viết ${post.title}`}>
                          Xem
                        </Link>
                      )}
                      <Link to={`/admin/blog-editor/${post.id}`} className={rowActionClass("brand")} aria-label={`Sửa bài viết ${post.title}`}>
                        Sửa
                      </Link>
                      <RowActionButton
                        tone="neutral"
                        onClick={() => void togglePublish(post)}
                        disabled={rowBusy(post)}
                        label={`${post.isPublished ? "Ẩn" : "Xuất bản"} bài viết ${post.title}`}
                      >
                        {post.isPublished ? "Ẩn" : "Xuất bản"}
                      </RowActionButton>
                      <RowActionButton tone="danger" onClick={() => setDeleting(post)} disabled={rowBusy(post)} label={`Xóa bài viết ${post.title}`}>
                        Xóa
                      </RowActionButton>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </Tabs.Content>

        <Tabs.Content value="categories" className="mt-6">
          <CategoryPanel kind={BLOG_CATEGORIES} categories={categories} />
        </Tabs.Content>

        <Tabs.Content value="seo" className="mt-6 space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Điểm SEO trung bình" value={overview.averageSeoScore == null ? "—" : `${overview.averageSeoScore}/100`} />
            <StatCard label="Bài viết tối ưu (≥ 80)" value={`${overview.optimisedPosts}/${overview.totalPosts}`} />
            <StatCard label="Từ khóa chính" value={overview.keywordCount.toLocaleString("vi-VN")} />
            <StatCard
              label="Lượt xem bài viết (30 ngày)"
              value={overview.blogViews.toLocaleString("vi-VN")}
              hint={`Thời gian đọc TB: ${formatSeconds(overview.averageReadTimeSeconds)}`}
            />
          </dl>
          <section aria-labelledby="lowest-posts" className="rounded-xl border border-gray-200 bg-white p-4">
            <h2 id="lowest-posts" className="font-semibold text-gray-900">
              Bài viết cần cải thiện SEO
            </h2>
            {lowest.length === 0 && <p className="mt-3 text-sm text-gray-600">Mọi bài viết đều đạt điểm SEO tốt (từ 80 trở lên).</p>}
            <ul className="mt-3 space-y-2">
              {lowest.map((post) => (
                <PostScoreItem key={post.id} to={`/admin/blog-editor/${post.id}?tab=seo`} title={post.title} score={post.seoScore} />
              ))}
            </ul>
          </section>
          <Link to="/admin/seo-analytics" className="inline-block font-medium text-brand-700 underline">
            Xem phân tích SEO chi tiết
          </Link>
        </Tabs.Content>
      </Tabs.Root>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Xóa bài viết"
        description="Bạn có chắc chắn muốn xóa bài viết này?"
        confirmLabel="Xóa"
        onConfirm={() => void confirmDelete()}
        busy={busy}
      >
        {deleting && <p className="mt-2 text-sm font-medium text-gray-900">{deleting.title}</p>}
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
