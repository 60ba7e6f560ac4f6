import { z } from "../zod";
import { BULK_PRODUCT_ACTIONS } from "../stock";
import { imageUrl } from "./image-url";

/** A product's photos (issue 36): the main one (`image`, the cards and the page's first) and the gallery after it. */
export const ProductPhotosSchema = z.object({
  image: imageUrl("Ảnh chính", { required: "Vui lòng chọn ảnh chính" }),
  gallery: z.array(imageUrl("Ảnh"), "Danh sách ảnh không hợp lệ").max(12, "Tối đa 12 ảnh thêm").default([]),
});

/** The list's bulk actions on /admin/products: the chosen products and what to do to them. */
export const BulkProductSchema = z
  .object({
    ids: z.array(z.number().int().positive(), "Chọn ít nhất một sản phẩm").min(1, "Chọn ít nhất một sản phẩm").max(500),
    action: z.enum(BULK_PRODUCT_ACTIONS, "Thao tác không hợp lệ"),
    /** `price-percent`: −90 … +500 (−10 = 10 % cheaper). */
    percent: z.number({ error: "Phần trăm phải là số" }).min(-90, "Giảm tối đa 90%").max(500, "Tăng tối đa 500%").optional(),
    /** `low-stock-threshold`: machines left at which the shop is told; null = no alert. */
    threshold: z.number({ error: "Ngưỡng phải là số" }).int("Ngưỡng phải là số nguyên").min(0, "Ngưỡng không được âm").max(100_000).nullable().optional(),
  })
  .superRefine((input, context) => {
    if (input.action === "price-percent" && (input.percent === undefined || input.percent === 0)) {
      context.addIssue({ code: "custom", path: ["percent"], message: "Nhập phần trăm thay đổi giá (khác 0)" });
    }
    if (input.action === "low-stock-threshold" && input.threshold === undefined) {
      context.addIssue({ code: "custom", path: ["threshold"], message: "Nhập ngưỡng báo sắp hết hàng" });
    }
  });
