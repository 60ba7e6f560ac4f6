import { RECOMMENDED_META_DESCRIPTION, RECOMMENDED_META_TITLE } from "#common/seo-score";
import { FieldError, POST_INPUT_CLASS, POST_LABEL_CLASS, type PostDraft, type UpdateDraft } from "./post-editor-parts";

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
  const field = { id, value, className: POST_INPUT_CLASS, "aria-describedby": counterId };
  return (
    <div>
      <label htmlFor={id} className={POST_LABEL_CLASS}>
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

/** The editor's "SEO" tab: meta title and description with their lengths, canonical URL, the Google preview. */
export function PostSeoFields({ draft, update, errors }: { draft: PostDraft; update: UpdateDraft; errors: Record<string, string[] | undefined> }) {
  return (
    <>
      {META_FIELDS.map(({ name, ...field }) => (
        <CountedField key={name} {...field} value={draft[name]} onChange={(value) => update(name, value)} />
      ))}
      <div>
        <label htmlFor="post-canonical" className={POST_LABEL_CLASS}>
          URL chuẩn (canonical)
        </label>
        <input
          id="post-canonical"
          value={draft.canonicalUrl}
          onChange={(event) => update("canonicalUrl", event.target.value)}
          className={POST_INPUT_CLASS}
          placeholder="https://…"
          inputMode="url"
          aria-invalid={Boolean(errors.canonicalUrl)}
        />
        <p className="mt-1 text-xs text-gray-500">Để trống nếu bài viết gốc nằm trên trang này.</p>
        <FieldError errors={errors} name="canonicalUrl" />
      </div>
      <div className="rounded-xl border border-gray-200 bg-gray-50 p-4">
        <p className="text-xs font-medium text-gray-500 uppercase">Xem trước trên Google</p>
        <p className="mt-2 truncate text-lg text-[#1a0dab]">{draft.metaTitle || draft.title || "Tiêu đề bài viết"}</p>
        <p className="truncate text-sm text-green-800">/blog/{draft.slug}</p>
        <p className="mt-1 line-clamp-2 text-sm text-gray-700">{draft.metaDescription || draft.summary || "Mô tả bài viết…"}</p>
      </div>
    </>
  );
}
