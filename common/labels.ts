/** Label of a known value, or the raw value itself (spec 4: unknown values are shown raw). */
export function labelOf<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  if (value == null || value === "") return "";
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : value;
}
