/**
 * The upload store's URLs (docs/decisions/0035-photos-in-the-database.md), shared by the server that names and
 * serves the files, the schema that accepts them in a photo field, and the pages that build `srcset` from them.
 *
 * - An upload: `/uploads/<key>-<width>x<height>.<ext>`, the key being the first 32 hex digits of the SHA-256 of
 *   the uploaded bytes, the size the displayed one (after EXIF orientation). Its content never changes.
 * - Its WebP variants: `/uploads/<key>-<width>.webp`, at the widths `variantWidths(width)` names.
 * - A file that lived under DATA_DIR/uploads before: its old path (`/uploads/blog/<uuid>.jpg`), kept as an alias.
 * The size in the name is what lets a page write `srcset`, `width` and `height` from the URL alone.
 */

/**
 * Widths a photo is made at: a phone's 1× to 3× and a laptop's columns; none wider than the photo itself. Close
 * enough that a browser never fetches much more than it draws: a 375 px phone's full-width photo (343 px) takes
 * 480 at 1×, 800 at 2× and 1080 at 3×. A photo uploaded under other widths gets today's on first request
 * (server/services/content/uploads.ts).
 */
export const VARIANT_STEPS = [320, 480, 640, 800, 1080, 1280, 1920] as const;
export const WIDEST_VARIANT = VARIANT_STEPS[VARIANT_STEPS.length - 1]!;

export const UPLOAD_KEY_LENGTH = 32;
export const UPLOAD_EXTENSIONS = ["jpg", "png", "webp", "gif"] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** `<key>-<width>x<height>.<ext>`: an upload's own name. */
const ORIGINAL_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.(jpg|png|webp|gif)$/;
/** `<key>-<width>.webp`: one of its variants. */
const VARIANT_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,4})\.webp$/;
/**
 * A file imported from the old DATA_DIR/uploads folder, by its old path: folders and a name of letters, digits,
 * `_` and `-`, one image extension. No dot elsewhere, so no `..`; no quote, space, backslash or `%`.
 */
const LEGACY_PATH = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/){0,4}[A-Za-z0-9][A-Za-z0-9_-]*\.(?:jpe?g|png|webp|gif)$/i;

/** Every URL the upload store answers, exactly. */
export const UPLOAD_URL_PATTERN = new RegExp(
  `^/uploads/(?:${[ORIGINAL_NAME, VARIANT_NAME, LEGACY_PATH].map((pattern) => pattern.source.slice(1, -1)).join("|")})$`,
  "i",
);

export interface UploadedImageName {
  key: string;
  width: number;
  height: number;
  extension: UploadExtension;
}

export function originalName({ key, width, height, extension }: UploadedImageName): string {
  return `${key}-${width}x${height}.${extension}`;
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

export function parseVariantName(name: string): { key: string; width: number } | null {
  const match = VARIANT_NAME.exec(name);
  return match ? { key: match[1]!, width: Number(match[2]) } : null;
}

export function isLegacyUploadPath(name: string): boolean {
  return LEGACY_PATH.test(name) && !ORIGINAL_NAME.test(name) && !VARIANT_NAME.test(name);
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

/**
 * Post HTML (already sanitized, so attributes are double-quoted and escaped): every `<img>` of an upload gets its
 * `srcset`, `sizes` and the photo's own `width`/`height`. Other images are left as they are.
 */
export function withResponsiveImages(html: string, sizes: string): string {
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attributes: string) => {
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
    const image = src ? responsiveImage(src) : null;
    if (!image) return tag;
    const kept = attributes.replace(/\s(?:src|srcset|sizes|width|height)="[^"]*"/g, "");
    return `<img src="${image.src}" srcset="${image.srcSet}" sizes="${sizes}" width="${image.width}" height="${image.height}"${kept} />`;
  });
}
