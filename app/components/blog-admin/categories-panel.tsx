import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { slugDraft, slugify } from "#common/slug";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { api, ApiError } from "~/lib/api-client";
import { AdminTable, RowActionButton } from "../admin/ui/admin-table";
import { ConfirmDialog } from "../admin/ui/confirm-dialog";

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  postCount: number;
}

const INPUT = `${ADMIN_INPUT_CLASS} text-sm`;

/** Categories tab of the blog admin: add, edit and delete blog categories (slug unique; deleting unlinks posts). */
export function CategoriesPanel({ categories, onChanged }: { categories: CategoryRow[]; onChanged: () => Promise<void> | void }) {
  const [editing, setEditing] = useState<CategoryRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.delete(`/api/admin/blog/categories/${deleting.id}`);
      toast.success("Chuyên mục đã được xóa");
      setDeleting(null);
      await onChanged();
    } catch {
      toast.error("Lỗi khi xóa chuyên mục");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => setEditing("new")}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Thêm chuyên mục
        </button>
      </div>
      <AdminTable
        className="mt-4"
        caption="Chuyên mục blog"
        columns={[{ label: "Tên" }, { label: "Slug" }, { label: "Mô tả" }, { label: "Số bài viết", numeric: true }, { label: "Thao tác" }]}
      >
        {categories.length === 0 && (
          <tr>
            <td colSpan={5} className="px-4 py-6 text-center text-gray-600">
              Chưa có chuyên mục nào.
            </td>
          </tr>
        )}
        {categories.map((category) => (
          <tr key={category.id} className="border-t border-gray-100 align-top">
            <th scope="row" className="px-4 py-3 font-medium text-gray-900">{category.name}</th>
            <td className="px-4 py-3 font-mono text-xs text-gray-600">{category.slug}</td>
            <td className="px-4 py-3 text-gray-700">{category.description || "—"}</td>
            <td className="px-4 py-3 text-right tabular-nums">{category.postCount}</td>
            <td className="px-4 py-3">
              <div className="flex gap-1">
                <RowActionButton tone="brand" onClick={() => setEditing(category)} label={`Sửa chuyên mục ${category.name}`}>
                  Sửa
                </RowActionButton>
                <RowActionButton tone="danger" onClick={() => setDeleting(category)} label={`Xóa chuyên mục ${category.name}`}>
                  Xóa
                </RowActionButton>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      {editing !== null && (
        <CategoryDialog
          category={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Xóa chuyên mục"
        description={`Xóa chuyên mục "${deleting?.name ?? ""}"? Các bài viết vẫn được giữ nhưng sẽ không còn thuộc chuyên mục này.`}
        confirmLabel="Xóa chuyên mục"
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

function CategoryDialog({ category, onClose, onSaved }: { category: CategoryRow | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const [name, setName] = useState(category?.name ?? "");
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const [description, setDescription] = useState(category?.description ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const body = { name, slug: slugTouched ? slug : "", description };
      if (category) await api.put(`/api/admin/blog/categories/${category.id}`, body);
      else await api.post("/api/admin/blog/categories", body);
      toast.success(category ? "Chuyên mục đã được cập nhật" : "Chuyên mục đã được tạo");
      await onSaved();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast.error("Lỗi khi lưu chuyên mục", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-gray-900">{category ? "Sửa chuyên mục" : "Thêm chuyên mục"}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">Slug để trống sẽ được tạo từ tên.</Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
            <LabeledInput
              id="category-name"
              label="Tên chuyên mục"
              required
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (!slugTouched) setSlug(slugify(event.target.value));
              }}
              className={INPUT}
              error={errors.name?.[0]}
            />
            <LabeledInput
              id="category-slug"
              label="Slug"
              value={slug}
              onChange={(event) => {
                setSlug(slugDraft(event.target.value));
                setSlugTouched(true);
              }}
              className={`${INPUT} font-mono`}
              error={errors.slug?.[0]}
            />
            <div>
              <label htmlFor="category-description" className="block text-sm font-medium text-gray-700">
                Mô tả
              </label>
              <textarea id="category-description" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} className={INPUT} />
            </div>
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50">
                  Hủy
                </button>
              </Dialog.Close>
              <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
                Lưu chuyên mục
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
