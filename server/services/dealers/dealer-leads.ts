import { and, desc, eq, isNull } from "drizzle-orm";
import type { DealerLeadView, LeadAssignmentSummary } from "#common/dealers";
import type { LeadStatus } from "#common/leads";
import type { RoutedPlace } from "#common/places";
import { LeadDeclineSchema, LeadOutcomeSchema, type LeadOutcome } from "#common/schemas/dealers";
import type { Db } from "../../db/client";
import { contactRequests, leadAssignments, machines, places } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import type { LocationService } from "../foundation/locations";
import { writeAudit, type AuditActor } from "../staff-and-access/audit";
import { dealerActor, type SignedInDealer } from "./accounts";
import { assignmentState, assignToPortal, closeAndListTried, currentAssignment, expireOverdueAssignments, latestAssignments, type ExpireOne } from "./portal-assignments";

const LEAD_NOT_FOUND = "Không tìm thấy yêu cầu này trong cổng đại lý";
const SYSTEM: AuditActor = { id: null, username: "hệ thống" };

/** What an outcome makes of the lead's own status on the staff's desk. */
const STATUS_OF_OUTCOME: Record<LeadOutcome, LeadStatus> = { contacted: "contacted", demo: "scheduled", sold: "completed", lost: "canceled" };

/**
 * A lead was sent to a place (or taken from one), in the lead's transaction: the portal's one assignment rule
 * (portal-assignments.ts). A place without portal accounts keeps getting the lead by e-mail only, as before issue 43.
 */
export async function assignLeadToPortal(executor: Db, leadId: number, placeId: number | null, at: Date, hours: number): Promise<void> {
  await assignToPortal(executor, "lead", leadId, placeId, at, hours);
}

/** What the staff's lead desk shows of the portal: each lead's latest assignment and how many places it went to. */
export async function portalStatesOf(executor: Db, leadIds: readonly number[]): Promise<Record<number, LeadAssignmentSummary>> {
  const result: Record<number, LeadAssignmentSummary> = {};
  for (const [leadId, { assignment, placeName, attempts }] of await latestAssignments(executor, "lead", leadIds)) {
    result[leadId] = {
      placeId: assignment.placeId,
      placeName,
      state: assignmentState(assignment),
      dueAt: assignment.dueAt.toISOString(),
      outcome: assignment.outcome as LeadOutcome | null,
      attempts,
    };
  }
  return result;
}

export interface DealerLeadDeps {
  locations: LocationService;
  /** The answer window (the owner's setting, default 4 hours). */
  responseHours(executor: Db): Promise<number>;
  /** The nearest active place not yet tried for the lead, or null (routing off, none left). */
  nextPlace(executor: Db, lead: { provinceCode: string | null; wardCode: string | null }, tried: readonly number[]): Promise<RoutedPlace | null>;
  /** Queues the lead's alert to the place it now goes to (the e-mail of decision 0039). */
  leadRouted(executor: Db, lead: { id: number; values: typeof contactRequests.$inferSelect }, place: RoutedPlace): Promise<void>;
  /** The clock (tests move it). */
  now: () => Date;
  /** Moves an overdue service request on (the service centres' side of the one expiry job, decision 0064). */
  expireServiceRequest?: ExpireOne;
}

/**
 * Leads with an answer (issue 43, point 5; decision 0056): a lead routed to a place that answers in the portal must
 * be accepted within the owner's window; declined or not accepted in time, it goes to the next nearest place not yet
 * tried, or back to the brand's sales (no place). The accepting dealer records the outcome. Every step audited.
 */
export function createDealerLeadService(db: Db, deps: DealerLeadDeps) {
  const provinceName = (code: string | null) => (code ? (deps.locations.listProvinces().find((province) => province.code === code)?.name ?? null) : null);

  /** The dealer's current assignment of a lead, locked with the lead; another place's or an unknown lead: 404. */
  async function current(tx: Db, placeId: number, leadId: number) {
    const [lead] = await tx.select().from(contactRequests).where(eq(contactRequests.id, leadId)).for("update");
    if (!lead) throw new NotFoundError(LEAD_NOT_FOUND);
    const assignment = await currentAssignment(tx, "lead", leadId, placeId);
    if (!assignment) throw new NotFoundError(LEAD_NOT_FOUND);
    return { lead, assignment };
  }

  /**
   * Closes an unanswered assignment (declined or expired) and sends the lead on: the nearest place not tried yet,
   * or no place — the brand's sales, who had the lead's alert from the start. Audited as `actor`.
   */
  async function passOn(tx: Db, lead: typeof contactRequests.$inferSelect, assignment: typeof leadAssignments.$inferSelect, reason: "declined" | "expired", actor: AuditActor, note: string | null, at = deps.now()) {
    const tried = await closeAndListTried(tx, "lead", lead.id, assignment.id, reason, at);
    const next = await deps.nextPlace(tx, lead, tried);
    await tx.update(contactRequests).set({ routedPlaceId: next?.id ?? null, updatedAt: at }).where(eq(contactRequests.id, lead.id));
    if (next) {
      await deps.leadRouted(tx, { id: lead.id, values: lead }, next);
      await assignLeadToPortal(tx, lead.id, next.id, at, await deps.responseHours(tx));
    }
    const [from] = await tx.select({ name: places.name }).from(places).where(eq(places.id, assignment.placeId));
    await writeAudit(tx, actor, {
      action: reason === "declined" ? "lead.dealer-decline" : "lead.dealer-expire",
      entityType: "lead",
      entityId: lead.id,
      summary: `${from?.name ?? "Đại lý"} ${reason === "declined" ? `từ chối${note ? ` (${note})` : ""}` : "không nhận kịp hạn"}; ${next ? `chuyển tới ${next.name}` : "trả về bộ phận bán hàng"}`,
      before: { place: from?.name ?? null },
      after: { place: next?.name ?? null },
    });
  }

  function viewOf(lead: typeof contactRequests.$inferSelect, assignment: typeof leadAssignments.$inferSelect): DealerLeadView {
    const accepted = assignment.acceptedAt !== null;
    return {
      id: lead.id,
      state: accepted ? "accepted" : "waiting",
      routedAt: assignment.routedAt.toISOString(),
      dueAt: assignment.dueAt.toISOString(),
      acceptedAt: assignment.acceptedAt?.toISOString() ?? null,
      name: lead.fullName,
      // The buyer's phone and address are the accepting dealer's, not every place's the lead passes through.
      phone: accepted ? lead.phone : null,
      product: lead.product,
      needType: lead.needType,
      address: accepted ? lead.address : null,
      message: lead.message,
      provinceName: provinceName(lead.provinceCode),
      outcome: assignment.outcome as LeadOutcome | null,
      outcomeSerial: assignment.outcomeSerial,
      outcomeReason: assignment.outcomeReason,
    };
  }

  const service = {
    /** `GET /api/dealer/leads`: the leads waiting for the dealer (not yet past due) and those it accepted, newest first. */
    async list(placeId: number): Promise<DealerLeadView[]> {
      const rows = await db
        .select({ lead: contactRequests, assignment: leadAssignments })
        .from(leadAssignments)
        .innerJoin(contactRequests, eq(contactRequests.id, leadAssignments.leadId))
        .where(and(eq(leadAssignments.placeId, placeId), isNull(leadAssignments.closedAt)))
        .orderBy(desc(leadAssignments.routedAt), desc(leadAssignments.id));
      const now = deps.now();
      return rows.filter(({ assignment }) => assignment.acceptedAt !== null || assignment.dueAt > now).map(({ lead, assignment }) => viewOf(lead, assignment));
    },

    /** `POST /api/dealer/leads/{id}/accept`: within the window (past it: 409, and the lead moves on); again: the same. */
    async accept(dealer: SignedInDealer, leadId: number): Promise<DealerLeadView> {
      const late = await db.transaction(async (tx) => {
        const { lead, assignment } = await current(tx, dealer.placeId, leadId);
        if (assignment.acceptedAt) return { view: viewOf(lead, assignment) };
        if (assignment.dueAt <= deps.now()) {
          await passOn(tx, lead, assignment, "expired", SYSTEM, null);
          return { late: true as const };
        }
        const [accepted] = await tx.update(leadAssignments).set({ acceptedAt: deps.now(), acceptedBy: dealer.id }).where(eq(leadAssignments.id, assignment.id)).returning();
        await writeAudit(tx, dealerActor(dealer), { action: "lead.dealer-accept", entityType: "lead", entityId: leadId, summary: `Nhận yêu cầu của ${lead.fullName}` });
        return { view: viewOf(lead, accepted!) };
      });
      if ("late" in late) throw new ConflictError("Đã quá thời gian nhận yêu cầu này; yêu cầu đã được chuyển đi");
      return late.view;
    },

    /** `POST /api/dealer/leads/{id}/decline` `{ reason? }`: not yet accepted; the lead goes to the next place at once. */
    async decline(dealer: SignedInDealer, leadId: number, body: unknown): Promise<void> {
      const { reason } = LeadDeclineSchema.parse(body ?? {});
      await db.transaction(async (tx) => {
        const { lead, assignment } = await current(tx, dealer.placeId, leadId);
        if (assignment.acceptedAt) throw new ConflictError("Yêu cầu đã nhận; hãy ghi kết quả “Không thành” kèm lý do");
        await passOn(tx, lead, assignment, "declined", dealerActor(dealer), reason);
      });
    },

    /**
     * `PUT /api/dealer/leads/{id}/outcome` `{ outcome, serial?, reason? }`: an accepted lead's result — sold names one
     * of the dealer's own serials, lost a reason. The lead's status on the staff's desk follows.
     */
    async recordOutcome(dealer: SignedInDealer, leadId: number, body: unknown): Promise<DealerLeadView> {
      const input = LeadOutcomeSchema.parse(body ?? {});
      return db.transaction(async (tx) => {
        const { lead, assignment } = await current(tx, dealer.placeId, leadId);
        if (!assignment.acceptedAt) throw new ConflictError("Vui lòng nhận yêu cầu trước khi ghi kết quả");
        if (input.outcome === "sold") {
          const [machine] = await tx
            .select({ id: machines.id })
            .from(machines)
            .where(and(eq(machines.serial, input.serial!), eq(machines.dealerPlaceId, dealer.placeId)));
          if (!machine) throw new ValidationError("Serial không có trong máy của đại lý", { serial: ["Serial không có trong máy của đại lý"] });
        }
        const [updated] = await tx
          .update(leadAssignments)
          .set({ outcome: input.outcome, outcomeSerial: input.outcome === "sold" ? input.serial : null, outcomeReason: input.reason, outcomeAt: deps.now() })
          .where(eq(leadAssignments.id, assignment.id))
          .returning();
        await tx.update(contactRequests).set({ status: STATUS_OF_OUTCOME[input.outcome], updatedAt: deps.now() }).where(eq(contactRequests.id, leadId));
        await writeAudit(tx, dealerActor(dealer), {
          action: "lead.dealer-outcome",
          entityType: "lead",
          entityId: leadId,
          summary: `Kết quả: ${input.outcome}${input.serial && input.outcome === "sold" ? ` (serial ${input.serial})` : ""}${input.reason ? ` — ${input.reason}` : ""}`,
          before: { outcome: assignment.outcome },
          after: { outcome: input.outcome, serial: input.serial, reason: input.reason },
        });
        return viewOf({ ...lead, status: STATUS_OF_OUTCOME[input.outcome] }, updated!);
      });
    },

    /**
     * The one expiry job (decision 0064): every assignment past its window at `at` (now) without an answer moves on —
     * leads here, service requests by the service centres' rules. The maintenance loop runs it every few minutes;
     * tests pass a later clock. Answers how many moved.
     */
    async expireOverdue(at: Date = deps.now()): Promise<number> {
      return expireOverdueAssignments(db, at, {
        lead: async (tx, leadId, assignmentId, when) => {
          const [lead] = await tx.select().from(contactRequests).where(eq(contactRequests.id, leadId)).for("update");
          const [assignment] = await tx.select().from(leadAssignments).where(eq(leadAssignments.id, assignmentId));
          if (!lead || !assignment || assignment.acceptedAt || assignment.closedAt || assignment.dueAt > when) return 0;
          await passOn(tx, lead, assignment, "expired", SYSTEM, null, when);
          return 1;
        },
        service: (tx, requestId, assignmentId, when) => (deps.expireServiceRequest ? deps.expireServiceRequest(tx, requestId, assignmentId, when) : Promise.resolve(0)),
      });
    },
  };
  return service;
}

export type DealerLeadService = ReturnType<typeof createDealerLeadService>;
