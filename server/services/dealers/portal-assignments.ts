import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { LeadAssignmentState } from "#common/dealers";
import type { PlaceKind } from "#common/places";
import type { Db } from "../../db/client";
import { dealerAccounts, leadAssignments, places } from "../../db/schema";

/**
 * The portal's one assignment rule (issue 43, point 5; decisions 0056 and 0064): a sales lead or a service request
 * sent to a place that answers in the portal waits there for the owner's window; accepted, it stays; declined or
 * not accepted in time, the subject's own rules send it on. One table (`lead_assignments`, a lead or a service
 * request per row), one expiry job.
 */
export type AssignmentSubject = "lead" | "service";
export type AssignmentRow = typeof leadAssignments.$inferSelect;

/** Who answers each subject in the portal: leads go to dealers and service centres (as before), service requests to service centres only. */
const PORTAL_KINDS: Record<AssignmentSubject, readonly PlaceKind[]> = { lead: ["dealer", "service_center"], service: ["service_center"] };

export const subjectColumn = (subject: AssignmentSubject) => (subject === "lead" ? leadAssignments.leadId : leadAssignments.serviceRequestId);

/** Does the place answer the subject in the portal: an active place of the right kind with an opened, enabled account? */
export async function answersInPortal(executor: Db, placeId: number, subject: AssignmentSubject): Promise<boolean> {
  const [row] = await executor
    .select({ id: dealerAccounts.id })
    .from(dealerAccounts)
    .innerJoin(places, eq(places.id, dealerAccounts.placeId))
    .where(
      and(
        eq(dealerAccounts.placeId, placeId),
        isNotNull(dealerAccounts.password),
        isNull(dealerAccounts.disabledAt),
        eq(places.active, true),
        inArray(places.kind, [...PORTAL_KINDS[subject]]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The subject was sent to a place (or taken from one), in the subject's transaction: its current assignment, if it
 * is another place's, is closed as re-routed, and a place that answers in the portal gets a new one due in `hours`.
 * Answers whether the place now has it in the portal.
 */
export async function assignToPortal(executor: Db, subject: AssignmentSubject, subjectId: number, placeId: number | null, at: Date, hours: number): Promise<boolean> {
  const column = subjectColumn(subject);
  await executor
    .update(leadAssignments)
    .set({ closedAt: at, closedReason: "rerouted" })
    .where(and(eq(column, subjectId), isNull(leadAssignments.closedAt), placeId === null ? sql`true` : sql`${leadAssignments.placeId} <> ${placeId}`));
  if (placeId === null || !(await answersInPortal(executor, placeId, subject))) return false;
  await executor
    .insert(leadAssignments)
    .values({ ...(subject === "lead" ? { leadId: subjectId } : { serviceRequestId: subjectId }), placeId, routedAt: at, dueAt: new Date(at.getTime() + hours * 3_600_000) })
    .onConflictDoNothing();
  return true;
}

export function assignmentState(row: AssignmentRow): LeadAssignmentState {
  if (row.closedReason) return row.closedReason;
  return row.acceptedAt ? "accepted" : "waiting";
}

/** The place's open (waiting or accepted) assignment of the subject, if it has one. */
export async function currentAssignment(executor: Db, subject: AssignmentSubject, subjectId: number, placeId: number): Promise<AssignmentRow | undefined> {
  const [row] = await executor
    .select()
    .from(leadAssignments)
    .where(and(eq(subjectColumn(subject), subjectId), eq(leadAssignments.placeId, placeId), isNull(leadAssignments.closedAt)));
  return row;
}

/** Closes an unanswered assignment and answers the places the subject has been sent to (this one included). */
export async function closeAndListTried(executor: Db, subject: AssignmentSubject, subjectId: number, assignmentId: number, reason: "declined" | "expired", at: Date): Promise<number[]> {
  await executor.update(leadAssignments).set({ closedAt: at, closedReason: reason }).where(eq(leadAssignments.id, assignmentId));
  const rows = await executor.select({ placeId: leadAssignments.placeId }).from(leadAssignments).where(eq(subjectColumn(subject), subjectId));
  return rows.map((row) => row.placeId);
}

/** Each subject's latest assignment with its place's name, and how many places it went to (the staff desks). */
export async function latestAssignments(executor: Db, subject: AssignmentSubject, subjectIds: readonly number[]) {
  const result = new Map<number, { assignment: AssignmentRow; placeName: string; attempts: number }>();
  if (subjectIds.length === 0) return result;
  const column = subjectColumn(subject);
  const rows = await executor
    .select({ assignment: leadAssignments, placeName: places.name })
    .from(leadAssignments)
    .innerJoin(places, eq(places.id, leadAssignments.placeId))
    .where(inArray(column, [...subjectIds]))
    .orderBy(asc(leadAssignments.id));
  for (const { assignment, placeName } of rows) {
    const id = (subject === "lead" ? assignment.leadId : assignment.serviceRequestId)!;
    result.set(id, { assignment, placeName, attempts: (result.get(id)?.attempts ?? 0) + 1 });
  }
  return result;
}

/**
 * Moves one overdue assignment on, in its own transaction: locks the subject, re-reads the assignment and answers 1
 * when it moved (0 when it was answered or moved meanwhile).
 */
export type ExpireOne = (tx: Db, subjectId: number, assignmentId: number, at: Date) => Promise<number>;

/**
 * The one expiry job (the maintenance loop runs it every five minutes; tests pass a later clock): every assignment
 * past its window at `at` without an answer, leads and service requests alike, each in its own transaction so two
 * processes move it once. Answers how many moved.
 */
export async function expireOverdueAssignments(db: Db, at: Date, expire: Record<AssignmentSubject, ExpireOne>): Promise<number> {
  const due = await db
    .select({ id: leadAssignments.id, leadId: leadAssignments.leadId, serviceRequestId: leadAssignments.serviceRequestId })
    .from(leadAssignments)
    .where(and(isNull(leadAssignments.acceptedAt), isNull(leadAssignments.closedAt), lte(leadAssignments.dueAt, at)))
    .orderBy(asc(leadAssignments.dueAt))
    .limit(500);
  let moved = 0;
  for (const { id, leadId, serviceRequestId } of due) {
    moved += await db.transaction((tx) => (leadId !== null ? expire.lead(tx, leadId, id, at) : expire.service(tx, serviceRequestId!, id, at)));
  }
  return moved;
}
