import { z } from "../zod";
import { text } from "../validation";
import { DISCOUNT_KINDS, normalizeDiscountCode } from "../discount-codes";

const MAX_DONG = 2_000_000_000;

/** The code itself: letters, digits, `-` and `_`, stored in capitals. */
export const discountCodeText = text({ error: "Vui lòng nhập mã giảm giá" })
  .trim()
  .min(1, "Vui lòng nhập mã giảm giá")
  .max(40, "Mã giảm giá tối đa 40 ký tự")
  .transform(normalizeDiscountCode)
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, "Mã chỉ gồm chữ không dấu, số, - và _"));

const optionalCount = (label: string) =>
  z
    .number({ error: `${label} phải là số` })
    .int(`${label} phải là số nguyên`)
    .min(1, `${label} phải lớn hơn 0`)
    .max(1_000_000, `${label} quá lớn`)
    .nullish()
    .transform((value) => value ?? null);

/** A date-time (`2026-12-01T00:00:00+07:00`) or a date (`2026-12-01`, the start of that day in Vietnam). */
const optionalInstant = (label: string) =>
  z
    .union([text(), z.null()], { error: `${label} không hợp lệ` })
    .optional()
    .transform((value, context) => {
      if (value == null || value.trim() === "") return null;
      const trimmed = value.trim();
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T00:00:00+07:00` : trimmed);
      if (Number.isNaN(date.getTime())) {
        context.addIssue({ code: "custom", message: `${label} không hợp lệ` });
        return z.NEVER;
      }
      return date;
    });

/** `POST /api/admin/discount-codes` and `PUT /api/admin/discount-codes/{id}` (the whole code each time). */
export const DiscountCodeInputSchema = z
  .object({
    code: discountCodeText,
    kind: z.enum(DISCOUNT_KINDS, "Chọn loại giảm giá: phần trăm hoặc số tiền"),
    value: z.number({ error: "Mức giảm phải là số" }).int("Mức giảm phải là số nguyên").min(1, "Mức giảm phải lớn hơn 0").max(MAX_DONG, "Mức giảm quá lớn"),
    minOrder: z
      .number({ error: "Đơn tối thiểu phải là số đồng" })
      .int("Đơn tối thiểu phải là số đồng nguyên")
      .min(0, "Đơn tối thiểu không được âm")
      .max(MAX_DONG, "Đơn tối thiểu quá lớn")
      .nullish()
      .transform((value) => (value ? value : null)),
    startsAt: optionalInstant("Ngày bắt đầu"),
    endsAt: optionalInstant("Ngày kết thúc"),
    maxUses: optionalCount("Tổng lượt dùng"),
    maxUsesPerPhone: optionalCount("Lượt dùng mỗi số điện thoại"),
    productIds: z.array(z.number().int().positive(), "Danh sách sản phẩm không hợp lệ").max(200).default([]),
  })
  .superRefine((input, context) => {
    if (input.kind === "percent" && input.value > 100) {
      context.addIssue({ code: "custom", path: ["value"], message: "Phần trăm giảm tối đa 100" });
    }
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "Ngày kết thúc phải sau ngày bắt đầu" });
    }
  });
export type DiscountCodeInput = z.infer<typeof DiscountCodeInputSchema>;

/** `POST /api/discount-codes/check`: the buyer's code, priced against the session's cart. */
export const DiscountCheckSchema = z.object({ code: discountCodeText });
