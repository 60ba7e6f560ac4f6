import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { matchesSearch } from "#common/search-text";
import { stockLabel, type BulkProductAction } from "#common/stock";
import { formatVnd } from "#common/money";
import type { AdminProductView } from "#common/schemas/catalog-admin";
import { CategoryPanel, PRODUCT_CATEGORIES } from "~/components/admin/category-panel";
import { AdminTable, RowActionButton, rowActionClass } from "~/components/admin/ui/admin-table";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
import { FormDialog } from "~/components/admin/ui/admin-dialog";
import { ProductPhotosDialog } from "~/components/catalog-admin/product-photos-dialog";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/products";
import { Photo } from "~/components/ui/photo";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [products, categories] = await Promise.all([context.services.catalogAdmin.listProducts(), context.services.catalogAdmin.listCategories()]);
  return { products, categories };
}

/** The same catalogue service as `DELETE /api/admin/products/{id}` and `/api/admin/categories`. */
export const action = adminActions({
  remove: ({ services, id, actor }) => services.catalogAdmin.removeProduct(id("Mã sản phẩm"), actor),
  createCategory: ({ services, payload, actor }) => services.catalogAdmin.createCategory(payload, actor),
  updateCategory: ({ services, id, payload, actor }) => services.catalogAdmin.updateCategory(id("Mã danh mục"), payload, actor),
  removeCategory: ({ services, id, actor }) => services.catalogAdmin.deleteCategory(id("Mã danh mục"), actor),
  // Issue 36: the list's bulk actions and duplicating.
  bulk: ({ services, payload, actor }) => services.catalogBulk.bulk(payload, actor),
  duplicate: ({ services, id, actor }) => services.catalogBulk.duplicate(id("Mã sản phẩm"), actor),
  photos: ({ services, id, payload, actor }) => services.catalogBulk.setPhotos(id("Mã sản phẩm"), payload, actor),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Sản phẩm");
}

type Tab = "products" | "categories";

/** The stock as the list says it: the count when counted, the flag only when not (one way, common/stock.ts). */
const stockText = (product: AdminProductView): string => stockLabel(product);

const STOCK_FILTERS = [
  ["", "Mọi tình trạng"],
  ["in", "Còn hàng"],
  ["out", "Hết hàng"],
  ["archived", "Ngừng bán"],
] as const;

/** The list's search (`q`), category and stock filters, read from the address so a filtered list can be shared. */
function filtered(products: AdminProductView[], params: URLSearchParams): AdminProductView[] {
  const q = params.get("q")?.trim() ?? "";
  const category = params.get("category") ?? "";
  const stock = params.get("stock") ?? "";
  return products.filter((product) => {
    if (q && !matchesSearch(`${product.name} ${product.tag ?? ""} ${product.categoryName}`, q)) return false;
    if (category && String(product.categoryId) !== category) return false;
    if (stock === "archived") return product.archived;
    if (stock === "in") return !product.archived && product.inStock;
    if (stock === "out") return !product.archived && !product.inStock;
    return true;
  });
}

/** The tag and the flags, each idea once: a "Mới" tag already says "Hàng mới". */
function labelsText(product: AdminProductView): string {
  const tagSaysNew = /^(mới|new)$/i.test(product.tag?.trim() ?? "");
  return [product.tag, product.featured ? "Nổi bật" : null, product.newArrival && !tagSaysNew ? "Hàng mới" : null].filter(Boolean).join(" · ") || "—";
}

type BulkOutcome = { changed: number; skipped: Array<{ name: string; reason: string }> };

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, categories } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get("tab") === "categories" ? "categories" : "products";
  const { run, busy } = useAdminAction<{ result: "deleted" | "archived" }>();
  const [removing, setRemoving] = useState<AdminProductView | null>(null);
  const bulkAction = useAdminAction<BulkOutcome>();
  const duplicateAction = useAdminAction<{ id: number; name: string }>();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number[]>([]);
  const [asking, setAsking] = useState<"price-percent" | "low-stock-threshold" | null>(null);
  const [amount, setAmount] = useState("");
  const [photosOf, setPhotosOf] = useState<AdminProductView | null>(null);
  const shown = filtered(products, searchParams);
  const allShownSelected = shown.length > 0 && shown.every((product) => selected.includes(product.id));
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  async function runBulk(action: BulkProductAction, extra: Record<string, unknown> = {}) {
    const done = await bulkAction.run("bulk", { ids: selected, action, ...extra }, {
      success: ({ changed }) => `Đã cập nhật ${changed} sản phẩm`,
      successDescription: ({ skipped }) => (skipped.length ? skipped.map((item) => `${item.name}: ${item.reason}`).join("; ") : undefined),
      failure: "Không cập nhật được",
    });
    if (done) {
      setSelected([]);
      setAsking(null);
      setAmount("");
    }
  }

  async function duplicate(product: AdminProductView) {
    const copy = await duplicateAction.run("duplicate", { id: product.id }, {
      success: "Đã nhân bản sản phẩm",
      successDescription: () => "Bản sao đang ẩn (ngừng bán): sửa rồi bỏ “Ngừng bán” để bán.",
      failure: "Không nhân bản được",
    });
    if (copy) navigate(`/admin/products/${copy.id}`);
  }

  async function confirmRemove() {
    if (!removing) return;
    const removed = await run(
      "remove",
      { id: removing.id },
      {
        success: ({ result }) => (result === "archived" ? "Sản phẩm đã ngừng bán" : "Sản phẩm đã được xóa"),
        successDescription: ({ result }) =>
          result === "archived" ? "Sản phẩm có trong đơn hàng nên được lưu lại, không còn hiển thị trên cửa hàng." : undefined,
        failure: "Không xóa được sản phẩm",
      },
    );
    if (removed) setRemoving(null);
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Sản phẩm</h1>
        <Link to="/admin/products/new" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Thêm sản phẩm
        </Link>
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearchParams(value === "products" ? {} : { tab: value }, { replace: true, preventScrollReset: true })}
        className="mt-6"
      >
        <AdminTabList label="Sản phẩm" tabs={[["products", "Sản phẩm"], ["categories", "Danh mục"]]} />

        <Tabs.Content value="products" className="mt-6">
          <div className="flex flex-wrap items-end gap-3" role="search">
            <div className="min-w-60 flex-1">
              <label htmlFor="product-search" className="block text-sm font-medium text-gray-700">
                Tìm sản phẩm
              </label>
              <input id="product-search" type="search" defaultValue={searchParams.get("q") ?? ""} onChange={(event) => setFilter("q", event.target.value)} placeholder="Tên, nhãn, danh mục" className={ADMIN_INPUT_CLASS} />
            </div>
            <div>
              <label htmlFor="product-category" className="block text-sm font-medium text-gray-700">
                Danh mục
              </label>
              <select id="product-category" value={searchParams.get("category") ?? ""} onChange={(event) => setFilter("category", event.target.value)} className={ADMIN_INPUT_CLASS}>
                <option value="">Mọi danh mục</option>
                {categories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="product-stock" className="block text-sm font-medium text-gray-700">
                Tình trạng
              </label>
              <select id="product-stock" value={searchParams.get("stock") ?? ""} onChange={(event) => setFilter("stock", event.target.value)} className={ADMIN_INPUT_CLASS}>
                {STOCK_FILTERS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="mt-3 text-sm text-gray-500">
            {shown.length} / {products.length} sản phẩm
          </p>
          {selected.length > 0 && (
            <div role="toolbar" aria-label="Thao tác hàng loạt" className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
              <span className="font-medium">Đã chọn {selected.length}</span>
              <button type="button" disabled={bulkAction.busy} onClick={() => void runBulk("in-stock")} className={rowActionClass("brand")}>
                Còn hàng
              </button>
              <button type="button" disabled={bulkAction.busy} onClick={() => void runBulk("out-of-stock")} className={rowActionClass("neutral")}>
                Hết hàng
              </button>
              <button type="button" disabled={bulkAction.busy} onClick={() => setAsking("price-percent")} className={rowActionClass("neutral")}>
                Đổi giá theo %
              </button>
              <button type="button" disabled={bulkAction.busy} onClick={() => setAsking("low-stock-threshold")} className={rowActionClass("neutral")}>
                Ngưỡng báo sắp hết
              </button>
              <button type="button" disabled={bulkAction.busy} onClick={() => void runBulk("archive")} className={rowActionClass("danger")}>
                Ngừng bán
              </button>
              <button type="button" onClick={() => setSelected([])} className={rowActionClass("neutral")}>
                Bỏ chọn
              </button>
            </div>
          )}
          {/* A phone gets one card per product (a nine-column table broke names one word per line, actions off screen). */}
          <ul className="space-y-3 md:hidden" aria-label="Danh sách sản phẩm">
            {shown.map((product) => (
              <li key={product.id} className={`rounded-xl border border-gray-200 p-3 ${product.archived ? "bg-gray-50 text-gray-500" : "bg-white"}`} data-testid="product-card">
                <div className="flex gap-3">
                  <Photo src={product.image} alt="" width={48} height={48} sizes="48px" className="h-12 w-12 shrink-0 rounded-md bg-gray-50 object-contain" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-gray-900">{product.name}</p>
                    <p className="mt-0.5 text-sm text-gray-600">
                      {product.categoryName} · {formatVnd(product.discountPrice ?? product.price)} · {stockText(product)}
                    </p>
                    <p className="mt-0.5 text-xs text-gray-500">
                      {product.archived ? "Ngừng bán" : "Đang bán"} · {labelsText(product)}
                    </p>
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap justify-end gap-1">
                  {!product.archived && (
                    <a href={`/products/${product.id}`} target="_blank" rel="noopener" className={rowActionClass("neutral")} aria-label={`Xem ${product.name} trên cửa hàng`}>
                      Xem
                    </a>
                  )}
                  <Link to={`/admin/products/${product.id}`} className={rowActionClass("brand")} aria-label={`Sửa ${product.name}`}>
                    Sửa
                  </Link>
                  {!product.archived && (
                    <RowActionButton tone="danger" onClick={() => setRemoving(product)} disabled={busy && removing?.id === product.id} label={`Xóa ${product.name}`}>
                      Xóa
                    </RowActionButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <AdminTable
            caption="Danh sách sản phẩm"
            className="mt-3 hidden md:block"
            columns={[
              { label: "Chọn" },
              { label: "Ảnh" },
              { label: "Tên" },
              { label: "Danh mục" },
              { label: "Giá", numeric: true },
              { label: "Giá khuyến mãi", numeric: true },
              { label: "Tồn kho" },
              { label: "Nhãn" },
              { label: "Trạng thái" },
              { label: "Thao tác" },
            ]}
          >
            <tr className="border-t border-gray-100 bg-gray-50/50">
              <td className="px-4 py-2" colSpan={10}>
                <label className="flex items-center gap-2 text-sm text-gray-600">
                  <input
                    type="checkbox"
                    checked={allShownSelected}
                    onChange={(event) => setSelected(event.target.checked ? shown.map((product) => product.id) : [])}
                    className="accent-brand-700"
                  />
                  Chọn tất cả sản phẩm đang hiện
                </label>
              </td>
            </tr>
            {shown.map((product) => (
              <tr key={product.id} className={`border-t border-gray-100 align-top ${product.archived ? "bg-gray-50 text-gray-500" : ""}`}>
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label={`Chọn ${product.name}`}
                    checked={selected.includes(product.id)}
                    onChange={(event) => setSelected((current) => (event.target.checked ? [...current, product.id] : current.filter((id) => id !== product.id)))}
                    className="accent-brand-700"
                  />
                </td>
                <td className="px-4 py-3">
                  <Photo src={product.image} alt="" width={48} height={48} sizes="48px" className="h-12 w-12 rounded-md bg-gray-50 object-contain" />
                </td>
                <th scope="row" className="max-w-xs px-4 py-3 font-medium text-gray-900">
                  {product.name}
                </th>
                <td className="px-4 py-3">{product.categoryName}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatVnd(product.price)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{product.discountPrice === null ? "—" : formatVnd(product.discountPrice)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {stockText(product)}
                  {product.lowStockThreshold != null && <span className="block text-xs text-gray-500">báo khi còn {product.lowStockThreshold}</span>}
                </td>
                <td className="px-4 py-3">{labelsText(product)}</td>
                <td className="px-4 py-3">
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
                      product.archived ? "bg-gray-200 text-gray-700" : "bg-green-100 text-green-800"
                    }`}
                  >
                    {product.archived ? "Ngừng bán" : "Đang bán"}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1">
                    {!product.archived && (
                      <a href={`/products/${product.id}`} target="_blank" rel="noopener" className={rowActionClass("neutral")} aria-label={`Xem ${product.name} trên cửa hàng`}>
                        Xem
                      </a>
                    )}
                    <Link to={`/admin/products/${product.id}`} className={rowActionClass("brand")} aria-label={`Sửa ${product.name}`}>
                      Sửa
                    </Link>
                    <RowActionButton tone="neutral" onClick={() => setPhotosOf(product)} label={`Ảnh của ${product.name}`}>
                      Ảnh{product.gallery?.length ? ` (${product.gallery.length + 1})` : ""}
                    </RowActionButton>
                    <RowActionButton tone="neutral" onClick={() => void duplicate(product)} disabled={duplicateAction.busy} label={`Nhân bản ${product.name}`}>
                      Nhân bản
                    </RowActionButton>
                    {!product.archived && (
                      <RowActionButton tone="danger" onClick={() => setRemoving(product)} disabled={busy && removing?.id === product.id} label={`Xóa ${product.name}`}>
                        Xóa
                      </RowActionButton>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        </Tabs.Content>

        <Tabs.Content value="categories" className="mt-6">
          <CategoryPanel kind={PRODUCT_CATEGORIES} categories={categories} />
        </Tabs.Content>
      </Tabs.Root>

      {photosOf && <ProductPhotosDialog product={photosOf} onClose={() => setPhotosOf(null)} />}

      {asking && (
        <FormDialog
          title={asking === "price-percent" ? "Đổi giá theo phần trăm" : "Ngưỡng báo sắp hết hàng"}
          description={
            asking === "price-percent"
              ? `Áp dụng cho ${selected.length} sản phẩm đã chọn: −10 là giảm 10%, 5 là tăng 5%. Giá làm tròn đến nghìn đồng; giá khuyến mãi đổi theo.`
              : `Khi số lượng tồn (đang đếm) còn bằng hoặc dưới ngưỡng, cửa hàng nhận một e-mail. Bỏ trống để tắt.`
          }
          submitLabel="Áp dụng"
          busy={bulkAction.busy}
          onClose={() => setAsking(null)}
          onSubmit={(event) => {
            event.preventDefault();
            const value = amount.trim() === "" ? null : Number(amount.replace(",", "."));
            void runBulk(asking, asking === "price-percent" ? { percent: value } : { threshold: value });
          }}
        >
          <LabeledInput
            id="bulk-amount"
            label={asking === "price-percent" ? "Phần trăm (%)" : "Ngưỡng (máy)"}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={bulkAction.fieldErrors.percent?.[0] ?? bulkAction.fieldErrors.threshold?.[0]}
          />
        </FormDialog>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Xóa sản phẩm"
        description={
          removing && removing.orderCount > 0
            ? `Sản phẩm có trong ${removing.orderCount} đơn hàng nên sẽ được chuyển sang ngừng bán (ẩn khỏi cửa hàng, đơn hàng giữ nguyên).`
            : "Bạn có chắc chắn muốn xóa sản phẩm này?"
        }
        confirmLabel={removing && removing.orderCount > 0 ? "Ngừng bán" : "Xóa"}
        onConfirm={() => void confirmRemove()}
        busy={busy}
      >
        {removing && <p className="mt-2 text-sm font-medium text-gray-900">{removing.name}</p>}
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
