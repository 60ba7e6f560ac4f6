import { eq } from "drizzle-orm";
import { paymentSettingsSchema, type GatewaySettingsView, type PaymentSettingsView } from "#common/schemas/payment-settings";
import type { Db } from "../../db/client";
import { paymentGatewaySettings } from "../../db/schema";
import { ValidationError } from "../foundation/errors";
import type { SecretBox } from "../foundation/secret-box";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import type { MomoConfig } from "./momo-protocol";
import type { VnpayConfig } from "./vnpay-protocol";

type SettingsRow = typeof paymentGatewaySettings.$inferSelect;

/** Where each gateway is, sandbox and live. The sandbox addresses are the environment's (VNPAY_PAYMENT_URL, …). */
export interface GatewayEndpoints {
  vnpay: { sandbox: { paymentUrl: string; apiUrl: string; instalmentUrl: string }; live: { paymentUrl: string; apiUrl: string; instalmentUrl: string } };
  momo: { sandbox: string; live: string };
}

export const LIVE_ENDPOINTS = {
  vnpay: { paymentUrl: "https://pay.vnpay.vn/vpcpay.html", apiUrl: "https://merchant.vnpay.vn/merchant_webapi/api/transaction" },
  momo: "https://payment.momo.vn",
} as const;

/**
 * The payment gateways' settings (decisions 0054, 0057): the environment's, when complete for a gateway, win; else
 * the owner's, from the admin's payment settings (keys sealed by the secret box, like the Zalo and GHN secrets),
 * used only while that gateway is turned on and complete. Without either a gateway is not offered.
 */
export function createGatewaySettings(options: {
  db: Db;
  box: SecretBox;
  env: { vnpay: VnpayConfig | null; momo: MomoConfig | null };
  endpoints: GatewayEndpoints;
  siteUrl: string;
}) {
  const { db, box, env, endpoints } = options;

  async function row(executor: Pick<Db, "select"> = db): Promise<SettingsRow | null> {
    const [found] = await executor.select().from(paymentGatewaySettings).where(eq(paymentGatewaySettings.id, 1));
    return found ?? null;
  }

  function vnpayOf(stored: SettingsRow | null): VnpayConfig | null {
    const hashSecret = box.open(stored?.vnpayHashSecret);
    if (!stored?.vnpayEnabled || !stored.vnpayTmnCode || !hashSecret) return null;
    const where = stored.vnpayEnvironment === "live" ? endpoints.vnpay.live : endpoints.vnpay.sandbox;
    return { tmnCode: stored.vnpayTmnCode, hashSecret, ...where };
  }

  function momoOf(stored: SettingsRow | null): MomoConfig | null {
    const accessKey = box.open(stored?.momoAccessKey);
    const secretKey = box.open(stored?.momoSecretKey);
    if (!stored?.momoEnabled || !stored.momoPartnerCode || !accessKey || !secretKey) return null;
    return { partnerCode: stored.momoPartnerCode, accessKey, secretKey, endpoint: stored.momoEnvironment === "live" ? endpoints.momo.live : endpoints.momo.sandbox };
  }

  async function view(): Promise<PaymentSettingsView> {
    const stored = await row();
    const gateway = (
      fromEnv: boolean,
      active: boolean,
      enabled: boolean,
      environment: string | undefined,
      merchantCode: string,
      hasKeys: boolean,
      ipnUrl: string,
    ): GatewaySettingsView => ({
      source: fromEnv ? "env" : active ? "settings" : "none",
      enabled,
      environment: environment === "live" ? "live" : "sandbox",
      merchantCode,
      hasKeys,
      ipnUrl,
    });
    return {
      vnpay: gateway(
        env.vnpay !== null,
        vnpayOf(stored) !== null,
        stored?.vnpayEnabled ?? false,
        stored?.vnpayEnvironment,
        stored?.vnpayTmnCode ?? "",
        Boolean(box.open(stored?.vnpayHashSecret)),
        `${options.siteUrl}/api/payments/vnpay/ipn`,
      ),
      vnpayInstalments: stored?.vnpayInstalments ?? false,
      momo: gateway(
        env.momo !== null,
        momoOf(stored) !== null,
        stored?.momoEnabled ?? false,
        stored?.momoEnvironment,
        stored?.momoPartnerCode ?? "",
        Boolean(box.open(stored?.momoAccessKey) && box.open(stored?.momoSecretKey)),
        `${options.siteUrl}/api/payments/momo/ipn`,
      ),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    view,
    /** VNPAY's settings now: the environment's, else the owner's while turned on and complete. */
    vnpay: async (): Promise<VnpayConfig | null> => env.vnpay ?? vnpayOf(await row()),
    momo: async (): Promise<MomoConfig | null> => env.momo ?? momoOf(await row()),
    /** Whether the owner turned VNPAY's instalments on (decision 0061); with VNPAY from either source. */
    vnpayInstalments: async (): Promise<boolean> => (await row())?.vnpayInstalments ?? false,

    async update(input: unknown, actor: Actor): Promise<PaymentSettingsView> {
      const parsed = paymentSettingsSchema.parse(input ?? {});
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(paymentGatewaySettings).where(eq(paymentGatewaySettings.id, 1)).for("update");
        const hasVnpaySecret = Boolean(parsed.vnpayHashSecret) || Boolean(box.open(before?.vnpayHashSecret));
        const hasMomoKeys =
          (Boolean(parsed.momoAccessKey) || Boolean(box.open(before?.momoAccessKey))) && (Boolean(parsed.momoSecretKey) || Boolean(box.open(before?.momoSecretKey)));
        const errors: Record<string, string[]> = {};
        if (parsed.vnpayEnabled && !parsed.vnpayTmnCode) errors.vnpayTmnCode = ["Vui lòng nhập mã website (TmnCode) của VNPAY"];
        if (parsed.vnpayEnabled && !hasVnpaySecret) errors.vnpayHashSecret = ["Vui lòng nhập chuỗi bí mật (HashSecret) của VNPAY"];
        if (parsed.momoEnabled && !parsed.momoPartnerCode) errors.momoPartnerCode = ["Vui lòng nhập mã đối tác (partnerCode) của MoMo"];
        if (parsed.momoEnabled && !hasMomoKeys) errors.momoSecretKey = ["Vui lòng nhập access key và secret key của MoMo"];
        if (Object.keys(errors).length > 0) throw new ValidationError(Object.values(errors)[0]![0]!, errors);
        const changes = {
          vnpayEnabled: parsed.vnpayEnabled,
          vnpayEnvironment: parsed.vnpayEnvironment,
          vnpayTmnCode: parsed.vnpayTmnCode,
          vnpayInstalments: parsed.vnpayInstalments,
          momoEnabled: parsed.momoEnabled,
          momoEnvironment: parsed.momoEnvironment,
          momoPartnerCode: parsed.momoPartnerCode,
          updatedAt: new Date(),
          updatedBy: actor.id,
          ...(parsed.vnpayHashSecret ? { vnpayHashSecret: box.seal(parsed.vnpayHashSecret) } : {}),
          ...(parsed.momoAccessKey ? { momoAccessKey: box.seal(parsed.momoAccessKey) } : {}),
          ...(parsed.momoSecretKey ? { momoSecretKey: box.seal(parsed.momoSecretKey) } : {}),
        };
        await tx.insert(paymentGatewaySettings).values({ id: 1, ...changes }).onConflictDoUpdate({ target: paymentGatewaySettings.id, set: changes });
        const visible = (settings: Pick<SettingsRow, "vnpayEnabled" | "vnpayEnvironment" | "vnpayTmnCode" | "vnpayInstalments" | "momoEnabled" | "momoEnvironment" | "momoPartnerCode">) => ({
          vnpayEnabled: settings.vnpayEnabled,
          vnpayEnvironment: settings.vnpayEnvironment,
          vnpayTmnCode: settings.vnpayTmnCode,
          vnpayInstalments: settings.vnpayInstalments,
          momoEnabled: settings.momoEnabled,
          momoEnvironment: settings.momoEnvironment,
          momoPartnerCode: settings.momoPartnerCode,
        });
        await writeAudit(tx, actor, {
          action: "settings.payments",
          entityType: "settings",
          entityId: 1,
          // Never a key itself: only that one was entered.
          summary: [
            `VNPAY ${parsed.vnpayEnabled ? "bật" : "tắt"} (${parsed.vnpayEnvironment === "live" ? "thật" : "thử nghiệm"})`,
            `trả góp VNPAY ${parsed.vnpayInstalments ? "bật" : "tắt"}`,
            `MoMo ${parsed.momoEnabled ? "bật" : "tắt"} (${parsed.momoEnvironment === "live" ? "thật" : "thử nghiệm"})`,
            parsed.vnpayHashSecret ? "nhập chuỗi bí mật VNPAY mới" : null,
            parsed.momoAccessKey || parsed.momoSecretKey ? "nhập khóa MoMo mới" : null,
          ]
            .filter(Boolean)
            .join("; "),
          before: before ? visible(before) : null,
          after: visible({ ...changes }),
        });
      });
      return view();
    },
  };
}

export type GatewaySettingsService = ReturnType<typeof createGatewaySettings>;
