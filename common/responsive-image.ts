/**
 * What a page needs to show an upload of the store (common/uploaded-image.ts, docs/decisions/0035-photos-in-the-database.md)
 * at the size it is drawn: its name's parts, its variants' widths and the `srcset` built from them. Kept apart from
 * uploaded-image.ts, which re-exports all of it, because app/components/ui/photo.tsx puts it in every page's first
 * JavaScript.
 */

/**
 * Widths a photo is made at: a phone's 1× to 3× and a laptop's columns; none wider than the photo itself. Close
 * enough that a browser never fetches much more than it draws: a 375 px phone's full-width photo (343 px) takes
 * 480 at 1×, 800 at 2× and 1080 at 3×. A photo uploaded under other widths gets today's on first request
 * (server/services/foundation/uploads.ts).
 */
export const VARIANT_STEPS = [320, 480, 640, 800, 1080, 1280, 1920] as const;
export const WIDEST_VARIANT = VARIANT_STEPS[VARIANT_STEPS.length - 1]!;

export const UPLOAD_EXTENSIONS = ["jpg", "png", "webp", "gif"] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** `<key>-<width>x<height>.<ext>`: an upload's own name. */
export const ORIGINAL_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.(jpg|png|webp|gif)$/;

export interface UploadedImageName {
  key: string;
  width: number;
  height: number;
  extension: UploadExtension;
}

export function variantName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** An upload's name taken apart; null for a variant, a legacy path or anything else. */
export function parseOriginalName(name: string): UploadedImageName | null {
  const match = ORIGINAL_NAME.exec(name);
  if (!match) return null;
  return { key: match[1]!, width: Number(match[2]), height: Number(match[3]), extension: match[4] as UploadExtension };
}

/** The widths of an upload's variants: the steps narrower than it, and its own width up to the widest step. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_STEPS.filter((step) => step < width) as number[];
  widths.push(Math.min(width, WIDEST_VARIANT));
  return [...new Set(widths)];
}

/** What an <img> needs to show an upload at the right size; null for any other URL (shown as it is). */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  /** The photo's own size: the browser reserves its box before a byte arrives. */
  width: number;
  height: number;
}

/** `src` for browsers that ignore `srcset` (and for crawlers): the variant nearest a laptop column. */
const FALLBACK_WIDTH = 960;

export function responsiveImage(url: string): ResponsiveImage | null {
  if (!url.startsWith("/uploads/")) return null;
  const original = parseOriginalName(url.slice("/uploads/".length));
  if (!original) return null;
  const widths = variantWidths(original.width);
  const fallback = [...widths].reverse().find((width) => width <= FALLBACK_WIDTH) ?? widths[0]!;
  return {
    src: `/uploads/${variantName(original.key, fallback)}`,
    srcSet: widths.map((width) => `/uploads/${variantName(original.key, width)} ${width}w`).join(", "),
    width: original.width,
    height: original.height,
  };
}
