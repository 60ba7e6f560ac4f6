import { useState, type FormEvent, type ReactNode } from "react";
import type { AdminCategoryView } from "#common/schemas/catalog-admin";
import { slugDraft, slugify } from "#common/slug";
import { AdminTable, RowActionButton, type AdminColumn } from "./ui/admin-table";
import { FormDialog } from "./ui/admin-dialog";
import { ConfirmDialog } from "./ui/confirm-dialog";
import { ADMIN_INPUT_CLASS, LabeledInput } from "./ui/labeled-input";
import { useAdminAction } from "./ui/use-admin-action";

/** A category as both kinds list it. */
interface CategoryRow {
  id: number;
  name: string;
}

/** One field of the category dialog; a `slug` field follows the name until it is typed into. */
interface CategoryField {
  name: string;
  label: string;
  kind?: "text" | "textarea" | "slug";
}

/**
 * What differs between the blog's categories and the catalogue's: the word for one, the columns, the dialog's
 * fields. The page's action answers the panel's intents (`createCategory`, `updateCategory`, `removeCategory`)
 * with its own service.
 */
export interface CategoryKind<Row extends CategoryRow> {
  /** "chuyên mục", "danh mục": every button, title and message is built from it. */
  noun: string;
  caption: string;
  columns: ReadonlyArray<AdminColumn & { cell: (row: Row) => ReactNode }>;
  fields: readonly CategoryField[];
  /** The dialog's hint under its title. */
  hint?: string;
  /** The dialog's starting values: empty for a new category, the row's for an edit. */
  draftOf: (row: Row | null) => Record<string, string>;
  /** What the confirmation says happens to what is filed under the category. */
  removeWarning: (row: Row) => string;
}

export interface BlogCategoryRow extends CategoryRow {
  slug: string;
  description: string | null;
  postCount: number;
}

export const BLOG_CATEGORIES: CategoryKind<BlogCategoryRow> = {
  noun: "chuyên mục",
  caption: "Chuyên mục blog",
  columns: [
    { label: "Slug", cell: (row) => <span className="font-mono text-xs text-gray-600">{row.slug}</span> },
    { label: "Mô tả", cell: (row) => <span className="text-gray-700">{row.description || "—"}</span> },
    { label: "Số bài viết", numeric: true, cell: (row) => row.postCount },
  ],
  fields: [
    { name: "name", label: "Tên chuyên mục" },
    { name: "slug", label: "Slug", kind: "slug" },
    { name: "description", label: "Mô tả", kind: "textarea" },
  ],
  hint: "Slug để trống sẽ được tạo từ tên.",
  draftOf: (row) => ({ name: row?.name ?? "", slug: row?.slug ?? "", description: row?.description ?? "" }),
  removeWarning: (row) => `Xóa chuyên mục "${row.name}"? Các bài viết vẫn được giữ nhưng sẽ không còn thuộc chuyên mục này.`,
};

export const PRODUCT_CATEGORIES: CategoryKind<AdminCategoryView> = {
  noun: "danh mục",
  caption: "Danh mục sản phẩm",
  columns: [
    { label: "Biểu tượng", cell: (row) => row.icon || "—" },
    { label: "Màu nền", cell: (row) => <span className={`inline-block rounded px-2 py-0.5 font-mono text-xs ${row.bgColor}`}>{row.bgColor}</span> },
    { label: "Sản phẩm", numeric: true, cell: (row) => row.productCount },
  ],
  fields: [
    { name: "name", label: "Tên danh mục" },
    { name: "icon", label: "Biểu tượng" },
    { name: "bgColor", label: "Màu nền (lớp Tailwind, ví dụ bg-blue-50)" },
  ],
  draftOf: (row) => ({ name: row?.name ?? "", icon: row?.icon ?? "", bgColor: row?.bgColor ?? "bg-blue-50" }),
  removeWarning: (row) =>
    row.productCount > 0
      ? `Danh mục "${row.name}" còn ${row.productCount} sản phẩm: hãy chuyển chúng sang danh mục khác trước khi xóa.`
      : `Xóa danh mục "${row.name}"?`,
};

const INPUT = `${ADMIN_INPUT_CLASS} text-sm`;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A categories tab: the list with edit and delete per row, and a dialog to add or edit one. */
export function CategoryPanel<Row extends CategoryRow>({ kind, categories }: { kind: CategoryKind<Row>; categories: readonly Row[] }) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const { run, busy } = useAdminAction();
  const noun = kind.noun;

  async function remove() {
    if (!removing) return;
    const removed = await run("removeCategory", { id: removing.id }, { success: `${capitalised(noun)} đã được xóa`, failure: `Lỗi khi xóa ${noun}` });
    if (removed !== null) setRemoving(null);
  }

  return (
    <div>
      <div className="flex justify-end">
        <button type="button" onClick={() => setEditing("new")} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Thêm {noun}
        </button>
      </div>
      <AdminTable
        className="mt-4"
        caption={kind.caption}
        columns={[{ label: "Tên" }, ...kind.columns.map(({ label, numeric }) => ({ label, numeric })), { label: "Thao tác" }]}
      >
        {categories.length === 0 && (
          <tr>
            <td colSpan={kind.columns.length + 2} className="px-4 py-6 text-center text-gray-600">
              Chưa có {noun} nào.
            </td>
          </tr>
        )}
        {categories.map((category) => (
          <tr key={category.id} className="border-t border-gray-100 align-top">
            <th scope="row" className="px-4 py-3 font-medium text-gray-900">
              {category.name}
            </th>
            {kind.columns.map((column) => (
              <td key={column.label} className={`px-4 py-3${column.numeric ? " text-right tabular-nums" : ""}`}>
                {column.cell(category)}
              </td>
            ))}
            <td className="px-4 py-3">
              <div className="flex gap-1">
                <RowActionButton tone="brand" onClick={() => setEditing(category)} label={`Sửa ${noun} ${category.name}`}>
                  Sửa
                </RowActionButton>
                <RowActionButton tone="danger" onClick={() => setRemoving(category)} disabled={busy && removing?.id === category.id} label={`Xóa ${noun} ${category.name}`}>
                  Xóa
                </RowActionButton>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      {editing !== null && <CategoryDialog kind={kind} category={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Xóa ${noun}`}
        description={removing ? kind.removeWarning(removing) : ""}
        confirmLabel={`Xóa ${noun}`}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

/** Add or edit one category; its own submission, so a refusal's field errors belong to this dialog alone. */
function CategoryDialog<Row extends CategoryRow>({ kind, category, onClose }: { kind: CategoryKind<Row>; category: Row | null; onClose: () => void }) {
  const [draft, setDraft] = useState(() => kind.draftOf(category));
  // An edited category keeps its slug; a new one's follows the name until the slug is typed into.
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const { run, busy, fieldErrors } = useAdminAction();
  const noun = kind.noun;
  const slugField = kind.fields.find((field) => field.kind === "slug")?.name;

  function setName(name: string) {
    setDraft((current) => ({ ...current, name, ...(slugField && !slugTouched ? { [slugField]: slugify(name) } : {}) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // An untouched slug is left to the server, which makes it unique.
    const payload = slugField && !slugTouched ? { ...draft, [slugField]: "" } : draft;
    const saved = category
      ? await run("updateCategory", { ...payload, id: category.id }, { success: `${capitalised(noun)} đã được cập nhật`, failure: `Lỗi khi lưu ${noun}` })
      : await run("createCategory", payload, { success: `${capitalised(noun)} đã được tạo`, failure: `Lỗi khi lưu ${noun}` });
    if (saved !== null) onClose();
  }

  return (
    <FormDialog
      title={category ? `Sửa ${noun}` : `Thêm ${noun}`}
      description={kind.hint}
      submitLabel={`Lưu ${noun}`}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {kind.fields.map((field) => {
        const id = `category-${field.name}`;
        const error = fieldErrors[field.name]?.[0];
        if (field.kind === "textarea") {
          return (
            <div key={field.name}>
              <label htmlFor={id} className="block text-sm font-medium text-gray-700">
                {field.label}
              </label>
              <textarea
                id={id}
                rows={3}
                value={draft[field.name]}
                onChange={(event) => setDraft((current) => ({ ...current, [field.name]: event.target.value }))}
                className={INPUT}
                aria-invalid={error ? true : undefined}
              />
              {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
            </div>
          );
        }
        return (
          <LabeledInput
            key={field.name}
            id={id}
            label={field.label}
            required={field.name === "name"}
            value={draft[field.name]}
            onChange={(event) => {
              const value = event.target.value;
              if (field.name === "name") return setName(value);
              if (field.kind === "slug") setSlugTouched(true);
              setDraft((current) => ({ ...current, [field.name]: field.kind === "slug" ? slugDraft(value) : value }));
            }}
            className={field.kind === "slug" ? `${INPUT} font-mono` : INPUT}
            error={error}
          />
        );
      })}
    </FormDialog>
  );
}
