import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, vietnamDay } from "#common/after-sale";
import { computeTotals } from "#common/money";
import { DEFAULT_PRIVACY_SETTINGS } from "#common/privacy-requests";
import { contactRequests, notifications, orders as ordersTable, privacyRequests, storedFiles } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

const METRICS_TOKEN = "metrics-token-for-the-privacy-test-01";

/** Two buyers with nearly the same name: the export and the erasure of one must never touch the other. */
const TUAN = { fullName: "Phạm Minh Tuấn", phone: "0933 112 233", normal: "0933112233", email: "tuan.pham@example.vn", serial: "PRIV-TUAN-01" };
const TUAN2 = { fullName: "Phạm Minh Tuân", phone: "0933112234", normal: "0933112234", email: "tuan.pham2@example.vn", serial: "PRIV-TUAN-02" };
type Buyer = typeof TUAN;

async function uploadedPhoto(app: TestApp): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 200, b: 30 } } })
    .jpeg()
    .toBuffer();
  const response = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: jpeg });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/**
 * Where any of `needles` occurs in any text, JSON or array column of any table: `table.column: value` per hit. One
 * query per table (the columns side by side), so the scan stays short.
 */
async function tracesOf(app: TestApp, ...needles: string[]): Promise<string[]> {
  const db = app.services.database.db;
  const columns = ((await db.execute(
    sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY') ORDER BY table_name, column_name`,
  )) as unknown as { rows: Array<{ table_name: string; column_name: string }> }).rows;
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const found: string[] = [];
  for (const [table, names] of byTable) {
    const values = sql.join(
      names.map((name, index) => sql`coalesce(${sql.identifier(name)}::text, '') AS ${sql.identifier(`c${index}`)}`),
      sql`, `,
    );
    const result = (await db.execute(sql`SELECT ${values} FROM ${sql.identifier(table)}`)) as unknown as { rows: Array<Record<string, string>> };
    for (const row of result.rows) {
      names.forEach((name, index) => {
        const value = row[`c${index}`] ?? "";
        if (needles.some((needle) => value.includes(needle))) found.push(`${table}.${name}: ${value.slice(0, 160)}`);
      });
    }
  }
  return found;
}

describe.each(drivers)("requests about personal data on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "200", NOTIFY_EMAIL: "shop@example.vn", METRICS_TOKEN, MAX_EVENT_LOOP_LAG_MS: "60000" } });
  let ownerCookie = "";
  let salesCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const sales = adminCaller(app, () => salesCookie);
  const orders: Record<string, number> = {};
  let photo = "";

  async function buyerWithEverything(buyer: Buyer): Promise<void> {
    const shopper = visitor(app);
    expect((await shopper.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } })).status).toBe(201);
    const [line] = (await shopper.call("/api/cart")).body as Array<{ product: { price: number; discountPrice: number | null } }>;
    const { total } = computeTotals([{ unitPrice: line!.product.discountPrice ?? line!.product.price, quantity: 1 }]);
    const address = { ...BUYER_ADDRESS, fullName: buyer.fullName, phone: buyer.phone, email: buyer.email };
    const placed = await shopper.call("/api/orders", { method: "POST", body: { address, total: String(total), paymentMethod: "cod", acceptTerms: true } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = (placed.body as { id: number }).id;
    orders[buyer.normal] = orderId;
    expect((await owner("PUT", `/api/admin/orders/${orderId}/status`, { status: "confirmed" })).status).toBe(200);
    const shipped = await owner("PUT", `/api/admin/orders/${orderId}/machines`, { machines: [{ productId: 1, serial: buyer.serial }] });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const lead = await visitor(app).call("/api/contact-requests", {
      method: "POST",
      body: { fullName: buyer.fullName, phone: buyer.phone, needType: "contact", product: "LT-150", message: `Gọi ${buyer.fullName} số ${buyer.phone}` },
    });
    expect(lead.status).toBe(201);
    const review = await visitor(app).call("/api/products/1/reviews", {
      method: "POST",
      body: { author: buyer.fullName, rating: 5, text: "Máy pha rất ổn định, quán tôi dùng mỗi ngày.", contact: buyer.phone },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
  }

  async function code(requestContact: string): Promise<string> {
    const list = (await owner("GET", "/api/admin/privacy-requests")).body as Array<{ id: number; contact: string; status: string }>;
    const request = list.find((row) => row.contact === requestContact && row.status === "awaiting-code");
    expect(request, JSON.stringify(list)).toBeDefined();
    const messages = (await owner("GET", `/api/admin/privacy-requests/${request!.id}/messages`)).body as Array<{ kind: string; textBody: string; recipient: string }>;
    const mail = messages.find((message) => message.kind === "privacy-code");
    expect(mail).toBeDefined();
    return /Mã xác minh của bạn: (\d{6})/.exec(mail!.textBody)![1]!;
  }

  async function verified(kind: string, contact: string, normal: string): Promise<{ token: string; requestId: number }> {
    expect((await visitor(app).call("/api/privacy/requests", { method: "POST", body: { kind, contact } })).status).toBe(202);
    const answer = await visitor(app).call("/api/privacy/requests/verify", { method: "POST", body: { contact, code: await code(normal) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { token: string; requestId: number };
  }

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("privacy-owner", "owner");
    salesCookie = await app.adminCookie("privacy-sales", "sales");
    const imported = await app.fetch("/api/admin/machines/import", {
      method: "POST",
      headers: { cookie: ownerCookie, "content-type": "text/csv" },
      body: `serial,product,production_date\n${TUAN.serial},1,2026-10-01\n${TUAN2.serial},1,2026-10-01\n`,
    });
    expect(imported.status).toBe(201);
    await buyerWithEverything(TUAN);
    await buyerWithEverything(TUAN2);
    photo = await uploadedPhoto(app);
    const opened = await visitor(app).call("/api/service-requests", {
      method: "POST",
      body: { serial: TUAN.serial, phone: TUAN.phone, problem: "not_heating", description: `Máy của ${TUAN.fullName} không nóng`, mode: "onsite", preferredDate: addDays(vietnamDay(new Date()), 1), slot: "morning", photos: [photo] },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  });

  it("answers 202 the same whether or not anything is on file, and sends a code only where the shop can reach", async () => {
    const known = await visitor(app).call("/api/privacy/requests", { method: "POST", body: { kind: "access", contact: "+84 933 112 233" } });
    const unknown = await visitor(app).call("/api/privacy/requests", { method: "POST", body: { kind: "access", contact: "0977 000 111" } });
    expect(known.status).toBe(202);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    const invalid = await visitor(app).call("/api/privacy/requests", { method: "POST", body: { kind: "sell", contact: "abc" } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(["kind", "contact"]));
    // The phone's code goes to the e-mail on file for it; the unknown phone gets nothing.
    const list = (await owner("GET", "/api/admin/privacy-requests")).body as Array<{ id: number; contact: string }>;
    const unknownRequest = list.find((row) => row.contact === "0977000111")!;
    expect((await owner("GET", `/api/admin/privacy-requests/${unknownRequest.id}/messages`)).body).toEqual([]);
    const knownRequest = list.find((row) => row.contact === TUAN.normal)!;
    const sent = (await owner("GET", `/api/admin/privacy-requests/${knownRequest.id}/messages`)).body as Array<{ recipient: string; textBody: string }>;
    expect(sent.map((mail) => mail.recipient)).toEqual([TUAN.email]);
    expect(sent[0]!.textBody).not.toContain(TUAN.fullName);
    // A wrong code is refused (and counted); a staff member without the owner's role cannot open the desk.
    const wrong = await visitor(app).call("/api/privacy/requests/verify", { method: "POST", body: { contact: TUAN.phone, code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBeDefined();
    expect((await sales("GET", "/api/admin/privacy-requests")).status).toBe(403);
  });

  it("exports exactly the buyer's own order, lead, machine, review and messages, never the other buyer's", async () => {
    const { token } = await verified("export", TUAN.phone, TUAN.normal);
    const response = await app.fetch(`/api/privacy/export?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="du-lieu-ca-nhan-.*\.json"/);
    const file = (await response.json()) as Record<string, Array<Record<string, unknown>>>;
    expect(file.orders!.map((order) => order.id)).toEqual([orders[TUAN.normal]]);
    expect(file.leads!.map((lead) => lead.fullName)).toEqual([TUAN.fullName]);
    expect(file.machines!.map((machine) => machine.serial)).toEqual([TUAN.serial]);
    expect(file.reviews!.map((review) => review.author)).toEqual([TUAN.fullName]);
    expect(file.serviceRequests).toHaveLength(1);
    expect(file.messages!.length).toBeGreaterThan(0);
    expect(file.consents).toEqual([]);
    const text = JSON.stringify(file);
    for (const other of [TUAN2.fullName, TUAN2.normal, TUAN2.email, TUAN2.serial]) expect(text).not.toContain(other);
    expect(text).not.toMatch(/Mã xác minh của bạn: \d{6}/);

    const csv = await app.fetch(`/api/privacy/export?token=${token}&format=csv`);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const csvText = await csv.text();
    expect(csvText).toContain(TUAN.serial);
    expect(csvText).not.toContain(TUAN2.serial);
    expect((await app.fetch("/api/privacy/export?token=not-a-real-token-at-all-000")).status).toBe(401);
  });

  it("puts verified requests on the owner's desk with the legal deadline, marks overdue ones and audits the decision", async () => {
    const { requestId } = await verified("objection", TUAN2.phone, TUAN2.normal);
    const desk = (await owner("GET", "/api/admin/privacy-requests")).body as Array<{ id: number; status: string; verifiedAt: string; dueAt: string; overdue: boolean }>;
    const row = desk.find((request) => request.id === requestId)!;
    expect(row.status).toBe("open");
    expect(new Date(row.dueAt).getTime() - new Date(row.verifiedAt).getTime()).toBe(DEFAULT_PRIVACY_SETTINGS.responseDays * 86_400_000);
    expect(row.overdue).toBe(false);
    await app.services.database.db
      .update(privacyRequests)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(privacyRequests.id, requestId));
    expect(((await owner("GET", "/api/admin/privacy-requests")).body as Array<{ id: number; overdue: boolean }>).find((request) => request.id === requestId)!.overdue).toBe(true);
    expect((await owner("PUT", `/api/admin/privacy-requests/${requestId}`, { status: "later" })).status).toBe(400);
    const decided = await owner("PUT", `/api/admin/privacy-requests/${requestId}`, { status: "refused", note: "Việc gửi tin về đơn hàng là cần thiết để giao hàng." });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: "refused", contact: "09******34", decidedBy: "privacy-owner" });
    expect((await owner("PUT", `/api/admin/privacy-requests/${requestId}`, { status: "done" })).status).toBe(409);
    const history = await app.services.audit.forEntity("privacy-request", requestId);
    expect(history.map((entry) => entry.action)).toEqual(["privacy.request-decided"]);
  });

  it("erases the buyer everywhere except the listed invoice fields, deletes the photo, and tells the requester", async () => {
    const { token, requestId } = await verified("erasure", TUAN.phone, TUAN.normal);
    const photoName = photo.slice(photo.lastIndexOf("/") + 1);
    expect(await app.services.database.db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.name, photoName))).toHaveLength(1);
    const done = await owner("PUT", `/api/admin/privacy-requests/${requestId}`, { status: "done", note: "Đã xóa theo yêu cầu." });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The token of the erased contact no longer opens anything.
    expect((await app.fetch(`/api/privacy/export?token=${token}`)).status).toBe(401);

    // The only place left: the answer telling the requester, queued to the e-mail they had on file.
    const answers = await app.services.privacyRequests.messages(requestId);
    const answer = answers.find((mail) => mail.kind === "privacy-erasure-done")!;
    expect(answer.recipient).toBe(TUAN.email);
    expect(answer.textBody).toContain("Không có dữ liệu nào phải giữ lại");
    const traces = (await tracesOf(app, TUAN.normal, TUAN.phone, "933112233", TUAN.fullName, TUAN.email)).filter((trace) => trace !== `notifications.recipient: ${TUAN.email}`);
    expect(traces).toEqual([]);
    expect(await app.services.database.db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.name, photoName))).toHaveLength(0);
    // The other buyer keeps everything.
    for (const needle of [TUAN2.fullName, TUAN2.normal, TUAN2.email]) expect((await tracesOf(app, needle)).length, needle).toBeGreaterThan(0);
    const [order] = await app.services.database.db.select().from(ordersTable).where(eq(ordersTable.id, orders[TUAN2.normal]!));
    expect(order!.address).toMatchObject({ fullName: TUAN2.fullName, phone: TUAN2.normal });
    // The trail says what was done, without the person.
    const history = await app.services.audit.forEntity("privacy-request", requestId);
    expect(history.map((entry) => entry.action)).toEqual(["privacy.erasure", "privacy.request-decided"]);
    expect(history[0]!.after).toMatchObject({ orders: 1, leads: 1, machines: 1, reviews: 1, serviceRequests: 1 });
  });

  it("keeps the buyer's name and address of an order whose e-invoice was issued, erases the rest, and says so", async () => {
    const LAN = { fullName: "Hoàng Thị Mai Lan", phone: "0955 667 788", normal: "0955667788", email: "mailan.hoang@example.vn", serial: "PRIV-LAN-001" };
    const imported = await app.fetch("/api/admin/machines/import", {
      method: "POST",
      headers: { cookie: ownerCookie, "content-type": "text/csv" },
      body: `serial,product,production_date\n${LAN.serial},1,2026-10-01\n`,
    });
    expect(imported.status).toBe(201);
    await buyerWithEverything(LAN);
    const orderId = orders[LAN.normal]!;
    expect((await owner("POST", `/api/admin/orders/${orderId}/invoice`, { number: "0000777", lookupCode: "LAN777" })).status).toBe(201);
    const { requestId } = await verified("erasure", LAN.email, LAN.email);
    expect((await owner("PUT", `/api/admin/privacy-requests/${requestId}`, { status: "done" })).status).toBe(200);

    const [order] = await app.services.database.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    expect(order!.address).toMatchObject({ fullName: LAN.fullName, address: BUYER_ADDRESS.address, phone: "", email: "" });
    // The name is left only in that order's address (the listed field); the phone nowhere; the e-mail only as the
    // recipient of the answer.
    expect((await tracesOf(app, LAN.fullName)).map((trace) => trace.split(":")[0])).toEqual(["orders.address"]);
    expect(await tracesOf(app, LAN.normal, LAN.phone)).toEqual([]);
    expect((await tracesOf(app, LAN.email)).filter((trace) => trace !== `notifications.recipient: ${LAN.email}`)).toEqual([]);
    const answer = (await app.services.privacyRequests.messages(requestId)).find((mail) => mail.kind === "privacy-erasure-done")!;
    expect(answer.textBody).toContain(`#${orderId}`);
    expect(answer.textBody).toContain("hóa đơn điện tử đã xuất");
  });

  it("the retention job anonymises and deletes what is past its period, by the given clock, counted in the metrics and the audit", async () => {
    const lead = await visitor(app).call("/api/contact-requests", {
      method: "POST",
      body: { fullName: "Đỗ Quang Retention", phone: "0944 555 666", needType: "contact", product: "LT-150" },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const leadId = (lead.body as { id: number }).id;
    const leadRow = async () => (await app.services.database.db.select().from(contactRequests).where(eq(contactRequests.id, leadId)))[0]!;

    // The lead's own mails were sent (no worker runs here): their bodies are what the outbox period removes.
    await app.services.database.db
      .update(notifications)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(notifications.subjectRef, `contact-request:${leadId}`));
    const soon = await app.services.privacyRequests.applyRetention(new Date(Date.now() + 86_400_000));
    expect(soon.unconvertedLeads).toBe(0);
    expect((await leadRow()).phone).toBe("0944555666");

    const later = await app.services.privacyRequests.applyRetention(new Date(Date.now() + 800 * 86_400_000));
    expect(later.unconvertedLeads).toBeGreaterThan(0);
    expect(later.sessions).toBeGreaterThan(0);
    expect(later.outboxBodies).toBeGreaterThan(0);
    expect(await leadRow()).toMatchObject({ fullName: "Đã xóa", phone: "", message: null });
    expect(await tracesOf(app, "0944555666")).toEqual([]);

    // (The clock 800 days on also ended every session, the owner's too: the trail is read from the service.)
    const trail = await app.services.audit.list({ action: "privacy.retention" });
    expect(trail.items[0]).toMatchObject({ action: "privacy.retention", username: "Hệ thống", after: { unconvertedLeads: later.unconvertedLeads } });
    const metrics = await (await app.fetch("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toContain(`shop_retention_records_total{kind="unconvertedLeads"} ${later.unconvertedLeads}`);
  });
});
