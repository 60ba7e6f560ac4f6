import { useState, type FormEvent } from "react";
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS, type DiscountCodeView, type DiscountKind } from "#common/discount-codes";
import { formatVnd } from "#common/money";
import { AdminTable, RowActionButton } from "~/components/admin/ui/admin-table";
import { FormDialog } from "~/components/admin/ui/admin-dialog";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/discount-codes";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [codes, products] = await Promise.all([context.services.discountCodes.list(), context.services.catalogAdmin.listProducts()]);
  return { codes, products: products.filter((product) => !product.archived).map((product) => ({ id: product.id, name: product.name })) };
}

/** The same service as `POST /api/admin/discount-codes` and `PUT /api/admin/discount-codes/{id}`. */
export const action = adminActions({
  create: ({ services, payload, actor }) => services.discountCodes.create(payload, actor),
  update: ({ services, id, payload, actor }) => services.discountCodes.update(id("Mã giảm giá"), payload, actor),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Mã giảm giá");
}

interface Draft {
  id: number | null;
  code: string;
  kind: DiscountKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerPhone: string;
  productIds: number[];
}

const EMPTY: Draft = { id: null, code: "", kind: "percent", value: "", minOrder: "", startsAt: "", endsAt: "", maxUses: "", maxUsesPerPhone: "", productIds: [] };
const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });
const dayOf = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : "");
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text.replace(/[.\s]/g, "")));

function draftOf(code: DiscountCodeView): Draft {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    minOrder: code.minOrder ? String(code.minOrder) : "",
    startsAt: dayOf(code.startsAt),
    endsAt: dayOf(code.endsAt),
    maxUses: code.maxUses ? String(code.maxUses) : "",
    maxUsesPerPhone: code.maxUsesPerPhone ? String(code.maxUsesPerPhone) : "",
    productIds: code.productIds,
  };
}

function ruleText(code: DiscountCodeView): string {
  return code.kind === "percent" ? `${code.value}%` : formatVnd(code.value);
}

function validity(code: DiscountCodeView): string {
  if (!code.startsAt && !code.endsAt) return "Không giới hạn";
  return `${code.startsAt ? dayOf(code.startsAt) : "…"} → ${code.endsAt ? dayOf(code.endsAt) : "…"}`;
}

/** Discount codes: their rule, uses and the revenue of the orders that used them; create and edit. */
export default function AdminDiscountCodes({ loaderData }: Route.ComponentProps) {
  const { codes, products } = loaderData;
  const [draft, setDraft] = useState<Draft | null>(null);
  const { run, busy, fieldErrors } = useAdminAction<DiscountCodeView>();
  const set = (changes: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...changes } : current));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    // Dates are days in Vietnam: from the start of the first to the end of the last.
    const payload = {
      id: draft.id,
      code: draft.code,
      kind: draft.kind,
      value: numberOrNull(draft.value),
      minOrder: numberOrNull(draft.minOrder),
      startsAt: draft.startsAt || null,
      endsAt: draft.endsAt ? `${draft.endsAt}T23:59:59+07:00` : null,
      maxUses: numberOrNull(draft.maxUses),
      maxUsesPerPhone: numberOrNull(draft.maxUsesPerPhone),
      productIds: draft.productIds,
    };
    const saved = await run(draft.id ? "update" : "create", payload, { success: (code) => `Đã lưu mã ${code.code}`, failure: "Không lưu được mã giảm giá" });
    if (saved) setDraft(null);
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Mã giảm giá</h1>
        <button type="button" onClick={() => setDraft(EMPTY)} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Tạo mã giảm giá
        </button>
      </div>
      <p className="mt-1 text-sm text-gray-500">Khách nhập mã khi thanh toán; số tiền giảm được trừ vào tạm tính trước khi tính VAT 10%.</p>

      {codes.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-6 text-gray-600">Chưa có mã giảm giá nào.</p>
      ) : (
        <AdminTable
          className="mt-6"
          caption="Danh sách mã giảm giá"
          columns={[
            { label: "Mã" },
            { label: "Mức giảm" },
            { label: "Đơn tối thiểu", numeric: true },
            { label: "Hiệu lực" },
            { label: "Đã dùng", numeric: true },
            { label: "Doanh thu", numeric: true },
            { label: "Thao tác" },
          ]}
        >
          {codes.map((code) => (
            <tr key={code.id} className="border-t border-gray-100">
              <th scope="row" className="px-4 py-3 font-mono font-semibold text-gray-900">
                {code.code}
              </th>
              <td className="px-4 py-3">
                {ruleText(code)}
                {code.productIds.length > 0 && <span className="block text-xs text-gray-500">{code.productIds.length} sản phẩm</span>}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">{code.minOrder ? formatVnd(code.minOrder) : "—"}</td>
              <td className="px-4 py-3 whitespace-nowrap">{validity(code)}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap" data-testid="discount-uses">
                {code.uses}
                {code.maxUses ? ` / ${code.maxUses}` : ""}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {formatVnd(code.revenue)}
                {code.discounted > 0 && <span className="block text-xs text-gray-500">đã giảm {formatVnd(code.discounted)}</span>}
              </td>
              <td className="px-4 py-3">
                <RowActionButton tone="brand" label={`Sửa mã ${code.code}`} onClick={() => setDraft(draftOf(code))}>
                  Sửa
                </RowActionButton>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      {draft && (
        <FormDialog title={draft.id ? `Sửa mã ${draft.code}` : "Tạo mã giảm giá"} submitLabel="Lưu" busy={busy} onSubmit={(event) => void save(event)} onClose={() => setDraft(null)}>
          <LabeledInput id="discount-code" label="Mã" value={draft.code} onChange={(event) => set({ code: event.target.value.toUpperCase() })} error={fieldErrors.code?.[0]} required />
          <fieldset>
            <legend className="block text-sm font-medium text-gray-700">Loại giảm giá</legend>
            <div className="mt-1 flex gap-4">
              {DISCOUNT_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="discount-kind" checked={draft.kind === kind} onChange={() => set({ kind })} className="accent-brand-700" />
                  {DISCOUNT_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <LabeledInput id="discount-value" label={draft.kind === "percent" ? "Giảm (%)" : "Giảm (đ)"} inputMode="numeric" value={draft.value} onChange={(event) => set({ value: event.target.value })} error={fieldErrors.value?.[0]} required />
            <LabeledInput id="discount-min" label="Đơn tối thiểu (đ)" inputMode="numeric" value={draft.minOrder} onChange={(event) => set({ minOrder: event.target.value })} error={fieldErrors.minOrder?.[0]} />
            <LabeledInput id="discount-starts" label="Từ ngày" type="date" value={draft.startsAt} onChange={(event) => set({ startsAt: event.target.value })} error={fieldErrors.startsAt?.[0]} />
            <LabeledInput id="discount-ends" label="Đến hết ngày" type="date" value={draft.endsAt} onChange={(event) => set({ endsAt: event.target.value })} error={fieldErrors.endsAt?.[0]} />
            <LabeledInput id="discount-max" label="Tổng lượt dùng" inputMode="numeric" value={draft.maxUses} onChange={(event) => set({ maxUses: event.target.value })} error={fieldErrors.maxUses?.[0]} />
            <LabeledInput id="discount-max-phone" label="Lượt mỗi số điện thoại" inputMode="numeric" value={draft.maxUsesPerPhone} onChange={(event) => set({ maxUsesPerPhone: event.target.value })} error={fieldErrors.maxUsesPerPhone?.[0]} />
          </div>
          <fieldset>
            <legend className="block text-sm font-medium text-gray-700">Áp dụng cho sản phẩm (bỏ trống: cả đơn hàng)</legend>
            <div className="mt-1 max-h-40 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
              {products.map((product) => (
                <label key={product.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.productIds.includes(product.id)}
                    onChange={(event) =>
                      set({ productIds: event.target.checked ? [...draft.productIds, product.id] : draft.productIds.filter((id) => id !== product.id) })
                    }
                    className="accent-brand-700"
                  />
                  {product.name}
                </label>
              ))}
            </div>
          </fieldset>
        </FormDialog>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
