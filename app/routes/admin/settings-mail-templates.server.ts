import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/settings-mail-templates";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { templates: await context.services.mailTemplates.list() };
}

/** The same service as `PUT` / `DELETE /api/admin/settings/mail-templates/{key}`. */
export const action = adminActions({
  save: ({ services, payload, actor }) => services.mailTemplates.save(String(payload.key ?? ""), payload, actor),
  reset: ({ services, payload, actor }) => services.mailTemplates.reset(String(payload.key ?? ""), actor),
});
