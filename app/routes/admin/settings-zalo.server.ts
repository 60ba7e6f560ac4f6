import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/settings-zalo";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { settings: await context.services.zalo.view() };
}

/** The same Zalo channel service as `PUT /api/admin/settings/zalo`, `…/zalo/test` and the opt-out routes. */
export const action = adminActions({
  save: ({ services, payload, actor }) => services.zalo.update(payload, actor),
  test: ({ services, payload }) => services.zalo.sendTest(payload),
  optOut: ({ services, payload }) => services.zalo.optOut(payload, "staff"),
  optIn: ({ services, payload }) => services.zalo.optIn(payload),
});
