import { foldVietnamese } from "./search-text";

/**
 * Spec slug rule: lowercase, strip Vietnamese diacritics, đ → d, drop non-alphanumerics, spaces → hyphens;
 * repeated hyphens collapse and none lead or trail.
 */
export function slugify(text: string): string {
  return foldVietnamese(text)
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug rule while a slug is being typed: a trailing separator survives so the next word can be typed. */
export function slugDraft(value: string): string {
  const slug = slugify(value);
  return slug && /[\s-]$/.test(value) ? `${slug}-` : slug;
}

/** `base`, or `base-2`, `base-3`, … — the first one `isTaken` says is free. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = base || "bai-viet";
  if (!(await isTaken(root))) return root;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${root}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
