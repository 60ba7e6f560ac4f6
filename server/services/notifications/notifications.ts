import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { auditTime } from "#common/audit";
import { RESENDABLE_NOTIFICATION_STATUSES } from "#common/notification-status";
import type { NotificationChannel } from "#common/zalo";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { ConflictError, NotFoundError } from "../foundation/errors";

export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about (`orderReference`, `contactRequestReference`), shown in the admin screens. */
  subjectRef?: string;
}

/** The `subjectRef` of the mails about an order. */
export function orderReference(orderId: number): string {
  return `order:${orderId}`;
}

/** The `subjectRef` of the mails about a contact or trial request. */
export function contactRequestReference(id: number): string {
  return `contact-request:${id}`;
}

/** What a send may be given: aborted when the send's time is up (`sendBudgetMs`), well before its claim's lease ends. */
export interface SendOptions {
  signal?: AbortSignal;
}

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html?: string }, options?: SendOptions): Promise<void>;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** A Zalo message for the outbox (server/services/notifications/zalo-channel.ts builds it). */
export interface OutgoingZalo {
  kind: string;
  /** 84… */
  phone: string;
  /** What the staff screens show, e.g. "Zalo: Đặt hàng thành công". */
  subject: string;
  /** The template data as readable lines, for the staff screens. */
  text: string;
  templateId: string;
  templateData: Record<string, string>;
  subjectRef?: string;
}

/**
 * Sends one outbox row of a channel other than e-mail. Throwing a DeliveryFailure with `final` records the row as
 * failed at once (the recipient cannot receive it), a DeliveryUnconfirmed as of unknown outcome; any other throw is
 * retried with back-off like a mail.
 */
export interface ChannelSender {
  send(row: NotificationRow, options?: SendOptions): Promise<{ providerMessageId?: string }>;
}

export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

/**
 * The provider may have accepted the message but its answer never came (a timeout or a lost connection after the
 * message was handed over). The row is recorded `unconfirmed` and never sent again by the outbox itself: neither
 * SMTP nor ZNS de-duplicates a repeat (decision 0048); staff see it and may send it again.
 */
export class DeliveryUnconfirmed extends Error {}

const MAX_DELIVERY_ATTEMPTS = 12;
/** A claimed row is re-offered if its sender died before recording the outcome. */
export const DEFAULT_CLAIM_LEASE_MS = 5 * 60 * 1000;
/** The longest one send may take, whatever the lease. */
const MAX_SEND_MS = 60_000;

/**
 * How long one send may take under a claim of `leaseMs`: three quarters of the lease (60 s at most), so the send is
 * over — delivered, refused or recorded as unconfirmed — before another process may take the row. Providers' own
 * timeouts (SMTP connection, greeting and socket; the Zalo request) are set from it.
 */
export function sendBudgetMs(leaseMs: number): number {
  return Math.min(MAX_SEND_MS, Math.floor(leaseMs * 0.75));
}

/**
 * A sender that does not stop when told is abandoned this long after its budget (the row is recorded unconfirmed),
 * leaving a fifth of the lease at least to write that down.
 */
function abandonAfterMs(leaseMs: number): number {
  return sendBudgetMs(leaseMs) + Math.min(1000, Math.floor(leaseMs * 0.05));
}

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export function createNotificationService(db: Db, now: () => Date = () => new Date(), { leaseMs = DEFAULT_CLAIM_LEASE_MS }: { leaseMs?: number } = {}) {
  /** The oldest due message of these channels, claimed for one lease (one statement: no other process gets it). */
  async function claimNext(channels: NotificationChannel[]): Promise<NotificationRow | null> {
    const claimedAt = now();
    const next = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.status, "pending"), lte(notifications.nextAttemptAt, claimedAt), inArray(notifications.channel, channels)))
      .orderBy(asc(notifications.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await db
      .update(notifications)
      .set({ nextAttemptAt: new Date(claimedAt.getTime() + leaseMs), attempts: sql`${notifications.attempts} + 1` })
      .where(sql`${notifications.id} = (${next})`)
      .returning();
    return claimed ?? null;
  }

  /**
   * Runs one send with a deadline signal at the send budget. A sender that ignores it is abandoned a moment later and
   * its message counted as unconfirmed, so the outcome is always recorded while the claim's lease holds.
   */
  async function withinBudget<T>(send: (deadline: AbortSignal) => Promise<T>): Promise<T> {
    const deadline = AbortSignal.timeout(sendBudgetMs(leaseMs));
    let timer: NodeJS.Timeout | undefined;
    const abandoned = new Promise<never>((_, reject) => {
      const seconds = Math.ceil(abandonAfterMs(leaseMs) / 1000);
      timer = setTimeout(
        () => reject(new DeliveryUnconfirmed(`Không rõ đã gửi hay chưa: quá ${seconds} giây không có trả lời. Không tự gửi lại để tránh gửi trùng.`)),
        abandonAfterMs(leaseMs),
      );
    });
    try {
      return await Promise.race([send(deadline), abandoned]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function listFor(subjectRef: string) {
    return db.select().from(notifications).where(eq(notifications.subjectRef, subjectRef)).orderBy(asc(notifications.id));
  }

  return {
    /**
     * Records mails in the outbox. Pass the transaction that writes the order or lead, so the mail exists
     * exactly when the thing it announces does.
     */
    async enqueue(executor: Db, mails: OutgoingMail[]): Promise<void> {
      const rows = mails.filter((mail) => mail.recipient);
      if (rows.length === 0) return;
      await executor.insert(notifications).values(
        rows.map((mail) => ({
          kind: mail.kind,
          recipient: mail.recipient,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          subjectRef: mail.subjectRef ?? null,
          nextAttemptAt: now(),
        })),
      );
    },

    /** Records Zalo messages in the outbox, like `enqueue` (same transaction as what they announce). */
    async enqueueZalo(executor: Db, messages: OutgoingZalo[]): Promise<void> {
      if (messages.length === 0) return;
      await executor.insert(notifications).values(
        messages.map((message) => ({
          channel: "zalo" as const,
          kind: message.kind,
          recipient: message.phone,
          subject: message.subject,
          textBody: message.text,
          payload: { templateId: message.templateId, templateData: message.templateData },
          subjectRef: message.subjectRef ?? null,
          nextAttemptAt: now(),
        })),
      );
    },

    /**
     * Staff send a message again that the outbox will not retry by itself (failed, of unknown outcome, or held after
     * a restore): it goes back to the outbox, due now, with its attempts reset. The same row (and so the same ZNS
     * tracking id) is sent, never a copy.
     */
    async resend(id: number): Promise<NotificationRow> {
      const [row] = await db
        .update(notifications)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now(), lastError: null })
        .where(and(eq(notifications.id, id), inArray(notifications.status, [...RESENDABLE_NOTIFICATION_STATUSES])))
        .returning();
      if (row) return row;
      const [exists] = await db.select({ status: notifications.status }).from(notifications).where(eq(notifications.id, id));
      if (!exists) throw new NotFoundError("Không tìm thấy tin nhắn");
      throw new ConflictError("Chỉ gửi lại được tin nhắn gửi thất bại, chưa rõ đã gửi hay đang tạm giữ");
    },

    async get(id: number): Promise<NotificationRow | null> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    listFor,

    /** The messages about several things at once (a page of leads), by `subjectRef`, oldest first. */
    async listForMany(subjectRefs: string[]): Promise<Record<string, NotificationRow[]>> {
      if (subjectRefs.length === 0) return {};
      const rows = await db.select().from(notifications).where(inArray(notifications.subjectRef, subjectRefs)).orderBy(asc(notifications.id));
      const grouped: Record<string, NotificationRow[]> = {};
      for (const row of rows) (grouped[row.subjectRef!] ??= []).push(row);
      return grouped;
    },

    /** The mails about an order, oldest first (the admin order screens). */
    listForOrder: (orderId: number) => listFor(orderReference(orderId)),

    /**
     * Sends the messages that are due, at most `batchSize` of them. Each message is claimed alone (FOR UPDATE SKIP
     * LOCKED) with its own lease, then sent within `sendBudgetMs(leaseMs)` and its outcome recorded, so a claim's
     * lease never runs out while its message is being sent and no other process takes it meanwhile (decision 0048).
     * Failures are retried with back-off; a message that may have been delivered is not (`DeliveryUnconfirmed`).
     */
    async deliverDue(
      transport: MailTransport | null,
      from: string,
      { batchSize = 20, signal, senders = {} }: { batchSize?: number; signal?: AbortSignal; senders?: Partial<Record<Exclude<NotificationChannel, "email">, ChannelSender>> } = {},
    ): Promise<{ sent: number; failed: number }> {
      // Only the channels this process can send are claimed (no SMTP: e-mails wait for a process that has it).
      const channels: NotificationChannel[] = [...(transport ? (["email"] as const) : []), ...(senders.zalo ? (["zalo"] as const) : [])];
      let sent = 0;
      let failed = 0;
      // Shutting down (`signal`): the message being sent is finished and recorded, no new one is claimed.
      for (let count = 0; channels.length > 0 && count < batchSize && !signal?.aborted; count++) {
        const message = await claimNext(channels);
        if (!message) break;
        const send = async (deadline: AbortSignal): Promise<string | null> => {
          if (message.channel === "zalo") return (await senders.zalo!.send(message, { signal: deadline })).providerMessageId ?? null;
          await transport!.send({ from, to: message.recipient, subject: message.subject, text: message.textBody, html: message.htmlBody ?? undefined }, { signal: deadline });
          return null;
        };
        // Only this claim's outcome is written: had its lease run out (a stalled process), a newer claim owns the row.
        const ours = and(eq(notifications.id, message.id), eq(notifications.status, "pending"), eq(notifications.attempts, message.attempts));
        try {
          const providerMessageId = await withinBudget(send);
          await db.update(notifications).set({ status: "sent", sentAt: now(), lastError: null, providerMessageId }).where(ours);
          sent++;
        } catch (error) {
          failed++;
          if (error instanceof DeliveryUnconfirmed) {
            await db.update(notifications).set({ status: "unconfirmed", lastError: errorText(error) }).where(ours);
            continue;
          }
          const gaveUp = message.attempts >= MAX_DELIVERY_ATTEMPTS || (error instanceof DeliveryFailure && error.final);
          await db
            .update(notifications)
            .set({
              status: gaveUp ? "failed" : "pending",
              lastError: errorText(error),
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(message.attempts)),
            })
            .where(ours);
        }
      }
      return { sent, failed };
    },

    /** Mails still waiting to be sent and the age of the oldest one (the operator's outbox gauges). */
    async backlog(): Promise<{ pending: number; oldestPendingAt: Date | null }> {
      const [row] = await db
        .select({ pending: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${notifications.createdAt})` })
        .from(notifications)
        .where(eq(notifications.status, "pending"));
      return { pending: row?.pending ?? 0, oldestPendingAt: row?.oldest ? new Date(row.oldest) : null };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

/**
 * After a restore: the messages pending in the backup may have been sent after it was taken (the outbox went on
 * working), and the provider does not know them apart from a new send. They are held, not sent again by themselves
 * (decision 0048): staff read why on the order or lead page and may send each again. Returns how many.
 */
export async function holdPendingAfterRestore(db: Db, backupTakenAt: Date): Promise<number> {
  const held = await db
    .update(notifications)
    .set({
      status: "held",
      lastError: `Đang chờ gửi lúc sao lưu (${auditTime(backupTakenAt)}); cửa hàng đã được khôi phục từ bản sao lưu đó nên tin không được tự gửi lại, vì có thể đã gửi sau lúc sao lưu. Bấm "Gửi lại" nếu khách chưa nhận được.`,
    })
    .where(eq(notifications.status, "pending"))
    .returning({ id: notifications.id });
  return held.length;
}
