import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
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

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html?: string }): Promise<void>;
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
 * failed at once (the recipient cannot receive it); any other throw is retried with back-off like a mail.
 */
export interface ChannelSender {
  send(row: NotificationRow): Promise<{ providerMessageId?: string }>;
}

export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

const MAX_DELIVERY_ATTEMPTS = 12;
/** A claimed row is re-offered if its sender died before recording the outcome. */
const DEFAULT_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export function createNotificationService(db: Db, now: () => Date = () => new Date(), { leaseMs = DEFAULT_CLAIM_LEASE_MS }: { leaseMs?: number } = {}) {
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

    async listRecent(limit = 100) {
      return db.select().from(notifications).orderBy(desc(notifications.id)).limit(limit);
    },

    /**
     * Sends the mails that are due. Each batch is claimed with FOR UPDATE SKIP LOCKED and a lease, so several
     * app processes never send the same mail twice; failures are retried with back-off.
     */
    async deliverDue(
      transport: MailTransport | null,
      from: string,
      { batchSize = 20, signal, senders = {} }: { batchSize?: number; signal?: AbortSignal; senders?: Partial<Record<Exclude<NotificationChannel, "email">, ChannelSender>> } = {},
    ): Promise<{ sent: number; failed: number }> {
      const current = now();
      // Only the channels this process can send are claimed (no SMTP: e-mails wait for a process that has it).
      const channels: NotificationChannel[] = [...(transport ? (["email"] as const) : []), ...(senders.zalo ? (["zalo"] as const) : [])];
      if (channels.length === 0) return { sent: 0, failed: 0 };
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.status, "pending"), lte(notifications.nextAttemptAt, current), inArray(notifications.channel, channels)))
          .orderBy(asc(notifications.id))
          .limit(batchSize)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(notifications)
          .set({ nextAttemptAt: new Date(current.getTime() + leaseMs), attempts: sql`${notifications.attempts} + 1` })
          .where(inArray(notifications.id, due.map((row) => row.id)))
          .returning();
      });

      let sent = 0;
      let failed = 0;
      for (const [index, mail] of claimed.entries()) {
        if (signal?.aborted) {
          // Shutting down: the claimed mails not yet tried go back to the outbox, due now, for the next start.
          const left = claimed.slice(index).map((row) => row.id);
          await db
            .update(notifications)
            .set({ nextAttemptAt: current, attempts: sql`${notifications.attempts} - 1` })
            .where(inArray(notifications.id, left));
          break;
        }
        try {
          let providerMessageId: string | null = null;
          if (mail.channel === "zalo") {
            providerMessageId = (await senders.zalo!.send(mail)).providerMessageId ?? null;
          } else {
            await transport!.send({ from, to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });
          }
          await db.update(notifications).set({ status: "sent", sentAt: now(), lastError: null, providerMessageId }).where(eq(notifications.id, mail.id));
          sent++;
        } catch (error) {
          failed++;
          const gaveUp = mail.attempts >= MAX_DELIVERY_ATTEMPTS || (error instanceof DeliveryFailure && error.final);
          await db
            .update(notifications)
            .set({
              status: gaveUp ? "failed" : "pending",
              lastError: String((error as Error)?.message ?? error).slice(0, 500),
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
            })
            .where(eq(notifications.id, mail.id));
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
