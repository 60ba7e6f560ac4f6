import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadAssignments, machines, products, serviceRequests } from "../../server/db/schema";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

/**
 * Service requests to service centres (issue 43, point 5's last sentence; decision 0064): a request goes to the
 * nearest service centre of its machine's province that answers in the portal, which must accept it within the
 * owner's window, or it moves to the next nearest centre, or back to the brand's service team. The accepting centre
 * sees the owner's contact and records outcomes that move the request on the staff desk and the owner's page.
 */

/** Lai Châu has no place in the seed: routing there is only what these tests create. */
const LAI_CHAU = "12";
const DOAN_KET = "03388";
const BINH_LU = "03390";

let counter = 0;
const stamp = () => `${Date.now().toString(36)}${++counter}`.toUpperCase();
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

type Admin = ReturnType<typeof adminCaller>;

async function newPlace(admin: Admin, kind: "dealer" | "service_center", wardCode: string) {
  const created = await admin("POST", "/api/admin/places", {
    name: `${kind === "dealer" ? "Đại lý" : "Trung tâm bảo hành"} ${stamp()}`,
    kind,
    provinceCode: LAI_CHAU,
    wardCode,
    address: "Số 1 đường Chính",
    phone: "0213 3812 345",
    email: "ttbh@example.com",
    latitude: 22.4,
    longitude: 103.4,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

async function signedIn(app: TestApp, admin: Admin, placeId: number) {
  const invited = await admin("POST", `/api/admin/places/${placeId}/accounts`, { name: "Anh Tùng", email: `tt-${stamp().toLowerCase()}@example.com`, phone: "0912 345 678" });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const account = visitor(app);
  const token = new URL(invited.body.inviteUrl).pathname.split("/").pop()!;
  expect((await account.call(`/api/dealer/invitations/${token}`, { method: "POST", body: { password: "sửa-máy-nhanh-gọn" } })).status).toBe(200);
  return account;
}

describe.each(drivers)("service requests routed to service centres on %s", (driver) => {
  const app = useTestApp(driver);
  const db = () => app.services.database.db;
  let salesCookie = "";
  let techCookie = "";
  const sales = adminCaller(app, () => salesCookie);
  const tech = adminCaller(app, () => techCookie);
  let productId = 0;
  /** Near (the machines' ward), far (another ward of the province), a centre without accounts, and a dealer. */
  let near = 0;
  let far = 0;
  let nearCentre: ReturnType<typeof visitor>;
  let farCentre: ReturnType<typeof visitor>;
  let dealer: ReturnType<typeof visitor>;

  beforeAll(async () => {
    salesCookie = await app.adminCookie("svc-sales", "sales");
    techCookie = await app.adminCookie("svc-tech", "service");
    productId = (await db().select({ id: products.id }).from(products).orderBy(products.id).limit(1))[0]!.id;
    // In the machines' own ward: a dealer with an account and a centre without one — neither gets service requests.
    dealer = await signedIn(app, sales, await newPlace(sales, "dealer", DOAN_KET));
    await newPlace(sales, "service_center", DOAN_KET);
    far = await newPlace(sales, "service_center", BINH_LU);
    near = await newPlace(sales, "service_center", DOAN_KET);
    nearCentre = await signedIn(app, sales, near);
    farCentre = await signedIn(app, sales, far);
  });

  /** A machine of an owner in Đoàn Kết (Lai Châu) under warranty, and its owner's request through the public service. */
  async function ownerRequest() {
    const serial = `TT-${stamp()}`;
    await db()
      .insert(machines)
      .values({
        serial,
        productId,
        ownerName: "Chị Lò Thị Mai",
        ownerPhone: "0912000333",
        ownerEmail: "mai@example.com",
        shopName: "Quán Mai",
        street: "Số 5 đường Trần Phú",
        provinceCode: LAI_CHAU,
        provinceName: "Lai Châu",
        wardCode: DOAN_KET,
        wardName: "Phường Đoàn Kết",
        warrantyStart: "2026-01-01",
        warrantyUntil: "2027-12-31",
        reminderToken: randomBytes(16).toString("hex"),
      });
    const body = { serial, phone: "0912000333", problem: "not_heating", description: "Máy không nóng", mode: "onsite", preferredDate: today(), slot: "morning" };
    const { reference, token } = await app.services.afterSale.serviceRequests.submit(body, `svc-${stamp()}`);
    const id = Number(reference.slice(3));
    return { id, token, serial };
  }
  const openAssignments = async (id: number) =>
    (await db().select().from(leadAssignments).where(eq(leadAssignments.serviceRequestId, id))).filter((row) => row.closedAt === null);

  it("goes to the nearest centre with a portal account, not to a dealer; another centre's is a 404; not accepted in time it moves on, then back to staff", async () => {
    const { id } = await ownerRequest();
    const waiting = await nearCentre.call("/api/dealer/service-requests");
    expect(waiting.status).toBe(200);
    expect(waiting.body).toHaveLength(1);
    expect(waiting.body[0]).toMatchObject({ id, state: "waiting", problemLabel: "Máy không nóng", phone: null, ownerName: null, address: null, email: null });
    expect(new Date(waiting.body[0].dueAt).getTime() - new Date(waiting.body[0].routedAt).getTime()).toBe(4 * 3_600_000);
    // Not the far centre's, not the dealer's; neither of them may touch it. No sales lead either.
    expect((await farCentre.call("/api/dealer/service-requests")).body).toEqual([]);
    expect((await dealer.call("/api/dealer/service-requests")).body).toEqual([]);
    expect((await farCentre.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" })).status).toBe(404);
    expect((await dealer.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" })).status).toBe(404);
    expect((await farCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "contacted" } })).status).toBe(404);
    expect((await nearCentre.call("/api/dealer/leads")).body).toEqual([]);
    // The staff desk shows where it is.
    const desk = await tech("GET", `/api/admin/service-requests/${id}`);
    expect(desk.status).toBe(200);
    expect(desk.body.request.centre).toMatchObject({ placeId: near, state: "waiting", stateLabel: "Chờ trung tâm bảo hành nhận", attempts: 1 });

    // Three hours on: nothing moves. Four hours and a minute on: the far centre has it.
    expect(await app.services.dealerLeads.expireOverdue(new Date(Date.now() + 3 * 3_600_000))).toBe(0);
    expect(await app.services.dealerLeads.expireOverdue(new Date(Date.now() + 4 * 3_600_000 + 60_000))).toBe(1);
    expect((await openAssignments(id)).map((row) => row.placeId)).toEqual([far]);
    expect((await nearCentre.call("/api/dealer/service-requests")).body).toEqual([]);
    expect((await nearCentre.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" })).status).toBe(404);
    expect((await farCentre.call("/api/dealer/service-requests")).body.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await tech("GET", "/api/admin/service-requests")).body.items.find((item: { id: number }) => item.id === id).centre).toMatchObject({ placeId: far, attempts: 2 });

    // Declined there: no centre left — back to the brand's service team.
    expect((await farCentre.call(`/api/dealer/service-requests/${id}/decline`, { method: "POST", body: { reason: "Kỹ thuật viên nghỉ phép" } })).status).toBe(204);
    expect(await openAssignments(id)).toEqual([]);
    expect((await tech("GET", `/api/admin/service-requests/${id}`)).body.request).toMatchObject({ status: "new", centre: { placeId: far, state: "declined" } });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "service-request"), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(["service.centre-assign", "service.centre-expire", "service.centre-decline"]);
    expect(audit[1]!.summary).toContain("không nhận kịp hạn");
    expect(audit[2]!.summary).toContain("trả về bộ phận kỹ thuật của hãng");
    expect(audit[2]!.dealerAccountId).not.toBeNull();
  });

  it("accepted in time: the owner's contact shows; outcomes move the request on the desk and the owner's page", async () => {
    const { id, token } = await ownerRequest();
    expect((await nearCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "contacted" } })).status).toBe(409);
    const accepted = await nearCentre.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ id, state: "accepted", phone: "0912000333", email: "mai@example.com", ownerName: "Chị Lò Thị Mai – Quán Mai" });
    expect(accepted.body.address).toContain("Trần Phú");
    // Accepted requests never expire; accepting again answers the same.
    expect(await app.services.dealerLeads.expireOverdue(new Date(Date.now() + 48 * 3_600_000))).toBe(0);
    expect((await nearCentre.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" })).status).toBe(200);
    expect((await nearCentre.call(`/api/dealer/service-requests/${id}/decline`, { method: "POST" })).status).toBe(409);

    // The owner's page names who has it.
    const page = await app.fetch(`/api/service-requests/${token}`);
    const ownerView = (await page.json()) as { status: string; steps: Array<{ status: string; note: string | null }> };
    expect(ownerView.steps.at(-1)!.note).toContain("đã nhận yêu cầu");

    expect((await nearCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "visit_booked" } })).status).toBe(400);
    expect((await nearCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "visit_booked", visitDate: "2020-01-01" } })).status).toBe(400);
    const booked = await nearCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "visit_booked", visitDate: today(), visitSlot: "afternoon" } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toMatchObject({ outcome: "visit_booked", status: "scheduled", visitDate: today() });
    const [scheduled] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(scheduled).toMatchObject({ status: "scheduled", visitDate: today(), visitSlot: "afternoon" });

    const repaired = await nearCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "repaired" } });
    expect(repaired.status, JSON.stringify(repaired.body)).toBe(200);
    expect(repaired.body).toMatchObject({ outcome: "repaired", status: "resolved", statusLabel: "Đã xử lý xong" });
    const after = (await (await app.fetch(`/api/service-requests/${token}`)).json()) as typeof ownerView;
    expect(after.status).toBe("resolved");
    expect(after.steps.map((step) => step.status)).toEqual(expect.arrayContaining(["new", "scheduled", "in_progress", "resolved"]));
    expect((await tech("GET", `/api/admin/service-requests/${id}`)).body.request).toMatchObject({ status: "resolved", centre: { placeId: near, state: "accepted", outcome: "repaired", outcomeLabel: "Đã sửa xong" } });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "service-request"), eq(auditLog.entityId, String(id))));
    expect(audit.filter((row) => row.action === "service.centre-outcome")).toHaveLength(2);
    expect(audit.filter((row) => row.action.startsWith("service.centre-") || row.action === "service.update").every((row) => row.action === "service.centre-assign" || row.dealerAccountId !== null)).toBe(true);
  });

  it("a late accept is refused (409) and moves the request; a centre that cannot repair hands it back with its reason", async () => {
    const { id } = await ownerRequest();
    await db().update(leadAssignments).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(leadAssignments.serviceRequestId, id));
    expect((await nearCentre.call("/api/dealer/service-requests")).body.map((row: { id: number }) => row.id)).not.toContain(id);
    const refused = await nearCentre.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("quá thời gian");
    expect((await openAssignments(id)).map((row) => row.placeId)).toEqual([far]);

    expect((await farCentre.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" })).status).toBe(200);
    expect((await farCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "cannot_repair" } })).status).toBe(400);
    const cannot = await farCentre.call(`/api/dealer/service-requests/${id}/outcome`, { method: "PUT", body: { outcome: "cannot_repair", reason: "Cần thay bo mạch chính" } });
    expect(cannot.status, JSON.stringify(cannot.body)).toBe(200);
    const desk = (await tech("GET", `/api/admin/service-requests/${id}`)).body.request;
    expect(desk).toMatchObject({ status: "in_progress", centre: { placeId: far, outcome: "cannot_repair", outcomeReason: "Cần thay bo mạch chính", attempts: 2 } });
    expect(desk.ownerNote).toContain("bộ phận kỹ thuật của hãng");
  });

  it("a request staff cancel leaves the centre that has not accepted it", async () => {
    const { id } = await ownerRequest();
    expect((await openAssignments(id)).map((row) => row.placeId)).toEqual([near]);
    expect((await tech("PUT", `/api/admin/service-requests/${id}`, { status: "canceled", ownerNote: "Khách tự xử lý" })).status).toBe(200);
    expect(await openAssignments(id)).toEqual([]);
    expect((await nearCentre.call("/api/dealer/service-requests")).body.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await nearCentre.call(`/api/dealer/service-requests/${id}/accept`, { method: "POST" })).status).toBe(404);
    expect((await tech("GET", `/api/admin/service-requests/${id}`)).body.request.centre).toMatchObject({ state: "rerouted" });
  });

  it("with routing off, requests stay with the brand's service team", async () => {
    const ownerCookie = await app.adminCookie("svc-owner", "owner");
    const owner = adminCaller(app, () => ownerCookie);
    const settings = (await owner("GET", "/api/admin/settings")).body;
    expect((await owner("PUT", "/api/admin/settings", { ...settings, leadRouting: false })).status).toBe(200);
    try {
      const { id } = await ownerRequest();
      expect(await db().select().from(leadAssignments).where(eq(leadAssignments.serviceRequestId, id))).toEqual([]);
      expect((await tech("GET", `/api/admin/service-requests/${id}`)).body.request.centre).toBeNull();
    } finally {
      await owner("PUT", "/api/admin/settings", { ...settings, leadRouting: true });
    }
  });
});
