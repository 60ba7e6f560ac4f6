import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../server/services/foundation/secret-box";
import { createNotificationService, retryDelayMs, type MailTransport } from "../../server/services/notifications/notifications";
import { zaloApi } from "../../server/services/notifications/zalo-api";
import { createZaloChannel, trackingIdOf } from "../../server/services/notifications/zalo-channel";
import type { Db } from "../../server/db/client";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, startTestApp, TEST_SESSION_SECRET, useTestApp, visitor, type TestApp } from "./harness";
import { startFakeZalo, type FakeZalo } from "./support/fake-zalo";

/** One LT-150: 17.2 M đ + 10 % tax. */
const ORDER_TOTAL = "18920000";
const BUYER_PHONE = "84912345678";

interface Row {
  id: number;
  channel: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  textBody: string;
  providerMessageId: string | null;
}

/** An e-mail transport that records what it would send. */
function recordingTransport() {
  const sent: Array<{ to: string; text: string }> = [];
  const transport: MailTransport = {
    async send(mail) {
      sent.push({ to: mail.to, text: mail.text });
    },
  };
  return { sent, transport };
}

describe.each(drivers)("Zalo ZNS channel of the outbox on %s", (driver) => {
  let fake: FakeZalo;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeZalo();
    Object.assign(env, { ZALO_API_URL: fake.url, ZALO_OAUTH_URL: fake.url });
  });
  afterAll(() => fake.close());
  const app = useTestApp(driver, { env });
  let ownerCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const db = () => app.services.database.db as Db;

  /** What the admin order answer lists. */
  async function messagesOf(orderId: number): Promise<Row[]> {
    const { status, body } = await owner("GET", `/api/admin/orders/${orderId}`);
    expect(status).toBe(200);
    return body.notifications;
  }

  async function placeOrder(address: Record<string, string> = BUYER_ADDRESS): Promise<number> {
    const buyer = visitor(app);
    expect(
      (
        await buyer.call("/api/cart", {
          method: "POST",
          body: { productId: 1 },
        })
      ).status,
    ).toBe(201);
    const placed = await buyer.call("/api/orders", {
      method: "POST",
      body: { acceptTerms: true, address, total: ORDER_TOTAL },
    });
    expect(placed.status).toBe(201);
    return placed.body.id;
  }

  /** One round of the outbox worker: e-mail and Zalo. */
  const deliver = (transport: MailTransport | null = null) =>
    app.services.notifications.deliverDue(transport, "Shop <shop@localhost>", {
      senders: { zalo: app.services.zalo.sender },
    });

  /** Sends everything due (earlier tests' leftovers), so a test counts only its own messages. */
  async function flush() {
    const { transport } = recordingTransport();
    while ((await deliver(transport)).sent + 0 > 0);
  }

  const configure = (extra: Record<string, unknown> = {}) =>
    owner("PUT", "/api/admin/settings/zalo", {
      appId: fake.appId,
      secretKey: fake.secretKey,
      refreshToken: fake.firstRefreshToken,
      events: {
        "order-placed": {
          enabled: true,
          templateId: "250001",
          params: {
            customer_name: "customer_name",
            order_code: "order_code",
            total: "order_total",
          },
        },
        "payment-received": {
          enabled: true,
          templateId: "250002",
          params: {
            customer_name: "customer_name",
            order_code: "order_code",
            amount: "amount",
          },
        },
      },
      ...extra,
    });

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("zalo-owner");
  });

  it("without configuration an order queues its e-mail only, as before", async () => {
    const view = await owner("GET", "/api/admin/settings/zalo");
    expect(view.body).toMatchObject({
      configured: false,
      hasRefreshToken: false,
      hasSecretKey: false,
    });
    const orderId = await placeOrder();
    const rows = await messagesOf(orderId);
    expect(rows.map((row) => [row.channel, row.kind])).toEqual([["email", "order-confirmation"]]);
    // No opt-out line either: there are no Zalo messages to opt out of.
    expect(rows[0]!.textBody).not.toContain("/zalo/opt-out");
  });

  it("only the owner reads and writes the settings; secrets are stored sealed and never answered", async () => {
    const salesCookie = await app.adminCookie("zalo-sales", "sales");
    const sales = adminCaller(app, () => salesCookie);
    expect((await sales("GET", "/api/admin/settings/zalo")).status).toBe(403);
    expect(
      (
        await sales("PUT", "/api/admin/settings/zalo", {
          appId: "1",
          events: {},
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await sales("POST", "/api/admin/settings/zalo/test", {
          phone: "0912345678",
        })
      ).status,
    ).toBe(403);

    const invalid = await owner("PUT", "/api/admin/settings/zalo", {
      appId: "abc",
      events: { "order-placed": { enabled: true, templateId: "", params: {} } },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(["appId", "events.order-placed.templateId"]));

    const saved = await configure();
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      configured: true,
      appId: fake.appId,
      hasSecretKey: true,
      hasRefreshToken: true,
      hasAccessToken: false,
    });
    const answered = JSON.stringify(saved.body) + JSON.stringify((await owner("GET", "/api/admin/settings/zalo")).body);
    expect(answered).not.toContain(fake.firstRefreshToken);
    expect(answered).not.toContain(fake.secretKey);
    const stored = (await db().execute(sql`select secret_key, refresh_token from zalo_settings`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    expect(JSON.stringify(stored.rows)).not.toContain(fake.firstRefreshToken);
    expect(JSON.stringify(stored.rows)).not.toContain(fake.secretKey);
    expect(stored.rows[0]!.refresh_token).toMatch(/^v1\./);
    // The audit trail says a token was entered, never which.
    const audit = JSON.stringify(await app.services.audit.forEntity("settings", 1));
    expect(audit).toContain("refresh token mới");
    expect(audit).not.toContain(fake.firstRefreshToken);

    // Saving again without the secrets keeps them.
    expect(
      (
        await owner("PUT", "/api/admin/settings/zalo", {
          appId: fake.appId,
          events: {},
        })
      ).body,
    ).toMatchObject({ configured: true, hasRefreshToken: true });
  });

  it("the test message goes to the owner's phone with the template's sample data, refreshing the token first", async () => {
    const before = fake.messages.length;
    const answer = await owner("POST", "/api/admin/settings/zalo/test", {
      phone: "0987 654 321",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, event: "order-placed" });
    expect(fake.messages.slice(before)).toEqual([
      expect.objectContaining({
        phone: "84987654321",
        template_id: "250001",
        template_data: {
          customer_name: "Nguyễn Văn An",
          order_code: "1024",
          total: "18.920.000đ",
        },
      }),
    ]);
    expect(fake.refreshes).toBe(1);
    expect((await owner("POST", "/api/admin/settings/zalo/test", { phone: "12345" })).status).toBe(400);
  });

  it("an order queues one e-mail and one Zalo message; each is delivered once, the Zalo one with the row's tracking id", async () => {
    await flush();
    const orderId = await placeOrder();
    let rows = await messagesOf(orderId);
    expect(rows.map((row) => [row.channel, row.kind, row.recipient, row.status])).toEqual([
      ["email", "order-confirmation", BUYER_ADDRESS.email, "pending"],
      ["zalo", "zalo-order-placed", BUYER_PHONE, "pending"],
    ]);
    // The buyer's e-mail carries the signed opt-out link.
    expect(rows[0]!.textBody).toMatch(new RegExp(`/zalo/opt-out\\?p=${BUYER_PHONE}&s=[\\w-]{32}`));

    const mail = recordingTransport();
    expect(await deliver(mail.transport)).toEqual({ sent: 2, failed: 0 });
    expect(await deliver(mail.transport)).toEqual({ sent: 0, failed: 0 });
    rows = await messagesOf(orderId);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    const zaloRow = rows[1]!;
    expect(fake.delivered.get(trackingIdOf(zaloRow.id))).toBe(1);
    const sent = fake.messages.find((message) => message.tracking_id === trackingIdOf(zaloRow.id))!;
    expect(sent).toMatchObject({
      phone: BUYER_PHONE,
      template_id: "250001",
      template_data: {
        customer_name: BUYER_ADDRESS.fullName,
        order_code: String(orderId),
        total: "18.920.000đ",
      },
    });
    expect(zaloRow.providerMessageId).toBe(sent.msg_id);
    expect(mail.sent.map((sentMail) => sentMail.to)).toEqual([BUYER_ADDRESS.email]);
    expect(fake.violations).toEqual([]);
  });

  it("the fake failing 5 times then succeeding delivers once, with back-off between tries", async () => {
    await flush();
    const outbox = createNotificationService(db(), () => clock);
    await app.services.zalo.queue(db(), "order-placed", {
      phone: "0903111222",
      subjectRef: "test:retry",
      fields: {
        customer_name: "Chị Hoa",
        order_code: "9001",
        order_total: "1đ",
        order_date: "26/11/2026",
        payment_method: "COD",
      },
    });
    const [row] = await outbox.listFor("test:retry");
    let clock = new Date(Date.now() + 1000);
    fake.failNext(5, -100);
    const round = () =>
      outbox.deliverDue(null, "x", {
        senders: { zalo: app.services.zalo.sender },
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await round()).toEqual({ sent: 0, failed: 1 });
      // Not due again before its back-off.
      expect(await round()).toEqual({ sent: 0, failed: 0 });
      clock = new Date(clock.getTime() + retryDelayMs(attempt) + 1000);
    }
    expect(await round()).toEqual({ sent: 1, failed: 0 });
    clock = new Date(clock.getTime() + 24 * 3600 * 1000);
    expect(await round()).toEqual({ sent: 0, failed: 0 });
    const [done] = await outbox.listFor("test:retry");
    expect(done).toMatchObject({
      status: "sent",
      attempts: 6,
      lastError: null,
    });
    expect(fake.delivered.get(trackingIdOf(row!.id))).toBe(1);
  });

  it("a token expiry mid-run with two app processes sending at once refreshes once, and the chain survives", async () => {
    // A second app on the same data: a real second process's connections on PostgreSQL; on PGlite (one client
    // per data folder) a second set of services on the same database.
    const second: TestApp | null = app.databaseUrl ? await startTestApp(driver, { databaseUrl: app.databaseUrl, env }) : null;
    try {
      const otherChannel =
        second?.services.zalo ??
        createZaloChannel({
          db: db(),
          notifications: app.services.notifications,
          api: zaloApi({ apiUrl: fake.url, oauthUrl: fake.url }),
          box: createSecretBox(TEST_SESSION_SECRET),
          linkSecret: TEST_SESSION_SECRET,
          siteUrl: "http://localhost",
        });
      const otherOutbox = second?.services.notifications ?? createNotificationService(db());
      await flush();
      for (let n = 0; n < 12; n++) {
        await app.services.zalo.queue(db(), "order-placed", {
          phone: `090400${String(n).padStart(4, "0")}`,
          subjectRef: "test:expiry",
          fields: {
            customer_name: `Khách ${n}`,
            order_code: String(7000 + n),
            order_total: "1đ",
            order_date: "26/11/2026",
            payment_method: "COD",
          },
        });
      }
      const refreshesBefore = fake.refreshes;
      fake.expireAccessToken();
      fake.refreshDelayMs = 300;
      fake.sendDelayMs = 20;
      const [first, other] = await Promise.all([
        app.services.notifications.deliverDue(null, "x", {
          batchSize: 6,
          senders: { zalo: app.services.zalo.sender },
        }),
        otherOutbox.deliverDue(null, "x", {
          batchSize: 6,
          senders: { zalo: otherChannel.sender },
        }),
      ]);
      expect(first.sent + other.sent).toBe(12);
      expect(first.sent).toBeGreaterThan(0);
      expect(other.sent).toBeGreaterThan(0);
      expect(fake.refreshes - refreshesBefore).toBe(1);
      expect(fake.reusedRefreshTokens).toBe(0);
      const rows = await app.services.notifications.listFor("test:expiry");
      for (const row of rows) expect(fake.delivered.get(trackingIdOf(row.id)), `row ${row.id}`).toBe(1);

      // The chain survives: the next expiry refreshes again with the stored (rotated) refresh token.
      fake.refreshDelayMs = 0;
      fake.expireAccessToken();
      expect(
        (
          await owner("POST", "/api/admin/settings/zalo/test", {
            phone: "0912345678",
          })
        ).status,
      ).toBe(200);
      expect(fake.refreshes - refreshesBefore).toBe(2);
      expect(fake.reusedRefreshTokens).toBe(0);
    } finally {
      fake.refreshDelayMs = 0;
      fake.sendDelayMs = 0;
      await second?.close();
    }
  });

  it("a phone that cannot receive fails its Zalo message at once (no retry) and the e-mail still goes; staff can re-send it", async () => {
    await flush();
    const phone = "0938222333";
    fake.unreachable.add("84938222333");
    const orderId = await placeOrder({ ...BUYER_ADDRESS, phone });
    const mail = recordingTransport();
    expect(await deliver(mail.transport)).toEqual({ sent: 1, failed: 1 });
    const rows = await messagesOf(orderId);
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "sent", 1],
      ["zalo", "failed", 1],
    ]);
    expect(rows[1]!.lastError).toContain("-119");
    expect(mail.sent.map((sentMail) => sentMail.to)).toEqual([BUYER_ADDRESS.email]);

    // Staff send it again by hand once the buyer has Zalo.
    fake.unreachable.delete("84938222333");
    const salesCookie = await app.adminCookie("zalo-sales-2", "sales");
    const sales = adminCaller(app, () => salesCookie);
    expect((await sales("POST", `/api/admin/notifications/${rows[0]!.id}/resend`)).status).toBe(409);
    expect((await sales("POST", `/api/admin/notifications/${rows[1]!.id}/resend`)).status).toBe(200);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect((await messagesOf(orderId))[1]).toMatchObject({ status: "sent" });
    expect(fake.delivered.get(trackingIdOf(rows[1]!.id))).toBe(1);
  });

  it("an order moved to shipping and then completed queues the 'shipped' and 'delivered' Zalo messages when they are on", async () => {
    const on = (templateId: string) => ({ enabled: true, templateId, params: { customer_name: "customer_name", order_code: "order_code" } });
    expect(
      (
        await owner("PUT", "/api/admin/settings/zalo", {
          appId: fake.appId,
          events: { "order-shipped": on("250003"), "order-delivered": on("250004") },
        })
      ).status,
    ).toBe(200);
    const orderId = await placeOrder();
    for (const status of ["confirmed", "shipping", "completed"]) {
      expect((await owner("PUT", `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    const rows = await messagesOf(orderId);
    expect(rows.map((row) => [row.channel, row.kind])).toEqual([
      ["email", "order-confirmation"],
      ["zalo", "zalo-order-placed"],
      ["zalo", "zalo-order-shipped"],
      ["zalo", "zalo-order-delivered"],
    ]);
    expect(rows[3]!.textBody).toContain(`order_code: ${orderId}`);
    await flush();
    expect(fake.messages.filter((message) => message.template_id === "250004").at(-1)).toMatchObject({
      template_data: { customer_name: BUYER_ADDRESS.fullName, order_code: String(orderId) },
    });
  });

  it("a lead with a phone gets its Zalo message when that event is on, shown among the lead's messages", async () => {
    const on = { enabled: true, templateId: "250005", params: { name: "customer_name", code: "request_code", product: "product" } };
    expect((await owner("PUT", "/api/admin/settings/zalo", { appId: fake.appId, events: { "lead-received": on } })).status).toBe(200);
    const lead = await visitor(app).call("/api/contact-requests", {
      method: "POST",
      body: { fullName: "Chị Mai", phone: "0977 888 999", needType: "contact", product: "LT-150", message: "Tư vấn giúp em" },
    });
    expect(lead.status).toBe(201);
    const messages = await owner("GET", `/api/admin/contact-requests/${lead.body.id}/messages`);
    expect(messages.body.map((row: Row) => [row.channel, row.recipient])).toEqual([["zalo", "84977888999"]]);
  });

  it("Zalo's signed delivery report marks the message received; an unsigned or forged one changes nothing", async () => {
    const report = (body: string, signature?: string) =>
      app.fetch("/api/zalo/events", {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "x-zevent-signature": signature } : {}) },
        body,
      });
    const orderId = await placeOrder();
    await flush();
    const zaloRow = (await messagesOf(orderId)).find((row) => row.channel === "zalo")!;
    const body = JSON.stringify({
      event_name: "user_received_message",
      app_id: fake.appId,
      sender: { id: "579745863508352884" },
      recipient: { id: "1234567890" },
      message: { msg_id: zaloRow.providerMessageId, tracking_id: trackingIdOf(zaloRow.id), delivery_time: "1795700000000" },
      timestamp: "1795700000123",
    });
    const OA_SECRET = "fake-oa-secret-key-9876";
    const mac = (secret: string) => `mac=${createHash("sha256").update(`${fake.appId}${body}1795700000123${secret}`).digest("hex")}`;
    // Without an OA secret key stored, no report is taken.
    expect((await report(body, mac(OA_SECRET))).status).toBe(401);
    expect((await owner("PUT", "/api/admin/settings/zalo", { appId: fake.appId, oaSecretKey: OA_SECRET, events: {} })).body).toMatchObject({
      hasOaSecretKey: true,
    });
    expect((await report(body)).status).toBe(401);
    expect((await report(body, mac("wrong"))).status).toBe(401);
    expect((await messagesOf(orderId)).find((row) => row.id === zaloRow.id)).toMatchObject({ deliveredAt: null });
    expect((await report(body, mac(OA_SECRET))).status).toBe(200);
    expect((await messagesOf(orderId)).find((row) => row.id === zaloRow.id)).toMatchObject({
      status: "sent",
      deliveredAt: new Date(1795700000000).toISOString(),
    });
    expect(JSON.stringify((await owner("GET", "/api/admin/settings/zalo")).body)).not.toContain(OA_SECRET);
  });

  it("a message whose send timed out is 'unconfirmed', not re-sent; Zalo's delivery report for it settles it as sent", async () => {
    await flush();
    const OA_SECRET = "fake-oa-secret-key-9876";
    expect((await owner("PUT", "/api/admin/settings/zalo", { appId: fake.appId, oaSecretKey: OA_SECRET, events: {} })).status).toBe(200);
    const orderId = await placeOrder();
    // A 2 s lease cuts a send at 1.5 s; Zalo takes the message and answers after 3 s.
    const shortLease = createNotificationService(db(), undefined, { leaseMs: 2000 });
    fake.sendDelayMs = 3000;
    try {
      expect(await shortLease.deliverDue(recordingTransport().transport, "x", { senders: { zalo: app.services.zalo.sender } })).toEqual({
        sent: 1,
        failed: 1,
      });
    } finally {
      fake.sendDelayMs = 0;
    }
    const zaloRow = (await messagesOf(orderId)).find((row) => row.channel === "zalo")!;
    expect(zaloRow).toMatchObject({ status: "unconfirmed", attempts: 1 });
    expect(zaloRow.lastError).toMatch(/^Không rõ Zalo đã nhận tin hay chưa/);
    await flush();
    expect(fake.delivered.get(trackingIdOf(zaloRow.id))).toBeUndefined();

    const body = JSON.stringify({
      event_name: "user_received_message",
      app_id: fake.appId,
      message: { msg_id: "msg-late", tracking_id: trackingIdOf(zaloRow.id), delivery_time: "1795700000000" },
      timestamp: "1795700000456",
    });
    const signature = `mac=${createHash("sha256").update(`${fake.appId}${body}1795700000456${OA_SECRET}`).digest("hex")}`;
    const report = await app.fetch("/api/zalo/events", {
      method: "POST",
      headers: { "content-type": "application/json", "x-zevent-signature": signature },
      body,
    });
    expect(report.status).toBe(200);
    expect((await messagesOf(orderId)).find((row) => row.id === zaloRow.id)).toMatchObject({
      status: "sent",
      lastError: null,
      deliveredAt: new Date(1795700000000).toISOString(),
    });
  });

  it("configuration refused by Zalo keeps the message for later and alerts the owner", async () => {
    await flush();
    await app.services.zalo.queue(db(), "order-placed", {
      phone: "0912000111",
      subjectRef: "test:config",
      fields: {
        customer_name: "A",
        order_code: "1",
        order_total: "1đ",
        order_date: "1",
        payment_method: "COD",
      },
    });
    fake.failNext(1, -109);
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.services.notifications.listFor("test:config");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    const view = await owner("GET", "/api/admin/settings/zalo");
    expect(view.body.alert).toContain("-109");
    expect(await app.services.zalo.alert()).toContain("-109");
    // The next success clears it.
    await app.services.zalo.sender.send((await app.services.notifications.listFor("test:config"))[0]!);
    expect(await app.services.zalo.alert()).toBeNull();
  });

  it("a Zalo consent withdrawn by its signed link stops the next message at once, and a queued one is not sent (issue 45)", async () => {
    const phone = "0977888999";
    const order = async () => {
      const buyer = visitor(app);
      expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } })).status).toBe(201);
      const placed = await buyer.call("/api/orders", {
        method: "POST",
        body: { acceptTerms: true, consents: { zalo: true }, address: { ...BUYER_ADDRESS, phone }, total: ORDER_TOTAL },
      });
      expect(placed.status).toBe(201);
      return placed.body.id as number;
    };
    const first = await order();
    expect((await messagesOf(first)).map((row) => row.channel)).toEqual(["email", "zalo"]);
    const history = () => app.services.database.db.execute(sql`select given, channel, notice_version from consent_records where contact = '84977888999' and purpose = 'zalo' order by id`);
    expect(((await history()) as unknown as { rows: unknown[] }).rows).toEqual([
      { given: true, channel: "web", notice_version: expect.stringMatching(/^2026-11-29\./) },
    ]);

    // The link in a message: one click, in effect before the outbox's next turn.
    const link = new URL(app.services.consent.withdrawUrl("zalo", phone)!);
    expect(await app.services.consent.withdrawByLink(link.searchParams.get("m"), link.searchParams.get("c"), link.searchParams.get("s"))).toEqual({ purpose: "zalo" });
    const sendsBefore = fake.messages.length;
    await deliver(recordingTransport().transport);
    const rows = await messagesOf(first);
    expect(rows.map((row) => row.status)).toEqual(["sent", "failed"]);
    expect(rows[1]!.lastError).toContain("từ chối");
    expect(fake.messages.slice(sendsBefore).some((message) => message.phone === "84977888999")).toBe(false);
    // The next order (its box left unticked) queues no Zalo message at all.
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } });
    const next = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: { ...BUYER_ADDRESS, phone }, total: ORDER_TOTAL } });
    expect(next.status).toBe(201);
    expect((await messagesOf(next.body.id)).map((row) => row.channel)).toEqual(["email"]);
    expect(((await history()) as unknown as { rows: Array<{ given: boolean; channel: string }> }).rows.map((row) => [row.given, row.channel])).toEqual([
      [true, "web"],
      [false, "link"],
    ]);
  });

  it("opt-out holds: the signed link and staff's mark stop Zalo messages, e-mails still go", async () => {
    const link = app.services.zalo.optOutUrl("0977123456")!;
    const url = new URL(link);
    expect(app.services.zalo.verifyOptOutLink(url.searchParams.get("p"), url.searchParams.get("s"))).toBe("84977123456");
    expect(app.services.zalo.verifyOptOutLink("84977123457", url.searchParams.get("s"))).toBeNull();
    expect(app.services.zalo.verifyOptOutLink(url.searchParams.get("p"), "x".repeat(32))).toBeNull();
    await app.services.zalo.optOut({ phone: "84977123456" }, "buyer");
    const byLink = await placeOrder({ ...BUYER_ADDRESS, phone: "0977123456" });
    expect((await messagesOf(byLink)).map((row) => row.channel)).toEqual(["email"]);

    // Staff mark a phone: its already queued message is not sent either.
    const phone = "0966555444";
    const queued = await placeOrder({ ...BUYER_ADDRESS, phone });
    expect((await messagesOf(queued)).map((row) => row.channel)).toEqual(["email", "zalo"]);
    const salesCookie = await app.adminCookie("zalo-sales-3", "sales");
    const sales = adminCaller(app, () => salesCookie);
    expect((await sales("POST", "/api/admin/zalo/opt-outs", { phone })).status).toBe(201);
    const sendsBefore = fake.messages.length;
    await deliver(recordingTransport().transport);
    const rows = await messagesOf(queued);
    expect(rows.map((row) => row.status)).toEqual(["sent", "failed"]);
    expect(rows[1]!.lastError).toContain("từ chối");
    expect(fake.messages.slice(sendsBefore).some((message) => message.phone === "84966555444")).toBe(false);
    const later = await placeOrder({ ...BUYER_ADDRESS, phone });
    expect((await messagesOf(later)).map((row) => row.channel)).toEqual(["email"]);
    expect((await owner("GET", "/api/admin/settings/zalo")).body.optOuts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ phone: "84966555444", source: "staff" }),
        expect.objectContaining({ phone: "84977123456", source: "buyer" }),
      ]),
    );
    expect(fake.violations).toEqual([]);
  });
});
