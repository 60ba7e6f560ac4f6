import { eq } from "drizzle-orm";
import { DEFAULT_CONTACT_SETTINGS, siteInfoOf, type SiteInfo } from "#common/site-info";
import { DEFAULT_LEGAL_SETTINGS, type LegalSettings } from "#common/legal";
import { DEFAULT_DEALER_LEAD_RESPONSE_HOURS, DEFAULT_MAINTENANCE_REMINDER_MONTHS, StoreSettingsSchema, type StoreSettings, type StoreSettingsView } from "#common/schemas/store-settings";
import { bankByBin } from "#common/vietnam-banks";
import type { BankAccount } from "../../config";
import type { Db } from "../../db/client";
import { storeSettings } from "../../db/schema";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import type { PublicContentChanges } from "../foundation/public-content";

/** How the audit trail names each setting. */
const SETTING_LABELS: Record<keyof StoreSettings, string> = {
  brandName: "tên thương hiệu",
  salesHotline: "hotline tư vấn",
  supportHotline: "hotline kỹ thuật",
  contactEmail: "e-mail liên hệ",
  offices: "văn phòng",
  social: "mạng xã hội",
  notifyEmail: "e-mail nhận thông báo",
  bank: "tài khoản ngân hàng",
  paidMeansConfirmed: "đơn đã thanh toán đủ tự chuyển sang “Đã xác nhận”",
  leadRouting: "chuyển yêu cầu tới đại lý gần nhất",
  maintenanceReminderMonths: "chu kỳ nhắc bảo dưỡng",
  dealerLeadResponseHours: "thời gian đại lý nhận yêu cầu",
  roundDepositToThousand: "làm tròn tiền đặt cọc đến nghìn đồng",
  seller: "tên pháp lý, mã số thuế và địa chỉ người bán",
  legal: "đăng ký kinh doanh, thông báo Bộ Công Thương và điều khoản bán hàng",
};

/** What the environment sets for an empty database (NOTIFY_EMAIL, BANK_*). */
interface StoreSettingsDefaults {
  notifyEmail?: string | null;
  bank?: BankAccount | null;
}

interface Resolved {
  view: StoreSettingsView;
  siteInfo: SiteInfo;
  bank: BankAccount | null;
}

/**
 * The owner's store settings, read through one cached accessor by every page, e-mail and the VietQR builder. The
 * cache is dropped on every settings change announced through `publicContent` — this process's own writes and,
 * on PostgreSQL, the other processes' (LISTEN/NOTIFY) — so a change shows on the next request everywhere.
 */
export function createStoreSettingsService(
  db: Db,
  publicContent: PublicContentChanges,
  defaults: StoreSettingsDefaults = {},
) {
  /** Run in the transaction that saves the settings (the regional offices' places follow them, issue 33). */
  const savedListeners: Array<(executor: Db, settings: StoreSettings) => Promise<void>> = [];
  const envBank = defaults.bank ?? null;
  const defaultSettings: StoreSettings = {
    ...DEFAULT_CONTACT_SETTINGS,
    notifyEmail: defaults.notifyEmail ?? null,
    bank: envBank && { bin: envBank.bin, accountNumber: envBank.accountNumber, accountName: envBank.accountName },
    paidMeansConfirmed: false,
    leadRouting: true,
    maintenanceReminderMonths: DEFAULT_MAINTENANCE_REMINDER_MONTHS,
    dealerLeadResponseHours: DEFAULT_DEALER_LEAD_RESPONSE_HOURS,
    roundDepositToThousand: false,
    seller: null,
    legal: DEFAULT_LEGAL_SETTINGS,
  };

  const bankAccountOf = (bank: StoreSettings["bank"]): BankAccount | null => {
    if (!bank) return null;
    // The environment may name its bank itself (BANK_NAME); a stored choice always comes from the list.
    const bankName =
      bankByBin(bank.bin)?.shortName ?? (envBank && envBank.bin === bank.bin ? envBank.bankName : `Ngân hàng (BIN ${bank.bin})`);
    return { ...bank, bankName };
  };

  const resolve = (settings: StoreSettings, updatedAt: Date | null): Resolved => ({
    view: { ...settings, updatedAt: updatedAt?.toISOString() ?? null },
    siteInfo: siteInfoOf(settings),
    bank: bankAccountOf(settings.bank),
  });

  async function load(executor: Db): Promise<Resolved> {
    const [row] = await executor.select().from(storeSettings).where(eq(storeSettings.id, 1));
    if (!row) return resolve(defaultSettings, null);
    // A row written by an older release may lack a newer field: the defaults fill it.
    return resolve({ ...defaultSettings, ...row.settings }, row.updatedAt);
  }

  let cached: Promise<Resolved> | null = null;
  /**
   * `executor`: the transaction a caller is in (an order's e-mails are written inside it). On PGlite, one
   * connection, a read outside that transaction would wait for it to end, and it waits for the read.
   */
  const current = (executor: Db = db): Promise<Resolved> => {
    if (!cached) {
      const loading = load(executor);
      cached = loading;
      // A failed read is not remembered: the next request tries again.
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
    }
    return cached;
  };
  publicContent.onPublicContentChanged((change) => {
    if (change.kind === "settings") cached = null;
  });

  return {
    async get(): Promise<StoreSettingsView> {
      return (await current()).view;
    },

    /**
     * The whole settings at once (the settings form sends every field); 400 with a message per field. The audit
     * row names what changed, with the values before and after, in the same transaction.
     */
    async update(input: unknown, actor: Actor): Promise<StoreSettingsView> {
      const parsed = StoreSettingsSchema.parse(input);
      const now = new Date();
      await db.transaction(async (tx) => {
        const before = (await load(tx)).view;
        const settings: StoreSettings = { ...parsed, legal: parsed.legal ?? before.legal ?? DEFAULT_LEGAL_SETTINGS };
        await tx
          .insert(storeSettings)
          .values({ id: 1, settings, updatedAt: now, updatedBy: actor.id })
          .onConflictDoUpdate({ target: storeSettings.id, set: { settings, updatedAt: now, updatedBy: actor.id } });
        const changedKeys = (Object.keys(settings) as Array<keyof StoreSettings>).filter(
          (key) => JSON.stringify(settings[key]) !== JSON.stringify(before[key]),
        );
        await writeAudit(tx, actor, {
          action: "settings.update",
          entityType: "settings",
          entityId: 1,
          summary: changedKeys.length ? `Đổi cài đặt: ${changedKeys.map((key) => SETTING_LABELS[key]).join(", ")}` : "Lưu cài đặt (không đổi gì)",
          before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
          after: Object.fromEntries(changedKeys.map((key) => [key, settings[key]])),
        });
        for (const listener of savedListeners) await listener(tx, settings);
      });
      cached = null;
      publicContent.publicContentChanged({ kind: "settings" });
      return (await current()).view;
    },

    /** Adds work to the transaction that saves the settings (another domain following them). */
    whenSaved(listener: (executor: Db, settings: StoreSettings) => Promise<void>): void {
      savedListeners.push(listener);
    },

    /** Brand, hotlines, offices and social links for pages and e-mails. */
    async siteInfo(executor?: Db): Promise<SiteInfo> {
      return (await current(executor)).siteInfo;
    },

    /** The account buyers transfer to by VietQR; null = bank transfer is not offered. */
    async bankAccount(): Promise<BankAccount | null> {
      return (await current()).bank;
    },

    /** Do leads also go to the nearest place of their province (issue 33)? */
    async leadRouting(executor?: Db): Promise<boolean> {
      return (await current(executor)).view.leadRouting;
    },

    async notifyEmail(executor?: Db): Promise<string | null> {
      return (await current(executor)).view.notifyEmail;
    },

    /** Whether an order whose transfers cover it moves to "Đã xác nhận" by itself (the order desk, issue 36). */
    async paidMeansConfirmed(executor?: Db): Promise<boolean> {
      return (await current(executor)).view.paidMeansConfirmed === true;
    },
    /** Registration, the MoIT badge, the privacy contact and the terms of sale (issue 45). */
    async legal(executor?: Db): Promise<LegalSettings> {
      return (await current(executor)).view.legal ?? DEFAULT_LEGAL_SETTINGS;
    },

    /** Whether a quote's deposit is rounded to the nearest thousand dong (issue 47). */
    async roundDepositToThousand(executor?: Db): Promise<boolean> {
      return (await current(executor)).view.roundDepositToThousand === true;
    },
    /** Months between maintenance reminders; 0 = none are sent. */
    /** Hours a dealer has to accept a lead in the portal (issue 43). */
    async dealerLeadResponseHours(executor?: Db): Promise<number> {
      return (await current(executor)).view.dealerLeadResponseHours ?? DEFAULT_DEALER_LEAD_RESPONSE_HOURS;
    },
    async maintenanceReminderMonths(executor?: Db): Promise<number> {
      return (await current(executor)).view.maintenanceReminderMonths ?? DEFAULT_MAINTENANCE_REMINDER_MONTHS;
    },
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
