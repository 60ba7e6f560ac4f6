import { redirect } from "react-router";
import type { Route } from "./+types/logout";

/** The layout's "Đăng xuất" form posts here: the session ends on the server and the cookie is cleared. */
export async function action({ context }: Route.ActionArgs) {
  await context.session.logout();
  throw redirect("/admin/login");
}

/** Logging out only by POST (a link or an image on another page must not end the session). */
export function loader() {
  throw redirect("/admin");
}
