import { text } from "../validation";
import { z } from "../zod";
import { ZALO_EVENT_KEYS, ZALO_EVENTS, zaloPhone, type ZaloEvent } from "../zalo";

const secret = (label: string) =>
  text({ error: `${label} phải là chữ` })
    .trim()
    .max(2000, `${label} quá dài`)
    .optional();

const EventSettingSchema = z
  .object({
    enabled: z.boolean({ error: "Bật hoặc tắt" }),
    templateId: text({ error: "Mã mẫu phải là chữ" })
      .trim()
      .max(40, "Mã mẫu quá dài")
      .regex(/^[0-9A-Za-z_-]*$/, "Mã mẫu chỉ gồm chữ và số"),
    params: z.record(
      text()
        .trim()
        .min(1)
        .max(40)
        .regex(/^[A-Za-z0-9_]+$/, "Tên tham số chỉ gồm chữ, số và _"),
      text().trim().max(40),
    ),
  })
  .refine((setting) => !setting.enabled || setting.templateId.length > 0, {
    message: "Vui lòng nhập mã mẫu ZNS",
    path: ["templateId"],
  });

/**
 * PUT /api/admin/settings/zalo. The secret key and refresh token are write-only: absent or empty keeps the stored
 * one; `clearCredentials` forgets them (the channel turns off).
 */
export const ZaloSettingsSchema = z
  .object({
    appId: text({ error: "App ID phải là chữ" })
      .trim()
      .max(40, "App ID quá dài")
      .regex(/^[0-9]*$/, "App ID chỉ gồm chữ số"),
    secretKey: secret("Secret key"),
    oaSecretKey: secret("OA secret key"),
    refreshToken: secret("Refresh token"),
    clearCredentials: z.boolean().optional(),
    events: z.object(
      Object.fromEntries(ZALO_EVENT_KEYS.map((key) => [key, EventSettingSchema.optional()])) as Record<
        ZaloEvent,
        z.ZodOptional<typeof EventSettingSchema>
      >,
    ),
  })
  .superRefine((value, context) => {
    for (const key of ZALO_EVENT_KEYS) {
      const setting = value.events[key];
      if (!setting) continue;
      const fields = Object.keys(ZALO_EVENTS[key].fields);
      for (const [param, field] of Object.entries(setting.params)) {
        if (!fields.includes(field))
          context.addIssue({
            code: "custom",
            message: `Không có thông tin "${field}"`,
            path: ["events", key, "params", param],
          });
      }
    }
  });
export type ZaloSettingsInput = z.infer<typeof ZaloSettingsSchema>;

const phone = text({ error: "Vui lòng nhập số điện thoại" }).refine(
  (value) => zaloPhone(value) !== null,
  "Số điện thoại di động Việt Nam không hợp lệ",
);

/** POST /api/admin/settings/zalo/test and the staff's "no Zalo for this phone". */
export const ZaloPhoneSchema = z.object({ phone });
