import { redirect } from "react-router";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/categories";

/** Categories are edited in the products screen's second tab; this address opens it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return redirect("/admin/products?tab=categories");
}
