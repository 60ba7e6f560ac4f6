import { z } from "../zod";
import { text } from "../validation";
import { CARRIERS, SHIPMENT_STATUSES } from "../shipments";
import { serialSchema } from "./after-sale";

/** Payloads of shipments (issue 42, decision 0052); the shipping service parses with them once. */

/** `POST /api/admin/orders/{id}/shipments`. */
export const createShipmentSchema = z.object({
  carrier: z.enum(CARRIERS, { error: "Vui lòng chọn đơn vị vận chuyển" }),
  lines: z
    .array(
      z.object({
        productId: z.number({ error: "Mã sản phẩm không hợp lệ" }).int("Mã sản phẩm không hợp lệ").positive("Mã sản phẩm không hợp lệ"),
        quantity: z.number({ error: "Số lượng phải là số" }).int("Số lượng phải là số nguyên").min(1, "Số lượng ít nhất là 1").max(999, "Số lượng tối đa 999"),
        serials: z.array(serialSchema, { error: "Danh sách serial không hợp lệ" }).max(999, "Quá nhiều serial").optional().default([]),
      }),
      { error: "Danh sách sản phẩm không hợp lệ" },
    )
    .min(1, "Chọn ít nhất một sản phẩm để giao")
    .max(100, "Tối đa 100 dòng"),
  addressIndex: z.number({ error: "Địa chỉ giao không hợp lệ" }).int("Địa chỉ giao không hợp lệ").min(0, "Địa chỉ giao không hợp lệ").max(49, "Địa chỉ giao không hợp lệ").optional().default(0),
});
export type CreateShipmentInput = z.infer<typeof createShipmentSchema>;

/** `PUT /api/admin/shipments/{id}`: the own team's next status. */
export const shipmentStatusSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES, { error: "Trạng thái giao hàng không hợp lệ" }),
});

/**
 * `PUT /api/admin/shipments/{id}/installation`: when the installation at the branch is booked. A date-time without
 * a zone (a `datetime-local` field, `2026-12-03T09:30`) is Vietnam's time.
 */
export const shipmentInstallationSchema = z.object({
  at: z
    .string({ error: "Vui lòng chọn ngày giờ lắp đặt" })
    .trim()
    .transform((value) => new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value}+07:00` : value))
    .refine((date) => !Number.isNaN(date.getTime()), "Ngày giờ lắp đặt không hợp lệ"),
});

/**
 * `PUT /api/admin/settings/shipping` (GHN's account). The token is write-only: absent or empty keeps the stored
 * one; `clearToken` forgets it (GHN is then not offered).
 */
export const ghnSettingsSchema = z.object({
  token: text({ error: "Token phải là chữ" }).trim().max(200, "Token quá dài").optional(),
  clearToken: z.boolean().optional(),
  shopId: z.coerce.number({ error: "Mã cửa hàng (ShopId) là số" }).int("Mã cửa hàng (ShopId) là số nguyên").positive("Vui lòng nhập mã cửa hàng (ShopId)"),
  environment: z.enum(["sandbox", "live"], { error: "Chọn môi trường thử nghiệm hoặc thật" }),
  fromDistrictId: z.coerce.number({ error: "Mã quận/huyện lấy hàng là số" }).int("Mã quận/huyện lấy hàng là số nguyên").positive("Vui lòng nhập mã quận/huyện lấy hàng của GHN"),
  fromWardCode: text({ error: "Mã phường/xã lấy hàng phải là chữ" }).trim().min(1, "Vui lòng nhập mã phường/xã lấy hàng của GHN").max(20, "Mã phường/xã quá dài"),
});

/** GHN's settings as the owner's page shows them (the token never leaves the server). */
export interface GhnSettingsView {
  configured: boolean;
  hasToken: boolean;
  shopId: number | null;
  environment: "sandbox" | "live";
  fromDistrictId: number | null;
  fromWardCode: string;
  /** The address to give GHN for its status callbacks. */
  callbackUrl: string;
  updatedAt: string | null;
}
