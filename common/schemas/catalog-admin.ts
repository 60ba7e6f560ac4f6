import type { ProductView } from "../catalog";
import { z } from "../zod";
import { text } from "../validation";
import type { ContentBlock, SpecRow } from "../product-content";
import { imageUrl } from "./image-url";
import { ContentBlocksSchema, SpecRowsSchema } from "./product-content";

/** Above this a price is a typing slip, not a machine (the dearest model costs tens of millions). */
const MAX_PRODUCT_PRICE_DONG = 2_000_000_000;
const MAX_STOCK_QUANTITY = 100_000;

const wholeDong = (label: string) =>
  z
    .number({ error: `${label} phải là một số đồng` })
    .int(`${label} phải là số đồng nguyên`)
    .min(1, `${label} phải lớn hơn 0`)
    .max(MAX_PRODUCT_PRICE_DONG, `${label} không được vượt quá ${MAX_PRODUCT_PRICE_DONG.toLocaleString("vi-VN")}đ`);

const flag = (label: string) => z.boolean({ error: `${label}: chọn có hoặc không` });

/**
 * Body of POST /api/admin/products and of a full PUT /api/admin/products/{id}, shared by the API and the
 * product editor. Money is whole dong both ways.
 */
export const ProductInputSchema = z
  .object({
    name: text({ error: "Vui lòng nhập tên sản phẩm" })
      .trim()
      .min(1, "Vui lòng nhập tên sản phẩm")
      .max(150, "Tên sản phẩm tối đa 150 ký tự"),
    description: text({ error: "Mô tả phải là chữ" }).trim().max(5000, "Mô tả tối đa 5.000 ký tự").default(""),
    price: wholeDong("Giá bán"),
    discountPrice: wholeDong("Giá khuyến mãi").nullable().default(null),
    image: imageUrl("Ảnh sản phẩm", { required: "Vui lòng chọn ảnh sản phẩm" }),
    categoryId: z.number({ error: "Vui lòng chọn danh mục" }).int("Vui lòng chọn danh mục").positive("Vui lòng chọn danh mục"),
    tag: text({ error: "Nhãn phải là chữ" })
      .trim()
      .max(20, "Nhãn tối đa 20 ký tự")
      .nullish()
      .transform((value) => value || null),
    inStock: flag("Còn hàng").default(true),
    stockQuantity: z
      .number({ error: "Số lượng tồn kho phải là số" })
      .int("Số lượng tồn kho phải là số nguyên")
      .min(0, "Số lượng tồn kho không được âm")
      .max(MAX_STOCK_QUANTITY, `Số lượng tồn kho tối đa ${MAX_STOCK_QUANTITY.toLocaleString("vi-VN")}`)
      .nullable()
      .default(null),
    featured: flag("Nổi bật").default(false),
    newArrival: flag("Hàng mới").default(false),
    menuLabel: text({ error: "Tên trên menu phải là chữ" })
      .trim()
      .max(60, "Tên trên menu tối đa 60 ký tự")
      .nullish()
      .transform((value) => value || null),
    /** English name and description for the English product page; omitted = unchanged on update; empty = none. */
    nameEn: text({ error: "Tên tiếng Anh phải là chữ" })
      .trim()
      .max(200, "Tên tiếng Anh tối đa 200 ký tự")
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    descriptionEn: text({ error: "Mô tả tiếng Anh phải là chữ" })
      .trim()
      .max(5000, "Mô tả tiếng Anh tối đa 5000 ký tự")
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    displayOrder: z.number({ error: "Thứ tự phải là số" }).int("Thứ tự phải là số nguyên").min(-100_000).max(100_000).default(0),
    archived: flag("Ngừng bán").default(false),
    /** Months of warranty (after the sale, decision 0041); omitted = unchanged on update, 12 on create. */
    warrantyMonths: z
      .number({ error: "Thời hạn bảo hành phải là số tháng" })
      .int("Thời hạn bảo hành phải là số tháng nguyên")
      .min(0, "Thời hạn bảo hành không được âm")
      .max(120, "Thời hạn bảo hành tối đa 120 tháng")
      .optional(),
    /** The page's sections below the tabs; omitted = unchanged on update, none on create. */
    blocks: ContentBlocksSchema.optional(),
    /** The specification table; omitted = unchanged on update, the default table on create. */
    specs: SpecRowsSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.discountPrice !== null && input.discountPrice > input.price) {
      context.addIssue({ code: "custom", path: ["discountPrice"], message: "Giá khuyến mãi không được cao hơn giá bán" });
    }
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** The spec's category fields: a name, an icon (emoji or short text) and a Tailwind background class. */
export const CategoryInputSchema = z.object({
  name: text({ error: "Vui lòng nhập tên danh mục" }).trim().min(1, "Vui lòng nhập tên danh mục").max(100, "Tên danh mục tối đa 100 ký tự"),
  icon: text({ error: "Biểu tượng phải là chữ" }).trim().max(20, "Biểu tượng tối đa 20 ký tự").default(""),
  bgColor: text({ error: "Màu nền không hợp lệ" })
    .trim()
    .regex(/^bg-[a-z]+-(?:50|[1-9]00)$/, "Màu nền là một lớp Tailwind như bg-blue-50")
    .default("bg-blue-50"),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** A product as the admin sees it: the public view plus what only the owner manages. */
export interface AdminProductView extends ProductView {
  /** The owner's own flag; the shop shows "in stock" only when this is set and, if counted, a machine is left. */
  inStock: boolean;
  stockQuantity: number | null;
  displayOrder: number;
  /** Its entry in the header menu; null = the name. */
  menuLabel: string | null;
  /** The English name and description (docs/decisions/0060); null = none. */
  nameEn?: string | null;
  descriptionEn?: string | null;
  archived: boolean;
  /** Months of warranty from delivery (after the sale). */
  warrantyMonths: number;
  /** Orders that name it: such a product can only be archived. */
  orderCount: number;
  /** The page's own sections below the tabs, in order. */
  blocks: ContentBlock[];
  /** Its specification rows; empty = the shop's default table. */
  specs: SpecRow[];
  /** Counted stock at or below this alerts the shop once (issue 36); null = no alert. */
  lowStockThreshold?: number | null;
  /** Photos after the main one (issue 36). */
  gallery?: string[];
}

export interface AdminCategoryView {
  id: number;
  name: string;
  icon: string;
  bgColor: string;
  productCount: number;
}
