import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  SERVICE_MODE_LABELS,
  SERVICE_PROBLEM_LABELS,
  SERVICE_SLOT_LABELS,
  serviceReference,
  serviceStatusLabel,
  vietnamDay,
  type ServiceStatus,
} from "#common/after-sale";
import {
  dayVi,
  SERVICE_CENTRE_OUTCOME_LABELS,
  SERVICE_CENTRE_STATE_LABELS,
  type ServiceCentreAssignmentSummary,
  type ServiceCentreOutcome,
  type ServiceCentreRequestView,
} from "#common/dealers";
import { LeadDeclineSchema, ServiceCentreOutcomeSchema } from "#common/schemas/dealers";
import type { Db } from "../../db/client";
import { leadAssignments, machines, places, products, serviceRequests } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { writeAudit, type AuditActor } from "../staff-and-access/audit";
import { dealerActor, type SignedInDealer } from "./accounts";
import { assignmentState, assignToPortal, closeAndListTried, currentAssignment, latestAssignments } from "./portal-assignments";

const REQUEST_NOT_FOUND = "Không tìm thấy yêu cầu sửa chữa này trong cổng";
const SYSTEM: AuditActor = { id: null, username: "hệ thống" };
const BRAND_TEAM = "bộ phận kỹ thuật của hãng";

export interface ServiceCentreDeps {
  /** The answer window: the owner's one setting for the portal (`dealerLeadResponseHours`, default 4). */
  responseHours(executor: Db): Promise<number>;
  /** The nearest active service centre answering in the portal, not yet tried (places.ts), or null. */
  nextCentre(executor: Db, request: { provinceCode: string | null; wardCode: string | null }, tried: readonly number[]): Promise<{ id: number; name: string } | null>;
  /** The service desk's change of a request, in the caller's transaction (status table, owner's steps, mails, audit). */
  applyRequestChanges(executor: Db, requestId: number, changes: Record<string, unknown>, actor: AuditActor): Promise<void>;
  /** The clock (tests move it). */
  now: () => Date;
}

type RequestRow = typeof serviceRequests.$inferSelect;
type AssignmentRow = typeof leadAssignments.$inferSelect;

/**
 * Service requests to service centres (issue 43, point 5's last sentence; decision 0064), by the portal's one
 * assignment rule: a new request goes to the nearest service centre of its machine's province that answers in the
 * portal; the centre accepts within the owner's window, or it goes to the next nearest centre not yet tried, or back
 * to the brand's service team (the staff desk, which had it from the start). The accepting centre sees the owner's
 * contact and records outcomes, which move the request on the desk and on the owner's page. Every move audited.
 */
export function createServiceCentreRequestService(db: Db, deps: ServiceCentreDeps) {
  /** The request with its machine's ward (routing) and the product, locked when `lock`. */
  async function requestOf(executor: Db, requestId: number, lock = false) {
    const query = executor
      .select({ request: serviceRequests, wardCode: machines.wardCode })
      .from(serviceRequests)
      .innerJoin(machines, eq(machines.id, serviceRequests.machineId))
      .where(eq(serviceRequests.id, requestId));
    const [row] = lock ? await query.for("update", { of: serviceRequests }) : await query;
    return row;
  }

  async function placeName(executor: Db, placeId: number): Promise<string> {
    const [place] = await executor.select({ name: places.name }).from(places).where(eq(places.id, placeId));
    return place?.name ?? "Trung tâm bảo hành";
  }

  /** The centre's open assignment of a request, the request locked; another place's or an unknown request: 404. */
  async function current(tx: Db, placeId: number, requestId: number) {
    const row = await requestOf(tx, requestId, true);
    if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
    const assignment = await currentAssignment(tx, "service", requestId, placeId);
    if (!assignment) throw new NotFoundError(REQUEST_NOT_FOUND);
    return { request: row.request, wardCode: row.wardCode, assignment };
  }

  /** Sends the request to `place` with a fresh window; audited as the system. */
  async function sendTo(tx: Db, requestId: number, place: { id: number; name: string }, at: Date, summary: string) {
    await assignToPortal(tx, "service", requestId, place.id, at, await deps.responseHours(tx));
    await writeAudit(tx, SYSTEM, { action: "service.centre-assign", entityType: "service-request", entityId: requestId, summary, after: { place: place.name } });
  }

  /** Closes an unanswered assignment and sends the request on: the nearest centre not tried yet, or the brand's team. */
  async function passOn(tx: Db, request: RequestRow, wardCode: string | null, assignment: AssignmentRow, reason: "declined" | "expired", actor: AuditActor, note: string | null, at: Date) {
    const tried = await closeAndListTried(tx, "service", request.id, assignment.id, reason, at);
    const next = await deps.nextCentre(tx, { provinceCode: request.provinceCode, wardCode }, tried);
    if (next) await assignToPortal(tx, "service", request.id, next.id, at, await deps.responseHours(tx));
    const from = await placeName(tx, assignment.placeId);
    await writeAudit(tx, actor, {
      action: reason === "declined" ? "service.centre-decline" : "service.centre-expire",
      entityType: "service-request",
      entityId: request.id,
      summary: `${serviceReference(request.id)} – ${from} ${reason === "declined" ? `từ chối${note ? ` (${note})` : ""}` : "không nhận kịp hạn"}; ${next ? `chuyển tới ${next.name}` : `trả về ${BRAND_TEAM}`}`,
      before: { place: from },
      after: { place: next?.name ?? null },
    });
  }

  async function viewsOf(executor: Db, rows: Array<{ request: RequestRow; assignment: AssignmentRow }>): Promise<ServiceCentreRequestView[]> {
    if (rows.length === 0) return [];
    const details = await executor
      .select({
        id: serviceRequests.id,
        serial: machines.serial,
        productName: products.name,
        ownerName: machines.ownerName,
        shopName: machines.shopName,
        street: machines.street,
        wardName: machines.wardName,
      })
      .from(serviceRequests)
      .innerJoin(machines, eq(machines.id, serviceRequests.machineId))
      .innerJoin(products, eq(products.id, machines.productId))
      .where(inArray(serviceRequests.id, rows.map(({ request }) => request.id)));
    const byId = new Map(details.map((row) => [row.id, row]));
    return rows.map(({ request, assignment }) => {
      const detail = byId.get(request.id)!;
      const accepted = assignment.acceptedAt !== null;
      const address = [detail.street, detail.wardName, request.provinceName].filter(Boolean).join(", ");
      return {
        id: request.id,
        reference: serviceReference(request.id),
        state: accepted ? "accepted" : "waiting",
        routedAt: assignment.routedAt.toISOString(),
        dueAt: assignment.dueAt.toISOString(),
        acceptedAt: assignment.acceptedAt?.toISOString() ?? null,
        productName: detail.productName,
        serial: detail.serial,
        problemLabel: SERVICE_PROBLEM_LABELS[request.problem],
        description: request.description,
        modeLabel: SERVICE_MODE_LABELS[request.mode],
        preferredDate: request.preferredDate,
        slotLabel: SERVICE_SLOT_LABELS[request.slot],
        underWarranty: request.underWarranty,
        provinceName: request.provinceName,
        wardName: detail.wardName,
        status: request.status,
        statusLabel: serviceStatusLabel(request.status),
        visitDate: request.visitDate,
        // The owner's contact is the accepting centre's only, not every centre's the request passes through.
        ownerName: accepted ? [detail.ownerName, detail.shopName].filter(Boolean).join(" – ") || null : null,
        phone: accepted ? request.phone : null,
        email: accepted ? request.email : null,
        address: accepted ? address || null : null,
        outcome: assignment.outcome as ServiceCentreOutcome | null,
        outcomeReason: assignment.outcomeReason,
      };
    });
  }

  return {
    /** A new request (in its transaction): to the nearest centre answering in the portal, if any. */
    async routed(executor: Db, requestId: number, at: Date): Promise<void> {
      const row = await requestOf(executor, requestId);
      if (!row) return;
      const place = await deps.nextCentre(executor, { provinceCode: row.request.provinceCode, wardCode: row.wardCode }, []);
      if (place) await sendTo(executor, requestId, place, at, `${serviceReference(requestId)} – Chuyển tới ${place.name}`);
    },

    /** Staff canceled or closed the request: a waiting assignment is closed as taken back (an accepted one stays). */
    async released(executor: Db, requestId: number, at: Date): Promise<void> {
      await executor
        .update(leadAssignments)
        .set({ closedAt: at, closedReason: "rerouted" })
        .where(and(eq(leadAssignments.serviceRequestId, requestId), isNull(leadAssignments.closedAt), isNull(leadAssignments.acceptedAt)));
    },

    /** The desk's view of each request's latest assignment. */
    async statesOf(executor: Db, requestIds: readonly number[]): Promise<Record<number, ServiceCentreAssignmentSummary>> {
      const result: Record<number, ServiceCentreAssignmentSummary> = {};
      for (const [id, { assignment, placeName: name, attempts }] of await latestAssignments(executor, "service", requestIds)) {
        const state = assignmentState(assignment);
        const outcome = assignment.outcome as ServiceCentreOutcome | null;
        result[id] = {
          placeId: assignment.placeId,
          placeName: name,
          state,
          stateLabel: SERVICE_CENTRE_STATE_LABELS[state],
          dueAt: assignment.dueAt.toISOString(),
          outcome,
          outcomeLabel: outcome ? SERVICE_CENTRE_OUTCOME_LABELS[outcome] : null,
          outcomeReason: assignment.outcomeReason,
          attempts,
        };
      }
      return result;
    },

    /** `GET /api/dealer/service-requests`: waiting (not yet past due) and accepted, newest first. */
    async list(placeId: number): Promise<ServiceCentreRequestView[]> {
      const rows = await db
        .select({ request: serviceRequests, assignment: leadAssignments })
        .from(leadAssignments)
        .innerJoin(serviceRequests, eq(serviceRequests.id, leadAssignments.serviceRequestId))
        .where(and(eq(leadAssignments.placeId, placeId), isNull(leadAssignments.closedAt)))
        .orderBy(desc(leadAssignments.routedAt), desc(leadAssignments.id));
      const now = deps.now();
      return viewsOf(
        db,
        rows.filter(({ assignment }) => assignment.acceptedAt !== null || assignment.dueAt > now),
      );
    },

    /** `POST /api/dealer/service-requests/{id}/accept`: within the window (past it: 409, and the request moves on). */
    async accept(centre: SignedInDealer, requestId: number): Promise<ServiceCentreRequestView> {
      const result = await db.transaction(async (tx) => {
        const { request, wardCode, assignment } = await current(tx, centre.placeId, requestId);
        if (assignment.acceptedAt) return { view: (await viewsOf(tx, [{ request, assignment }]))[0]! };
        const now = deps.now();
        if (assignment.dueAt <= now) {
          await passOn(tx, request, wardCode, assignment, "expired", SYSTEM, null, now);
          return { late: true as const };
        }
        const [accepted] = await tx.update(leadAssignments).set({ acceptedAt: now, acceptedBy: centre.id }).where(eq(leadAssignments.id, assignment.id)).returning();
        const name = await placeName(tx, centre.placeId);
        await writeAudit(tx, dealerActor(centre), {
          action: "service.centre-accept",
          entityType: "service-request",
          entityId: requestId,
          summary: `${serviceReference(requestId)} – ${name} nhận yêu cầu`,
        });
        // The owner's page shows who has the request now.
        await deps.applyRequestChanges(tx, requestId, { ownerNote: `${name} đã nhận yêu cầu và sẽ liên hệ với anh/chị.` }, dealerActor(centre));
        const [fresh] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
        return { view: (await viewsOf(tx, [{ request: fresh!, assignment: accepted! }]))[0]! };
      });
      if ("late" in result) throw new ConflictError("Đã quá thời gian nhận yêu cầu này; yêu cầu đã được chuyển đi");
      return result.view;
    },

    /** `POST /api/dealer/service-requests/{id}/decline` `{ reason? }`: not yet accepted; it moves on at once. */
    async decline(centre: SignedInDealer, requestId: number, body: unknown): Promise<void> {
      const { reason } = LeadDeclineSchema.parse(body ?? {});
      await db.transaction(async (tx) => {
        const { request, wardCode, assignment } = await current(tx, centre.placeId, requestId);
        if (assignment.acceptedAt) throw new ConflictError("Yêu cầu đã nhận; hãy ghi kết quả “Không sửa được” kèm lý do");
        await passOn(tx, request, wardCode, assignment, "declined", dealerActor(centre), reason, deps.now());
      });
    },

    /**
     * `PUT /api/dealer/service-requests/{id}/outcome` `{ outcome, visitDate?, visitSlot?, reason? }` on an accepted
     * request. Each outcome moves the request by the desk's own status table: contacted — a note to the owner;
     * visit booked — scheduled on the day; repaired — resolved (through "in progress" when needed); cannot repair —
     * in progress, back with the brand's service team, the reason on the desk.
     */
    async recordOutcome(centre: SignedInDealer, requestId: number, body: unknown): Promise<ServiceCentreRequestView> {
      const input = ServiceCentreOutcomeSchema.parse(body ?? {});
      return db.transaction(async (tx) => {
        const { request, assignment } = await current(tx, centre.placeId, requestId);
        if (!assignment.acceptedAt) throw new ConflictError("Vui lòng nhận yêu cầu trước khi ghi kết quả");
        const now = deps.now();
        if (input.outcome === "visit_booked" && input.visitDate! < vietnamDay(now)) {
          throw new ValidationError("Ngày hẹn không được trước hôm nay", { visitDate: ["Ngày hẹn không được trước hôm nay"] });
        }
        const name = await placeName(tx, centre.placeId);
        const actor = dealerActor(centre);
        const move = (status: ServiceStatus, extra: Record<string, unknown> = {}) => deps.applyRequestChanges(tx, requestId, { status, ...extra }, actor);
        const early = request.status === "new" || request.status === "scheduled";
        switch (input.outcome) {
          case "contacted":
            await deps.applyRequestChanges(tx, requestId, { ownerNote: `${name} đã liên hệ với anh/chị.` }, actor);
            break;
          case "visit_booked":
            await move("scheduled", {
              visitDate: input.visitDate,
              visitSlot: input.visitSlot,
              ownerNote: `${name} hẹn ngày ${dayVi(input.visitDate!)}${input.visitSlot ? `, ${SERVICE_SLOT_LABELS[input.visitSlot]}` : ""}.`,
            });
            break;
          case "repaired":
            if (early) await move("in_progress");
            await move("resolved", { ownerNote: `${name} đã sửa xong máy.` });
            break;
          case "cannot_repair":
            await move(early ? "in_progress" : (request.status as ServiceStatus), {
              ownerNote: `${name} chưa sửa được máy; ${BRAND_TEAM} sẽ liên hệ lại với anh/chị.`,
            });
            break;
        }
        const [updated] = await tx
          .update(leadAssignments)
          .set({ outcome: input.outcome, outcomeReason: input.reason, outcomeAt: now })
          .where(eq(leadAssignments.id, assignment.id))
          .returning();
        await writeAudit(tx, actor, {
          action: "service.centre-outcome",
          entityType: "service-request",
          entityId: requestId,
          summary: `${serviceReference(requestId)} – ${name}: ${SERVICE_CENTRE_OUTCOME_LABELS[input.outcome]}${input.visitDate && input.outcome === "visit_booked" ? ` (${dayVi(input.visitDate)})` : ""}${input.reason ? ` — ${input.reason}` : ""}`,
          before: { outcome: assignment.outcome },
          after: { outcome: input.outcome, visitDate: input.visitDate, reason: input.reason },
        });
        const [fresh] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
        return (await viewsOf(tx, [{ request: fresh!, assignment: updated! }]))[0]!;
      });
    },

    /** The service centres' side of the one expiry job (portal-assignments.ts). */
    async expireOne(tx: Db, requestId: number, assignmentId: number, at: Date): Promise<number> {
      const row = await requestOf(tx, requestId, true);
      const [assignment] = await tx.select().from(leadAssignments).where(eq(leadAssignments.id, assignmentId));
      if (!row || !assignment || assignment.acceptedAt || assignment.closedAt || assignment.dueAt > at) return 0;
      await passOn(tx, row.request, row.wardCode, assignment, "expired", SYSTEM, null, at);
      return 1;
    },
  };
}

export type ServiceCentreRequestService = ReturnType<typeof createServiceCentreRequestService>;
