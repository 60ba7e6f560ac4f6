import { z } from "../zod";
import { text } from "../validation";
import {
  BUSINESS_STATUS_LABELS,
  BUSINESS_STATUSES,
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  LEAD_STATUSES,
  NEED_TYPES,
  type BusinessStatus,
} from "../leads";
import { isOneOf } from "../labels";
import { optionalText, phoneNumber, requiredText } from "./text-fields";

/**
 * Payloads of the lead forms (spec 3 and 7): `POST /api/contact-requests`, `POST /api/trial-requests`,
 * `PUT /api/contact-requests/{id}/status`. Shared by the server (validation) and the tests.
 * Text is trimmed and otherwise stored exactly as typed; it is escaped where it is rendered.
 */

const phoneSchema = phoneNumber("invalid");

/** `running` / `planning`, also given as the Vietnamese label (the LS-200 form sends `Đang kinh doanh`). */
const businessStatusSchema = z
  .union([text(), z.null()], { error: "Tình trạng kinh doanh không hợp lệ" })
  .optional()
  .transform((value, context): BusinessStatus | null => {
    const trimmed = value?.trim();
    if (!trimmed) return null;
    if (isOneOf(BUSINESS_STATUSES, trimmed)) return trimmed;
    if (trimmed === "soon") return "planning";
    const byLabel = BUSINESS_STATUSES.find((status) => BUSINESS_STATUS_LABELS[status] === trimmed);
    if (byLabel) return byLabel;
    context.addIssue({ code: "custom", message: "Tình trạng kinh doanh không hợp lệ" });
    return z.NEVER;
  });


export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value != null && String(value).trim() !== "";
}

/**
 * Where the lead is (issue 33, optional): the checkout's province and ward codes, for routing it to the nearest
 * dealer. Without them the province is read from the address text.
 */
const placeCode = text({ error: "Mã địa bàn không hợp lệ" })
  .trim()
  .max(10, "Mã địa bàn không hợp lệ")
  .nullish()
  // Absent stays absent (undefined): the payload's shape is unchanged for forms that do not send it.
  .transform((value) => value || undefined);
/**
 * The forms' optional box “Đồng ý chia sẻ thông tin với đại lý gần nhất” (issue 45, decision 0062): never pre-ticked;
 * absent or false = the lead stays with the brand's own sales.
 */
const leadConsentsSchema = z.object({ dealerSharing: z.boolean({ error: "Giá trị không hợp lệ" }).optional() }, { error: "Giá trị không hợp lệ" }).nullish();
const leadPlaceFields = { provinceCode: placeCode, wardCode: placeCode, consents: leadConsentsSchema };

export const contactRequestSchema = z.object({
  fullName: requiredText("họ và tên", LEAD_LIMITS.fullName, "invalid"),
  phone: phoneSchema,
  needType: z.enum(NEED_TYPES, {
    error: (issue) => (issue.input == null ? "Vui lòng chọn hình thức" : "Hình thức không hợp lệ"),
  }),
  /** The dialog sends the page's product name (or `Chưa xác định`); the trial form one of PRODUCT_OPTIONS. */
  product: requiredText("sản phẩm", LEAD_LIMITS.product, "invalid"),
  businessStatus: businessStatusSchema,
  address: optionalText("địa chỉ", LEAD_LIMITS.address, "invalid"),
  message: optionalText("lời nhắn", LEAD_LIMITS.message, "invalid"),
  /** Which form sent it; the consultation dialog is the default. */
  source: z.enum(["contact", "trial"], { error: "Nguồn không hợp lệ" }).optional().default("contact"),
  ...leadPlaceFields,
});

/** The LS-200 on-site trial form (spec 3: name, phone, address, message = desired time, businessStatus, product). */
export const trialRequestSchema = z.object({
  name: requiredText("họ và tên", LEAD_LIMITS.fullName, "invalid"),
  phone: phoneSchema,
  address: requiredText("địa chỉ", LEAD_LIMITS.address, "invalid"),
  message: optionalText("thời gian mong muốn", LEAD_LIMITS.message, "invalid"),
  businessStatus: businessStatusSchema,
  /** A model of the catalogue (common/leads.ts modelOf): the leads service checks it against the machines on sale. */
  product: text({ error: "Sản phẩm không hợp lệ" }).trim().min(1, "Sản phẩm không hợp lệ").max(LEAD_LIMITS.product, "Sản phẩm không hợp lệ").optional().default("LS-200"),
  ...leadPlaceFields,
});

const leadStatusSchema = z.enum(LEAD_STATUSES, {
  error: "Trạng thái không hợp lệ (mới, đã liên hệ, đã hẹn lịch, hoàn thành, đã hủy)",
});

export const statusUpdateSchema = z.object({ status: leadStatusSchema });

/** Filters of the admin desk and of `GET /api/contact-requests` (all optional). */
export const leadListQuerySchema = z.object({
  status: z
    .union([leadStatusSchema, z.literal("")])
    .optional()
    .transform((value) => value || undefined),
  q: text()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(500).optional().default(20),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;
