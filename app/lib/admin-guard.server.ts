import { redirect, type AppLoadContext } from "react-router";

/**
 * Every admin page loader and action starts with this: without an administrator session the visitor goes
 * to the login page and comes back to the same address afterwards.
 */
export async function requireAdminPage(request: Request, context: AppLoadContext): Promise<{ userId: number }> {
  const session = await context.session.current();
  if (session?.userId == null) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { userId: session.userId };
}
