/**
 * Vietnamese text folding for search: lowercase, no diacritics, đ → d.
 * `MÁY PHA TRÀ` and `may pha tra` fold to the same text; `LS 250`, `ls-250` and `ls250` compact to the same key.
 */
export function foldVietnamese(text: string): string {
  return withoutDiacritics(text).toLowerCase();
}

/** Vietnamese written without diacritics, case kept (`Thanh toán đơn hàng` → `Thanh toan don hang`). */
export function withoutDiacritics(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D");
}

/** Folded words of a text (letters and digits only). */
export function searchTokens(text: string): string[] {
  return foldVietnamese(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Does `haystack` match the query? Every query word must occur in the haystack, or the whole query,
 * written without separators, must occur in the haystack written without separators (`ls250` in `LS-250`).
 */
export function matchesSearch(haystack: string, query: string): boolean {
  const queryTokens = searchTokens(query);
  if (queryTokens.length === 0) return false;
  const haystackTokens = searchTokens(haystack);
  const compactHaystack = haystackTokens.join("");
  if (compactHaystack.includes(queryTokens.join(""))) return true;
  return queryTokens.every((token) => haystackTokens.some((word) => word.includes(token)));
}

export { normalizeSearchQuery } from "./search-query";
