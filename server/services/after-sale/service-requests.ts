import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, lt, type SQL } from "drizzle-orm";
import {
  canMoveService,
  eligibleForReplacement,
  FIRST_ACTION_HOURS,
  OPEN_SERVICE_STATUSES,
  SERVICE_COVERAGE_LABELS,
  SERVICE_SLOT_LABELS,
  serviceReference,
  serviceStatusLabel,
  vietnamDay,
  warrantyStatus,
  type ServiceRequestPublicView,
  type ServiceRequestView,
  type ServiceStatus,
} from "#common/after-sale";
import { formatVnd } from "#common/money";
import { serviceRequestInputSchema, serviceRequestQuerySchema, serviceRequestUpdateSchema } from "#common/schemas/after-sale";
import type { Db } from "../../db/client";
import { machines, products, serviceRequests, users } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { VALIDATION_MESSAGE } from "#common/validation";
import { missingUploads } from "../foundation/uploads";
import { writeAudit, type Actor, type AuditActor } from "../staff-and-access/audit";
import { MACHINE_NOT_FOUND_MESSAGE, NOT_FOUND_MESSAGE, PHOTO_GONE_MESSAGE, RATE_LIMIT_MESSAGE, type AfterSaleDeps } from "./deps";
import { findMachine } from "./machines";
import { withZaloOptOutLink } from "../notifications/outbox-events";
import { formatDay, newServiceRequestShopMail, ownerServiceMail, serviceRequestMailReference } from "./mails";

const REQUEST_NOT_FOUND = "Không tìm thấy yêu cầu sửa chữa";
/** Who the desk may assign a request to. */
const TECHNICIAN_ROLES = ["owner", "sales", "service"] as const;

export function tokenHashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type RequestRow = typeof serviceRequests.$inferSelect;

/**
 * The private link's token of a request: signed with the shop's link secret, so later e-mails can carry the same
 * link while the database keeps only its hash (a leaked backup names no link).
 */
function tokenOf(secret: string, id: number): string {
  return createHmac("sha256", secret).update(`service-request:${id}`).digest("base64url").slice(0, 32);
}

/**
 * Service requests: opened by a machine's owner (serial + phone), followed on a private link, handled on the
 * service desk. The status moves are common/after-sale.ts's table; every staff change is audited with its author;
 * the owner is e-mailed when the request is scheduled, resolved or waits for their answer.
 */
export function createServiceRequestService(deps: AfterSaleDeps) {
  const { db } = deps;
  const today = () => vietnamDay(deps.now());
  const linkOf = (token: string) => `${deps.siteUrl}/service/${token}`;

  const overdueAt = () => new Date(deps.now().getTime() - FIRST_ACTION_HOURS * 60 * 60 * 1000);
  const isOverdue = (row: RequestRow) =>
    OPEN_SERVICE_STATUSES.includes(row.status) && row.firstActionAt === null && row.createdAt < overdueAt();

  async function loadRows(where: SQL | undefined, executor: Db = db) {
    return executor
      .select({ request: serviceRequests, serial: machines.serial, productName: products.name, technicianName: users.username })
      .from(serviceRequests)
      .innerJoin(machines, eq(machines.id, serviceRequests.machineId))
      .innerJoin(products, eq(products.id, machines.productId))
      .leftJoin(users, eq(users.id, serviceRequests.technicianId))
      .where(where)
      .orderBy(desc(serviceRequests.id))
      .limit(500);
  }
  type Loaded = Awaited<ReturnType<typeof loadRows>>[number];

  function publicViewOf({ request, serial, productName, technicianName }: Loaded): ServiceRequestPublicView {
    return {
      reference: serviceReference(request.id),
      status: request.status,
      statusLabel: serviceStatusLabel(request.status),
      serial,
      productName,
      problem: request.problem,
      description: request.description,
      mode: request.mode,
      preferredDate: request.preferredDate,
      slot: request.slot,
      visitDate: request.visitDate,
      visitSlot: request.visitSlot,
      technicianName,
      coverage: request.coverage,
      quotedAmount: request.quotedAmount,
      eligibleForReplacement: request.eligibleForReplacement,
      photos: request.photos,
      steps: request.steps.map((step) => ({ ...step, status: step.status as ServiceStatus })),
      createdAt: request.createdAt.toISOString(),
    };
  }

  function viewOf(loaded: Loaded): ServiceRequestView {
    const { request } = loaded;
    return {
      ...publicViewOf(loaded),
      id: request.id,
      machineId: request.machineId,
      phone: request.phone,
      email: request.email,
      provinceName: request.provinceName,
      technicianId: request.technicianId,
      underWarranty: request.underWarranty,
      overdue: isOverdue(request),
      loanerLentOn: request.loanerLentOn,
      loanerReturnedOn: request.loanerReturnedOn,
      internalNote: request.internalNote,
      ownerNote: request.ownerNote,
      awaitingOwner: request.awaitingOwner,
    };
  }

  /** A new request from the owner's form (`actor` null) or from staff taking a call (`actor`): one way in. */
  async function open(input: unknown, actor: Actor | null): Promise<{ id: number; reference: string; token: string; eligibleForReplacement: boolean }> {
    const values = serviceRequestInputSchema.parse(input);
    const day = today();
    if (values.preferredDate < day) {
      throw new ValidationError("Ngày mong muốn không được trước hôm nay", { preferredDate: ["Ngày mong muốn không được trước hôm nay"] });
    }
    if ((await missingUploads(db, values.photos)).length > 0) {
      throw new ValidationError(VALIDATION_MESSAGE, { photos: [PHOTO_GONE_MESSAGE] });
    }
    const found = await findMachine(db, values.serial);
    if (!found) throw new NotFoundError(actor ? MACHINE_NOT_FOUND_MESSAGE : NOT_FOUND_MESSAGE);
    if (!actor && found.machine.ownerPhone !== null && found.machine.ownerPhone !== values.phone) throw new NotFoundError(NOT_FOUND_MESSAGE);
    const { machine } = found;
    const underWarranty = warrantyStatus(machine.warrantyUntil, day) === "valid";
    const eligible = underWarranty && eligibleForReplacement(values.problem, machine.warrantyStart, day);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(serviceRequests)
        .values({
          // Replaced below by the hash of the signed token, which needs the id.
          tokenHash: `pending:${randomBytes(16).toString("hex")}`,
          machineId: machine.id,
          phone: values.phone,
          email: values.email ?? machine.ownerEmail,
          problem: values.problem,
          description: values.description,
          photos: values.photos,
          mode: values.mode,
          preferredDate: values.preferredDate,
          slot: values.slot,
          underWarranty,
          eligibleForReplacement: eligible,
          coverage: underWarranty ? "warranty" : "undecided",
          provinceCode: machine.provinceCode,
          provinceName: machine.provinceName,
          steps: [{ at: now.toISOString(), status: "new", note: null }],
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: serviceRequests.id });
      const token = tokenOf(deps.linkSecret, created!.id);
      await tx.update(serviceRequests).set({ tokenHash: tokenHashOf(token) }).where(eq(serviceRequests.id, created!.id));
      const reference = serviceReference(created!.id);
      await deps.notifications.enqueue(
        tx,
        newServiceRequestShopMail(
          {
            id: created!.id,
            reference,
            serial: machine.serial,
            productName: found.productName,
            phone: values.phone,
            email: values.email,
            problem: values.problem,
            description: values.description,
            mode: values.mode,
            preferredDate: values.preferredDate,
            slot: values.slot,
            eligibleForReplacement: eligible,
            link: linkOf(token),
          },
          await deps.settings.notifyEmail(tx),
        ),
      );
      if (actor) {
        await writeAudit(tx, actor, {
          action: "service.create",
          entityType: "service-request",
          entityId: created!.id,
          summary: `Tạo yêu cầu ${reference} theo cuộc gọi của ${values.phone}`,
          after: { serial: machine.serial, phone: values.phone, problem: values.problem, mode: values.mode, preferredDate: values.preferredDate, slot: values.slot },
        });
      }
      // The nearest service centre that answers in the portal gets it, with the owner's window (decision 0064).
      await deps.serviceCentres?.routed(tx, created!.id, now);
      return { id: created!.id, reference, token, eligibleForReplacement: eligible };
    });
  }

  async function byId(id: number, executor: Db = db): Promise<ServiceRequestView> {
    const [row] = await loadRows(eq(serviceRequests.id, id), executor);
    if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
    return (await withCentres([viewOf(row)], executor))[0]!;
  }

  /** The desk's views with each request's service-centre assignment (decision 0064), when the portal is wired. */
  async function withCentres(views: ServiceRequestView[], executor: Db = db): Promise<ServiceRequestView[]> {
    const states = deps.serviceCentres ? await deps.serviceCentres.statesOf(executor, views.map((view) => view.id)) : {};
    return views.map((view) => ({ ...view, centre: states[view.id] ?? null }));
  }

  return {
    /**
     * `POST /api/service-requests`: the serial and the owner's phone (a machine whose owner is known must be asked
     * for by that owner's phone; the same 404 as the look-up otherwise). Answers the reference and the private
     * link's token; the token is shown once and only its hash is kept.
     */
    async submit(input: unknown, clientKey: string): Promise<{ reference: string; token: string; eligibleForReplacement: boolean }> {
      await deps.rateLimiter.enforce(`service-request:${clientKey}`, deps.rateLimit, deps.rateWindowMs, RATE_LIMIT_MESSAGE);
      const { reference, token, eligibleForReplacement } = await open(input, null);
      return { reference, token, eligibleForReplacement };
    },

    /**
     * `POST /api/admin/service-requests`: staff open a request for an owner who called the hotline. The same form and
     * rules as the owner's, except that the caller's phone need not be the one on record (staff heard who called);
     * audited with its author. Answers the request and the private link to give the caller.
     */
    async openForCaller(input: unknown, actor: Actor): Promise<{ id: number; reference: string; link: string }> {
      const { id, reference, token } = await open(input, actor);
      return { id, reference, link: linkOf(token) };
    },

    /** `GET /api/service-requests/{token}`: the owner's private page; any other token is a 404. */
    async byToken(token: string): Promise<ServiceRequestPublicView> {
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new NotFoundError(REQUEST_NOT_FOUND);
      const [row] = await loadRows(eq(serviceRequests.tokenHash, tokenHashOf(token)));
      if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
      return publicViewOf(row);
    },

    /** The desk's list (`status` — one status or `open` —, `province`, `warranty` yes/no, `overdue`) and its counts. */
    async list(rawQuery: unknown = {}): Promise<{ items: ServiceRequestView[]; counts: { open: number; overdue: number } }> {
      const query = serviceRequestQuerySchema.parse(rawQuery ?? {});
      const filters: SQL[] = [];
      if (query.status === "open") filters.push(inArray(serviceRequests.status, [...OPEN_SERVICE_STATUSES]));
      else if (query.status) filters.push(eq(serviceRequests.status, query.status));
      if (query.province) filters.push(eq(serviceRequests.provinceCode, query.province));
      if (query.warranty === "yes" || query.warranty === "no") filters.push(eq(serviceRequests.underWarranty, query.warranty === "yes"));
      const overdueFilter = and(inArray(serviceRequests.status, [...OPEN_SERVICE_STATUSES]), isNull(serviceRequests.firstActionAt), lt(serviceRequests.createdAt, overdueAt()))!;
      if (query.overdue === "1" || query.overdue === "true") filters.push(overdueFilter);
      const rows = await loadRows(filters.length ? and(...filters) : undefined);
      const [open] = await db.select({ n: count() }).from(serviceRequests).where(inArray(serviceRequests.status, [...OPEN_SERVICE_STATUSES]));
      const [overdue] = await db.select({ n: count() }).from(serviceRequests).where(overdueFilter);
      return { items: await withCentres(rows.map(viewOf)), counts: { open: open?.n ?? 0, overdue: overdue?.n ?? 0 } };
    },

    /** One request with its machine's other requests and who may be assigned. */
    async get(id: number) {
      const request = await byId(id);
      const history = await loadRows(eq(serviceRequests.machineId, request.machineId));
      const technicians = await db
        .select({ id: users.id, username: users.username, role: users.role })
        .from(users)
        .where(and(inArray(users.role, [...TECHNICIAN_ROLES]), isNull(users.disabledAt)))
        .orderBy(users.username);
      const [machine] = await db.select().from(machines).where(eq(machines.id, request.machineId));
      return {
        request,
        /** The owner's private page, for staff to send to a caller whose request they opened (or who lost it). */
        ownerLink: linkOf(tokenOf(deps.linkSecret, id)),
        machine: {
          serial: machine!.serial,
          ownerName: machine!.ownerName,
          shopName: machine!.shopName,
          street: machine!.street,
          wardName: machine!.wardName,
          provinceName: machine!.provinceName,
          warrantyStart: machine!.warrantyStart,
          warrantyUntil: machine!.warrantyUntil,
          warrantyStatus: warrantyStatus(machine!.warrantyUntil, today()),
          lastServiceOn: machine!.lastServiceOn,
        },
        history: await withCentres(history.filter((row) => row.request.id !== id).map(viewOf)),
        technicians,
      };
    },

    /**
     * `PUT /api/admin/service-requests/{id}`: only the fields sent change. A status move outside the table is a
     * 409; scheduling needs a visit date. The owner's page gets a step for each status move and each new note meant
     * for them; the audit row names the author and what changed.
     */
    async update(id: number, input: unknown, actor: Actor): Promise<ServiceRequestView> {
      await db.transaction((tx) => applyChanges(tx, id, input, actor));
      return byId(id);
    },

    /**
     * The same change inside the caller's transaction: a service centre's outcome (decision 0064) moves the request
     * through the desk's own rules — status table, steps on the owner's page, audit, the owner's e-mail and Zalo.
     */
    applyChanges,
  };

  async function applyChanges(tx: Db, id: number, input: unknown, actor: AuditActor): Promise<void> {
    const changes = serviceRequestUpdateSchema.parse(input ?? {});
    const now = deps.now();
    const day = today();
    const [current] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for("update");
    if (!current) throw new NotFoundError(REQUEST_NOT_FOUND);
    const status = changes.status ?? current.status;
    if (!canMoveService(current.status, status)) {
      throw new ConflictError(`Không thể chuyển yêu cầu từ "${serviceStatusLabel(current.status)}" sang "${serviceStatusLabel(status)}"`, {
        status: current.status,
      });
    }
    if (changes.technicianId != null) {
      const [technician] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, changes.technicianId), inArray(users.role, [...TECHNICIAN_ROLES]), isNull(users.disabledAt)));
      if (!technician) throw new ValidationError("Kỹ thuật viên không hợp lệ", { technicianId: ["Kỹ thuật viên không hợp lệ"] });
    }
    const visitDate = changes.visitDate !== undefined && "visitDate" in (input as object) ? changes.visitDate : current.visitDate;
    const visitSlot = changes.visitSlot !== undefined ? changes.visitSlot : current.visitSlot;
    if (status === "scheduled" && current.status !== "scheduled" && !visitDate) {
      throw new ValidationError("Vui lòng chọn ngày hẹn", { visitDate: ["Vui lòng chọn ngày hẹn trước khi hẹn lịch"] });
    }
    const coverage = changes.coverage ?? current.coverage;
    const quotedAmount = changes.quotedAmount !== undefined ? changes.quotedAmount : current.quotedAmount;
    const next = {
      status,
      technicianId: changes.technicianId !== undefined ? changes.technicianId : current.technicianId,
      visitDate,
      visitSlot,
      coverage,
      quotedAmount,
      loanerLentOn: changes.loanerLent === undefined ? current.loanerLentOn : changes.loanerLent ? (current.loanerLentOn ?? day) : null,
      loanerReturnedOn: changes.loanerReturned === undefined ? current.loanerReturnedOn : changes.loanerReturned ? (current.loanerReturnedOn ?? day) : null,
      internalNote: changes.internalNote ?? current.internalNote,
      ownerNote: changes.ownerNote ?? current.ownerNote,
      awaitingOwner: changes.awaitingOwner ?? (status !== current.status ? false : current.awaitingOwner),
    };
    const labels: Record<keyof typeof next, string> = {
      status: "Trạng thái",
      technicianId: "Kỹ thuật viên",
      visitDate: "Ngày hẹn",
      visitSlot: "Khung giờ",
      coverage: "Chi phí",
      quotedAmount: "Báo giá",
      loanerLentOn: "Cho mượn máy",
      loanerReturnedOn: "Trả máy mượn",
      internalNote: "Ghi chú nội bộ",
      ownerNote: "Ghi chú cho khách",
      awaitingOwner: "Chờ khách phản hồi",
    };
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return;
    const describe = (key: keyof typeof next, value: unknown): string => {
      if (value === null || value === "") return "—";
      if (key === "status") return serviceStatusLabel(String(value));
      if (key === "coverage") return SERVICE_COVERAGE_LABELS[value as keyof typeof SERVICE_COVERAGE_LABELS];
      if (key === "quotedAmount") return formatVnd(Number(value));
      if (key === "visitSlot") return SERVICE_SLOT_LABELS[value as keyof typeof SERVICE_SLOT_LABELS];
      if (typeof value === "boolean") return value ? "có" : "không";
      return String(value);
    };
    const summary = changed
      .map((key) =>
        key === "internalNote" || key === "ownerNote" ? `${labels[key]}: “${describe(key, next[key])}”` : `${labels[key]}: ${describe(key, current[key])} → ${describe(key, next[key])}`,
      )
      .join("; ");
    const steps = [...current.steps];
    const noteChanged = next.ownerNote !== current.ownerNote && next.ownerNote !== "";
    if (status !== current.status || noteChanged) {
      steps.push({ at: now.toISOString(), status, note: noteChanged ? next.ownerNote : null });
    }
    await tx
      .update(serviceRequests)
      .set({
        ...next,
        steps,
        firstActionAt: current.firstActionAt ?? now,
        resolvedAt: status === "resolved" && current.status !== "resolved" ? now : current.resolvedAt,
        updatedAt: now,
      })
      .where(eq(serviceRequests.id, id));
    if ((status === "canceled" || status === "closed") && current.status !== status) await deps.serviceCentres?.released(tx, id, now);
    if (status === "resolved" && current.status !== "resolved") {
      await tx.update(machines).set({ lastServiceOn: day, updatedAt: now }).where(eq(machines.id, current.machineId));
    }
    await writeAudit(tx, actor, {
      action: "service.update",
      entityType: "service-request",
      entityId: id,
      summary: `${serviceReference(id)} – ${summary}`,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    // The owner's e-mails carry the request's private link.
    const event =
      status !== current.status && status === "scheduled"
        ? "scheduled"
        : status !== current.status && status === "resolved"
          ? "resolved"
          : next.awaitingOwner && !current.awaitingOwner
            ? "needs_answer"
            : null;
    // The owner's Zalo message of a scheduled or resolved request (decision 0040): to the request's phone, with
    // or without an e-mail (owners often leave none).
    const zaloEvent = event === "scheduled" ? "service-scheduled" : event === "resolved" ? "service-resolved" : null;
    if (zaloEvent && deps.zalo) {
      const [owner] = await tx
        .select({ name: machines.ownerName, productName: products.name })
        .from(machines)
        .innerJoin(products, eq(products.id, machines.productId))
        .where(eq(machines.id, current.machineId));
      const common = { customer_name: owner?.name ?? "", request_code: serviceReference(id) };
      const subjectRef = serviceRequestMailReference(id);
      if (zaloEvent === "service-scheduled") {
        await deps.zalo.queue(tx, zaloEvent, {
          phone: current.phone,
          subjectRef,
          fields: {
            ...common,
            visit_date: next.visitDate ? next.visitDate.split("-").reverse().join("/") : "",
            visit_slot: next.visitSlot ? SERVICE_SLOT_LABELS[next.visitSlot] : "",
          },
        });
      } else {
        await deps.zalo.queue(tx, zaloEvent, { phone: current.phone, subjectRef, fields: { ...common, product: owner?.productName ?? "" } });
      }
    }
    if (event && current.email) {
      const mails = ownerServiceMail(
        event,
        {
          id,
          reference: serviceReference(id),
          email: current.email,
          link: linkOf(tokenOf(deps.linkSecret, id)),
          visit: next.visitDate ? `${formatDay(next.visitDate)}${next.visitSlot ? `, ${SERVICE_SLOT_LABELS[next.visitSlot]}` : ""}` : null,
          note: next.ownerNote,
        },
        await deps.settings.siteInfo(tx),
      );
      await deps.notifications.enqueue(tx, zaloEvent ? await withZaloOptOutLink(deps.zalo, tx, zaloEvent, mails, current.phone) : mails);
    }
  }
}

export type ServiceRequestService = ReturnType<typeof createServiceRequestService>;
