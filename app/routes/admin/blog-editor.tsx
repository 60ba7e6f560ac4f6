import * as Tabs from "@radix-ui/react-tabs";
import { lazy, Suspense, useMemo, useState, type KeyboardEvent } from "react";
import { data, Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { isEmptyHtml, normalizeTags, POST_REQUIRED_MESSAGE, type BlogPostPayload } from "#common/schemas/blog-admin";
import { computeSeoScore, RECOMMENDED_META_DESCRIPTION, RECOMMENDED_META_TITLE } from "#common/seo-score";
import { slugDraft, slugify } from "#common/slug";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { PostArticleContent } from "~/components/blog/post-article";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { ImageUploadField } from "~/components/admin/ui/image-upload";
import { SeoBreakdown } from "~/components/blog-admin/seo-ui";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { trackSeoScore } from "~/lib/analytics";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { useUnsavedChangesWarning } from "~/components/admin/ui/unsaved-changes";
import type { Route } from "./+types/blog-editor";

// TipTap is only ever downloaded on this screen.
const RichTextEditor = lazy(() => import("~/components/blog-admin/rich-text-editor"));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const categories = await context.services.blog.listAdminCategories();
  if (params.id === undefined) return { post: null, categories, notFound: false };
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  try {
    if (id > 0) return { post: await context.services.blog.getAdminPost(id), categories, notFound: false };
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
  return data({ post: null, categories, notFound: true }, { status: 404 });
}

/** The same blog service as `POST /api/admin/blog/posts` and `PUT /api/admin/blog/posts/{id}`. */
export const action = adminActions({
  create: ({ services, payload, actor }) => services.blog.createPost(payload, actor),
  update: ({ services, id, payload, actor }) => services.blog.savePost(id("Mã bài viết"), payload, actor),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (loaderData?.notFound) return adminMeta("Không tìm thấy bài viết");
  return adminMeta(loaderData?.post ? `Sửa: ${loaderData.post.title}` : "Viết bài mới");
}

const TABS = ["content", "seo", "categories", "preview"] as const;
type Tab = (typeof TABS)[number];

const INPUT = `${ADMIN_INPUT_CLASS} text-sm`;
const LABEL = "block text-sm font-medium text-gray-700";

/** The post payload as the editor holds it: every field present, text fields never null (the schema turns "" into null). */
type Draft = { [K in Exclude<keyof BlogPostPayload, "authorId">]-?: NonNullable<BlogPostPayload[K]> };

type LoadedPost = NonNullable<Route.ComponentProps["loaderData"]["post"]>;
/** What the save answers with (the post as stored, see AdminPostDetail). */
type SavedPost = Pick<LoadedPost, "id" | "slug" | "seoScore">;

function draftOf(post: LoadedPost | null): Draft {
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

/** A meta field with its live length against the recommended range; a textarea when `rows` is given. */
function CountedField({
  id,
  counterId,
  label,
  value,
  onChange,
  range,
  rows,
}: {
  id: string;
  counterId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  range: { min: number; max: number };
  rows?: number;
}) {
  const length = value.trim().length;
  const good = length >= range.min && length <= range.max;
  const field = { id, value, className: INPUT, "aria-describedby": counterId };
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {rows ? (
        <textarea {...field} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...field} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={counterId} className={`mt-1 text-xs ${good ? "text-green-700" : length === 0 ? "text-gray-500" : "text-orange-700"}`} aria-live="polite">
        {length} ký tự · khuyến nghị {range.min}–{range.max} ký tự{good ? " ✓" : ""}
      </p>
    </div>
  );
}

/** The SEO tab's meta fields, each counted against its recommended length. */
const META_FIELDS = [
  { name: "metaTitle", id: "post-meta-title", counterId: "meta-title-count", label: "Tiêu đề SEO (meta title)", range: RECOMMENDED_META_TITLE },
  {
    name: "metaDescription",
    id: "post-meta-description",
    counterId: "meta-description-count",
    label: "Mô tả SEO (meta description)",
    range: RECOMMENDED_META_DESCRIPTION,
    rows: 3,
  },
] as const;

function BlogEditor({ post, categories }: { post: LoadedPost | null; categories: Route.ComponentProps["loaderData"]["categories"] }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(searchParams.get("tab") ?? "") ? (searchParams.get("tab") as Tab) : "content";
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
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

  function update<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function setTitle(title: string) {
    setDraft((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugify(title) }));
  }

  function addTag() {
    const next = normalizeTags([...draft.tags, tagInput]);
    update("tags", next);
    setTagInput("");
  }

  function onTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      addTag();
    }
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
  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="mt-1 text-sm text-red-700" id={`${name}-error`}>
        {errors[name]![0]}
      </p>
    ) : null;

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
            <div>
              <label htmlFor="post-title" className={LABEL}>
                Tiêu đề
              </label>
              <input
                id="post-title"
                value={draft.title}
                onChange={(event) => setTitle(event.target.value)}
                className={`${INPUT} text-base`}
                aria-invalid={Boolean(errors.title)}
                aria-describedby={errors.title ? "title-error" : undefined}
              />
              {fieldError("title")}
            </div>
            <div>
              <label htmlFor="post-slug" className={LABEL}>
                Slug
              </label>
              <input
                id="post-slug"
                value={draft.slug}
                onChange={(event) => {
                  setSlugTouched(true);
                  update("slug", slugDraft(event.target.value));
                }}
                className={`${INPUT} font-mono`}
                aria-describedby="post-slug-hint"
                aria-invalid={Boolean(errors.slug)}
              />
              <p id="post-slug-hint" className="mt-1 text-xs text-gray-500">
                {slugTouched ? "Đã sửa tay." : "Tự tạo từ tiêu đề cho đến khi bạn sửa."} Đường dẫn: /blog/{draft.slug || "…"} · {draft.slug.length}/60 ký tự
              </p>
              {fieldError("slug")}
            </div>
            <div>
              <label htmlFor="post-summary" className={LABEL}>
                Tóm tắt
              </label>
              <textarea id="post-summary" rows={3} value={draft.summary} onChange={(event) => update("summary", event.target.value)} className={INPUT} />
            </div>
            <div>
              <span id="post-content-label" className={LABEL}>
                Nội dung
              </span>
              <div className="mt-1">
                <Suspense fallback={<div className="min-h-[24rem] rounded-lg border border-gray-300 bg-gray-50 p-4 text-sm text-gray-500">Đang tải trình soạn thảo…</div>}>
                  <RichTextEditor value={draft.content} onChange={(html) => update("content", html)} labelledBy="post-content-label" />
                </Suspense>
              </div>
              {fieldError("content")}
            </div>
            <ImageUploadField
              id="post-cover"
              label="Ảnh bìa (URL)"
              uploadLabel="Tải ảnh bìa lên"
              value={draft.coverImage}
              onChange={(url) => update("coverImage", url)}
            />
            {fieldError("coverImage")}
          </Tabs.Content>

          <Tabs.Content value="seo" className="mt-6 space-y-5">
            {META_FIELDS.map(({ name, ...field }) => (
              <CountedField key={name} {...field} value={draft[name]} onChange={(value) => update(name, value)} />
            ))}
            <div>
              <label htmlFor="post-canonical" className={LABEL}>
                URL chuẩn (canonical)
              </label>
              <input
                id="post-canonical"
                value={draft.canonicalUrl}
                onChange={(event) => update("canonicalUrl", event.target.value)}
                className={INPUT}
                placeholder="https://…"
                inputMode="url"
                aria-invalid={Boolean(errors.canonicalUrl)}
              />
              <p className="mt-1 text-xs text-gray-500">Để trống nếu bài viết gốc nằm trên trang này.</p>
              {fieldError("canonicalUrl")}
            </div>
            <div className="rounded-xl border border-gray-200 bg-gray-50 p-4">
              <p className="text-xs font-medium text-gray-500 uppercase">Xem trước trên Google</p>
              <p className="mt-2 truncate text-lg text-[#1a0dab]">{draft.metaTitle || draft.title || "Tiêu đề bài viết"}</p>
              <p className="truncate text-sm text-green-800">/blog/{draft.slug}</p>
              <p className="mt-1 line-clamp-2 text-sm text-gray-700">{draft.metaDescription || draft.summary || "Mô tả bài viết…"}</p>
            </div>
          </Tabs.Content>

          <Tabs.Content value="categories" className="mt-6 space-y-6">
            <fieldset>
              <legend className={LABEL}>Chuyên mục</legend>
              {categories.length === 0 ? (
                <p className="mt-2 text-sm text-gray-600">
                  Chưa có chuyên mục. <Link to="/admin/blog-admin?tab=categories" className="text-brand-700 underline">Thêm chuyên mục</Link>
                </p>
              ) : (
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {categories.map((category) => (
                    <label key={category.id} className="flex items-center gap-2 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm">
                      <input
                        type="checkbox"
                        checked={draft.categoryIds.includes(category.id)}
                        onChange={(event) =>
                          update(
                            "categoryIds",
                            event.target.checked ? [...draft.categoryIds, category.id] : draft.categoryIds.filter((id) => id !== category.id),
                          )
                        }
                        className="h-4 w-4 accent-brand-700"
                      />
                      {category.name}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
            <div>
              <label htmlFor="post-tag-input" className={LABEL}>
                Thẻ
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id="post-tag-input"
                  value={tagInput}
                  onChange={(event) => setTagInput(event.target.value)}
                  onKeyDown={onTagKey}
                  className={`${INPUT} mt-0`}
                  aria-describedby="post-tag-hint"
                />
                <button type="button" onClick={addTag} className="rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:bg-gray-50">
                  Thêm thẻ
                </button>
              </div>
              <p id="post-tag-hint" className="mt-1 text-xs text-gray-500">
                Nhấn Enter hoặc nút Thêm thẻ. Thẻ đầu tiên là từ khóa chính cho SEO.
              </p>
              {draft.tags.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Các thẻ của bài viết">
                  {draft.tags.map((tag, index) => (
                    <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-sm text-gray-800">
                      {tag}
                      {index === 0 && <span className="ml-1 rounded-full bg-brand-100 px-2 text-xs text-brand-800">Từ khóa chính</span>}
                      <button
                        type="button"
                        onClick={() => update("tags", draft.tags.filter((item) => item !== tag))}
                        aria-label={`Bỏ thẻ ${tag}`}
                        className="ml-1 h-6 w-6 rounded-full text-gray-500 hover:bg-gray-200"
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
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
