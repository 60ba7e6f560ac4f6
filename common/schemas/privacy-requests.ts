import { z } from "../zod";
import { text } from "../validation";
import { normalizeContact, PRIVACY_REQUEST_KINDS, RETENTION_KINDS, type Contact, type RetentionKind } from "../privacy-requests";

/**
 * Payloads of the data requests (issue 45): `POST /api/privacy/requests`, `POST /api/privacy/requests/verify`,
 * `PUT /api/admin/privacy-requests/{id}` and the owner's settings.
 */

const contactSchema = text({ error: "Vui lòng nhập số điện thoại hoặc e-mail" })
  .trim()
  .min(1, "Vui lòng nhập số điện thoại hoặc e-mail")
  .max(254, "Số điện thoại hoặc e-mail không hợp lệ")
  .transform((value, context): Contact => {
    const contact = normalizeContact(value);
    if (contact) return contact;
    context.addIssue({ code: "custom", message: "Số điện thoại hoặc e-mail không hợp lệ" });
    return z.NEVER;
  });

export const PrivacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: "Vui lòng chọn loại yêu cầu" }),
  contact: contactSchema,
  details: text({ error: "Nội dung không hợp lệ" }).trim().max(2000, "Nội dung tối đa 2.000 ký tự").optional().default(""),
});
export type PrivacyRequestInput = z.infer<typeof PrivacyRequestSchema>;

export const PrivacyVerifySchema = z.object({
  contact: contactSchema,
  code: text({ error: "Vui lòng nhập mã xác minh" })
    .trim()
    .regex(/^\d{6}$/, "Mã xác minh gồm 6 chữ số"),
});

export const PrivacyDecisionSchema = z.object({
  status: z.enum(["done", "refused"], { error: "Trạng thái phải là done hoặc refused" }),
  note: text({ error: "Ghi chú không hợp lệ" }).trim().max(2000, "Ghi chú tối đa 2.000 ký tự").optional().default(""),
});

const days = (min: number, max: number) => z.coerce.number({ error: "Số ngày không hợp lệ" }).int("Số ngày phải là số nguyên").min(min, `Ít nhất ${min} ngày`).max(max, `Nhiều nhất ${max} ngày`);

export const PrivacySettingsSchema = z.object({
  responseDays: days(1, 90),
  codeMinutes: z.coerce.number().int().min(5, "Ít nhất 5 phút").max(60, "Nhiều nhất 60 phút"),
  retentionDays: z.object(Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, days(1, 3650)])) as Record<RetentionKind, ReturnType<typeof days>>),
});
