import { z } from "../zod";
import { text } from "../validation";

const booleanField = z.preprocess((value) => value === true || value === "true" || value === "on", z.boolean());
const environment = z.enum(["sandbox", "live"], { error: "Chọn môi trường thử nghiệm hoặc thật" });
/** A key is write-only: absent or empty keeps the stored one. */
const key = (label: string) => text({ error: `${label} phải là chữ` }).trim().max(200, `${label} quá dài`).optional();

/**
 * `PUT /api/admin/settings/payments` (decisions 0054, 0057): which gateways are on, sandbox or live, the merchant
 * codes, and the keys (write-only). A gateway turned on needs its code and keys, entered now or stored before.
 */
export const paymentSettingsSchema = z.object({
  vnpayEnabled: booleanField.default(false),
  vnpayEnvironment: environment.default("sandbox"),
  vnpayTmnCode: z.union([z.literal(""), z.string().trim().regex(/^[A-Za-z0-9]{8}$/, "Mã website (TmnCode) gồm 8 chữ và số")]).default(""),
  vnpayHashSecret: key("Chuỗi bí mật VNPAY"),
  /** Trả góp qua VNPAY (decision 0061): offered while VNPAY is configured (here or by the environment). */
  vnpayInstalments: booleanField.default(false),
  momoEnabled: booleanField.default(false),
  momoEnvironment: environment.default("sandbox"),
  momoPartnerCode: text({ error: "Mã đối tác MoMo phải là chữ" }).trim().max(50, "Mã đối tác MoMo quá dài").default(""),
  momoAccessKey: key("Access key MoMo"),
  momoSecretKey: key("Secret key MoMo"),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;

/** One gateway as the owner's page shows it (keys never leave the server). */
export interface GatewaySettingsView {
  /** Where the active settings come from: the environment wins when it is complete for the gateway. */
  source: "env" | "settings" | "none";
  enabled: boolean;
  environment: "sandbox" | "live";
  /** VNPAY's TmnCode or MoMo's partner code as stored (empty when none). */
  merchantCode: string;
  hasKeys: boolean;
  /** The address to give the gateway for its notifications. */
  ipnUrl: string;
}

export interface PaymentSettingsView {
  vnpay: GatewaySettingsView;
  /** Whether the owner turned VNPAY's instalments on (offered only while VNPAY itself is configured). */
  vnpayInstalments: boolean;
  momo: GatewaySettingsView;
  updatedAt: string | null;
}
