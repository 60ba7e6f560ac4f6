import { z } from "../zod";
import { text } from "../validation";
import {
  ACTIVATION_STATUSES,
  isSerial,
  normalizeSerial,
  SERIAL_MESSAGE,
  SERVICE_COVERAGES,
  SERVICE_MODES,
  SERVICE_PROBLEMS,
  SERVICE_SLOTS,
  SERVICE_STATUSES,
} from "../after-sale";
import { optionalText, phoneNumber, requiredText } from "./text-fields";

/**
 * Payloads of the after-sale API (warranty look-up and activation, service requests, machines, the service desk).
 * Vietnamese messages per field; the services parse with them once.
 */

export const serialSchema = text({ error: "Vui lòng nhập số serial" })
  .max(64, SERIAL_MESSAGE)
  .transform(normalizeSerial)
  .refine(isSerial, { message: SERIAL_MESSAGE });

export const phoneSchema = phoneNumber("ask");

const optionalEmail = text({ error: "E-mail không hợp lệ" })
  .trim()
  .max(254, "E-mail không hợp lệ")
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email("E-mail không hợp lệ").nullable());

const DATE_MESSAGE = "Ngày không hợp lệ (YYYY-MM-DD)";
export const isoDateSchema = text({ error: DATE_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: DATE_MESSAGE,
  });
const optionalDate = z.union([isoDateSchema, z.literal("").transform(() => null), z.null()], { error: DATE_MESSAGE }).optional().transform((value) => value ?? null);

/** `GET /api/warranty?serial=&phone=` */
export const warrantyLookupSchema = z.object({
  serial: serialSchema,
  phone: z
    .union([phoneSchema, z.literal("").transform(() => undefined)])
    .optional(),
});

/** The place of a machine: the checkout's picker (codes) or the order API's `city`/`state` names. */
export const machineAddressSchema = z.object(
  {
    address: requiredText("địa chỉ (số nhà, đường)", 300, "ask"),
    provinceCode: text().trim().max(10).optional(),
    wardCode: text().trim().max(10).optional(),
    city: text().trim().max(100).optional(),
    state: text().trim().max(100).optional(),
  },
  { error: "Vui lòng nhập địa chỉ" },
);

/** `POST /api/warranty/activations` */
export const activationInputSchema = z.object({
  serial: serialSchema,
  phone: phoneSchema,
  name: requiredText("họ và tên", 120, "ask"),
  email: optionalEmail,
  shopName: optionalText("Tên quán", 200, "invalid"),
  address: machineAddressSchema,
  dealer: optionalText("Đại lý", 200, "invalid"),
  purchaseDate: optionalDate,
  receiptUrl: z
    .union([text().trim().max(300).regex(/^\/uploads\/[A-Za-z0-9._-]+$/, "Ảnh hóa đơn không hợp lệ"), z.literal("").transform(() => null), z.null()], {
      error: "Ảnh hóa đơn không hợp lệ",
    })
    .optional()
    .transform((value) => value ?? null),
});
export type ActivationInput = z.infer<typeof activationInputSchema>;

/** `PUT /api/admin/warranty-activations/{id}` */
export const activationDecisionSchema = z
  .object({
    status: z.enum(ACTIVATION_STATUSES.filter((status) => status !== "pending") as ["approved", "rejected"], {
      error: "Vui lòng chọn duyệt hoặc từ chối",
    }),
    reason: optionalText("Lý do", 500, "invalid"),
  })
  .refine((input) => input.status !== "rejected" || input.reason, { message: "Vui lòng nhập lý do từ chối", path: ["reason"] });

const photoUrl = text().trim().max(300).regex(/^\/uploads\/[A-Za-z0-9._-]+$/, "Ảnh không hợp lệ");

/** `POST /api/service-requests` */
export const serviceRequestInputSchema = z.object({
  serial: serialSchema,
  phone: phoneSchema,
  email: optionalEmail,
  problem: z.enum(SERVICE_PROBLEMS, { error: "Vui lòng chọn tình trạng máy" }),
  description: text({ error: "Vui lòng mô tả tình trạng" }).trim().max(2000, "Mô tả tối đa 2000 ký tự").default(""),
  photos: z.array(photoUrl, { error: "Ảnh không hợp lệ" }).max(3, "Tối đa 3 ảnh").default([]),
  mode: z.enum(SERVICE_MODES, { error: "Vui lòng chọn hình thức sửa chữa" }),
  preferredDate: isoDateSchema,
  slot: z.enum(SERVICE_SLOTS, { error: "Vui lòng chọn khung giờ" }),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestInputSchema>;

/** `PUT /api/admin/service-requests/{id}`: every field optional, only those sent change. */
export const serviceRequestUpdateSchema = z.object({
  status: z.enum(SERVICE_STATUSES, { error: "Trạng thái không hợp lệ" }).optional(),
  technicianId: z.union([z.number().int().positive(), z.null()], { error: "Kỹ thuật viên không hợp lệ" }).optional(),
  visitDate: optionalDate,
  visitSlot: z.union([z.enum(SERVICE_SLOTS), z.literal("").transform(() => null), z.null()], { error: "Khung giờ không hợp lệ" }).optional(),
  coverage: z.enum(SERVICE_COVERAGES, { error: "Hình thức bảo hành không hợp lệ" }).optional(),
  quotedAmount: z.union([z.number().int().min(0).max(1_000_000_000), z.null()], { error: "Số tiền báo giá không hợp lệ" }).optional(),
  loanerLent: z.boolean({ error: "Máy mượn không hợp lệ" }).optional(),
  loanerReturned: z.boolean({ error: "Máy mượn không hợp lệ" }).optional(),
  internalNote: text().trim().max(4000, "Ghi chú nội bộ tối đa 4000 ký tự").optional(),
  ownerNote: text().trim().max(2000, "Ghi chú cho khách tối đa 2000 ký tự").optional(),
  awaitingOwner: z.boolean({ error: "Giá trị không hợp lệ" }).optional(),
});
export type ServiceRequestUpdate = z.infer<typeof serviceRequestUpdateSchema>;

/** `GET /api/admin/service-requests` filters. */
export const serviceRequestQuerySchema = z.object({
  status: z.union([z.enum(SERVICE_STATUSES), z.literal("open"), z.literal("")], { error: "Trạng thái không hợp lệ" }).optional(),
  province: text().trim().max(10).optional(),
  warranty: z.enum(["yes", "no", ""], { error: "Bộ lọc bảo hành không hợp lệ" }).optional(),
  overdue: z.enum(["1", "true", "0", "false", ""], { error: "Bộ lọc quá hạn không hợp lệ" }).optional(),
});

/** `POST /api/admin/machines`: one machine by hand (a dealer's unit, an old sale). */
export const machineInputSchema = z.object({
  serial: serialSchema,
  productId: z.number({ error: "Vui lòng chọn sản phẩm" }).int().positive("Vui lòng chọn sản phẩm"),
  productionDate: optionalDate,
  source: z.enum(["dealer", "unknown"], { error: "Nguồn máy không hợp lệ" }).default("unknown"),
});

/** `PUT /api/admin/orders/{id}/machines` */
export const orderMachinesSchema = z.object({
  machines: z
    .array(
      z.object({
        productId: z.number({ error: "Sản phẩm không hợp lệ" }).int().positive("Sản phẩm không hợp lệ"),
        serial: serialSchema,
      }),
      { error: "Danh sách serial không hợp lệ" },
    )
    .max(500, "Quá nhiều serial"),
});

/** The machines list's filters. */
export const machineQuerySchema = z.object({
  q: text().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).optional(),
});
