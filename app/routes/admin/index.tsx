import { redirect } from "react-router";
import { homeFor } from "#common/admin-access";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/index";

/** `/admin` itself: the first page of the navigation the role may open (the contact requests for owners). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { role } = await requireAdminPage(request, context);
  throw redirect(homeFor(role));
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
