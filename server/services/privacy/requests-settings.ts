import { eq } from "drizzle-orm";
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from "#common/privacy-requests";
import { PrivacySettingsSchema } from "#common/schemas/privacy-requests";
import type { Db } from "../../db/client";
import { privacySettings } from "../../db/schema";
import { writeAudit, type Actor } from "../staff-and-access/audit";

/** The owner's response deadline and retention periods (one row; none = the defaults of common/privacy-requests.ts). */
export function createPrivacySettingsService(db: Db) {
  async function get(executor: Db = db): Promise<PrivacySettings> {
    const [row] = await executor.select().from(privacySettings).where(eq(privacySettings.id, 1));
    if (!row) return DEFAULT_PRIVACY_SETTINGS;
    return {
      ...DEFAULT_PRIVACY_SETTINGS,
      ...row.settings,
      retentionDays: { ...DEFAULT_PRIVACY_SETTINGS.retentionDays, ...row.settings.retentionDays },
    };
  }
  return {
    get,
    async update(body: unknown, actor: Actor): Promise<PrivacySettings> {
      const settings = PrivacySettingsSchema.parse(body);
      await db.transaction(async (tx) => {
        const before = await get(tx);
        await tx
          .insert(privacySettings)
          .values({ id: 1, settings, updatedBy: actor.id })
          .onConflictDoUpdate({ target: privacySettings.id, set: { settings, updatedBy: actor.id, updatedAt: new Date() } });
        await writeAudit(tx, actor, {
          action: "privacy.settings",
          entityType: "settings",
          entityId: "privacy",
          summary: "Đổi thời hạn xử lý yêu cầu và thời hạn lưu trữ dữ liệu cá nhân",
          before: { ...before },
          after: { ...settings },
        });
      });
      return get();
    },
  };
}

export type PrivacySettingsService = ReturnType<typeof createPrivacySettingsService>;
