import { eq } from "drizzle-orm";
import { ghnSettingsSchema, type GhnSettingsView } from "#common/schemas/shipments";
import type { Db } from "../../../db/client";
import { ghnSettings } from "../../../db/schema";
import type { SecretBox } from "../../foundation/secret-box";
import { writeAudit, type Actor } from "../../staff-and-access/audit";
import type { GhnCredentials, GhnEndpoints } from "./ghn-api";

type SettingsRow = typeof ghnSettings.$inferSelect;

export interface GhnAccount extends GhnCredentials {
  fromDistrictId: number;
  fromWardCode: string;
  live: boolean;
}

/**
 * GHN's account as the owner keeps it (decision 0052), like the Zalo settings (decision 0040): one row, the token
 * sealed with the secret box and never returned; without a token, shop id and pick-up place GHN is not offered.
 */
export function createGhnSettings(options: { db: Db; box: SecretBox; endpoints: GhnEndpoints; siteUrl: string }) {
  const { db, box } = options;

  async function row(executor: Db = db): Promise<SettingsRow | null> {
    const [found] = await executor.select().from(ghnSettings).where(eq(ghnSettings.id, 1));
    return found ?? null;
  }

  function accountOf(stored: SettingsRow | null): GhnAccount | null {
    const token = box.open(stored?.token);
    if (!stored || !token || !stored.shopId || !stored.fromDistrictId || !stored.fromWardCode) return null;
    const live = stored.environment === "live";
    return {
      token,
      shopId: stored.shopId,
      baseUrl: live ? options.endpoints.live : options.endpoints.sandbox,
      fromDistrictId: stored.fromDistrictId,
      fromWardCode: stored.fromWardCode,
      live,
    };
  }

  async function view(): Promise<GhnSettingsView> {
    const stored = await row();
    return {
      configured: accountOf(stored) !== null,
      hasToken: Boolean(box.open(stored?.token)),
      shopId: stored?.shopId ?? null,
      environment: stored?.environment === "live" ? "live" : "sandbox",
      fromDistrictId: stored?.fromDistrictId ?? null,
      fromWardCode: stored?.fromWardCode ?? "",
      callbackUrl: `${options.siteUrl}/api/shipping/ghn/callback`,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    view,
    /** The account to call GHN with, or null while it is not set up. */
    account: async (): Promise<GhnAccount | null> => accountOf(await row()),

    async update(input: unknown, actor: Actor): Promise<GhnSettingsView> {
      const parsed = ghnSettingsSchema.parse(input ?? {});
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(ghnSettings).where(eq(ghnSettings.id, 1)).for("update");
        const changes = {
          shopId: parsed.shopId,
          environment: parsed.environment,
          fromDistrictId: parsed.fromDistrictId,
          fromWardCode: parsed.fromWardCode,
          updatedAt: new Date(),
          updatedBy: actor.id,
          ...(parsed.clearToken ? { token: null } : parsed.token ? { token: box.seal(parsed.token) } : {}),
        };
        await tx.insert(ghnSettings).values({ id: 1, ...changes }).onConflictDoUpdate({ target: ghnSettings.id, set: changes });
        const summary = [
          parsed.clearToken ? "Xóa token GHN" : parsed.token ? "nhập token GHN mới" : null,
          `ShopId ${parsed.shopId}`,
          parsed.environment === "live" ? "môi trường thật" : "môi trường thử nghiệm",
        ];
        await writeAudit(tx, actor, {
          action: "settings.shipping",
          entityType: "settings",
          entityId: 1,
          // Never the token itself: only that one was entered.
          summary: summary.filter(Boolean).join("; "),
          before: before ? { shopId: before.shopId, environment: before.environment, fromDistrictId: before.fromDistrictId, fromWardCode: before.fromWardCode } : null,
          after: { shopId: parsed.shopId, environment: parsed.environment, fromDistrictId: parsed.fromDistrictId, fromWardCode: parsed.fromWardCode },
        });
      });
      return view();
    },
  };
}

export type GhnSettingsService = ReturnType<typeof createGhnSettings>;
