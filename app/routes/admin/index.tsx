import { redirect } from "react-router";
import { ADMIN_HOME } from "#common/safe-redirect";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/index";

/** `/admin` itself: the contact requests are the administrator's home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  throw redirect(ADMIN_HOME);
}
