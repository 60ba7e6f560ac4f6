import { normalizeVietnamesePhone } from "../leads";
import { HOURS_FORMAT_MESSAGE, normalizeHours } from "../place-hours";
import { FINDER_PAGE_SIZE, insideVietnam, PLACE_KINDS } from "../places";
import { text } from "../validation";
import { z } from "../zod";
import { optionalText, requiredText } from "./text-fields";

/**
 * Payloads of the places endpoints (issue 33): the admin form and each row of the CSV import parse with
 * `PlaceInputSchema`; the province and ward codes are checked against the checkout's list by the service.
 */

/** A coordinate, or null when left empty: a place without a position is listed, not put on the map (decision 0063). */
const coordinate = (label: string) =>
  z
    .union([z.number(), z.null(), text().trim()], { error: `${label} phải là số (ví dụ 10.0341)` })
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined || value === "") return null;
      const number = typeof value === "number" ? value : Number(value.replace(",", "."));
      if (!Number.isFinite(number)) {
        context.addIssue({ code: "custom", message: `${label} phải là số (ví dụ 10.0341)` });
        return z.NEVER;
      }
      return number;
    });

export const PLACE_PHONE_MESSAGE = "Số điện thoại phải là số Việt Nam (ví dụ 0292 3812 345 hoặc 0901 234 567)";

export const PlaceInputSchema = z
  .object({
    name: requiredText("Tên", 120, "must-be-text"),
    kind: z.enum(PLACE_KINDS, { error: "Loại phải là dealer (đại lý), service_center (trung tâm bảo hành) hoặc head_office (văn phòng)" }),
    provinceCode: requiredText("Mã tỉnh/thành", 10, "must-be-text"),
    wardCode: requiredText("Mã phường/xã", 10, "must-be-text"),
    address: requiredText("Địa chỉ", 200, "must-be-text"),
    phone: requiredText("Số điện thoại", 20, "must-be-text").refine((value) => normalizeVietnamesePhone(value) !== null, { message: PLACE_PHONE_MESSAGE }),
    email: optionalText("E-mail", 200, "must-be-text").pipe(z.union([z.null(), z.email("E-mail không đúng định dạng")])),
    zalo: optionalText("Zalo", 200, "must-be-text").refine((value) => value === null || /^https:\/\/zalo\.me\/[\w.-]+$/i.test(value), {
      message: "Zalo phải là đường dẫn https://zalo.me/…",
    }),
    // Stored in the one normalised form (`8h-20h` → `Hằng ngày 08:00-20:00`).
    hours: optionalText("Giờ mở cửa", 200, "must-be-text").transform((value, context) => {
      if (value === null) return null;
      const normalised = normalizeHours(value);
      if (normalised === null) {
        context.addIssue({ code: "custom", message: HOURS_FORMAT_MESSAGE });
        return z.NEVER;
      }
      return normalised;
    }),
    models: z
      .array(text().trim().min(1).max(40), { error: "Danh sách mẫu máy không hợp lệ" })
      .max(30, "Tối đa 30 mẫu máy")
      .optional()
      .default([]),
    latitude: coordinate("Vĩ độ"),
    longitude: coordinate("Kinh độ"),
    active: z.boolean({ error: "Trạng thái hoạt động không hợp lệ" }).optional().default(true),
  })
  .superRefine((place, context) => {
    if ((place.latitude === null) !== (place.longitude === null)) {
      const missing = place.latitude === null ? "latitude" : "longitude";
      const message = `Thiếu ${missing === "latitude" ? "vĩ độ" : "kinh độ"}: nhập cả vĩ độ và kinh độ, hoặc để trống cả hai`;
      context.addIssue({ code: "custom", path: [missing], message });
      return;
    }
    if (place.latitude !== null && place.longitude !== null && !insideVietnam(place.latitude, place.longitude)) {
      const message = "Tọa độ nằm ngoài lãnh thổ Việt Nam (vĩ độ 8–23,5; kinh độ 102,1–117,9)";
      context.addIssue({ code: "custom", path: ["latitude"], message });
      context.addIssue({ code: "custom", path: ["longitude"], message });
    }
  });
export type PlaceInput = z.infer<typeof PlaceInputSchema>;

const optionalFilter = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

/** `GET /api/places` and the /dealers filter form: every filter optional; a bad one is ignored, not a 400. */
export const PlaceQuerySchema = z.object({
  province: optionalFilter(10),
  ward: optionalFilter(10),
  kind: z.enum(PLACE_KINDS).optional().catch(undefined),
  q: optionalFilter(100),
});
export type PlaceQuery = z.infer<typeof PlaceQuerySchema>;

/**
 * The public finder also says how many places it lists (`show`, a multiple of the page size): on a phone the whole
 * country was one list of 16,000 px.
 */
export const FinderQuerySchema = PlaceQuerySchema.extend({
  show: z.coerce
    .number()
    .int()
    .min(FINDER_PAGE_SIZE)
    .max(10_000)
    .transform((value) => Math.ceil(value / FINDER_PAGE_SIZE) * FINDER_PAGE_SIZE)
    .optional()
    .catch(undefined),
});

/** The admin list also filters by active state. */
export const AdminPlaceQuerySchema = PlaceQuerySchema.extend({
  status: z.enum(["active", "inactive"]).optional().catch(undefined),
});
export type AdminPlaceQuery = z.infer<typeof AdminPlaceQuerySchema>;

/** Staff re-route a lead: a place id, or null to take the routing off. */
export const LeadRouteSchema = z.object({
  placeId: z.union([z.coerce.number().int().positive(), z.null(), z.literal("").transform(() => null)], { error: "Nơi nhận không hợp lệ" }),
});
