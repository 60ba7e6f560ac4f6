import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

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

const MAX_DELIVERY_ATTEMPTS = 12;
/** A claimed mail is re-offered if its sender died before recording the outcome. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export function createNotificationService(db: Db, now: () => Date = () => new Date()) {
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

    listFor,

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
      transport: MailTransport,
      from: string,
      { batchSize = 20, signal }: { batchSize?: number; signal?: AbortSignal } = {},
    ): Promise<{ sent: number; failed: number }> {
      const current = now();
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.status, "pending"), lte(notifications.nextAttemptAt, current)))
          .orderBy(asc(notifications.id))
          .limit(batchSize)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(notifications)
          .set({ nextAttemptAt: new Date(current.getTime() + CLAIM_LEASE_MS), attempts: sql`${notifications.attempts} + 1` })
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
          await transport.send({ from, to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });
          await db.update(notifications).set({ status: "sent", sentAt: now(), lastError: null }).where(eq(notifications.id, mail.id));
          sent++;
        } catch (error) {
          failed++;
          const gaveUp = mail.attempts >= MAX_DELIVERY_ATTEMPTS;
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
