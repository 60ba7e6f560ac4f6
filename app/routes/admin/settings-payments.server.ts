import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/settings-payments";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { settings: await context.services.gatewaySettings.view() };
}

/** The same gateway settings service as `PUT /api/admin/settings/payments`. */
export const action = adminActions({
  save: ({ services, payload, actor }) => services.gatewaySettings.update(payload, actor),
});
