/**
 * A product page's own content below its tabs, as data (docs/decisions/0026-product-content-blocks.md): an ordered
 * list of blocks and the rows of its specification table. Types and pure rules only, free of zod so the storefront
 * can use them without the validator; the one schema is common/schemas/product-content.ts.
 */
import { slugify } from "./slug";
import type { ProductOption } from "./leads";

/** Icons a feature may show: the storefront's own line icons, by name (no uploaded SVG runs on the page). */
export const FEATURE_ICONS = ["thermometer", "touch", "memory", "shield", "tool", "truck", "headset", "play", "check"] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];
export const FEATURE_ICON_LABELS: Record<FeatureIcon, string> = {
  thermometer: "Nhiệt kế",
  touch: "Chạm",
  memory: "Bộ nhớ",
  shield: "Khiên bảo hành",
  tool: "Dụng cụ",
  truck: "Xe giao hàng",
  headset: "Tai nghe hỗ trợ",
  play: "Nút phát",
  check: "Dấu tích",
};

/** The two colour schemes of a banner: green for tea machines, brown for coffee machines. */
export const BANNER_TONES = ["tea", "coffee"] as const;
type BannerTone = (typeof BANNER_TONES)[number];
export const BANNER_TONE_LABELS: Record<BannerTone, string> = { tea: "Xanh (máy pha trà)", coffee: "Nâu (máy pha cà phê)" };

export const TRIAL_VARIANTS = ["contact", "onsite"] as const;
type TrialVariant = (typeof TRIAL_VARIANTS)[number];
export const TRIAL_VARIANT_LABELS: Record<TrialVariant, string> = {
  contact: "Nút mở form đăng ký dùng thử",
  onsite: "Form đăng ký dùng thử tại quán",
};

export interface VideoItem {
  youtubeId: string;
  title: string;
  /** A local or uploaded image; none = the shop's generic video picture (nothing is fetched from YouTube). */
  thumbnail: string | null;
}

export interface BannerBlock {
  type: "banner";
  /** The small line above the title, usually the model (LT-300). */
  eyebrow: string;
  title: string;
  text: string;
  tone: BannerTone;
}

/** A banner whose title is the product's live price ("Chỉ 19.300.000đ"), with a trial button. */
export interface PriceBannerBlock {
  type: "priceBanner";
  eyebrow: string;
  /** Printed after the price; the VAT note follows it. */
  text: string;
  buttonLabel: string;
  trialProduct: ProductOption;
}

export interface FeatureItem {
  icon: FeatureIcon;
  title: string;
  text: string;
  image: string | null;
}

export interface FeaturesBlock {
  type: "features";
  heading: string;
  features: FeatureItem[];
}

interface VideoBlock {
  type: "video";
  /** The section's anchor on the page (#lt300-review); none = its place in the list. */
  anchor: string | null;
  title: string;
  video: VideoItem;
}

interface PlaylistBlock {
  type: "playlist";
  anchor: string | null;
  title: string;
  videos: VideoItem[];
}

interface ShortVideosBlock {
  type: "shortVideos";
  title: string;
  videos: VideoItem[];
}

export interface CustomerPhoto {
  image: string;
  caption: string;
}

interface CustomersBlock {
  type: "customers";
  title: string;
  photos: CustomerPhoto[];
}

/** `contact`: a button opening the trial-registration dialog with `product` chosen; `onsite`: the on-site form. */
interface TrialBlock {
  type: "trial";
  variant: TrialVariant;
  product: ProductOption;
  title: string;
}

export type ContentBlock =
  | BannerBlock
  | PriceBannerBlock
  | FeaturesBlock
  | VideoBlock
  | PlaylistBlock
  | ShortVideosBlock
  | CustomersBlock
  | TrialBlock;
export type ContentBlockType = ContentBlock["type"];

export const BLOCK_TYPE_LABELS: Record<ContentBlockType, string> = {
  banner: "Banner",
  priceBanner: "Banner giá",
  features: "Nhóm tính năng",
  video: "Một video",
  playlist: "Danh sách video",
  shortVideos: "Video ngắn (dọc)",
  customers: "Ảnh khách hàng",
  trial: "Đăng ký dùng thử",
};

export interface SpecRow {
  label: string;
  value: string;
}

/** The table a product shows when it has no rows of its own (spec section 9: every machine but LT-300 and LS-250). */
export const DEFAULT_SPEC_ROWS: readonly SpecRow[] = Object.freeze([
  { label: "Công suất", value: "2200 W" },
  { label: "Dung tích bình chứa", value: "3 L" },
  { label: "Trọng lượng", value: "14 kg" },
]);

/** A product's page content as the product page reads it. */
export interface ProductContent {
  blocks: ContentBlock[];
  specs: SpecRow[];
  /** Photos after the main one, in order (issue 36): the product page's gallery. */
  gallery?: string[];
  /** The owner's English name and description, when written (docs/decisions/0060). */
  english?: { name: string | null; description: string | null };
}

/** The rows the page shows: the product's own, or the default table when it has none. */
export function specRowsOf(rows: readonly SpecRow[] | null | undefined): readonly SpecRow[] {
  return rows && rows.length > 0 ? rows : DEFAULT_SPEC_ROWS;
}

function isDefaultTable(rows: readonly SpecRow[]): boolean {
  return (
    rows.length === DEFAULT_SPEC_ROWS.length &&
    rows.every((row, index) => row.label === DEFAULT_SPEC_ROWS[index]!.label && row.value === DEFAULT_SPEC_ROWS[index]!.value)
  );
}

/**
 * The machine's model as the shop names its products: the last word of the name ("Máy pha trà tự động LT-300" →
 * "lt-300"), as a slug. Names the page's own sections for tests and styles; never decides what is shown.
 */
export function modelSlugOf(productName: string): string {
  const words = productName.trim().split(/\s+/);
  return slugify(words[words.length - 1] ?? "") || "san-pham";
}

/** Names a specification table: `default` for the shop's default rows, otherwise the product's model. */
export function specTableKeyOf(productName: string, rows: readonly SpecRow[]): string {
  return isDefaultTable(rows) ? "default" : modelSlugOf(productName);
}
