import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { BulkProductAction } from "#common/stock";
import type { AdminProductView } from "#common/schemas/catalog-admin";
import { CategoryPanel, PRODUCT_CATEGORIES } from "~/components/admin/category-panel";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { BulkAmountDialog, BulkToolbar, type BulkActionWithAmount } from "~/components/catalog-admin/bulk-product-actions";
import { filterProducts, ProductFilters } from "~/components/catalog-admin/product-filters";
import { ProductCards, ProductTable } from "~/components/catalog-admin/product-list";
import { ProductPhotosDialog } from "~/components/catalog-admin/product-photos-dialog";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/products";

export { action, loader } from "./products.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Sản phẩm");
}

type Tab = "products" | "categories";

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
  const [asking, setAsking] = useState<BulkActionWithAmount | null>(null);
  const [amount, setAmount] = useState("");
  const [photosOf, setPhotosOf] = useState<AdminProductView | null>(null);
  const shown = filterProducts(products, searchParams);
  const removeBusyId = busy ? (removing?.id ?? null) : null;
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
          <ProductFilters searchParams={searchParams} categories={categories} setFilter={setFilter} />
          <p className="mt-3 text-sm text-gray-500">
            {shown.length} / {products.length} sản phẩm
          </p>
          {selected.length > 0 && (
            <BulkToolbar
              count={selected.length}
              busy={bulkAction.busy}
              onRun={(action) => void runBulk(action)}
              onAsk={setAsking}
              onClear={() => setSelected([])}
            />
          )}
          {/* A phone gets one card per product (a nine-column table broke names one word per line, actions off screen). */}
          <ProductCards products={shown} onRemove={setRemoving} removeBusyId={removeBusyId} />
          <ProductTable
            products={shown}
            selected={selected}
            setSelected={setSelected}
            onPhotos={setPhotosOf}
            onDuplicate={(product) => void duplicate(product)}
            duplicating={duplicateAction.busy}
            onRemove={setRemoving}
            removeBusyId={removeBusyId}
          />
        </Tabs.Content>

        <Tabs.Content value="categories" className="mt-6">
          <CategoryPanel kind={PRODUCT_CATEGORIES} categories={categories} />
        </Tabs.Content>
      </Tabs.Root>

      {photosOf && <ProductPhotosDialog product={photosOf} onClose={() => setPhotosOf(null)} />}

      {asking && (
        <BulkAmountDialog
          kind={asking}
          count={selected.length}
          amount={amount}
          setAmount={setAmount}
          busy={bulkAction.busy}
          fieldErrors={bulkAction.fieldErrors}
          onApply={(extra) => void runBulk(asking, extra)}
          onClose={() => setAsking(null)}
        />
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
