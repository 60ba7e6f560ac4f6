import { modelOf } from "#common/leads";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { idParam } from "~/lib/loader-errors.server";
import type { Route } from "./+types/product-editor";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { catalogAdmin, reviews } = context.services;
  const id = params.id ? idParam(params.id) : null;
  const [product, categories, productReviews, all] = await Promise.all([
    id === null ? Promise.resolve(null) : catalogAdmin.getProduct(id),
    catalogAdmin.listCategories(),
    id === null ? Promise.resolve([]) : reviews.listForAdmin(undefined, id),
    catalogAdmin.listProducts(),
  ]);
  // The trial blocks name a machine of the catalogue (the same list the storefront's trial forms offer).
  const models = [...new Set(all.filter((item) => !item.archived).map((item) => modelOf(item.name)))];
  return { product, categories, reviews: productReviews, models };
}

/** The same catalogue service as `POST /api/admin/products` and `PUT /api/admin/products/{id}`. */
export const action = adminActions({
  create: ({ services, payload, actor }) => services.catalogAdmin.createProduct(payload, actor),
  update: ({ services, id, payload, actor }) => services.catalogAdmin.updateProduct(id("Mã sản phẩm"), payload, actor),
});
