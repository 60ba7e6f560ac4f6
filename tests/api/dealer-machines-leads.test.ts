import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactRequests, leadAssignments, machines, notifications, products } from "../../server/db/schema";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

/**
 * The dealer network, points 4 to 6 of issue 43: machines through the dealer (stock from its shipped orders, the
 * sale it registers starting the warranty), leads with an answer (accept within the window or the lead moves on),
 * and the owner's view of the network.
 */

const CAN_THO = "92";
const NINH_KIEU = "31135";
/** Lai Châu has no place in the seed: routing there is only what these tests create. */
const LAI_CHAU = "12";
const DOAN_KET = "03388";
const BINH_LU = "03390";

let counter = 0;
const stamp = () => `${Date.now().toString(36)}${++counter}`.toUpperCase();

type Admin = ReturnType<typeof adminCaller>;

async function newPlace(admin: Admin, options: { provinceCode?: string; wardCode?: string; email?: string | null; name?: string } = {}) {
  const created = await admin("POST", "/api/admin/places", {
    name: options.name ?? `Đại lý Máy ${stamp()}`,
    kind: "dealer",
    provinceCode: options.provinceCode ?? CAN_THO,
    wardCode: options.wardCode ?? NINH_KIEU,
    address: "Số 1 đường Chính",
    phone: "0292 3812 345",
    email: options.email === undefined ? "dai-ly@example.com" : options.email,
    latitude: 21.4,
    longitude: 103.4,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

async function signedInDealer(app: TestApp, admin: Admin, placeId: number) {
  const invited = await admin("POST", `/api/admin/places/${placeId}/accounts`, { name: "Chị Hạnh", email: `dl-${stamp().toLowerCase()}@example.com`, phone: "0912 345 678" });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const dealer = visitor(app);
  const token = new URL(invited.body.inviteUrl).pathname.split("/").pop()!;
  expect((await dealer.call(`/api/dealer/invitations/${token}`, { method: "POST", body: { password: "trà-ngon-mỗi-ngày" } })).status).toBe(200);
  return dealer;
}

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe.each(drivers)("the dealer network's machines, leads and overview on %s", (driver) => {
  const app = useTestApp(driver, { env: { NOTIFY_EMAIL: "shop@example.vn" } });
  const db = () => app.services.database.db;
  let ownerCookie = "";
  let salesCookie = "";
  let techCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const sales = adminCaller(app, () => salesCookie);
  const tech = adminCaller(app, () => techCookie);
  let product: { id: number; warrantyMonths: number };

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("network-owner", "owner");
    salesCookie = await app.adminCookie("network-sales", "sales");
    techCookie = await app.adminCookie("network-tech", "service");
    const [row] = await db().select({ id: products.id, warrantyMonths: products.warrantyMonths }).from(products).orderBy(products.id).limit(1);
    product = row!;
    await db().update(products).set({ stockQuantity: 1000, inStock: true }).where(eq(products.id, product.id));
  });

  /** A dealer with terms, signed in, that ordered `count` machines; the order confirmed and shipped with new serials. */
  async function dealerWithStock(count: number) {
    const placeId = await newPlace(sales);
    expect((await owner("PUT", `/api/admin/dealers/${placeId}`, { tierId: null, creditLimit: 10_000_000_000, paymentTermDays: 30 })).status).toBe(200);
    const dealer = await signedInDealer(app, sales, placeId);
    const placed = await dealer.call("/api/dealer/orders", { method: "POST", body: { lines: [{ productId: product.id, quantity: count }] }, headers: { "Idempotency-Key": crypto.randomUUID() } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const serials = Array.from({ length: count }, (_, index) => `DL-${stamp()}-${index}`);
    for (const serial of serials) expect((await owner("POST", "/api/admin/machines", { serial, productId: product.id })).status).toBe(201);
    expect((await sales("PUT", `/api/admin/orders/${placed.body.id}/status`, { status: "confirmed" })).status).toBe(200);
    const shipment = await sales("POST", `/api/admin/orders/${placed.body.id}/shipments`, { carrier: "own", lines: [{ productId: product.id, quantity: count, serials }] });
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
    return { placeId, dealer, serials, orderId: placed.body.id as number, shipmentId: shipment.body.id as number };
  }

  const buyer = { name: "Quán Cà Phê Gió", phone: "0903 222 111", email: "gio@example.com", provinceCode: CAN_THO, wardCode: NINH_KIEU, address: "Số 3 Mậu Thân" };

  describe("machines through the dealer", () => {
    it("serials shipped with a dealer order are its stock; delivery starts no warranty; the sale does, on its day", async () => {
      const { dealer, serials, shipmentId, placeId } = await dealerWithStock(2);
      // Delivered to the dealer: still its stock, no owner, no warranty.
      expect((await sales("PUT", `/api/admin/shipments/${shipmentId}`, { status: "handed_to_carrier" })).status).toBe(200);
      expect((await sales("PUT", `/api/admin/shipments/${shipmentId}`, { status: "delivered" })).status).toBe(200);
      const [held] = await db().select().from(machines).where(eq(machines.serial, serials[0]!));
      expect(held).toMatchObject({ dealerPlaceId: placeId, source: "dealer", warrantyStart: null, ownerName: null, dealerSoldOn: null });

      const mine = await dealer.call("/api/dealer/machines");
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ stock: 2, sold: 0 });
      expect(mine.body.items.map((item: { serial: string }) => item.serial).sort()).toEqual([...serials].sort());

      const soldOn = today();
      const sale = await dealer.call(`/api/dealer/machines/${serials[0]!.toLowerCase()}/sale`, { method: "POST", body: { buyer, soldOn } });
      expect(sale.status, JSON.stringify(sale.body)).toBe(201);
      expect(sale.body).toMatchObject({ serial: serials[0], status: "sold", soldOn, warrantyStatus: "valid", buyer: { name: buyer.name, phone: "0903222111" } });
      const [sold] = await db().select().from(machines).where(eq(machines.serial, serials[0]!));
      expect(sold).toMatchObject({ warrantyStart: soldOn, ownerName: buyer.name, ownerPhone: "0903222111", provinceCode: CAN_THO, dealerSoldOn: soldOn, source: "dealer" });
      expect(sold!.warrantyUntil! > soldOn).toBe(true);
      // The buyer is told, with the warranty look-up link.
      const mails = await db().select().from(notifications).where(and(eq(notifications.recipient, buyer.email), eq(notifications.subjectRef, `machine:${serials[0]}`)));
      expect(mails.length).toBeGreaterThan(0);
      expect(JSON.stringify(mails[0])).toContain(`/warranty?serial=${serials[0]}`);
      // brand → dealer → owner on the staff's machine record.
      expect((await tech("GET", `/api/admin/machines/${serials[0]}`)).body).toMatchObject({ dealerPlaceId: placeId, dealerSoldOn: soldOn, ownerName: buyer.name });
      // The audit trail has it under the dealer's account.
      const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "machine.dealer-sale"), eq(auditLog.entityId, serials[0]!)));
      expect(audit).toMatchObject({ userId: null });
      expect(audit!.dealerAccountId).not.toBeNull();

      expect((await dealer.call("/api/dealer/machines")).body).toMatchObject({ stock: 1, sold: 1 });
      // A serial is sold once.
      const again = await dealer.call(`/api/dealer/machines/${serials[0]}/sale`, { method: "POST", body: { buyer, soldOn } });
      expect(again.status).toBe(409);
    });

    it("another dealer's serial and an unknown one are the same 404; a sale day ahead of today is refused", async () => {
      const one = await dealerWithStock(1);
      const two = await dealerWithStock(1);
      const theirs = await two.dealer.call(`/api/dealer/machines/${one.serials[0]}/sale`, { method: "POST", body: { buyer, soldOn: today() } });
      const unknown = await two.dealer.call(`/api/dealer/machines/KHONG-CO-${stamp()}/sale`, { method: "POST", body: { buyer, soldOn: today() } });
      const malformed = await two.dealer.call(`/api/dealer/machines/${encodeURIComponent("??")}/sale`, { method: "POST", body: { buyer, soldOn: today() } });
      expect([theirs.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
      expect(theirs.body).toEqual(unknown.body);
      expect((await two.dealer.call("/api/dealer/machines")).body.items.map((item: { serial: string }) => item.serial)).toEqual(two.serials);
      const [untouched] = await db().select().from(machines).where(eq(machines.serial, one.serials[0]!));
      expect(untouched!.dealerSoldOn).toBeNull();

      const future = await one.dealer.call(`/api/dealer/machines/${one.serials[0]}/sale`, { method: "POST", body: { buyer, soldOn: "2999-01-01" } });
      expect(future.status).toBe(400);
      const noBuyer = await one.dealer.call(`/api/dealer/machines/${one.serials[0]}/sale`, { method: "POST", body: { soldOn: today() } });
      expect(noBuyer.status).toBe(400);
      // Staff and strangers have no dealer machines.
      expect((await visitor(app).call("/api/dealer/machines")).status).toBe(401);
    });

    it("the sale may carry a photo of the invoice, one the shop's upload took", async () => {
      const { dealer, serials } = await dealerWithStock(2);
      const gone = await dealer.call(`/api/dealer/machines/${serials[0]}/sale`, { method: "POST", body: { buyer, soldOn: today(), invoicePhotoUrl: "/uploads/khong-co-anh.jpg" } });
      expect(gone.status).toBe(400);
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
      const uploaded = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: jpeg });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      expect((await dealer.call(`/api/dealer/machines/${serials[0]}/sale`, { method: "POST", body: { buyer, soldOn: today(), invoicePhotoUrl: url } })).status).toBe(201);
      const [row] = await db().select().from(machines).where(eq(machines.serial, serials[0]!));
      expect(row!.dealerInvoiceUrl).toBe(url);
    });

    it("staff undo a wrong sale (audited): the machine is the dealer's stock again and the right sale can be registered", async () => {
      const { dealer, serials } = await dealerWithStock(1);
      expect((await dealer.call(`/api/dealer/machines/${serials[0]}/sale`, { method: "POST", body: { buyer, soldOn: today() } })).status).toBe(201);
      const editorCookie = await app.adminCookie(`network-editor-${driver}`, "editor");
      const asEditor = await app.fetch(`/api/admin/machines/${serials[0]}/dealer-sale`, { method: "DELETE", headers: { cookie: editorCookie, "content-type": "application/json" }, body: JSON.stringify({ reason: "Nhầm" }) });
      expect(asEditor.status).toBe(403);
      // The dealer cannot undo its own sale.
      expect((await dealer.call(`/api/admin/machines/${serials[0]}/dealer-sale`, { method: "DELETE", body: { reason: "Nhầm" } })).status).toBe(403);
      const undone = await app.fetch(`/api/admin/machines/${serials[0]}/dealer-sale`, {
        method: "DELETE",
        headers: { cookie: techCookie, "content-type": "application/json" },
        body: JSON.stringify({ reason: "Đại lý ghi nhầm người mua" }),
      });
      expect(undone.status).toBe(200);
      const [row] = await db().select().from(machines).where(eq(machines.serial, serials[0]!));
      expect(row).toMatchObject({ dealerSoldOn: null, warrantyStart: null, ownerName: null });
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, "machine.dealer-sale-undo"), eq(auditLog.entityId, serials[0]!)));
      expect(audit).toHaveLength(1);
      const right = await dealer.call(`/api/dealer/machines/${serials[0]}/sale`, { method: "POST", body: { buyer: { ...buyer, name: "Quán Đúng" }, soldOn: today() } });
      expect(right.status).toBe(201);
      expect(right.body.buyer.name).toBe("Quán Đúng");
    });
  });

  describe("an owner's own activation of a machine in a dealer's stock", () => {
    it("is refused, telling the owner in Vietnamese to ask the dealer to register the sale or call the hotline; staff are told (once a day) and it is audited", async () => {
      const { dealer, serials, placeId } = await dealerWithStock(1);
      const serial = serials[0]!;
      const request = { serial, phone: "0988 777 666", name: "Anh Tư", address: { address: "Số 9 Nguyễn Trãi", provinceCode: CAN_THO, wardCode: NINH_KIEU } };
      const refused = await visitor(app).call("/api/warranty/activations", { method: "POST", body: request });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain("Vui lòng nhờ đại lý đã bán máy cho bạn ghi nhận bán trên cổng đại lý");
      expect(refused.body.message).toMatch(/hoặc gọi hotline kỹ thuật \d/);
      expect(refused.body.message).not.toContain("đã được kích hoạt");
      // Nothing waits for staff's decision: the dealer's sale starts the warranty.
      const [row] = await db().select().from(machines).where(eq(machines.serial, serial));
      expect(row).toMatchObject({ dealerPlaceId: placeId, dealerSoldOn: null, warrantyStart: null, ownerName: null });

      // Staff see it: a mail to the shop naming the dealer and the owner's phone, and a row in the machine's trail.
      const alerts = await db().select().from(notifications).where(and(eq(notifications.kind, "activation-dealer-stock-alert"), eq(notifications.subjectRef, `machine:${serial}`)));
      expect(alerts.map((mail) => mail.recipient)).toEqual(["shop@example.vn"]);
      expect(JSON.stringify(alerts[0])).toContain("0988777666");
      const trail = await db().select().from(auditLog).where(and(eq(auditLog.action, "activation.dealer-stock"), eq(auditLog.entityId, serial)));
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({ userId: null, dealerAccountId: null, entityType: "machine" });
      // Asking again the same day: the same answer, no second alert.
      expect((await visitor(app).call("/api/warranty/activations", { method: "POST", body: request })).status).toBe(409);
      expect(await db().select().from(notifications).where(and(eq(notifications.kind, "activation-dealer-stock-alert"), eq(notifications.subjectRef, `machine:${serial}`)))).toHaveLength(1);

      // Once the dealer registers the sale, the warranty runs: the owner has nothing to activate.
      expect((await dealer.call(`/api/dealer/machines/${serial}/sale`, { method: "POST", body: { buyer, soldOn: today() } })).status).toBe(201);
      const after = await visitor(app).call("/api/warranty/activations", { method: "POST", body: request });
      expect(after.status).toBe(409);
      expect(after.body.message).toContain("đã được kích hoạt bảo hành");
    });
  });

  describe("leads with an answer", () => {
    // Through the leads service with a client of its own each: the public form's per-client limit is not under test.
    const submitLead = async (wardCode = DOAN_KET) => {
      const body = { fullName: "Hà Văn Sơn", phone: "0912 000 222", needType: "contact", product: "LS-200", address: "Bản Mường, Lai Châu", provinceCode: LAI_CHAU, wardCode, consents: { dealerSharing: true } };
      const receipt = await app.services.leads.submitContactRequest(body, `dealer-leads-${stamp()}`);
      expect(receipt.stored).toBe(true);
      return receipt.id;
    };
    const leadRow = async (id: number) => (await db().select().from(contactRequests).where(eq(contactRequests.id, id)))[0]!;

    it("not accepted in time, a lead goes to the next nearest place; declined there, back to the brand's sales; all audited", async () => {
      const first = await newPlace(sales, { provinceCode: LAI_CHAU, wardCode: DOAN_KET, name: `Đại lý Đoàn Kết ${stamp()}` });
      const second = await newPlace(sales, { provinceCode: LAI_CHAU, wardCode: BINH_LU, name: `Đại lý Bình Lư ${stamp()}` });
      const firstDealer = await signedInDealer(app, sales, first);
      const secondDealer = await signedInDealer(app, sales, second);

      const id = await submitLead();
      expect((await leadRow(id)).routedPlaceId).toBe(first);
      const waiting = await firstDealer.call("/api/dealer/leads");
      expect(waiting.body).toHaveLength(1);
      expect(waiting.body[0]).toMatchObject({ id, state: "waiting", name: "Hà Văn Sơn", phone: null });
      const due = new Date(waiting.body[0].dueAt).getTime() - new Date(waiting.body[0].routedAt).getTime();
      expect(due).toBe(4 * 3_600_000);
      // The second place does not see it.
      expect((await secondDealer.call("/api/dealer/leads")).body).toEqual([]);
      expect((await secondDealer.call(`/api/dealer/leads/${id}/accept`, { method: "POST" })).status).toBe(404);

      // Three hours on: nothing moves. Four hours and a minute on: the lead goes to the second place.
      expect(await app.services.dealerLeads.expireOverdue(new Date(Date.now() + 3 * 3_600_000))).toBe(0);
      expect(await app.services.dealerLeads.expireOverdue(new Date(Date.now() + 4 * 3_600_000 + 60_000))).toBe(1);
      expect((await leadRow(id)).routedPlaceId).toBe(second);
      expect((await firstDealer.call("/api/dealer/leads")).body).toEqual([]);
      expect((await firstDealer.call(`/api/dealer/leads/${id}/accept`, { method: "POST" })).status).toBe(404);
      expect((await secondDealer.call("/api/dealer/leads")).body.map((lead: { id: number }) => lead.id)).toEqual([id]);
      const mails = await db().select().from(notifications).where(and(eq(notifications.kind, "lead-place-alert"), eq(notifications.subjectRef, `contact-request:${id}`)));
      expect(mails).toHaveLength(2);

      // Staff see where it stands.
      const routing = await app.services.places.routingOf([await leadRow(id)]);
      expect(routing.portal[id]).toMatchObject({ placeId: second, state: "waiting", attempts: 2 });

      // Declined: no place left in the province — back to the brand's sales.
      expect((await secondDealer.call(`/api/dealer/leads/${id}/decline`, { method: "POST", body: { reason: "Hết máy trưng bày" } })).status).toBe(204);
      expect((await leadRow(id)).routedPlaceId).toBeNull();
      const states = await db().select().from(leadAssignments).where(eq(leadAssignments.leadId, id)).orderBy(leadAssignments.id);
      expect(states.map((row) => [row.placeId, row.closedReason])).toEqual([
        [first, "expired"],
        [second, "declined"],
      ]);
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);
      expect(audit.map((row) => row.action)).toEqual(["lead.dealer-expire", "lead.dealer-decline"]);
      expect(audit[0]!.summary).toContain("không nhận kịp hạn");
      expect(audit[1]!.summary).toContain("trả về bộ phận bán hàng");
      expect(audit[1]!.dealerAccountId).not.toBeNull();

      await sales("DELETE", `/api/admin/places/${first}`);
      await sales("DELETE", `/api/admin/places/${second}`);
    });

    it("the dealer accepts in time, sees the buyer's phone, and records the outcome; a late accept is refused and moves the lead", async () => {
      const { placeId, dealer, serials } = await dealerWithStock(1);
      const other = await dealerWithStock(1);
      const id = await submitLead();
      // Staff send it to the dealer (the same portal window as automatic routing).
      expect((await sales("PUT", `/api/admin/contact-requests/${id}/place`, { placeId })).status).toBe(200);
      expect((await dealer.call(`/api/dealer/leads/${id}/outcome`, { method: "PUT", body: { outcome: "contacted" } })).status).toBe(409);
      const accepted = await dealer.call(`/api/dealer/leads/${id}/accept`, { method: "POST" });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ id, state: "accepted", phone: "0912000222" });
      // Accepted leads never expire.
      expect(await app.services.dealerLeads.expireOverdue(new Date(Date.now() + 48 * 3_600_000))).toBe(0);

      expect((await other.dealer.call(`/api/dealer/leads/${id}/outcome`, { method: "PUT", body: { outcome: "contacted" } })).status).toBe(404);
      expect((await dealer.call(`/api/dealer/leads/${id}/outcome`, { method: "PUT", body: { outcome: "lost" } })).status).toBe(400);
      expect((await dealer.call(`/api/dealer/leads/${id}/outcome`, { method: "PUT", body: { outcome: "sold", serial: other.serials[0] } })).status).toBe(400);
      const sold = await dealer.call(`/api/dealer/leads/${id}/outcome`, { method: "PUT", body: { outcome: "sold", serial: serials[0] } });
      expect(sold.status, JSON.stringify(sold.body)).toBe(200);
      expect(sold.body).toMatchObject({ outcome: "sold", outcomeSerial: serials[0] });
      expect((await leadRow(id)).status).toBe("completed");

      // A lead past its window: accepting it is refused and the lead moves on.
      const late = await submitLead();
      expect((await sales("PUT", `/api/admin/contact-requests/${late}/place`, { placeId })).status).toBe(200);
      await db().update(leadAssignments).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(leadAssignments.leadId, late));
      expect((await dealer.call("/api/dealer/leads")).body.map((lead: { id: number }) => lead.id)).not.toContain(late);
      const refused = await dealer.call(`/api/dealer/leads/${late}/accept`, { method: "POST" });
      expect(refused.status).toBe(409);
      const [closed] = await db().select().from(leadAssignments).where(eq(leadAssignments.leadId, late));
      expect(closed!.closedReason).toBe("expired");
      expect((await leadRow(late)).routedPlaceId).not.toBe(placeId);
    });

    it("the owner sets the window; staff taking a lead elsewhere close the dealer's assignment as re-routed", async () => {
      const placeId = await newPlace(sales, { provinceCode: LAI_CHAU, wardCode: DOAN_KET });
      const dealer = await signedInDealer(app, sales, placeId);
      const settings = (await owner("GET", "/api/admin/settings")).body;
      expect(settings.dealerLeadResponseHours).toBe(4);
      expect((await owner("PUT", "/api/admin/settings", { ...settings, dealerLeadResponseHours: 0 })).status).toBe(400);
      expect((await owner("PUT", "/api/admin/settings", { ...settings, dealerLeadResponseHours: 2 })).status).toBe(200);
      try {
        const id = await submitLead();
        const [assignment] = await db().select().from(leadAssignments).where(eq(leadAssignments.leadId, id));
        expect(assignment!.dueAt.getTime() - assignment!.routedAt.getTime()).toBe(2 * 3_600_000);
        expect((await sales("PUT", `/api/admin/contact-requests/${id}/place`, { placeId: null })).status).toBe(200);
        const [closed] = await db().select().from(leadAssignments).where(eq(leadAssignments.leadId, id));
        expect(closed!.closedReason).toBe("rerouted");
        expect((await dealer.call("/api/dealer/leads")).body).toEqual([]);
        expect((await dealer.call(`/api/dealer/leads/${id}/accept`, { method: "POST" })).status).toBe(404);
        expect((await app.services.places.routingOf([{ id }])).portal[id]).toMatchObject({ state: "rerouted" });
      } finally {
        await owner("PUT", "/api/admin/settings", { ...settings, dealerLeadResponseHours: 4 });
        await sales("DELETE", `/api/admin/places/${placeId}`);
      }
    });

    it("a place without portal accounts gets leads by e-mail only, with no window", async () => {
      const placeId = await newPlace(sales, { provinceCode: LAI_CHAU, wardCode: BINH_LU });
      const id = await submitLead(BINH_LU);
      expect((await leadRow(id)).routedPlaceId).toBe(placeId);
      expect(await db().select().from(leadAssignments).where(eq(leadAssignments.leadId, id))).toEqual([]);
      await sales("DELETE", `/api/admin/places/${placeId}`);
    });
  });

  describe("the owner's view of the network", () => {
    it("one row per dealer: balance, overdue, orders, machines sold and held, leads answered; by region; as CSV", async () => {
      const { placeId, dealer, serials } = await dealerWithStock(2);
      expect((await dealer.call(`/api/dealer/machines/${serials[0]}/sale`, { method: "POST", body: { buyer, soldOn: today() } })).status).toBe(201);
      const id = await app.services.leads.submitContactRequest({ fullName: "Chủ Quán", phone: "0912 000 333", needType: "contact", product: "LS-200", address: "Cần Thơ" }, `network-${stamp()}`);
      expect((await sales("PUT", `/api/admin/contact-requests/${id.id}/place`, { placeId })).status).toBe(200);
      expect((await dealer.call(`/api/dealer/leads/${id.id}/accept`, { method: "POST" })).status).toBe(200);
      expect((await dealer.call(`/api/dealer/leads/${id.id}/outcome`, { method: "PUT", body: { outcome: "sold", serial: serials[0] } })).status).toBe(200);

      const network = await sales("GET", "/api/admin/dealers");
      expect(network.status).toBe(200);
      const row = network.body.find((entry: { placeId: number }) => entry.placeId === placeId);
      const me = (await dealer.call("/api/dealer/me")).body;
      expect(row).toMatchObject({
        region: "south",
        balance: me.balance,
        overdue: 0,
        orders: 1,
        machinesSold: 1,
        machinesInStock: 1,
        leadsRouted: 1,
        leadsAccepted: 1,
        leadsSold: 1,
        conversionPercent: 100,
      });
      expect(row.balance).toBeGreaterThan(0);
      expect(row.responseMinutes).toBeGreaterThanOrEqual(0);
      expect(row.lastOrderAt).not.toBeNull();
      expect((await sales("GET", "/api/admin/dealers?region=north")).body.find((entry: { placeId: number }) => entry.placeId === placeId)).toBeUndefined();

      const csv = await app.fetch("/api/admin/dealers?format=csv", { headers: { cookie: salesCookie } });
      expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
      const text = Buffer.from(await csv.arrayBuffer()).toString("utf8");
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text).toContain('"Máy đã bán"');
      expect(text).toContain(`"${row.name}"`);
      // Not the technician's, and never a dealer's.
      expect((await tech("GET", "/api/admin/dealers")).status).toBe(403);
      expect((await app.fetch("/api/admin/dealers", { headers: { cookie: dealer.cookie()! } })).status).toBe(403);
    });
  });
});
