import { UnderConstruction } from "~/components/admin/under-construction";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/orders";

// Placeholder until its own issue replaces this file; the route is guarded already.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

export function meta() {
  return adminMeta("Đơn hàng");
}

export default function Page() {
  return <UnderConstruction title="Đơn hàng" />;
}
