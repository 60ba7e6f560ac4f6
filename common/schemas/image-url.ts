import { UPLOAD_URL_PATTERN } from "../uploaded-image";
import { text } from "../validation";
import { z } from "../zod";

/**
 * The one rule for a photo field (product photo, blog cover, a content block's pictures): the upload store's own
 * URL (exact shapes, common/uploaded-image.ts), a picture the site ships under /images/, or an `https:` address.
 * Nothing that could leave its attribute or its folder: no quote, angle bracket, backtick, backslash, space,
 * control character or `%`-escape in a site path, no `..`, no `http:`, `javascript:` or `data:`.
 */
const BUNDLED_IMAGE = /^\/images\/(?:[A-Za-z0-9][A-Za-z0-9_-]*\/){0,4}[A-Za-z0-9][A-Za-z0-9_.-]*\.(?:svg|png|jpe?g|webp|gif|avif)$/i;
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_URL = /[\s"'<>`\\\u0000-\u001f\u007f]/;

export function isImageUrl(value: string): boolean {
  if (value.startsWith("/")) return (UPLOAD_URL_PATTERN.test(value) || BUNDLED_IMAGE.test(value)) && !value.includes("..");
  return isHttpsImageUrl(value);
}

function isHttpsImageUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || UNSAFE_IN_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const IMAGE_URL_MAX_LENGTH = 2000;

export const imageUrlMessage = (label: string) => `${label} phải là ảnh đã tải lên hoặc đường dẫn https://`;

/** A photo field's value, trimmed and checked by the one rule; `label` names the field in its messages. */
export function imageUrl(label: string, { required }: { required?: string } = {}) {
  const trimmed = text({ error: `${label} phải là đường dẫn ảnh` }).trim();
  return (required ? trimmed.min(1, required) : trimmed)
    .max(IMAGE_URL_MAX_LENGTH, `Đường dẫn ${label.toLowerCase()} quá dài`)
    .refine(isImageUrl, imageUrlMessage(label));
}

/** An optional photo field: missing, null, empty or blank is null; anything else follows the rule. */
export function optionalImageUrl(label: string) {
  return z
    .union([text({ error: `${label} phải là đường dẫn ảnh` }), z.null()])
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(imageUrl(label).nullable());
}
