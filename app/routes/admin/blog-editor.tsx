import * as Tabs from "@radix-ui/react-tabs";
import { useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { isEmptyHtml, normalizeTags, POST_REQUIRED_MESSAGE, type BlogPostPayload } from "#common/schemas/blog-admin";
import { computeSeoScore } from "#common/seo-score";
import { slugDraft, slugify } from "#common/slug";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useUnsavedChangesWarning } from "~/components/admin/ui/unsaved-changes";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { PostContentFields } from "~/components/blog-admin/post-content-fields";
import type { PostDraft } from "~/components/blog-admin/post-editor-parts";
import { PostSeoFields } from "~/components/blog-admin/post-seo-fields";
import { PostTaxonomyFields } from "~/components/blog-admin/post-taxonomy-fields";
import { SeoBreakdown } from "~/components/blog-admin/seo-ui";
import { PostArticleContent } from "~/components/blog/post-article";
import { blogTexts } from "#common/page-texts/blog";
import { adminMeta } from "~/lib/admin-meta";
import { trackSeoScore } from "~/lib/analytics";
import type { Route } from "./+types/blog-editor";

export { action, loader } from "./blog-editor.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (loaderData?.notFound) return adminMeta("Không tìm thấy bài viết");
  return adminMeta(loaderData?.post ? `Sửa: ${loaderData.post.title}` : "Viết bài mới");
}

const TABS = ["content", "seo", "categories", "preview"] as const;
type Tab = (typeof TABS)[number];

type LoadedPost = NonNullable<Route.ComponentProps["loaderData"]["post"]>;
/** What the save answers with (the post as stored, see AdminPostDetail). */
type SavedPost = Pick<LoadedPost, "id" | "slug" | "seoScore">;

function draftOf(post: LoadedPost | null): PostDraft {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    summary: post?.summary ?? "",
    content: post?.content ?? "",
    coverImage: post?.coverImage ?? "",
    tags: post?.tags ?? [],
    metaTitle: post?.metaTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    canonicalUrl: post?.canonicalUrl ?? "",
    isPublished: post?.isPublished ?? false,
    categoryIds: post?.categoryIds ?? [],
  };
}

export default function BlogEditorPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return (
      <section className="rounded-xl border border-gray-200 bg-white p-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Không tìm thấy bài viết</h1>
        <p className="mt-2 text-gray-600">Bài viết có thể đã bị xóa hoặc đường dẫn không đúng.</p>
        <Link to="/admin/blog-admin" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Quay lại danh sách bài viết
        </Link>
      </section>
    );
  }
  // A new key after the first save (create → edit) starts the editor from the saved post.
  return <BlogEditor key={loaderData.post?.id ?? "new"} post={loaderData.post} categories={loaderData.categories} />;
}

function BlogEditor({ post, categories }: { post: LoadedPost | null; categories: Route.ComponentProps["loaderData"]["categories"] }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(searchParams.get("tab") ?? "") ? (searchParams.get("tab") as Tab) : "content";
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(post));
  const [saved, setSaved] = useState<string>(() => JSON.stringify(draftOf(post)));
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [tagInput, setTagInput] = useState("");
  const { run, busy: saving, fieldErrors } = useAdminAction<SavedPost>();
  // The form's own check before sending; after a send, the server's answer.
  const [formErrors, setFormErrors] = useState<Record<string, string[]> | null>(null);
  const errors = formErrors ?? fieldErrors;

  const dirty = JSON.stringify(draft) !== saved;

  const seo = useMemo(
    () =>
      computeSeoScore({
        title: draft.title,
        slug: draft.slug,
        content: draft.content,
        tags: draft.tags,
        metaTitle: draft.metaTitle,
        metaDescription: draft.metaDescription,
      }),
    [draft.title, draft.slug, draft.content, draft.tags, draft.metaTitle, draft.metaDescription],
  );

  const { allowNextNavigation } = useUnsavedChangesWarning(dirty, "Bài viết có thay đổi chưa lưu. Bạn có chắc muốn rời trang?");

  function update<K extends keyof PostDraft>(key: K, value: PostDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function setTitle(title: string) {
    setDraft((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugify(title) }));
  }

  function editSlug(typed: string) {
    setSlugTouched(true);
    update("slug", slugDraft(typed));
  }

  function addTag() {
    const next = normalizeTags([...draft.tags, tagInput]);
    update("tags", next);
    setTagInput("");
  }

  function selectTab(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value === "content") next.delete("tab");
    else next.set("tab", value);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  async function save() {
    if (!draft.title.trim() || isEmptyHtml(draft.content)) {
      toast.error("Không thể lưu bài viết", { description: POST_REQUIRED_MESSAGE });
      setFormErrors({
        ...(draft.title.trim() ? {} : { title: [POST_REQUIRED_MESSAGE] }),
        ...(isEmptyHtml(draft.content) ? { content: [POST_REQUIRED_MESSAGE] } : {}),
      });
      return;
    }
    setFormErrors(null);
    const body: BlogPostPayload = { ...draft, slug: draft.slug.replace(/-+$/, ""), tags: normalizeTags(draft.tags) };
    const messages = {
      success: post ? "Bài viết đã được cập nhật" : "Bài viết đã được tạo",
      failure: (reason: string) => (reason === POST_REQUIRED_MESSAGE ? "Không thể lưu bài viết" : "Lỗi khi lưu bài viết"),
    };
    const result = post ? await run("update", { ...body, id: post.id }, messages) : await run("create", body, messages);
    if (!result) return;
    // The score as saved: the server computes it with the same rule as the SEO tab.
    trackSeoScore(result, result.seoScore);
    const next = { ...draft, slug: result.slug };
    setDraft(next);
    setSaved(JSON.stringify(next));
    allowNextNavigation();
    setSlugTouched(true);
    if (!post) {
      const query = searchParams.toString();
      navigate(`/admin/blog-editor/${result.id}${query ? `?${query}` : ""}`, { replace: true });
    }
  }

  const selectedCategories = categories.filter((category) => draft.categoryIds.includes(category.id));

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/admin/blog-admin" className="text-sm font-medium text-brand-700 hover:underline">
            ← Danh sách bài viết
          </Link>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">{post ? "Sửa bài viết" : "Viết bài mới"}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {dirty && <span className="text-sm text-orange-700">Có thay đổi chưa lưu</span>}
          <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
            <button
              type="button"
              role="switch"
              aria-checked={draft.isPublished}
              aria-label="Xuất bản"
              onClick={() => update("isPublished", !draft.isPublished)}
              className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${draft.isPublished ? "bg-brand-600" : "bg-gray-300"}`}
            >
              <span
                aria-hidden="true"
                className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${draft.isPublished ? "translate-x-5" : ""}`}
              />
            </button>
            <span aria-hidden="true">{draft.isPublished ? "Đã xuất bản" : "Bản nháp"}</span>
          </label>
          <button
            type="button"
            onClick={() => void save()}
            disabled={saving}
            className="rounded-md bg-brand-700 px-5 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? "Đang lưu…" : "Lưu bài viết"}
          </button>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Tabs.Root value={tab} onValueChange={selectTab}>
          <AdminTabList label="Soạn bài viết" tabs={[["content", "Nội dung"], ["seo", "SEO"], ["categories", "Chuyên mục & thẻ"], ["preview", "Xem trước"]]} />

          <Tabs.Content value="content" className="mt-6 space-y-5" forceMount hidden={tab !== "content"}>
            <PostContentFields
              draft={draft}
              update={update}
              errors={errors}
              slugTouched={slugTouched}
              onTitleChange={setTitle}
              onSlugChange={editSlug}
            />
          </Tabs.Content>

          <Tabs.Content value="seo" className="mt-6 space-y-5">
            <PostSeoFields draft={draft} update={update} errors={errors} />
          </Tabs.Content>

          <Tabs.Content value="categories" className="mt-6 space-y-6">
            <PostTaxonomyFields
              draft={draft}
              update={update}
              categories={categories}
              tagInput={tagInput}
              setTagInput={setTagInput}
              onAddTag={addTag}
            />
          </Tabs.Content>

          <Tabs.Content value="preview" className="mt-6">
            <div className="rounded-xl border border-gray-200 bg-white p-6">
              <p className="mb-4 text-xs font-medium text-gray-500 uppercase">Xem trước — hiển thị như trang bài viết công khai</p>
              <article>
                <PostArticleContent
                  title={draft.title || "Tiêu đề bài viết"}
                  date={post?.publishedAt ?? post?.createdAt ?? new Date()}
                  categories={selectedCategories}
                  coverImage={draft.coverImage || null}
                  summary={draft.summary || null}
                  content={draft.content}
                  tags={normalizeTags(draft.tags)}
                  texts={blogTexts.vi}
                  language="vi"
                />
              </article>
            </div>
          </Tabs.Content>
        </Tabs.Root>

        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <SeoBreakdown result={seo} />
          {post && (
            <p className="text-xs text-gray-500">
              Điểm đã lưu: {post.seoScore}/100 · {post.viewCount.toLocaleString("vi-VN")} lượt xem
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
