/**
 * Fixed lists of values (statuses, methods, sources) and their Vietnamese labels. The database checks the same
 * lists (server/db/schema.ts), but a value outside a list is still displayed, never hidden.
 */

/** Whether `value` is one of `values`; narrows it to the list's type. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/** Label of a known value, or the raw value itself (spec 4: unknown values are shown raw). */
export function labelOf<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  if (value == null || value === "") return "";
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : value;
}
