/**
 * Search text as the spec wants it: control characters out, trimmed, at most `maxLength` characters; empty means
 * "no search". A module of its own so the header's search box can read it without the folding rules.
 */
export function normalizeSearchQuery(raw: unknown, maxLength = 100): string {
  if (typeof raw !== "string") return "";
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, maxLength);
}
