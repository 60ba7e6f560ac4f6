import { z } from "../zod";
import { text } from "../validation";
import {
  ACTIVATION_STATUSES,
  isSerial,
  normalizeSerial,
  SERVICE_COVERAGES,
  SERVICE_MODES,
  SERVICE_PROBLEMS,
  SERVICE_SLOTS,
  SERVICE_STATUSES,
} from "../after-sale";
import type { Language } from "../i18n-vi";
import { warrantyTexts, type WarrantyTexts } from "../page-texts/warranty";
import { optionalText, phoneNumber } from "./text-fields";

/**
 * Payloads of the after-sale API (warranty look-up and activation, service requests, machines, the service desk).
 * Vietnamese messages per field; the services parse with them once.
 */

/**
 * The public forms' schemas (`/warranty`: look-up, activation, service request) in one language's messages
 * (common/page-texts/warranty.ts `error…`): the server checks with the Vietnamese ones, the warranty page's browser
 * code with the page's language before sending (docs/decisions/0038, as the checkout). Built once per language.
 */
function buildPublicSchemas(m: WarrantyTexts) {
  const serial = text({ error: m.errorSerialRequired })
    .max(64, m.errorSerial)
    .transform(normalizeSerial)
    .refine(isSerial, { message: m.errorSerial });
  const phone = phoneNumber("ask", { missing: m.errorPhoneRequired, invalid: m.errorPhone });
  const optionalEmail = text({ error: m.errorEmail })
    .trim()
    .max(254, m.errorEmail)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email(m.errorEmail).nullable());
  const isoDate = text({ error: m.errorDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.errorDate)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      message: m.errorDate,
    });
  const optionalDate = z.union([isoDate, z.literal("").transform(() => null), z.null()], { error: m.errorDate }).optional().transform((value) => value ?? null);
  /** Trimmed text of 1 to `max` characters. */
  const required = (max: number, missing: string, tooLong: string) => text({ error: missing }).trim().min(1, missing).max(max, tooLong);
  /** Optional text where missing, null and blank all become null (spec 5). */
  const optional = (max: number, invalid: string, tooLong: string) =>
    text({ error: invalid })
      .trim()
      .max(max, tooLong)
      .nullish()
      .transform((value) => (value ? value : null));
  const photoUrl = (message: string) => text().trim().max(300).regex(/^\/uploads\/[A-Za-z0-9._-]+$/, message);

  /** The place of a machine: the checkout's picker (codes) or the order API's `city`/`state` names. */
  const machineAddress = z.object(
    {
      address: required(300, m.errorStreetRequired, m.errorStreetTooLong),
      provinceCode: text().trim().max(10).optional(),
      wardCode: text().trim().max(10).optional(),
      city: text().trim().max(100).optional(),
      state: text().trim().max(100).optional(),
    },
    { error: m.errorAddress },
  );

  return {
    serial,
    phone,
    isoDate,
    optionalDate,
    machineAddress,
    /** `GET /api/warranty?serial=&phone=` */
    warrantyLookup: z.object({
      serial,
      phone: z.union([phone, z.literal("").transform(() => undefined)]).optional(),
    }),
    /** `POST /api/warranty/activations` */
    activationInput: z.object({
      serial,
      phone,
      name: required(120, m.errorNameRequired, m.errorNameTooLong),
      email: optionalEmail,
      shopName: optional(200, m.errorShopName, m.errorShopNameTooLong),
      address: machineAddress,
      dealer: optional(200, m.errorDealer, m.errorDealerTooLong),
      purchaseDate: optionalDate,
      receiptUrl: z
        .union([photoUrl(m.errorReceipt), z.literal("").transform(() => null), z.null()], { error: m.errorReceipt })
        .optional()
        .transform((value) => value ?? null),
    }),
    /** `POST /api/service-requests` */
    serviceRequestInput: z.object({
      serial,
      phone,
      email: optionalEmail,
      problem: z.enum(SERVICE_PROBLEMS, { error: m.errorProblem }),
      description: text({ error: m.errorDescription }).trim().max(2000, m.errorDescriptionTooLong).default(""),
      photos: z.array(photoUrl(m.errorPhoto), { error: m.errorPhoto }).max(3, m.errorPhotos).default([]),
      mode: z.enum(SERVICE_MODES, { error: m.errorMode }),
      preferredDate: isoDate,
      slot: z.enum(SERVICE_SLOTS, { error: m.errorSlot }),
    }),
  };
}

const built = new Map<Language, ReturnType<typeof buildPublicSchemas>>();
/** The public forms' schemas in `language`'s messages. */
export function publicAfterSaleSchemas(language: Language) {
  let schemas = built.get(language);
  if (!schemas) built.set(language, (schemas = buildPublicSchemas(warrantyTexts[language])));
  return schemas;
}

/** The server's (Vietnamese) schemas. */
const server = publicAfterSaleSchemas("vi");
export const serialSchema = server.serial;
export const phoneSchema = server.phone;
export const isoDateSchema = server.isoDate;
const optionalDate = server.optionalDate;
export const warrantyLookupSchema = server.warrantyLookup;
export const machineAddressSchema = server.machineAddress;
export const activationInputSchema = server.activationInput;
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

export const serviceRequestInputSchema = server.serviceRequestInput;
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
