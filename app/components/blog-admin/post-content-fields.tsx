import { lazy, Suspense } from "react";
import { ImageUploadField } from "~/components/admin/ui/image-upload";
import { FieldError, POST_INPUT_CLASS, POST_LABEL_CLASS, type PostDraft, type UpdateDraft } from "./post-editor-parts";

// TipTap is only ever downloaded on this screen.
const RichTextEditor = lazy(() => import("~/components/blog-admin/rich-text-editor"));

interface PostContentFieldsProps {
  draft: PostDraft;
  update: UpdateDraft;
  errors: Record<string, string[] | undefined>;
  /** Has the slug been typed by hand (it then no longer follows the title)? */
  slugTouched: boolean;
  onTitleChange: (title: string) => void;
  onSlugChange: (typed: string) => void;
}

/** The editor's "Nội dung" tab: title, slug, summary, the rich-text body and the cover photo. */
export function PostContentFields({ draft, update, errors, slugTouched, onTitleChange, onSlugChange }: PostContentFieldsProps) {
  return (
    <>
      <div>
        <label htmlFor="post-title" className={POST_LABEL_CLASS}>
          Tiêu đề
        </label>
        <input
          id="post-title"
          value={draft.title}
          onChange={(event) => onTitleChange(event.target.value)}
          className={`${POST_INPUT_CLASS} text-base`}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? "title-error" : undefined}
        />
        <FieldError errors={errors} name="title" />
      </div>
      <div>
        <label htmlFor="post-slug" className={POST_LABEL_CLASS}>
          Slug
        </label>
        <input
          id="post-slug"
          value={draft.slug}
          onChange={(event) => onSlugChange(event.target.value)}
          className={`${POST_INPUT_CLASS} font-mono`}
          aria-describedby="post-slug-hint"
          aria-invalid={Boolean(errors.slug)}
        />
        <p id="post-slug-hint" className="mt-1 text-xs text-gray-500">
          {slugTouched ? "Đã sửa tay." : "Tự tạo từ tiêu đề cho đến khi bạn sửa."} Đường dẫn: /blog/{draft.slug || "…"} · {draft.slug.length}/60 ký tự
        </p>
        <FieldError errors={errors} name="slug" />
      </div>
      <div>
        <label htmlFor="post-summary" className={POST_LABEL_CLASS}>
          Tóm tắt
        </label>
        <textarea id="post-summary" rows={3} value={draft.summary} onChange={(event) => update("summary", event.target.value)} className={POST_INPUT_CLASS} />
      </div>
      <div>
        <span id="post-content-label" className={POST_LABEL_CLASS}>
          Nội dung
        </span>
        <div className="mt-1">
          <Suspense fallback={<div className="min-h-[24rem] rounded-lg border border-gray-300 bg-gray-50 p-4 text-sm text-gray-500">Đang tải trình soạn thảo…</div>}>
            <RichTextEditor value={draft.content} onChange={(html) => update("content", html)} labelledBy="post-content-label" />
          </Suspense>
        </div>
        <FieldError errors={errors} name="content" />
      </div>
      <ImageUploadField
        id="post-cover"
        label="Ảnh bìa (URL)"
        uploadLabel="Tải ảnh bìa lên"
        value={draft.coverImage}
        onChange={(url) => update("coverImage", url)}
      />
      <FieldError errors={errors} name="coverImage" />
    </>
  );
}
