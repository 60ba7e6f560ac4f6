import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths, vietnamDay } from "#common/after-sale";
import { computeTotals } from "#common/money";
import { ZALO_EVENTS, ZALO_EVENT_KEYS } from "#common/zalo";
import { notifications } from "../../server/db/schema";
import { createAfterSaleServices } from "../../server/services/after-sale";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";
import { startFakeZalo, type FakeZalo } from "./support/fake-zalo";

/**
 * Issue 34's promise to the later buyer events (issues 31, 32): a scheduled or resolved service request, a sent quote,
 * a maintenance reminder and an activated warranty each queue one Zalo message with the event's fields, in the
 * transaction of their e-mail; a buyer without an e-mail gets the Zalo message alone; the e-mail carries the opt-out.
 */
const AFTER_SALE_EVENTS = ["service-scheduled", "service-resolved", "quote-sent", "maintenance-reminder", "warranty-activated"] as const;
const BUYER_PHONE = "84912345678";
const DEALER_PHONE = "84901234567";
const dmy = (isoDay: string) => isoDay.split("-").reverse().join("/");

describe.each(drivers)("the after-sale and quote events on Zalo on %s", (driver) => {
  let fake: FakeZalo;
  const env: Record<string, string> = { LEAD_RATE_LIMIT: "200", NOTIFY_EMAIL: "shop@example.vn" };
  beforeAll(async () => {
    fake = await startFakeZalo();
    Object.assign(env, { ZALO_API_URL: fake.url, ZALO_OAUTH_URL: fake.url });
  });
  afterAll(() => fake.close());
  const app = useTestApp(driver, { env });
  let ownerCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const today = vietnamDay(new Date());
  const tag = `${driver === "pglite" ? "P" : "Q"}${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const serial = (n: string) => `Z-${tag}-${n}`;

  /** The Zalo rows of one event about one subject. */
  const zaloRows = (event: string, subjectRef: string) =>
    app.services.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.channel, "zalo"), eq(notifications.kind, `zalo-${event}`), eq(notifications.subjectRef, subjectRef)));

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("zalo-sau-ban", "owner");
    const events = Object.fromEntries(AFTER_SALE_EVENTS.map((event, index) => [event, { enabled: true, templateId: `26000${index}`, params: Object.fromEntries(Object.keys(ZALO_EVENTS[event].fields).map((key) => [key, key])) }]));
    const configured = await owner("PUT", "/api/admin/settings/zalo", { appId: fake.appId, secretKey: fake.secretKey, refreshToken: fake.firstRefreshToken, events });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    const imported = await app.fetch("/api/admin/machines/import", {
      method: "POST",
      headers: { cookie: ownerCookie, "content-type": "text/csv" },
      body: ["serial,product,production_date", `${serial("A1")},1,2026-10-01`, `${serial("D1")},1,2026-10-01`].join("\r\n"),
    });
    expect(imported.status).toBe(201);
  });

  it("each new event has a label and fields with a sample within ZNS's length limit", () => {
    for (const event of AFTER_SALE_EVENTS) {
      expect(ZALO_EVENT_KEYS).toContain(event);
      expect(ZALO_EVENTS[event].label).not.toBe("");
      for (const field of Object.values(ZALO_EVENTS[event].fields) as Array<{ sample: string; max: number }>) {
        expect(field.sample.length).toBeLessThanOrEqual(field.max);
      }
    }
  });

  it("an order's machine: scheduled and resolved requests queue their Zalo message beside the e-mail, which carries the opt-out", async () => {
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
    const [line] = (await buyer.call("/api/cart")).body as Array<{ product: { price: number; discountPrice: number | null } }>;
    const { total } = computeTotals([{ unitPrice: line!.product.discountPrice ?? line!.product.price, quantity: 1 }]);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod" } });
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as number;
    for (const status of ["confirmed", "shipping"]) expect((await owner("PUT", `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    expect((await owner("PUT", `/api/admin/orders/${orderId}/machines`, { machines: [{ productId: 1, serial: serial("A1") }] })).status).toBe(200);
    expect((await owner("PUT", `/api/admin/orders/${orderId}/status`, { status: "completed" })).status).toBe(200);

    const created = await visitor(app).call("/api/service-requests", {
      method: "POST",
      body: { serial: serial("A1"), phone: BUYER_ADDRESS.phone, problem: "not_heating", description: "Máy không nóng", mode: "onsite", preferredDate: addDays(today, 1), slot: "morning" },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.reference.slice(3));
    const ref = `service-request:${id}`;
    const visitDate = addDays(today, 2);
    expect((await owner("PUT", `/api/admin/service-requests/${id}`, { status: "scheduled", visitDate, visitSlot: "morning" })).status).toBe(200);
    const scheduled = await zaloRows("service-scheduled", ref);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]).toMatchObject({ recipient: BUYER_PHONE, payload: { templateId: "260000" } });
    expect(scheduled[0]!.payload!.templateData).toEqual({
      customer_name: BUYER_ADDRESS.fullName,
      request_code: created.body.reference,
      visit_date: dmy(visitDate),
      visit_slot: expect.any(String),
    });
    const mails = await app.services.notifications.listFor(ref);
    const scheduledMail = mails.find((mail) => mail.kind === "service-request-scheduled")!;
    expect(scheduledMail.recipient).toBe(BUYER_ADDRESS.email);
    expect(scheduledMail.textBody).toContain("/zalo/opt-out?p=84912345678");

    expect((await owner("PUT", `/api/admin/service-requests/${id}`, { status: "in_progress" })).status).toBe(200);
    expect((await owner("PUT", `/api/admin/service-requests/${id}`, { status: "resolved" })).status).toBe(200);
    const resolved = await zaloRows("service-resolved", ref);
    expect(resolved).toHaveLength(1);
    expect(resolved[0]!.payload!.templateData).toEqual({ customer_name: BUYER_ADDRESS.fullName, request_code: created.body.reference, product: expect.stringMatching(/\S/) });
    expect(await zaloRows("service-scheduled", ref)).toHaveLength(1);
  });

  it("a dealer's buyer without an e-mail: the activated warranty and the service request reach them on Zalo alone", async () => {
    const activation = await visitor(app).call("/api/warranty/activations", {
      method: "POST",
      body: {
        serial: serial("D1"),
        phone: "0901234567",
        name: "Trần Thị Bình",
        email: null,
        shopName: "Trà sữa Bình",
        address: { address: "5 Trần Phú", provinceCode: BUYER_ADDRESS.provinceCode, wardCode: BUYER_ADDRESS.wardCode },
        dealer: "Đại lý Minh Phát",
        purchaseDate: null,
        receiptUrl: null,
      },
    });
    expect(activation.status, JSON.stringify(activation.body)).toBe(201);
    expect((await owner("PUT", `/api/admin/warranty-activations/${activation.body.id}`, { status: "approved" })).status).toBe(200);
    const machineRef = `machine:${serial("D1")}`;
    const activated = await zaloRows("warranty-activated", machineRef);
    expect(activated).toHaveLength(1);
    expect(activated[0]).toMatchObject({ recipient: DEALER_PHONE, payload: { templateId: "260004" } });
    expect(activated[0]!.payload!.templateData).toEqual({ customer_name: "Trần Thị Bình", serial: serial("D1"), product: expect.stringMatching(/\S/), warranty_until: dmy(addMonths(today, 12)) });
    expect((await app.services.notifications.listFor(machineRef)).filter((mail) => mail.channel === "email").map((mail) => mail.kind)).toEqual(["activation-shop-alert"]);

    const created = await visitor(app).call("/api/service-requests", {
      method: "POST",
      body: { serial: serial("D1"), phone: "0901234567", problem: "not_heating", description: "Máy yếu", mode: "onsite", preferredDate: addDays(today, 1), slot: "afternoon" },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.reference.slice(3));
    expect((await owner("PUT", `/api/admin/service-requests/${id}`, { status: "scheduled", visitDate: addDays(today, 1), visitSlot: "afternoon" })).status).toBe(200);
    const ref = `service-request:${id}`;
    expect(await zaloRows("service-scheduled", ref)).toHaveLength(1);
    expect((await app.services.notifications.listFor(ref)).filter((mail) => mail.channel === "email").map((mail) => mail.kind)).toEqual(["service-request-shop-alert"]);
  });

  it("a maintenance reminder goes on Zalo too, and to an owner without an e-mail on Zalo alone", async () => {
    const due = addMonths(today, 6);
    const reminders = createAfterSaleServices({
      db: app.services.database.db,
      rateLimiter: app.services.rateLimiter,
      notifications: app.services.notifications,
      zalo: app.services.zalo,
      settings: app.services.storeSettings,
      locations: app.services.locations,
      siteUrl: "https://shop.example",
      linkSecret: "test",
      now: () => new Date(`${due}T03:00:00Z`),
      rateLimit: 100,
      rateWindowMs: 60_000,
    }).reminders;
    await reminders.queueDue();
    // A1 was serviced today (due in six months); D1's warranty started today.
    for (const [n, phone, name] of [["A1", BUYER_PHONE, BUYER_ADDRESS.fullName], ["D1", DEALER_PHONE, "Trần Thị Bình"]] as const) {
      const rows = await zaloRows("maintenance-reminder", `machine:${serial(n)}`);
      expect(rows, n).toHaveLength(1);
      expect(rows[0]).toMatchObject({ recipient: phone, payload: { templateId: "260003" } });
      expect(rows[0]!.payload!.templateData).toEqual({ customer_name: name, product: expect.stringMatching(/\S/), serial: serial(n) });
    }
    const mails = await app.services.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "maintenance-reminder"), like(notifications.subjectRef, `machine:Z-${tag}-%`)));
    expect(mails.map((mail) => [mail.subjectRef, mail.recipient])).toEqual([[`machine:${serial("A1")}`, BUYER_ADDRESS.email]]);
    expect(mails[0]!.textBody).toContain("/zalo/opt-out?p=84912345678");
    await reminders.queueDue();
    expect(await zaloRows("maintenance-reminder", `machine:${serial("D1")}`)).toHaveLength(1);
  });

  it("a sent quote queues its Zalo message with the quote's number, total and validity", async () => {
    const validUntil = addDays(today, 10);
    const created = await owner("POST", "/api/admin/quotes", {
      customer: { name: "Lê Văn Cường", phone: "0987 654 321", email: "cuong@example.vn", companyName: "Công ty TNHH Trà Việt", taxCode: "" },
      lines: [{ productId: 1, quantity: 2 }],
      installationFee: 0,
      depositPercent: 0,
      validUntil,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect((await owner("POST", `/api/admin/quotes/${id}/send`)).status).toBe(200);
    const quote = (await owner("GET", `/api/admin/quotes/${id}`)).body;
    const rows = await zaloRows("quote-sent", `quote:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: "84987654321", payload: { templateId: "260002" } });
    expect(rows[0]!.payload!.templateData).toEqual({ customer_name: "Lê Văn Cường", quote_code: quote.number, quote_total: expect.stringMatching(/đ$/), valid_until: dmy(validUntil) });
    const [mail] = await app.services.database.db.select().from(notifications).where(and(eq(notifications.kind, "quote-sent"), eq(notifications.recipient, "cuong@example.vn")));
    expect(mail!.textBody).toContain("/zalo/opt-out?p=84987654321");
  });
});
