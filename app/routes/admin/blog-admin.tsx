import { seoScoreColour } from "#common/seo-score";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { toast } from "sonner";
import { blogPostPath } from "~/components/blog/blog-links";
import { AdminTable, RowActionButton, rowActionClass } from "~/components/admin/ui/admin-table";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { CategoriesPanel } from "~/components/blog-admin/categories-panel";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
import { PostScoreItem, SeoScoreBadge } from "~/components/blog-admin/seo-ui";
import { formatSeconds, StatCard } from "~/components/admin/ui/stat-card";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { api, ApiError } from "~/lib/api-client";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/blog-admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { blog, analytics } = context.services;
  const [posts, categories, report] = await Promise.all([blog.listAdminPosts(), blog.listAdminCategories(), analytics.report("month")]);
  return { posts, categories, overview: report.overview };
}

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
  const revalidator = useRevalidator();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PostRow | null>(null);

  async function togglePublish(post: PostRow) {
    setBusyId(post.id);
    try {
      await api.put(`/api/admin/blog/posts/${post.id}`, { isPublished: !post.isPublished });
      toast.success("Bài viết đã được cập nhật", { description: post.isPublished ? "Đã chuyển về bản nháp" : "Đã xuất bản" });
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Lỗi khi cập nhật", { description: error instanceof ApiError && error.status !== 0 ? error.message : "Không thể cập nhật trạng thái. Vui lòng thử lại sau." });
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusyId(deleting.id);
    try {
      await api.delete(`/api/admin/blog/posts/${deleting.id}`);
      toast.success("Bài viết đã được xóa");
      setDeleting(null);
      await revalidator.revalidate();
    } catch {
      toast.error("Lỗi khi xóa bài viết");
    } finally {
      setBusyId(null);
    }
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
                        disabled={busyId === post.id}
                        label={`${post.isPublished ? "Ẩn" : "Xuất bản"} bài viết ${post.title}`}
                      >
                        {post.isPublished ? "Ẩn" : "Xuất bản"}
                      </RowActionButton>
                      <RowActionButton tone="danger" onClick={() => setDeleting(post)} disabled={busyId === post.id} label={`Xóa bài viết ${post.title}`}>
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
          <CategoriesPanel categories={categories} onChanged={() => revalidator.revalidate()} />
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
        busy={busyId !== null}
      >
        {deleting && <p className="mt-2 text-sm font-medium text-gray-900">{deleting.title}</p>}
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
