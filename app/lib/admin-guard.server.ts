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

/** Where a session that still owes a sign-in step finishes it. */
export const SIGN_IN_STEP_PATH = "/admin/login/step";

/**
 * The fully signed-in staff member, for the admin layout. Without a staff session the visitor goes to the login
 * page, with a sign-in step still owed (second step, new password, enrolment) to that step, and either comes back
 * to the same address afterwards.
 */
export async function requireStaffPage(request: Request, context: AppLoadContext): Promise<PageStaff> {
  const staff = await context.services.users.signedIn(await context.session.current());
  const url = new URL(request.url);
  const next = encodeURIComponent(url.pathname + url.search);
  if (!staff) throw redirect(`/admin/login?next=${next}`);
  if (staff.step) throw redirect(`${SIGN_IN_STEP_PATH}?next=${next}`);
  return { userId: staff.id, username: staff.username, role: staff.role };
}

/**
 * Every admin page loader and action starts with this: signed in (else the login page or the owed step), and a
 * role that ADMIN_PAGE_ACCESS allows for the requested page (else 403, which the page's error boundary shows as
 * the "no permission" page). A page missing from the map is refused to everybody.
 */
export async function requireAdminPage(request: Request, context: AppLoadContext): Promise<PageStaff> {
  const staff = await requireStaffPage(request, context);
  const pattern = pagePatternOf(new URL(request.url).pathname);
  if (!pattern || !ADMIN_PAGE_ACCESS[pattern]!.includes(staff.role)) {
    throw data({ message: FORBIDDEN_MESSAGE }, { status: 403, statusText: "Forbidden" });
  }
  return staff;
}

/** The actor a page action passes to a service (who did the change, for the audit trail). */
export function actorOf(staff: PageStaff): { id: number; username: string } {
  return { id: staff.userId, username: staff.username };
}
