import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, beforeAll } from "vitest";
import { addDays, addMonths, vietnamDay } from "#common/after-sale";
import { computeTotals } from "#common/money";
import { notifications } from "../../server/db/schema";
import { openDatabase, type Database } from "../../server/db/client";
import { createAfterSaleServices } from "../../server/services/after-sale";
import { createNotificationService } from "../../server/services/notifications/notifications";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

const csv = (lines: string[]) => lines.join("\r\n");

/** A buyer who orders `quantity` of product 1, placed and confirmed, answering the order's id. */
async function placeOrder(app: TestApp, admin: ReturnType<typeof adminCaller>, quantity: number): Promise<number> {
  const buyer = visitor(app);
  expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity } })).status).toBe(201);
  const [line] = (await buyer.call("/api/cart")).body as Array<{ product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals([{ unitPrice: line!.product.discountPrice ?? line!.product.price, quantity }]);
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod" } });
  expect(placed.status).toBe(201);
  const id = (placed.body as { id: number }).id;
  expect((await admin("PUT", `/api/admin/orders/${id}/status`, { status: "confirmed" })).status).toBe(200);
  return id;
}

/** A photo uploaded through the owners' public upload, as the warranty forms do; answers its URL. */
async function uploadedPhoto(app: TestApp, colour: { r: number; g: number; b: number }): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();
  const response = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: jpeg });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function importCsv(app: TestApp, cookie: string, body: string) {
  const response = await app.fetch("/api/admin/machines/import", { method: "POST", headers: { cookie, "content-type": "text/csv" }, body });
  return { status: response.status, body: await response.json() };
}

describe.each(drivers)("after the sale on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "200", NOTIFY_EMAIL: "shop@example.vn" } });
  let ownerCookie = "";
  let serviceCookie = "";
  let serviceUserId = 0;
  let editorCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const tech = adminCaller(app, () => serviceCookie);
  const today = vietnamDay(new Date());
  const tag = `${driver === "pglite" ? "P" : "Q"}${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const serial = (n: string) => `T-${tag}-${n}`;
  let orderId = 0;
  let token = "";
  let requestId = 0;

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("chu", "owner");
    serviceCookie = await app.adminCookie("kythuat", "service");
    editorCookie = await app.adminCookie("bientap", "editor");
    serviceUserId = (await tech("GET", "/api/admin/me")).body.id;
  });

  it("imports the factory's serials all or nothing, with a report of the rejected rows", async () => {
    const bad = await importCsv(
      app,
      ownerCookie,
      csv(["serial,product,production_date", `${serial("A1")},1,2026-10-01`, "ab,1,2026-10-01", `${serial("A9")},Không có,2026-10-01`, `${serial("A8")},1,2026-13-01`, `${serial("A1")},1,`]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/dòng lỗi/);
    expect(bad.body.rows.map((row: { line: number }) => row.line)).toEqual([3, 4, 5, 6]);
    expect((await owner("GET", `/api/admin/machines/${serial("A1")}`)).status).toBe(404);
    expect((await importCsv(app, ownerCookie, "serial;product\nX,1")).status).toBe(400);

    // A product by id or by its exact name (quoted: a name may hold a comma).
    const secondName = (await owner("GET", "/api/admin/products/2")).body.name as string;
    const good = await importCsv(
      app,
      ownerCookie,
      csv(["serial,product,production_date", `${serial("A1")},1,2026-10-01`, `${serial("a2")},1,2026-10-01`, `${serial("B1")},"${secondName}",`, `${serial("D1")},1,2026-09-15`, `${serial("D2")},1,`]),
    );
    expect(good).toEqual({ status: 201, body: { imported: 5 } });
    const again = await importCsv(app, ownerCookie, csv(["serial,product,production_date", `${serial("A1")},1,2026-10-01`]));
    expect(again.body.rows).toEqual([{ line: 2, message: expect.stringMatching(/đã có/) }]);
    expect((await owner("GET", `/api/admin/machines/${serial("A2").toLowerCase()}`)).body).toMatchObject({ serial: serial("A2"), warrantyStatus: "not_activated" });
    expect((await owner("GET", `/api/admin/machines/${serial("B1")}`)).body).toMatchObject({ productId: 2, productName: secondName });
  });

  it("takes the model code the help text promises (LS-250, any case) as the serial file's product; an unknown code is a row error", async () => {
    const fourth = (await owner("GET", "/api/admin/products/4")).body as { name: string };
    expect(fourth.name).toMatch(/LS-250$/);
    const unknown = await importCsv(app, ownerCookie, csv(["serial,product,production_date", `${serial("M1")},LS-999,2026-10-01`]));
    expect(unknown.status).toBe(400);
    expect(unknown.body.rows).toEqual([{ line: 2, message: 'Không tìm thấy sản phẩm "LS-999"' }]);
    const byModel = await importCsv(app, ownerCookie, csv(["serial,product,production_date", `${serial("M1")},LS-250,2026-10-01`, `${serial("M2")}, ls-250 ,`]));
    expect(byModel).toEqual({ status: 201, body: { imported: 2 } });
    for (const code of ["M1", "M2"]) expect((await owner("GET", `/api/admin/machines/${serial(code)}`)).body).toMatchObject({ productId: 4 });
  });

  it("records the serials an order ships: known, of the line's product, one per unit, one order each", async () => {
    orderId = await placeOrder(app, owner, 2);
    const put = (id: number, machines: unknown) => owner("PUT", `/api/admin/orders/${id}/machines`, { machines });
    const unknown = await put(orderId, [{ productId: 1, serial: serial("ZZ") }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors["machines.0.serial"][0]).toMatch(/chưa có/);
    const twice = await put(orderId, [{ productId: 1, serial: serial("A1") }, { productId: 1, serial: serial("A1") }]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors["machines.1.serial"][0]).toMatch(/hai lần/);
    const otherProduct = await put(orderId, [{ productId: 1, serial: serial("B1") }]);
    expect(otherProduct.body.errors["machines.0.serial"][0]).toMatch(/sản phẩm khác/);
    const notInOrder = await put(orderId, [{ productId: 2, serial: serial("B1") }]);
    expect(notInOrder.body.errors["machines.0.serial"][0]).toMatch(/không có trong đơn/);
    expect((await put(orderId, [{ productId: 1, serial: "bad serial!" }])).status).toBe(400);

    const shipped = await put(orderId, [{ productId: 1, serial: serial("A1") }, { productId: 1, serial: serial("A2") }]);
    expect(shipped.status).toBe(200);
    expect(shipped.body).toHaveLength(2);

    const second = await placeOrder(app, owner, 1);
    const taken = await put(second, [{ productId: 1, serial: serial("A1") }]);
    expect(taken.status).toBe(400);
    expect(taken.body.errors["machines.0.serial"][0]).toMatch(new RegExp(`đơn hàng #${orderId}`));
    expect((await tech("PUT", `/api/admin/orders/${orderId}/machines`, { machines: [] })).status).toBe(403);
  });

  it("starts the warranty at delivery and answers the look-up without anything personal, or with the owner's phone", async () => {
    expect((await visitor(app).call(`/api/warranty?serial=${serial("A1")}`)).body).toMatchObject({ status: "not_activated", warrantyUntil: null });
    for (const status of ["shipping", "completed"]) expect((await owner("PUT", `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    const lookup = await visitor(app).call(`/api/warranty?serial=${serial("A1").toLowerCase()}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ serial: serial("A1"), product: { id: 1 }, status: "valid", warrantyUntil: addMonths(today, 12), openRequests: [] });
    expect(lookup.body.owner).toBeUndefined();
    expect(JSON.stringify(lookup.body)).not.toContain(BUYER_ADDRESS.phone);

    const unknown = await visitor(app).call(`/api/warranty?serial=${serial("QQ")}`);
    const wrongPhone = await visitor(app).call(`/api/warranty?serial=${serial("A1")}&phone=0987654321`);
    expect(unknown.status).toBe(404);
    expect(wrongPhone).toMatchObject({ status: 404, body: unknown.body });
    const mine = await visitor(app).call(`/api/warranty?serial=${serial("A1")}&phone=${encodeURIComponent("0912 345 678")}`);
    expect(mine.body.owner).toMatchObject({ name: BUYER_ADDRESS.fullName, warrantyStart: today, history: [] });
    expect((await visitor(app).call("/api/warranty?serial=x")).status).toBe(400);
  });

  it("opens a service request with a private link; another token is a 404", async () => {
    const base = { serial: serial("A1"), phone: BUYER_ADDRESS.phone, problem: "not_heating", description: "Máy không nóng từ sáng", mode: "onsite", preferredDate: addDays(today, 1), slot: "morning" };
    expect((await visitor(app).call("/api/service-requests", { method: "POST", body: { ...base, phone: "0987654321" } })).status).toBe(404);
    const invalid = await visitor(app).call("/api/service-requests", { method: "POST", body: { ...base, problem: "broken", mode: "x", preferredDate: "2026-02-30", photos: ["a", "b", "c", "d"] } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(["problem", "mode", "preferredDate"]));
    // A photo must be one that was uploaded, not a made-up name.
    const photo = await uploadedPhoto(app, { r: 200, g: 40, b: 40 });
    const madeUp = await visitor(app).call("/api/service-requests", { method: "POST", body: { ...base, photos: [photo, "/uploads/0123456789abcdef0123456789abcdef-640x480.jpg"] } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.errors.photos).toEqual(["Không tìm thấy ảnh đã tải lên, vui lòng tải ảnh lên lại"]);
    const created = await visitor(app).call("/api/service-requests", { method: "POST", body: { ...base, photos: [photo] } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reference: expect.stringMatching(/^DV-\d{6}$/), token: expect.any(String), eligibleForReplacement: true });
    token = created.body.token;
    requestId = Number(created.body.reference.slice(3));
    const page = await visitor(app).call(`/api/service-requests/${token}`);
    expect(page.body).toMatchObject({ status: "new", serial: serial("A1"), eligibleForReplacement: true, steps: [{ status: "new" }] });
    expect(page.body.phone).toBeUndefined();
    expect((await visitor(app).call(`/api/service-requests/${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await visitor(app).call("/api/service-requests/nope")).status).toBe(404);
    const shopMails = await app.services.notifications.listFor(`service-request:${requestId}`);
    expect(shopMails.map((mail) => mail.kind)).toEqual(["service-request-shop-alert"]);
  });

  it("the service role works the desk but is refused orders and settings; moves are enforced and audited", async () => {
    for (const path of ["/api/admin/orders", "/api/admin/settings", "/api/admin/staff", "/api/admin/products"]) expect((await tech("GET", path)).status, path).toBe(403);
    const list = await tech("GET", "/api/admin/service-requests?status=open");
    expect(list.status).toBe(200);
    expect(list.body.counts.open).toBeGreaterThanOrEqual(1);
    expect(list.body.items.map((item: { id: number }) => item.id)).toContain(requestId);

    const illegal = await tech("PUT", `/api/admin/service-requests/${requestId}`, { status: "resolved" });
    expect(illegal.status).toBe(409);
    expect((await tech("PUT", `/api/admin/service-requests/${requestId}`, { status: "scheduled" })).status).toBe(400);
    expect((await tech("PUT", `/api/admin/service-requests/${requestId}`, { status: "flying" })).status).toBe(400);
    expect((await tech("PUT", `/api/admin/service-requests/${requestId}`, { technicianId: 999999 })).status).toBe(400);

    const scheduled = await tech("PUT", `/api/admin/service-requests/${requestId}`, { status: "scheduled", technicianId: serviceUserId, visitDate: addDays(today, 1), visitSlot: "morning" });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: "scheduled", technicianName: "kythuat", overdue: false });
    expect((await tech("PUT", `/api/admin/service-requests/${requestId}`, { status: "in_progress", loanerLent: true, internalNote: "Thay rơ-le nhiệt" })).status).toBe(200);
    const resolved = await tech("PUT", `/api/admin/service-requests/${requestId}`, { status: "resolved", ownerNote: "Đã thay rơ-le nhiệt, máy nóng bình thường", loanerReturned: true });
    expect(resolved.body).toMatchObject({ status: "resolved", loanerLentOn: today, loanerReturnedOn: today });

    const page = (await visitor(app).call(`/api/service-requests/${token}`)).body;
    expect(page.steps.map((step: { status: string }) => step.status)).toEqual(["new", "scheduled", "in_progress", "resolved"]);
    expect(page.steps.at(-1).note).toMatch(/rơ-le/);
    expect(JSON.stringify(page)).not.toContain("Thay rơ-le nhiệt\"");
    const trail = await app.services.audit.forEntity("service-request", requestId);
    expect(trail.map((row) => row.username)).toEqual(["kythuat", "kythuat", "kythuat"]);
    expect(trail[0]!.summary).toMatch(/Mới → Đã hẹn lịch/);
    const owners = (await app.services.notifications.listFor(`service-request:${requestId}`)).map((mail) => [mail.kind, mail.recipient]);
    expect(owners).toEqual([
      ["service-request-shop-alert", "shop@example.vn"],
      ["service-request-scheduled", BUYER_ADDRESS.email],
      ["service-request-resolved", BUYER_ADDRESS.email],
    ]);
    const detail = await tech("GET", `/api/admin/service-requests/${requestId}`);
    expect(detail.body.machine).toMatchObject({ serial: serial("A1"), lastServiceOn: today });
    expect((await tech("GET", `/api/admin/machines/${serial("A1")}`)).body.requests).toHaveLength(1);
    expect((await owner("GET", "/api/admin/service-requests/999999")).status).toBe(404);
  });

  it("activates a dealer-sold machine once, after staff approve it", async () => {
    const body = {
      serial: serial("D1"),
      phone: "0901234567",
      name: "Trần Thị Bình",
      email: "binh@example.vn",
      shopName: "Trà sữa Bình",
      address: { address: "5 Trần Phú", provinceCode: BUYER_ADDRESS.provinceCode, wardCode: BUYER_ADDRESS.wardCode },
      dealer: "Đại lý Minh Phát",
      purchaseDate: addDays(today, -10),
      receiptUrl: await uploadedPhoto(app, { r: 240, g: 240, b: 230 }),
    };
    // A receipt that was never uploaded is no proof of the purchase date.
    const noReceipt = await visitor(app).call("/api/warranty/activations", { method: "POST", body: { ...body, receiptUrl: "/uploads/0123456789abcdef0123456789abcdef-640x480.jpg" } });
    expect(noReceipt.status).toBe(400);
    expect(noReceipt.body.errors.receiptUrl).toEqual(["Không tìm thấy ảnh đã tải lên, vui lòng tải ảnh lên lại"]);
    expect((await visitor(app).call("/api/warranty/activations", { method: "POST", body: { ...body, serial: serial("NOPE") } })).status).toBe(404);
    expect((await visitor(app).call("/api/warranty/activations", { method: "POST", body: { ...body, serial: serial("A1") } })).status).toBe(409);
    const invalid = await visitor(app).call("/api/warranty/activations", { method: "POST", body: { ...body, phone: "12", address: { address: "" }, receiptUrl: "https://evil.example/x.svg" } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(["phone", "address.address", "receiptUrl"]));
    const created = await visitor(app).call("/api/warranty/activations", { method: "POST", body });
    expect(created).toMatchObject({ status: 201, body: { status: "pending" } });
    expect((await visitor(app).call("/api/warranty/activations", { method: "POST", body })).status).toBe(409);

    const pending = await tech("GET", "/api/admin/warranty-activations?status=pending");
    const activation = pending.body.find((row: { serial: string }) => row.serial === serial("D1"));
    expect(activation).toMatchObject({ name: "Trần Thị Bình", provinceName: expect.any(String) });
    expect((await tech("PUT", `/api/admin/warranty-activations/${activation.id}`, { status: "rejected" })).status).toBe(400);
    const approved = await tech("PUT", `/api/admin/warranty-activations/${activation.id}`, { status: "approved" });
    expect(approved.body).toMatchObject({ status: "approved", decidedBy: "kythuat" });
    expect((await tech("PUT", `/api/admin/warranty-activations/${activation.id}`, { status: "rejected", reason: "x" })).status).toBe(409);
    expect((await visitor(app).call(`/api/warranty?serial=${serial("D1")}&phone=0901234567`)).body).toMatchObject({
      status: "valid",
      warrantyUntil: addMonths(addDays(today, -10), 12),
      owner: { name: "Trần Thị Bình" },
    });
    expect((await visitor(app).call("/api/warranty/activations", { method: "POST", body })).status).toBe(409);
    const mails = await app.services.notifications.listFor(`machine:${serial("D1")}`);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["activation-shop-alert", "shop@example.vn"],
      ["activation-approved", "binh@example.vn"],
    ]);
    expect((await app.services.audit.forEntity("activation", activation.id))[0]).toMatchObject({ username: "kythuat", action: "activation.approve" });

    // Without a receipt the claimed purchase date is not proof: the warranty runs from the day of the request.
    const unproven = await visitor(app).call("/api/warranty/activations", {
      method: "POST",
      body: { ...body, serial: serial("D2"), email: null, receiptUrl: null, purchaseDate: addDays(today, -30) },
    });
    expect(unproven.status).toBe(201);
    expect((await tech("PUT", `/api/admin/warranty-activations/${unproven.body.id}`, { status: "approved" })).body.status).toBe("approved");
    expect((await visitor(app).call(`/api/warranty?serial=${serial("D2")}`)).body).toMatchObject({ status: "valid", warrantyUntil: addMonths(today, 12) });
  });

  it("the public photo upload takes images by their bytes and refuses SVG", async () => {
    const svg = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/svg+xml" }, body: "<svg/>" });
    expect(svg.status).toBe(415);
    const liar = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/png" }, body: "<svg xmlns='http://www.w3.org/2000/svg'/>" });
    expect([400, 415]).toContain(liar.status);
  });

  it("filters the desk by status, province and warranty, and counts a request untouched for 24 hours as overdue", async () => {
    const opened = await visitor(app).call("/api/service-requests", {
      method: "POST",
      body: { serial: serial("A2"), phone: BUYER_ADDRESS.phone, problem: "noise", description: "", mode: "bring_in", preferredDate: addDays(today, 2), slot: "afternoon" },
    });
    expect(opened.status).toBe(201);
    const id = Number(opened.body.reference.slice(3));
    const ids = async (query: string) => ((await tech("GET", `/api/admin/service-requests?${query}`)).body.items as Array<{ id: number }>).map((item) => item.id);
    expect(await ids("status=new")).toContain(id);
    expect(await ids("status=resolved")).not.toContain(id);
    expect(await ids(`province=${BUYER_ADDRESS.provinceCode}`)).toContain(id);
    expect(await ids("province=79")).not.toContain(id);
    expect(await ids("warranty=yes")).toContain(id);
    expect(await ids("warranty=no")).not.toContain(id);
    expect(await ids("overdue=1")).not.toContain(id);
    expect((await tech("GET", "/api/admin/service-requests?status=bogus")).status).toBe(400);

    const tomorrow = createAfterSaleServices({
      db: app.services.database.db,
      rateLimiter: app.services.rateLimiter,
      notifications: app.services.notifications,
      settings: app.services.storeSettings,
      locations: app.services.locations,
      siteUrl: "https://shop.example",
      linkSecret: "test",
      now: () => new Date(Date.now() + 25 * 60 * 60 * 1000),
      rateLimit: 100,
      rateWindowMs: 60_000,
    }).serviceRequests;
    const late = await tomorrow.list({ overdue: "1" });
    expect(late.items.map((item) => item.id)).toEqual([id]);
    expect(late.counts.overdue).toBe(1);
    await tech("PUT", `/api/admin/service-requests/${id}`, { internalNote: "Đã gọi khách, hẹn mang máy đến" });
    expect((await tomorrow.list({ overdue: "1" })).counts.overdue).toBe(0);
  });

  it("staff open a request for an owner who called: any caller's phone, audited, and the owner's link to give them", async () => {
    const body = { serial: serial("A2"), phone: "0977 000 111", problem: "leaking", description: "Gọi hotline: máy rò nước", mode: "onsite", preferredDate: addDays(today, 1), slot: "morning" };
    // The owner's own form would not take another phone than the one on record.
    expect((await visitor(app).call("/api/service-requests", { method: "POST", body })).status).toBe(404);
    const editor = adminCaller(app, () => editorCookie);
    expect((await editor("POST", "/api/admin/service-requests", body)).status).toBe(403);
    const unknown = await tech("POST", "/api/admin/service-requests", { ...body, serial: serial("NOPE") });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Không tìm thấy máy với số serial này");
    expect((await tech("POST", "/api/admin/service-requests", { ...body, problem: "x" })).body.errors.problem).toBeDefined();

    const opened = await tech("POST", "/api/admin/service-requests", body);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ id: expect.any(Number), reference: expect.stringMatching(/^DV-\d{6}$/), link: expect.stringContaining("/service/") });
    const detail = await tech("GET", `/api/admin/service-requests/${opened.body.id}`);
    expect(detail.body.request).toMatchObject({ phone: "0977000111", problem: "leaking", status: "new" });
    expect(detail.body.ownerLink).toBe(opened.body.link);
    const ownerPage = await visitor(app).call(`/api/service-requests/${opened.body.link.split("/service/")[1]}`);
    expect(ownerPage.body).toMatchObject({ reference: opened.body.reference, serial: serial("A2"), status: "new" });
    expect((await app.services.audit.forEntity("service-request", opened.body.id))[0]).toMatchObject({ username: "kythuat", action: "service.create" });
  });

  it("queues one maintenance reminder per machine and period, once across two processes, with a fixed clock", async () => {
    const second: Database | null = app.databaseUrl ? await openDatabase({ kind: "postgres", url: app.databaseUrl, poolMax: 2 }) : null;
    const processAt = (database: Database["db"], day: string) =>
      createAfterSaleServices({
        db: database,
        rateLimiter: app.services.rateLimiter,
        notifications: createNotificationService(database),
        settings: app.services.storeSettings,
        locations: app.services.locations,
        siteUrl: "https://shop.example",
        linkSecret: "test",
        now: () => new Date(`${day}T03:00:00Z`),
        rateLimit: 100,
        rateWindowMs: 60_000,
      }).reminders;
    const reminders = async () =>
      app.services.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, "maintenance-reminder"), like(notifications.subjectRef, `machine:T-${tag}-%`)));
    try {
      // A1 and A2 were delivered (and A1 serviced) today, D1 bought ten days ago: nothing is due before D1's day.
      const before = addDays(addMonths(today, 6), -11);
      expect((await processAt(app.services.database.db, before).queueDue()).queued).toBe(0);
      const due = addMonths(today, 6);
      const [a, b] = await Promise.all([processAt(app.services.database.db, due).queueDue(), processAt(second?.db ?? app.services.database.db, due).queueDue()]);
      const first = await reminders();
      expect(first.map((mail) => mail.subjectRef).sort()).toEqual([`machine:${serial("A1")}`, `machine:${serial("A2")}`, `machine:${serial("D1")}`].sort());
      expect(a.queued + b.queued).toBe(first.length);
      expect((await processAt(app.services.database.db, addDays(due, 20)).queueDue()).queued).toBe(0);
      const mail = first.find((row) => row.subjectRef === `machine:${serial("A1")}`)!;
      expect(mail.recipient).toBe(BUYER_ADDRESS.email);
      expect(mail.textBody).toContain(`https://shop.example/warranty?serial=${serial("A1")}&problem=maintenance`);
      const optOut = mail.textBody.match(/maintenance\/opt-out\?t=([\w-]+)/)![1]!;

      // The owner of A1 opts out with one click; the next period reminds only the others.
      await app.services.afterSale.machines.optOutOfReminders(optOut);
      const next = addMonths(today, 12);
      expect((await processAt(app.services.database.db, next).queueDue()).queued).toBe(2);
      expect((await reminders()).filter((row) => row.subjectRef === `machine:${serial("A1")}`)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
