import { data, matchRoutes, redirect, type AppLoadContext } from "react-router";
import { ADMIN_PAGE_ACCESS, FORBIDDEN_MESSAGE, type Role } from "#common/admin-access";

export interface PageStaff {
  userId: number;
  username: string;
  role: Role;
}

const PAGE_PATTERNS = Object.keys(ADMIN_PAGE_ACCESS).map((path) => ({ path }));

/** The ADMIN_PAGE_ACCESS pattern a path belongs to (React Router's own ranking), or null when none lists it. */
export function pagePatternOf(pathname: string): string | null {
  return matchRoutes(PAGE_PATTERNS, pathname)?.[0]?.route.path ?? null;
}

/**
 * The signed-in staff member, for the admin layout. Without a staff session the visitor goes to the login page
 * and comes back to the same address afterwards.
 */
export async function requireStaffPage(request: Request, context: AppLoadContext): Promise<PageStaff> {
  const session = await context.session.current();
  const user = session?.userId == null ? null : await context.services.users.findById(session.userId);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { userId: user.id, username: user.username, role: user.role };
}

/**
 * Every admin page loader and action starts with this: signed in (else the login page), and a role that
 * ADMIN_PAGE_ACCESS allows for the requested page (else 403, which the page's error boundary shows as the
 * "no permission" page). A page missing from the map is refused to everybody.
 */
export async function requireAdminPage(request: Request, context: AppLoadContext): Promise<PageStaff> {
  const staff = await requireStaffPage(request, context);
  const pattern = pagePatternOf(new URL(request.url).pathname);
  if (!pattern || !ADMIN_PAGE_ACCESS[pattern]!.includes(staff.role)) {
    throw data({ message: FORBIDDEN_MESSAGE }, { status: 403, statusText: "Forbidden" });
  }
  return staff;
}
