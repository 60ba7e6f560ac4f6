import { UnderConstruction } from "~/components/admin/under-construction";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/blog-admin";

// Placeholder until its own issue replaces this file; the route is guarded already.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

export function meta() {
  return adminMeta("Quản lý blog");
}

export default function Page() {
  return <UnderConstruction title="Quản lý blog" />;
}
