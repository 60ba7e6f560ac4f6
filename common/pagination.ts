/** A `?page=` value: a whole number of at most six digits, anything else (absent, text, huge) the first page. */
export function pageNumberOf(raw: unknown): number {
  return typeof raw === "string" && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}
