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

// The names and `srcset` rule a page needs to show a photo are in responsive-image.ts, apart from this module, so
// they ship in every page's first JavaScript (app/components/ui/photo.tsx) without the rest of it.
import { ORIGINAL_NAME, responsiveImage, type UploadedImageName } from "./responsive-image";
export {
  parseOriginalName,
  responsiveImage,
  UPLOAD_EXTENSIONS,
  VARIANT_STEPS,
  variantName,
  variantWidths,
  WIDEST_VARIANT,
  type ResponsiveImage,
  type UploadedImageName,
  type UploadExtension,
} from "./responsive-image";

export const UPLOAD_KEY_LENGTH = 32;

/**
 * Who sent an upload: `staff` (the editors) or `public` (the owners' anonymous photo upload of the warranty forms).
 * A photo nothing refers to is removed sooner when only the public sent it (decision 0049).
 */
export const UPLOAD_SOURCES = ["staff", "public"] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

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

export function originalName({ key, width, height, extension }: UploadedImageName): string {
  return `${key}-${width}x${height}.${extension}`;
}

export function parseVariantName(name: string): { key: string; width: number } | null {
  const match = VARIANT_NAME.exec(name);
  return match ? { key: match[1]!, width: Number(match[2]) } : null;
}

export function isLegacyUploadPath(name: string): boolean {
  return LEGACY_PATH.test(name) && !ORIGINAL_NAME.test(name) && !VARIANT_NAME.test(name);
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
