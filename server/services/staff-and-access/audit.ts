import { SYSTEM_ACTOR_NAME } from "#common/order-desk";
import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { AuditAction, AuditEntity, AuditRow } from "#common/audit";
import { AuditQuerySchema } from "#common/schemas/staff";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

/**
 * Who does a change: the signed-in staff member (the HTTP layer and page actions pass it to the services), or a
 * dealer's account (`dealer: true`, issue 43): then `id` is the dealer account's, not a staff user's.
 */
export interface Actor {
  id: number;
  username: string;
  dealer?: true;
}

/** Who an audit row names: a staff member, or the system (a carrier's callback) with no user id. */
export type AuditActor = Omit<Actor, "id"> & { id: number | null };

/** What the shop did by itself (no staff member: a carrier's callback, an expired payment): the trail names the system. */
export const SYSTEM_ACTOR: AuditActor = { id: null, username: SYSTEM_ACTOR_NAME };

interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntity;
  entityId?: string | number | null;
  /** What a person reads in the history ("Đã xác nhận", "Giá: 1.000.000 → 900.000"). */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit row with the executor of the change — the change's own transaction — so the row exists
 * exactly when the change does: if either fails, the transaction takes both back.
 */
export async function writeAudit(executor: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    userId: actor.dealer ? null : actor.id,
    dealerAccountId: actor.dealer ? actor.id : null,
    username: actor.username,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const toRow = (row: typeof auditLog.$inferSelect): AuditRow => ({
  id: row.id,
  at: row.at.toISOString(),
  userId: row.userId,
  username: row.username,
  action: row.action as AuditAction,
  entityType: row.entityType as AuditEntity,
  entityId: row.entityId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
});

export function createAuditService(db: Db) {
  return {
    /** The owner's list, newest first: by staff member, action, entity, and day range. */
    async list(rawQuery: unknown = {}): Promise<{ items: AuditRow[]; total: number; page: number; pageSize: number }> {
      const query = AuditQuerySchema.parse(rawQuery);
      const conditions: SQL[] = [];
      if (query.userId) conditions.push(eq(auditLog.userId, query.userId));
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
      if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
      if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00+07:00`)));
      if (query.to) conditions.push(lt(auditLog.at, new Date(new Date(`${query.to}T00:00:00+07:00`).getTime() + 86_400_000)));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return { items: rows.map(toRow), total: Number(total?.value ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** The history of one order, lead, post…: oldest first, as it happened. */
    async forEntity(entityType: AuditEntity, entityId: string | number): Promise<AuditRow[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
        .orderBy(auditLog.at, auditLog.id)
        .limit(200);
      return rows.map(toRow);
    },

    /** The histories of several entities at once (a page of leads), each oldest first. */
    async forEntities(entityType: AuditEntity, entityIds: Array<string | number>): Promise<Record<string, AuditRow[]>> {
      const histories: Record<string, AuditRow[]> = {};
      if (entityIds.length === 0) return histories;
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, entityIds.map(String))))
        .orderBy(auditLog.at, auditLog.id);
      for (const row of rows) (histories[row.entityId!] ??= []).push(toRow(row));
      return histories;
    },
  };
}
