/**
 * The one schema of a product page's content blocks and specification rows, used by the admin catalogue API and by
 * the product editor (docs/decisions/0026-product-content-blocks.md). Messages are the owner's, in Vietnamese.
 */
import { BANNER_TONES, FEATURE_ICONS, TRIAL_VARIANTS, type ContentBlock, type SpecRow } from "../product-content";
import { text } from "../validation";
import { z } from "../zod";
import { imageUrl, optionalImageUrl } from "./image-url";
import { blankableText, requiredText } from "./text-fields";

const MAX_CONTENT_BLOCKS = 20;
const MAX_FEATURES = 6;
const MAX_VIDEOS = 12;
const MAX_SHORT_VIDEOS = 9;
const MAX_CUSTOMER_PHOTOS = 12;
const MAX_SPEC_ROWS = 30;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube address the owner pasted (watch?v=, youtu.be/, shorts/, embed/), or the text as typed:
 * the id check then decides.
 */
export function youtubeIdFrom(input: string): string {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  try {
    const url = new URL(value);
    const host = url.hostname.replace(/^(www\.|m\.)/, "");
    if (host === "youtu.be") return url.pathname.slice(1).split("/")[0] ?? value;
    if (host === "youtube.com" || host === "youtube-nocookie.com") {
      const fromQuery = url.searchParams.get("v");
      if (fromQuery) return fromQuery;
      const match = /^\/(?:shorts|embed|live)\/([^/?#]+)/.exec(url.pathname);
      if (match) return match[1]!;
    }
  } catch {
    // Not an address: checked as an id below.
  }
  return value;
}

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

const anchor = z
  .union([
    z.literal("").transform(() => null),
    text()
      .trim()
      .max(60, "Mã neo tối đa 60 ký tự")
      .regex(/^[a-z][a-z0-9-]*$/, "Mã neo chỉ gồm chữ thường không dấu, số và dấu gạch ngang, bắt đầu bằng chữ"),
  ])
  .nullish()
  .transform((value) => value ?? null);

const VideoItemSchema = z.object({
  youtubeId: text({ error: "Vui lòng nhập mã video YouTube" })
    .max(200, "Mã video YouTube không hợp lệ")
    .transform(youtubeIdFrom)
    .refine((value) => YOUTUBE_ID.test(value), "Mã video YouTube gồm 11 ký tự (chữ, số, - hoặc _) hoặc là đường dẫn YouTube"),
  title: requiredText("Tên video", 150, "must-be-text"),
  thumbnail: optionalImageUrl("Ảnh video"),
});

const videoList = (max: number) =>
  z
    .array(VideoItemSchema, { error: "Danh sách video không hợp lệ" })
    .min(1, "Cần ít nhất một video")
    .max(max, `Tối đa ${max} video`)
    .superRefine((videos, context) => {
      const seen = new Set<string>();
      videos.forEach((video, index) => {
        if (seen.has(video.youtubeId)) context.addIssue({ code: "custom", path: [index, "youtubeId"], message: "Video này đã có trong danh sách" });
        seen.add(video.youtubeId);
      });
    });

// A model of the catalogue (common/leads.ts modelOf); the editor offers the catalogue's models.
const trialProduct = requiredText("Máy cho form dùng thử", 150, "must-be-text");

export const ContentBlockSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("banner"),
      eyebrow: blankableText("Dòng nhỏ phía trên", 60, "must-be-text"),
      title: requiredText("Tiêu đề", 150, "must-be-text"),
      text: blankableText("Nội dung", 500, "must-be-text"),
      tone: choice(BANNER_TONES, "Chọn màu banner"),
    }),
    z.object({
      type: z.literal("priceBanner"),
      eyebrow: blankableText("Dòng nhỏ phía trên", 80, "must-be-text"),
      text: blankableText("Nội dung", 300, "must-be-text"),
      buttonLabel: requiredText("Chữ trên nút", 60, "must-be-text"),
      trialProduct,
    }),
    z.object({
      type: z.literal("features"),
      heading: requiredText("Tiêu đề nhóm", 150, "must-be-text"),
      features: z
        .array(
          z.object({
            icon: choice(FEATURE_ICONS, "Chọn biểu tượng trong danh sách"),
            title: requiredText("Tên tính năng", 80, "must-be-text"),
            text: requiredText("Mô tả tính năng", 400, "must-be-text"),
            image: optionalImageUrl("Ảnh tính năng"),
          }),
          { error: "Danh sách tính năng không hợp lệ" },
        )
        .min(1, "Cần ít nhất một tính năng")
        .max(MAX_FEATURES, `Tối đa ${MAX_FEATURES} tính năng`),
    }),
    z.object({ type: z.literal("video"), anchor, title: requiredText("Tiêu đề", 150, "must-be-text"), video: VideoItemSchema }),
    z.object({ type: z.literal("playlist"), anchor, title: requiredText("Tiêu đề", 150, "must-be-text"), videos: videoList(MAX_VIDEOS) }),
    z.object({ type: z.literal("shortVideos"), title: requiredText("Tiêu đề", 150, "must-be-text"), videos: videoList(MAX_SHORT_VIDEOS) }),
    z.object({
      type: z.literal("customers"),
      title: requiredText("Tiêu đề", 150, "must-be-text"),
      photos: z
        .array(z.object({ image: imageUrl("Ảnh khách hàng"), caption: requiredText("Chú thích", 150, "must-be-text") }), { error: "Danh sách ảnh không hợp lệ" })
        .min(1, "Cần ít nhất một ảnh")
        .max(MAX_CUSTOMER_PHOTOS, `Tối đa ${MAX_CUSTOMER_PHOTOS} ảnh`),
    }),
    z.object({
      type: z.literal("trial"),
      variant: choice(TRIAL_VARIANTS, "Chọn kiểu đăng ký dùng thử"),
      product: trialProduct,
      title: requiredText("Tiêu đề", 150, "must-be-text"),
    }),
  ],
  { error: "Loại khối nội dung không hợp lệ" },
);

export const ContentBlocksSchema = z
  .array(ContentBlockSchema, { error: "Danh sách khối nội dung không hợp lệ" })
  .max(MAX_CONTENT_BLOCKS, `Tối đa ${MAX_CONTENT_BLOCKS} khối nội dung`)
  .superRefine((blocks, context) => {
    // Anchors become element ids: two equal ones would make the page's headings ambiguous.
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if ((block.type === "video" || block.type === "playlist") && block.anchor) {
        if (seen.has(block.anchor)) context.addIssue({ code: "custom", path: [index, "anchor"], message: "Mã neo đã dùng ở khối khác" });
        seen.add(block.anchor);
      }
    });
  });

export const SpecRowsSchema = z
  .array(
    z.object({ label: requiredText("Tên thông số", 80, "must-be-text"), value: requiredText("Giá trị thông số", 200, "must-be-text") }),
    { error: "Bảng thông số không hợp lệ" },
  )
  .min(1, "Cần ít nhất một dòng thông số")
  .max(MAX_SPEC_ROWS, `Tối đa ${MAX_SPEC_ROWS} dòng thông số`)
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.label.toLocaleLowerCase("vi");
      if (seen.has(key)) context.addIssue({ code: "custom", path: [index, "label"], message: "Thông số này đã có trong bảng" });
      seen.add(key);
    });
  });

// The schema's output is the shared block type: the renderer and the editor read the same shape the API stores.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _blocksMatch: Same<z.output<typeof ContentBlockSchema>, ContentBlock> = true;
const _rowsMatch: Same<z.output<typeof SpecRowsSchema>[number], SpecRow> = true;
void _blocksMatch;
void _rowsMatch;
