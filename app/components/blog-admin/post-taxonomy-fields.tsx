import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import { POST_INPUT_CLASS, POST_LABEL_CLASS, type PostDraft, type UpdateDraft } from "./post-editor-parts";

interface PostTaxonomyFieldsProps {
  draft: PostDraft;
  update: UpdateDraft;
  categories: ReadonlyArray<{ id: number; name: string }>;
  /** The tag being typed (kept by the editor while another tab is open). */
  tagInput: string;
  setTagInput: (value: string) => void;
  onAddTag: () => void;
}

/** The editor's "Chuyên mục & thẻ" tab: the post's categories and its tags, the first being the SEO keyword. */
export function PostTaxonomyFields({ draft, update, categories, tagInput, setTagInput, onAddTag }: PostTaxonomyFieldsProps) {
  function onTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      onAddTag();
    }
  }

  return (
    <>
      <fieldset>
        <legend className={POST_LABEL_CLASS}>Chuyên mục</legend>
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
        <label htmlFor="post-tag-input" className={POST_LABEL_CLASS}>
          Thẻ
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="post-tag-input"
            value={tagInput}
            onChange={(event) => setTagInput(event.target.value)}
            onKeyDown={onTagKey}
            className={`${POST_INPUT_CLASS} mt-0`}
            aria-describedby="post-tag-hint"
          />
          <button type="button" onClick={onAddTag} className="rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:bg-gray-50">
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
    </>
  );
}
