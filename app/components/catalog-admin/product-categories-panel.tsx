import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CategoryInputSchema, type AdminCategoryView } from "#common/schemas/catalog-admin";
import { fieldErrorsOf } from "#common/validation";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminTable, RowActionButton } from "~/components/admin/ui/admin-table";
import { api, ApiError } from "~/lib/api-client";

type Draft = { id: number | null; name: string; icon: string; bgColor: string };
const EMPTY: Draft = { id: null, name: "", icon: "", bgColor: "bg-blue-50" };

/** The shop's product categories (spec fields: name, icon, background colour): add, edit, delete. */
export function ProductCategoriesPanel({ categories, onChanged }: { categories: AdminCategoryView[]; onChanged: () => unknown }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = CategoryInputSchema.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      if (draft.id === null) await api.post("/api/admin/categories", parsed.data);
      else await api.put(`/api/admin/categories/${draft.id}`, parsed.data);
      toast.success(draft.id === null ? "Đã thêm danh mục" : "Đã lưu danh mục");
      setDraft(EMPTY);
      await onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast.error("Không lưu được danh mục", { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  async function remove(category: AdminCategoryView) {
    setBusy(true);
    try {
      await api.delete(`/api/admin/categories/${category.id}`);
      toast.success("Đã xóa danh mục");
      await onChanged();
    } catch (error) {
      toast.error("Không xóa được danh mục", { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <AdminTable caption="Danh mục sản phẩm" columns={[{ label: "Tên" }, { label: "Biểu tượng" }, { label: "Màu nền" }, { label: "Sản phẩm", numeric: true }, { label: "Thao tác" }]}>
        {categories.map((category) => (
          <tr key={category.id} className="border-t border-gray-100">
            <th scope="row" className="px-4 py-3 font-medium text-gray-900">
              {category.name}
            </th>
            <td className="px-4 py-3">{category.icon || "—"}</td>
            <td className="px-4 py-3">
              <span className={`inline-block rounded px-2 py-0.5 font-mono text-xs ${category.bgColor}`}>{category.bgColor}</span>
            </td>
            <td className="px-4 py-3 text-right">{category.productCount}</td>
            <td className="px-4 py-3">
              <div className="flex gap-1">
                <RowActionButton tone="brand" onClick={() => setDraft({ id: category.id, name: category.name, icon: category.icon, bgColor: category.bgColor })} label={`Sửa danh mục ${category.name}`}>
                  Sửa
                </RowActionButton>
                <RowActionButton tone="danger" onClick={() => void remove(category)} disabled={busy} label={`Xóa danh mục ${category.name}`}>
                  Xóa
                </RowActionButton>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <form onSubmit={save} className="space-y-4 rounded-xl border border-gray-200 bg-white p-4" aria-label={draft.id === null ? "Thêm danh mục" : "Sửa danh mục"}>
        <h2 className="font-semibold text-gray-900">{draft.id === null ? "Thêm danh mục" : "Sửa danh mục"}</h2>
        <LabeledInput id="category-name" label="Tên danh mục" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} error={errors.name?.[0]} />
        <LabeledInput id="category-icon" label="Biểu tượng" value={draft.icon} onChange={(event) => setDraft({ ...draft, icon: event.target.value })} error={errors.icon?.[0]} />
        <LabeledInput
          id="category-bg"
          label="Màu nền (lớp Tailwind, ví dụ bg-blue-50)"
          value={draft.bgColor}
          onChange={(event) => setDraft({ ...draft, bgColor: event.target.value })}
          error={errors.bgColor?.[0]}
        />
        <div className="flex gap-2">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
            {draft.id === null ? "Thêm danh mục" : "Lưu danh mục"}
          </button>
          {draft.id !== null && (
            <button type="button" onClick={() => setDraft(EMPTY)} className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100">
              Hủy
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
