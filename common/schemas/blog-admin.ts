import { z } from "../zod";
import { text } from "../validation";
import { optionalImageUrl } from "./image-url";

/** Spec section 5 / 8: the one message for a post without title or content. */
export const POST_REQUIRED_MESSAGE = "Vui lòng điền tiêu đề và nội dung bài viết";

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 60;
const MAX_SLUG_LENGTH = 200;
/** Cover and in-post images uploaded by an administrator. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
/** What an upload refused by type or size is told, by the form before sending and by the server after. */
export const UPLOAD_TYPE_MESSAGE = "Chỉ nhận ảnh JPEG, PNG, WebP hoặc GIF";
export const UPLOAD_SIZE_MESSAGE = `Ảnh tối đa ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
/**
 * Pixels an upload may decode to: a 48-megapixel phone photo (8,000 × 6,000) passes; a small file that unpacks into
 * a huge picture (a "decompression bomb") is refused from its header before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_PIXELS_MESSAGE = "Ảnh quá lớn: tối đa 50 megapixel (ví dụ 8.000 × 6.000 điểm ảnh)";
export const IMAGE_UNREADABLE_MESSAGE = "Không đọc được ảnh: tệp bị hỏng hoặc không đúng định dạng";

/** Does the text look like empty rich-text (`<p></p>`, spaces, `<br>`) — i.e. no content at all? */
export function isEmptyHtml(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/gi, " ")
      .trim().length === 0
  );
}

/**
 * Tags as the spec wants them: trimmed, empty ones dropped, duplicates (ignoring case) dropped, order kept —
 * the first tag is the main SEO keyword.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, " ").trim();
    const key = tag.toLocaleLowerCase("vi");
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const optionalText = (max: number, label: string) =>
  text()
    .max(max, `${label} tối đa ${max} ký tự`)
    .nullish()
    .transform((value) => value?.trim() || null);

const requiredText = (max: number, label: string) =>
  text({ error: POST_REQUIRED_MESSAGE })
    .max(max, `${label} tối đa ${max} ký tự`);

/** Body of POST /api/admin/blog/posts and of a full PUT /api/admin/blog/posts/{id}. */
export const BlogPostInputSchema = z
  .object({
    title: requiredText(300, "Tiêu đề").transform((value) => value.trim()),
    /** Empty: generated from the title (and made unique). */
    slug: text().max(MAX_SLUG_LENGTH, `Slug tối đa ${MAX_SLUG_LENGTH} ký tự`).nullish(),
    summary: optionalText(1000, "Tóm tắt"),
    content: requiredText(500_000, "Nội dung"),
    coverImage: optionalImageUrl("Ảnh bìa"),
    /** Accepted for compatibility with the spec's payload; the server decides the author. */
    authorId: z.unknown().optional(),
    tags: z
      .array(text().max(MAX_TAG_LENGTH, `Mỗi thẻ tối đa ${MAX_TAG_LENGTH} ký tự`))
      .max(MAX_TAGS * 2)
      .default([])
      .transform(normalizeTags)
      .refine((tags) => tags.length <= MAX_TAGS, { message: `Tối đa ${MAX_TAGS} thẻ` }),
    metaTitle: optionalText(200, "Tiêu đề SEO"),
    metaDescription: optionalText(400, "Mô tả SEO"),
    canonicalUrl: optionalText(2000, "URL chuẩn").refine((value) => value === null || isHttpUrl(value), {
      message: "URL chuẩn phải là địa chỉ http(s) đầy đủ",
    }),
    isPublished: z.boolean().default(false),
    /** Blog categories of the post (the post-category link table). */
    categoryIds: z.array(z.number().int().positive()).max(50).default([]),
  })
  .superRefine((post, ctx) => {
    if (!post.title) ctx.addIssue({ code: "custom", path: ["title"], message: POST_REQUIRED_MESSAGE });
    if (isEmptyHtml(post.content)) ctx.addIssue({ code: "custom", path: ["content"], message: POST_REQUIRED_MESSAGE });
  });
export type BlogPostInput = z.output<typeof BlogPostInputSchema>;
export type BlogPostPayload = z.input<typeof BlogPostInputSchema>;

/** Body of the list row's publish toggle: PUT /api/admin/blog/posts/{id} with `isPublished` alone. */
export const PublishToggleSchema = z.object({ isPublished: z.boolean() }).strict();

export const BlogCategoryInputSchema = z.object({
  name: text({ error: "Vui lòng nhập tên chuyên mục" })
    .trim()
    .min(1, "Vui lòng nhập tên chuyên mục")
    .max(120, "Tên chuyên mục tối đa 120 ký tự"),
  slug: text().max(MAX_SLUG_LENGTH).nullish(),
  description: optionalText(1000, "Mô tả"),
});
export type BlogCategoryInput = z.output<typeof BlogCategoryInputSchema>;
