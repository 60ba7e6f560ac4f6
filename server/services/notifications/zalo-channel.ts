import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ZaloPhoneSchema, ZaloSettingsSchema } from "#common/schemas/zalo";
import {
  defaultEventSetting,
  ZALO_EVENT_KEYS,
  ZALO_EVENTS,
  zaloPhone,
  type ZaloEvent,
  type ZaloEventFields,
  type ZaloEventSetting,
  type ZaloSettingsView,
} from "#common/zalo";
import type { Db } from "../../db/client";
import { notifications as outboxRows, zaloSettings } from "../../db/schema";
import { UnauthorizedError, ValidationError } from "../foundation/errors";
import type { SecretBox } from "../foundation/secret-box";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { hasWithdrawn, recordConsent, withdrawnContacts } from "../privacy/consent-records";
import { DeliveryFailure, DeliveryUnconfirmed, type ChannelSender, type NotificationRow, type NotificationService } from "./notifications";
import { ZaloTransportError, znsOutcome, type ZaloApi } from "./zalo-api";

type SettingsRow = typeof zaloSettings.$inferSelect;

/** A token this close to its end is refreshed before use rather than after Zalo refuses it. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

/**
 * The Zalo ZNS channel (decision 0040): the owner's settings (secrets sealed, never returned), queueing an event's
 * message into the outbox, the sender the outbox worker calls, the OA token chain kept under one database lock,
 * the test message, and opt-outs.
 */
export function createZaloChannel(options: {
  db: Db;
  notifications: NotificationService;
  api: ZaloApi;
  box: SecretBox;
  /** Signs the opt-out links in e-mails. */
  linkSecret: string;
  siteUrl: string;
  now?: () => Date;
}) {
  const { db, notifications, api, box } = options;
  const now = options.now ?? (() => new Date());

  async function row(executor: Db = db): Promise<SettingsRow | null> {
    const [found] = await executor.select().from(zaloSettings).where(eq(zaloSettings.id, 1));
    return found ?? null;
  }

  const eventsOf = (stored: SettingsRow | null): Record<ZaloEvent, ZaloEventSetting> =>
    Object.fromEntries(ZALO_EVENT_KEYS.map((key) => [key, { ...defaultEventSetting(key), ...stored?.events[key] }])) as Record<
      ZaloEvent,
      ZaloEventSetting
    >;

  /** Sending is possible: an app id, and a refresh token that this server can read. */
  const isConfigured = (stored: SettingsRow | null): stored is SettingsRow =>
    Boolean(stored?.appId && box.open(stored.refreshToken) && box.open(stored.secretKey));

  async function view(): Promise<ZaloSettingsView> {
    const stored = await row();
    const optOuts = await withdrawnContacts(db, "zalo", 200);
    return {
      configured: isConfigured(stored),
      appId: stored?.appId ?? "",
      hasSecretKey: Boolean(box.open(stored?.secretKey)),
      hasOaSecretKey: Boolean(box.open(stored?.oaSecretKey)),
      hasRefreshToken: Boolean(box.open(stored?.refreshToken)),
      hasAccessToken: Boolean(box.open(stored?.accessToken)),
      accessTokenExpiresAt: stored?.accessTokenExpiresAt?.toISOString() ?? null,
      events: eventsOf(stored),
      alert: stored?.alert ?? null,
      alertAt: stored?.alertAt?.toISOString() ?? null,
      optOuts: optOuts.map((optOut) => ({
        phone: optOut.contact,
        source: optOut.channel === "staff" ? "staff" : "buyer",
        createdAt: optOut.createdAt.toISOString(),
      })),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  async function raiseAlert(reason: string): Promise<void> {
    await db
      .update(zaloSettings)
      .set({ alert: reason.slice(0, 500), alertAt: now() })
      .where(eq(zaloSettings.id, 1));
  }

  async function clearAlert(): Promise<void> {
    await db
      .update(zaloSettings)
      .set({ alert: null, alertAt: null })
      .where(sql`${zaloSettings.id} = 1 and ${zaloSettings.alert} is not null`);
  }

  /**
   * A usable access token. `stale`: the one Zalo just refused. The refresh happens under the settings row's lock
   * (SELECT … FOR UPDATE), so of several processes only the first spends the single-use refresh token; the others
   * wait, then find the new token and use it. The new pair is committed before the token is returned, so a crash
   * after the refresh never loses the chain.
   */
  async function accessToken(stale: string | null = null): Promise<string> {
    const stored = await row();
    if (!isConfigured(stored)) throw new DeliveryFailure("Zalo chưa được cấu hình", false);
    const current = box.open(stored.accessToken);
    if (current && current !== stale && (stored.accessTokenExpiresAt?.getTime() ?? 0) > now().getTime() + EXPIRY_MARGIN_MS) return current;

    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(zaloSettings).where(eq(zaloSettings.id, 1)).for("update");
      if (!locked) throw new DeliveryFailure("Zalo chưa được cấu hình", false);
      const lockedToken = box.open(locked.accessToken);
      // Another process refreshed while this one waited for the lock: its token is the one to use.
      if (lockedToken && lockedToken !== stale && (locked.accessTokenExpiresAt?.getTime() ?? 0) > now().getTime() + EXPIRY_MARGIN_MS)
        return lockedToken;
      const refreshToken = box.open(locked.refreshToken);
      const secretKey = box.open(locked.secretKey);
      if (!refreshToken || !secretKey) throw new DeliveryFailure("Zalo chưa được cấu hình", false);
      const answer = await api.refreshAccessToken({
        appId: locked.appId,
        secretKey,
        refreshToken,
      });
      if (!answer.access_token || !answer.refresh_token) {
        // The refresh token was refused (used, expired, revoked) or the app id / secret key is wrong: only the
        // owner can mend it, with a new refresh token from Zalo.
        const reason = `Zalo từ chối làm mới access token (${answer.error ?? "?"}: ${answer.error_description ?? answer.error_name ?? answer.message ?? "không rõ"}). Vui lòng nhập refresh token mới.`;
        await tx.update(zaloSettings).set({ alert: reason, alertAt: now() }).where(eq(zaloSettings.id, 1));
        throw new DeliveryFailure(reason, false);
      }
      const expiresIn = Number(answer.expires_in) || 3600;
      await tx
        .update(zaloSettings)
        .set({
          accessToken: box.seal(answer.access_token),
          refreshToken: box.seal(answer.refresh_token),
          accessTokenExpiresAt: new Date(now().getTime() + expiresIn * 1000),
          tokenGeneration: sql`${zaloSettings.tokenGeneration} + 1`,
        })
        .where(eq(zaloSettings.id, 1));
      return answer.access_token;
    });
  }

  /**
   * Sends one template message; refreshes the token once if Zalo says it is invalid. `signal`: the outbox's deadline
   * for this send; it cuts the send request short, never a token refresh (a refresh cut after Zalo rotated the
   * tokens would break the chain).
   */
  async function sendTemplate(
    message: { phone: string; templateId: string; templateData: Record<string, string>; trackingId: string },
    signal?: AbortSignal,
  ) {
    let token = await accessToken();
    for (let attempt = 0; ; attempt++) {
      const answer = await api.sendTemplate(
        token,
        {
          phone: message.phone,
          template_id: message.templateId,
          template_data: message.templateData,
          tracking_id: message.trackingId,
        },
        { signal },
      );
      if (answer.error === 0) return { providerMessageId: answer.data?.msg_id };
      const outcome = znsOutcome(answer.error);
      const reason = `Zalo ${answer.error}: ${answer.message}`;
      if (outcome === "refresh" && attempt === 0) {
        token = await accessToken(token);
        continue;
      }
      if (outcome === "unreachable") throw new DeliveryFailure(`Số này không nhận được tin Zalo (${reason})`, true);
      if (outcome === "config" || outcome === "refresh") {
        await raiseAlert(`Cấu hình Zalo bị từ chối: ${reason}`);
        throw new DeliveryFailure(`Cấu hình Zalo bị từ chối (${reason})`, false);
      }
      throw new DeliveryFailure(reason, false);
    }
  }

  /**
   * The outbox worker's Zalo sender. The tracking id is the outbox row's key, so a retry is recognisable. A request
   * that may have reached Zalo without an answer is of unknown outcome: ZNS does not document de-duplication by
   * tracking id, so it is not sent again by itself (decision 0048).
   */
  const sender: ChannelSender = {
    async send(message: NotificationRow, { signal } = {}) {
      if (!message.payload) throw new DeliveryFailure("Tin Zalo thiếu mẫu", true);
      if (await isOptedOut(db, message.recipient)) throw new DeliveryFailure("Khách đã từ chối nhận tin Zalo", true);
      try {
        const sent = await sendTemplate(
          {
            phone: message.recipient,
            ...message.payload,
            trackingId: trackingIdOf(message.id),
          },
          signal,
        );
        await clearAlert();
        return sent;
      } catch (error) {
        if (error instanceof ZaloTransportError && error.maybeDelivered)
          throw new DeliveryUnconfirmed(`Không rõ Zalo đã nhận tin hay chưa (${error.message}). Không tự gửi lại để tránh gửi trùng.`);
        if (error instanceof ZaloTransportError) throw new DeliveryFailure(error.message, false);
        throw error;
      }
    },
  };

  /** A withdrawn Zalo consent (decision 0059): checked when a message is queued and again when its turn comes. */
  const isOptedOut = (executor: Db, phone: string): Promise<boolean> => hasWithdrawn(executor, phone, "zalo");

  const optOutSignature = (phone: string) =>
    createHmac("sha256", options.linkSecret).update(`zalo-opt-out:${phone}`).digest("base64url").slice(0, 32);

  return {
    view,
    sender,
    accessToken,

    /**
     * An event Zalo posts to the OA's webhook (`POST /api/zalo/events`). It is signed: header `X-ZEvent-Signature`
     * is `mac=` + SHA-256 of app id + the raw JSON body + its `timestamp` + the OA secret key (decision 0040). A
     * `user_received_message` with one of our tracking ids marks that message delivered (and sent, if its outcome was
     * unknown); other events are ignored.
     */
    async recordEvent(rawBody: Buffer, signature: string | undefined): Promise<{ delivered: number | null }> {
      const stored = await row();
      const oaSecretKey = box.open(stored?.oaSecretKey);
      if (!stored || !oaSecretKey) throw new UnauthorizedError("Chưa cấu hình OA secret key");
      const body = rawBody.toString("utf8");
      let event: {
        event_name?: unknown;
        timestamp?: unknown;
        message?: { tracking_id?: unknown; delivery_time?: unknown };
      };
      try {
        event = JSON.parse(body);
      } catch {
        throw new ValidationError("Nội dung không phải JSON hợp lệ");
      }
      const expected = Buffer.from(
        `mac=${createHash("sha256")
          .update(`${stored.appId}${body}${String(event.timestamp ?? "")}${oaSecretKey}`)
          .digest("hex")}`,
      );
      const given = Buffer.from(String(signature ?? "").trim());
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UnauthorizedError("Sai chữ ký");
      if (event.event_name !== "user_received_message") return { delivered: null };
      const match = /^outbox-(\d+)$/.exec(String(event.message?.tracking_id ?? ""));
      if (!match) return { delivered: null };
      const id = Number(match[1]);
      const at = Number(event.message?.delivery_time);
      const deliveredAt = Number.isFinite(at) && at > 0 ? new Date(at) : now();
      await db
        .update(outboxRows)
        .set({ deliveredAt })
        .where(and(eq(outboxRows.id, id), eq(outboxRows.channel, "zalo"), isNull(outboxRows.deliveredAt)));
      // A message of unknown outcome (Zalo's answer was lost, decision 0048) that reached the phone was sent.
      await db
        .update(outboxRows)
        .set({ status: "sent", sentAt: deliveredAt, lastError: null })
        .where(and(eq(outboxRows.id, id), eq(outboxRows.channel, "zalo"), eq(outboxRows.status, "unconfirmed")));
      return { delivered: id };
    },

    /** Why Zalo refuses the shop's configuration, or null: the admin frame shows it to the owner on every page. */
    async alert(): Promise<string | null> {
      const [found] = await db.select({ alert: zaloSettings.alert }).from(zaloSettings).where(eq(zaloSettings.id, 1));
      return found?.alert ?? null;
    },

    /**
     * Queues an event's Zalo message inside the caller's transaction, when Zalo is configured, the event is switched
     * on with a template, the phone is a Vietnamese mobile and has not opted out. Otherwise nothing (the e-mail is
     * queued by its own code either way).
     */
    async queue<E extends ZaloEvent>(
      executor: Db,
      event: E,
      message: {
        phone: string | null | undefined;
        fields: ZaloEventFields<E>;
        subjectRef?: string;
      },
    ): Promise<boolean> {
      const phone = zaloPhone(message.phone);
      if (!phone) return false;
      const stored = await row(executor);
      if (!isConfigured(stored)) return false;
      const setting = eventsOf(stored)[event];
      if (!setting.enabled || !setting.templateId) return false;
      if (await isOptedOut(executor, phone)) return false;
      const definition: Record<string, { max: number }> = ZALO_EVENTS[event].fields;
      const values = message.fields as Record<string, string>;
      const templateData = Object.fromEntries(
        Object.entries(setting.params).map(([param, field]) => [param, String(values[field] ?? "").slice(0, definition[field]?.max ?? 30)]),
      );
      await notifications.enqueueZalo(executor, [
        {
          kind: `zalo-${event}`,
          phone,
          subject: `Zalo: ${ZALO_EVENTS[event].label}`,
          text: Object.entries(templateData)
            .map(([param, value]) => `${param}: ${value}`)
            .join("\n"),
          templateId: setting.templateId,
          templateData,
          subjectRef: message.subjectRef,
        },
      ]);
      return true;
    },

    /** Whether an event's Zalo message would be queued now (the e-mails add their opt-out link then). */
    async enabledFor(executor: Db, event: ZaloEvent): Promise<boolean> {
      const stored = await row(executor);
      return isConfigured(stored) && eventsOf(stored)[event].enabled;
    },

    async update(input: unknown, actor: Actor): Promise<ZaloSettingsView> {
      const parsed = ZaloSettingsSchema.parse(input);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(zaloSettings).where(eq(zaloSettings.id, 1)).for("update");
        const events = { ...eventsOf(before ?? null) };
        for (const key of ZALO_EVENT_KEYS) {
          const next = parsed.events[key];
          if (next) events[key] = next;
        }
        const clear = parsed.clearCredentials === true;
        const changes = {
          appId: parsed.appId,
          events,
          updatedAt: now(),
          updatedBy: actor.id,
          ...(clear
            ? {
                secretKey: null,
                refreshToken: null,
                accessToken: null,
                accessTokenExpiresAt: null,
                alert: null,
                alertAt: null,
              }
            : {}),
          ...(!clear && parsed.secretKey ? { secretKey: box.seal(parsed.secretKey) } : {}),
          ...(clear ? { oaSecretKey: null } : parsed.oaSecretKey ? { oaSecretKey: box.seal(parsed.oaSecretKey) } : {}),
          // A new refresh token starts a new chain: the old access token belongs to the old one.
          ...(!clear && parsed.refreshToken
            ? {
                refreshToken: box.seal(parsed.refreshToken),
                accessToken: null,
                accessTokenExpiresAt: null,
                alert: null,
                alertAt: null,
              }
            : {}),
        };
        await tx
          .insert(zaloSettings)
          .values({ id: 1, ...changes })
          .onConflictDoUpdate({ target: zaloSettings.id, set: changes });
        const switchedOn = ZALO_EVENT_KEYS.filter((key) => events[key].enabled);
        await writeAudit(tx, actor, {
          action: "settings.zalo",
          entityType: "settings",
          entityId: 1,
          // Never a secret: only that one was entered.
          summary: [
            clear ? "Xóa khóa Zalo" : null,
            parsed.secretKey ? "nhập secret key mới" : null,
            parsed.oaSecretKey ? "nhập OA secret key mới" : null,
            parsed.refreshToken ? "nhập refresh token mới" : null,
            `tin bật: ${switchedOn.map((key) => ZALO_EVENTS[key].label).join(", ") || "không"}`,
          ]
            .filter(Boolean)
            .join("; "),
          before: before ? { appId: before.appId, events: before.events } : null,
          after: { appId: parsed.appId, events },
        });
      });
      return view();
    },

    /**
     * "Send a test message to my phone": the first switched-on event's template with its sample values, sent now
     * (not through the outbox); the answer says what Zalo replied.
     */
    async sendTest(input: unknown): Promise<{ ok: true; messageId: string | null; event: ZaloEvent }> {
      const phone = zaloPhone(ZaloPhoneSchema.parse(input).phone)!;
      const stored = await row();
      if (!isConfigured(stored))
        throw new ValidationError("Zalo chưa được cấu hình", {
          appId: ["Vui lòng nhập App ID, secret key và refresh token rồi lưu"],
        });
      const events = eventsOf(stored);
      const event = ZALO_EVENT_KEYS.find((key) => events[key].enabled && events[key].templateId);
      if (!event)
        throw new ValidationError("Chưa bật tin nào", {
          events: ["Vui lòng bật ít nhất một tin và nhập mã mẫu ZNS"],
        });
      const fields: Record<string, { sample: string; max: number }> = ZALO_EVENTS[event].fields;
      const templateData = Object.fromEntries(Object.entries(events[event].params).map(([param, field]) => [param, fields[field]?.sample ?? ""]));
      try {
        const sent = await sendTemplate({
          phone,
          templateId: events[event].templateId,
          templateData,
          trackingId: `test-${randomBytes(6).toString("hex")}`,
        });
        await clearAlert();
        return { ok: true, messageId: sent.providerMessageId ?? null, event };
      } catch (error) {
        throw new ValidationError(`Không gửi được tin thử: ${(error as Error).message}`, { phone: [(error as Error).message] });
      }
    },

    /**
     * This phone gets no more Zalo messages (its pending ones fail when their turn comes): a withdrawal of its Zalo
     * consent, recorded with how it was made (decision 0059). `buyer`: the signed link of an e-mail.
     */
    async optOut(input: unknown, source: "staff" | "buyer" = "staff", noticeVersion: string | null = null): Promise<{ phone: string }> {
      const phone = zaloPhone(ZaloPhoneSchema.parse(input).phone)!;
      if (!(await isOptedOut(db, phone)))
        await recordConsent(db, {
          contact: phone,
          purpose: "zalo",
          given: false,
          noticeVersion,
          channel: source === "buyer" ? "link" : "staff",
          how: source === "buyer" ? "Từ chối nhận tin Zalo qua đường dẫn trong e-mail" : "Nhân viên ghi nhận khách từ chối nhận tin Zalo",
        });
      return { phone };
    },

    /** Staff record that the person asked for Zalo messages again (a new consent row, the withdrawal stays in the history). */
    async optIn(input: unknown, noticeVersion: string | null = null): Promise<{ phone: string }> {
      const phone = zaloPhone(ZaloPhoneSchema.parse(input).phone)!;
      if (await isOptedOut(db, phone))
        await recordConsent(db, { contact: phone, purpose: "zalo", given: true, noticeVersion, channel: "staff", how: "Nhân viên ghi nhận khách đồng ý nhận lại tin Zalo" });
      return { phone };
    },

    isOptedOut: (phone: string) => isOptedOut(db, zaloPhone(phone) ?? phone),

    /** The unguessable link in each buyer e-mail: the phone and its HMAC under the link secret. */
    optOutUrl(phone: string): string | null {
      const normal = zaloPhone(phone);
      if (!normal) return null;
      return `${options.siteUrl}/zalo/opt-out?p=${normal}&s=${optOutSignature(normal)}`;
    },

    /** The phone of a valid opt-out link, or null. */
    verifyOptOutLink(phone: unknown, signature: unknown): string | null {
      const normal = zaloPhone(typeof phone === "string" ? phone : "");
      if (!normal || typeof signature !== "string") return null;
      const expected = Buffer.from(optOutSignature(normal));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? normal : null;
    },
  };
}

/** The ZNS tracking id of an outbox row: its key, so Zalo's reports and a retry point to the same row. */
export function trackingIdOf(notificationId: number): string {
  return `outbox-${notificationId}`;
}

export type ZaloChannel = ReturnType<typeof createZaloChannel>;
