import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/settings-shipping";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { settings: await context.services.ghnSettings.view() };
}

/** The same GHN settings service as `PUT /api/admin/settings/shipping`. */
export const action = adminActions({
  save: ({ services, payload, actor }) => services.ghnSettings.update(payload, actor),
});
