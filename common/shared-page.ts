/**
 * What a route module exports (`export const handle = sharedPageHandle`) to say its page is the same for every
 * visitor, so the page cache may keep it and send it to anyone. Pages without it are rendered for one person and
 * sent `private, no-store` (see server/http/page-routes.ts and docs/decisions/0034-one-page-for-every-visitor.md).
 */
export const sharedPageHandle = { sharedPage: true } as const;

export function isSharedPageHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { sharedPage?: unknown }).sharedPage === true;
}
