/**
 * Where staff go after signing in when no (usable) `next` address was given: `/admin`, which sends each role to
 * the first page it may open (common/admin-access.ts `homeFor`).
 */
export const ADMIN_HOME = "/admin";

/**
 * A `next` address that is safe to redirect to: a path on this site only. Absolute URLs, protocol-relative
 * `//host` and `/\host` forms, control characters and anything that resolves to another origin fall back
 * to `fallback` (no open redirect). The login page itself is never a destination (no loop).
 */
export function safeNextPath(next: string | null | undefined, fallback: string = ADMIN_HOME): string {
  if (typeof next !== "string" || next.length === 0 || next.length > 2000) return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === "/admin/login" || url.pathname.startsWith("/admin/login/")) return fallback;
  return url.pathname + url.search + url.hash;
}
