import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/products";

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
