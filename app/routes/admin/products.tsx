import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatVnd } from "#common/money";
import type { AdminProductView } from "#common/schemas/catalog-admin";
import { CategoryPanel, PRODUCT_CATEGORIES } from "~/components/admin/category-panel";
import { AdminTable, RowActionButton, rowActionClass } from "~/components/admin/ui/admin-table";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
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
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Sản phẩm");
}

const TABS = ["products", "categories"] as const;
type Tab = (typeof TABS)[number];

/** Stock said one way: the count when machines are counted, the owner's flag only when they are not. */
function stockText(product: AdminProductView): string {
  if (product.stockQuantity !== null) return product.stockQuantity === 0 ? "Hết hàng (0 máy)" : `Còn ${product.stockQuantity} máy`;
  return product.inStock ? "Còn hàng" : "Hết hàng";
}

/** The tag and the flags, each idea once: a "Mới" tag already says "Hàng mới". */
function labelsText(product: AdminProductView): string {
  const tagSaysNew = /^(mới|new)$/i.test(product.tag?.trim() ?? "");
  return [product.tag, product.featured ? "Nổi bật" : null, product.newArrival && !tagSaysNew ? "Hàng mới" : null].filter(Boolean).join(" · ") || "—";
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, categories } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get("tab") === "categories" ? "categories" : "products";
  const { run, busy } = useAdminAction<{ result: "deleted" | "archived" }>();
  const [removing, setRemoving] = useState<AdminProductView | null>(null);

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
          {/* A phone gets one card per product (a nine-column table broke names one word per line, actions off screen). */}
          <ul className="space-y-3 md:hidden" aria-label="Danh sách sản phẩm">
            {products.map((product) => (
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
            className="hidden md:block"
            caption="Danh sách sản phẩm"
            columns={[
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
            {products.map((product) => (
              <tr key={product.id} className={`border-t border-gray-100 align-top ${product.archived ? "bg-gray-50 text-gray-500" : ""}`}>
                <td className="px-4 py-3">
                  <Photo src={product.image} alt="" width={48} height={48} sizes="48px" className="h-12 w-12 rounded-md bg-gray-50 object-contain" />
                </td>
                <th scope="row" className="max-w-xs px-4 py-3 font-medium text-gray-900">
                  {product.name}
                </th>
                <td className="px-4 py-3">{product.categoryName}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatVnd(product.price)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{product.discountPrice === null ? "—" : formatVnd(product.discountPrice)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{stockText(product)}</td>
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
