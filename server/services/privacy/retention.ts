import { and, inArray, isNotNull, lt, ne, notExists, sql } from "drizzle-orm";
import { RETENTION_KINDS, type PrivacySettings, type RetentionKind } from "#common/privacy-requests";
import type { Db } from "../../db/client";
import { contactRequests, gatewayTransactions, idempotentRequests, notifications, quotes, rateLimits, serviceRequests, sessions } from "../../db/schema";
import { SYSTEM_ACTOR, writeAudit } from "../staff-and-access/audit";
import { anonymiseLeads, anonymiseServiceRequests, ERASED_MARK } from "./erasure";

export type RetentionCounts = Record<RetentionKind, number>;

const DAY_MS = 86_400_000;
/** Rows handled per kind and run: a large backlog is worked off over several runs, each transaction short. */
const BATCH = 500;

/**
 * The retention job (issue 45, point 4): per kind of record, what is older than its period in the privacy settings is
 * anonymised or deleted. `now` is the caller's clock (the tests move it). One audit row per run that changed
 * anything, with the counts; the caller counts them in the metrics.
 */
export async function applyRetention(db: Db, settings: PrivacySettings, now: Date): Promise<RetentionCounts> {
  const before = (kind: RetentionKind) => new Date(now.getTime() - settings.retentionDays[kind] * DAY_MS);
  return db.transaction(async (tx) => {
    const counts = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as RetentionCounts;

    // Leads never converted: no quote was made from them and they were not completed.
    const leads = await tx
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(
        and(
          lt(contactRequests.updatedAt, before("unconvertedLeads")),
          ne(contactRequests.status, "completed"),
          ne(contactRequests.phone, ""),
          notExists(tx.select({ id: quotes.id }).from(quotes).where(sql`${quotes.contactRequestId} = ${contactRequests.id}`)),
        ),
      )
      .limit(BATCH);
    counts.unconvertedLeads = await anonymiseLeads(
      tx,
      leads.map((row) => row.id),
    );

    // Service requests closed (resolved, closed or canceled) longer than the period.
    const closed = await tx
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(and(inArray(serviceRequests.status, ["resolved", "closed", "canceled"]), lt(serviceRequests.updatedAt, before("closedServiceRequests")), ne(serviceRequests.phone, "")))
      .limit(BATCH);
    counts.closedServiceRequests = await anonymiseServiceRequests(
      tx,
      closed.map((row) => row.id),
    );

    // Sessions (and their carts, by cascade) not used for the period.
    counts.sessions = (await tx.delete(sessions).where(lt(sessions.lastSeenAt, before("sessions"))).returning({ id: sessions.id })).length;

    const windowsAndAnswers = before("rateLimitsAndIdempotency");
    counts.rateLimitsAndIdempotency =
      (await tx.delete(rateLimits).where(lt(rateLimits.resetAt, windowsAndAnswers)).returning({ key: rateLimits.key })).length +
      (await tx.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, windowsAndAnswers)).returning({ key: idempotentRequests.key })).length;

    // Outbox rows that are done with (sent, failed, unconfirmed): recipient, subject and body go; kind, status and dates stay.
    counts.outboxBodies = (
      await tx
        .update(notifications)
        .set({ recipient: ERASED_MARK, subject: ERASED_MARK, textBody: "", htmlBody: null, payload: null, lastError: null })
        .where(and(ne(notifications.status, "pending"), lt(notifications.createdAt, before("outboxBodies")), ne(notifications.recipient, ERASED_MARK)))
        .returning({ id: notifications.id })
    ).length;

    // IP addresses: a staff session's last address, and the buyer's address a payment gateway was sent.
    const ips = before("auditIps");
    counts.auditIps =
      (
        await tx
          .update(sessions)
          .set({ lastIp: null })
          .where(and(isNotNull(sessions.lastIp), lt(sessions.lastSeenAt, ips)))
          .returning({ id: sessions.id })
      ).length +
      (
        await tx
          .update(gatewayTransactions)
          .set({ raw: sql`${gatewayTransactions.raw} - 'vnp_IpAddr'` })
          .where(and(lt(gatewayTransactions.createdAt, ips), sql`${gatewayTransactions.raw} ? 'vnp_IpAddr'`))
          .returning({ id: gatewayTransactions.id })
      ).length;

    const total = RETENTION_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
    if (total > 0) {
      await writeAudit(tx, SYSTEM_ACTOR, {
        action: "privacy.retention",
        entityType: "settings",
        entityId: "privacy",
        summary: `Xóa hoặc ẩn danh ${total} bản ghi quá thời hạn lưu trữ`,
        after: { ...counts },
      });
    }
    return counts;
  });
}
