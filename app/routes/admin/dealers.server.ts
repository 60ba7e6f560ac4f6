import { ADMIN_API_ACCESS } from "#common/admin-access";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { ForbiddenError } from "../../../server/services/foundation/errors";
import type { Route } from "./+types/dealers";

/** The owner's view of the network (issue 43, point 6) and the price tiers, through `GET /api/admin/dealers`' service. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireAdminPage(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const [rows, tiers] = await Promise.all([context.services.dealers.network(query), context.services.dealers.tiers()]);
  return { rows, tiers, region: typeof query.region === "string" ? query.region : "", mayEditTiers: ADMIN_API_ACCESS["POST /api/admin/price-tiers"]!.includes(staff.role) };
}

/** `fixed` as the form sends it: one `product id, price` per line. */
function pricesOf(fixed: unknown) {
  if (typeof fixed !== "string") return [];
  return fixed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [productId = "", price = ""] = line.split(/[,;=\t]/).map((part) => part.trim().replace(/[.\sđ]/g, ""));
      return { productId, price };
    });
}

/** The same service as `POST /api/admin/price-tiers`, with the API's roles (the owner's). */
export const action = adminActions({
  createTier: ({ services, payload, actor, staff }) => {
    if (!ADMIN_API_ACCESS["POST /api/admin/price-tiers"]!.includes(staff.role)) throw new ForbiddenError();
    return services.dealers.createTier({ name: payload.name, discountPercent: payload.discountPercent || 0, prices: pricesOf(payload.fixed) }, actor);
  },
});
