import { asc, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client";
import { notifications } from "../../server/db/schema";
import { smtpTransport, startNotificationWorker } from "../../server/services/notifications/mailer";
import {
  createNotificationService,
  retryDelayMs,
  type MailTransport,
  type NotificationRow,
} from "../../server/services/notifications/notifications";
import { trackingIdOf } from "../../server/services/notifications/zalo-channel";
import { adminCaller, drivers, useTestApp } from "./harness";
import { startSmtp } from "./smtp";
import { startFakeZalo, type FakeZalo } from "./support/fake-zalo";

describe("retryDelayMs", () => {
  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(5)).toBe(480_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe.each(drivers)("notification outbox on %s", (driver) => {
  const app = useTestApp(driver);

  it("delivers through SMTP, keeps mails while the server is down, and never sends twice", async () => {
    let clock = new Date("2026-11-23T08:00:00Z");
    const outbox = createNotificationService(app.services.database.db, () => clock);
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close(); // the mail server is down when the order arrives

    await outbox.enqueue(app.services.database.db, [
      { kind: "test", recipient: "shop@example.vn", subject: "Đơn hàng mới #1", text: "Tổng: 64.020.000đ", subjectRef: "test:1" },
      { kind: "test", recipient: "buyer@example.vn", subject: "Xác nhận đơn hàng #1", text: "Cảm ơn", html: "<p>Cảm ơn</p>", subjectRef: "test:1" },
    ]);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);

    const down = await outbox.deliverDue(transport, "Shop <shop@localhost>");
    expect(down).toEqual({ sent: 0, failed: 2 });
    let rows = await outbox.listFor("test:1");
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(rows[0]!.lastError).toBeTruthy();

    // Not due yet: nothing is retried before the back-off passes.
    expect(await outbox.deliverDue(transport, "Shop <shop@localhost>")).toEqual({ sent: 0, failed: 0 });

    const restarted = await startSmtp(port);
    try {
      clock = new Date(clock.getTime() + 31_000);
      expect(await outbox.deliverDue(transport, "Shop <shop@localhost>")).toEqual({ sent: 2, failed: 0 });
      expect(await outbox.deliverDue(transport, "Shop <shop@localhost>")).toEqual({ sent: 0, failed: 0 });
      clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
      expect(await outbox.deliverDue(transport, "Shop <shop@localhost>")).toEqual({ sent: 0, failed: 0 });

      expect(restarted.received.map((mail) => mail.to)).toEqual([["shop@example.vn"], ["buyer@example.vn"]]);
      expect(restarted.received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
      rows = await outbox.listFor("test:1");
      expect(rows.every((row) => row.status === "sent" && row.sentAt)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe.each(drivers)("the outbox under a short lease on %s", (driver) => {
  const LEASE_MS = 2000;
  const silent = pino({ level: "silent" });
  let fake: FakeZalo;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeZalo();
    Object.assign(env, { ZALO_API_URL: fake.url, ZALO_OAUTH_URL: fake.url });
  });
  afterAll(() => fake.close());
  const app = useTestApp(driver, { env });
  const db = () => app.services.database.db as Db;

  beforeAll(async () => {
    const cookie = await app.adminCookie("outbox-owner");
    const configured = await adminCaller(app, () => cookie)("PUT", "/api/admin/settings/zalo", {
      appId: fake.appId,
      secretKey: fake.secretKey,
      refreshToken: fake.firstRefreshToken,
      events: { "order-placed": { enabled: true, templateId: "250001", params: { customer_name: "customer_name", order_code: "order_code" } } },
    });
    expect(configured.status).toBe(200);
  });

  /** `count` e-mails and `count` Zalo messages, as an order queues them; tagged so a test finds its own. */
  async function queue(tag: string, count: number, phonePrefix: string) {
    for (let n = 0; n < count; n++) {
      await app.services.notifications.enqueue(db(), [
        { kind: "test", recipient: `${tag}-${n}@example.vn`, subject: `Outbox ${tag} ${n}`, text: "Cảm ơn", subjectRef: `${tag}:${n}` },
      ]);
      const queued = await app.services.zalo.queue(db(), "order-placed", {
        phone: `${phonePrefix}${String(n).padStart(4, "0")}`,
        subjectRef: `${tag}:${n}`,
        fields: { customer_name: `Khách ${n}`, order_code: String(n), order_total: "1đ", order_date: "29/11/2026", payment_method: "COD" },
      });
      expect(queued).toBe(true);
    }
  }

  const rowsOf = (tag: string) =>
    db().select().from(notifications).where(like(notifications.subjectRef, `${tag}:%`)).orderBy(asc(notifications.id));

  it(
    "two workers, providers answering in 400 ms and a 2 s lease: each of 10 e-mails and 10 Zalo messages is delivered exactly once",
    { timeout: 90_000 },
    async () => {
      const smtp = await startSmtp(0, { answerDelayMs: 400 });
      fake.sendDelayMs = 400;
      await queue("twice", 10, "090611");
      // Two processes' workers on the same outbox, each with its own claims (a second process on PGlite's one
      // folder is not possible: two sets of services on one database are the same race).
      const workers = [0, 1].map(() =>
        startNotificationWorker({
          notifications: createNotificationService(db(), undefined, { leaseMs: LEASE_MS }),
          transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, { leaseMs: LEASE_MS }),
          zalo: app.services.zalo.sender,
          from: "Shop <shop@localhost>",
          logger: silent,
          intervalMs: 200,
        }),
      );
      try {
        const until = Date.now() + 60_000;
        while ((await rowsOf("twice")).some((row) => row.status === "pending")) {
          if (Date.now() > until) throw new Error("the outbox did not empty");
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } finally {
        // Stopping waits for a send in flight, so a late duplicate would still be counted.
        await Promise.all(workers.map((worker) => worker.stop()));
        fake.sendDelayMs = 0;
        await smtp.close();
      }
      const stored = await rowsOf("twice");
      expect(stored).toHaveLength(20);
      expect(stored.map((row) => `${row.channel} ${row.status}`)).toEqual(stored.map((row) => `${row.channel} sent`));
      const times = (row: NotificationRow) =>
        row.channel === "zalo" ? (fake.delivered.get(trackingIdOf(row.id)) ?? 0) : smtp.received.filter((mail) => mail.to.includes(row.recipient)).length;
      expect(stored.map((row) => `${row.recipient}: ${times(row)}`)).toEqual(stored.map((row) => `${row.recipient}: 1`));
    },
  );

  it(
    "a provider that keeps a message past the send's deadline: recorded 'unconfirmed' within the lease, never sent again by itself; staff's resend sends it once more",
    { timeout: 60_000 },
    async () => {
      const answer = { answerDelayMs: 5000 };
      const smtp = await startSmtp(0, answer);
      fake.sendDelayMs = 5000;
      let clock = new Date();
      const outbox = createNotificationService(db(), () => clock, { leaseMs: LEASE_MS });
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, { leaseMs: LEASE_MS });
      const round = (mail: MailTransport = transport) => outbox.deliverDue(mail, "Shop <shop@localhost>", { senders: { zalo: app.services.zalo.sender } });
      try {
        await queue("unsure", 1, "090622");
        clock = new Date();
        const [mail, zalo] = await rowsOf("unsure");
        let started = Date.now();
        expect(await round()).toEqual({ sent: 0, failed: 2 });
        // Each send was cut at its budget (75 % of the lease), before another process could take the row.
        expect(Date.now() - started).toBeLessThan(2 * LEASE_MS);
        for (const row of await rowsOf("unsure")) {
          expect(row).toMatchObject({ status: "unconfirmed", attempts: 1 });
          expect(row.lastError).toMatch(/^Không rõ .*Không tự gửi lại để tránh gửi trùng\.$/);
        }
        // The mail server had the whole mail (it may well deliver it); Zalo never answered.
        expect(smtp.received.filter((received) => received.to.includes(mail!.recipient))).toHaveLength(1);
        expect(fake.delivered.get(trackingIdOf(zalo!.id))).toBeUndefined();

        // Not retried, however long one waits.
        clock = new Date(clock.getTime() + 24 * 3600_000);
        expect(await round()).toEqual({ sent: 0, failed: 0 });

        // A transport that ignores the deadline is abandoned just after it; its mail is unconfirmed too.
        await outbox.enqueue(db(), [{ kind: "test", recipient: "deaf@example.vn", subject: "Outbox deaf", text: "Cảm ơn", subjectRef: "unsure:deaf" }]);
        const deaf: MailTransport = { send: () => new Promise((resolve) => setTimeout(resolve, 5000)) };
        started = Date.now();
        expect(await outbox.deliverDue(deaf, "Shop <shop@localhost>")).toEqual({ sent: 0, failed: 1 });
        expect(Date.now() - started).toBeLessThan(LEASE_MS);
        expect((await outbox.listFor("unsure:deaf"))[0]).toMatchObject({ status: "unconfirmed" });

        // Staff decide: "Gửi lại" sends the same row once more.
        answer.answerDelayMs = 0;
        fake.sendDelayMs = 0;
        await outbox.resend(mail!.id);
        await outbox.resend(zalo!.id);
        expect(await round()).toEqual({ sent: 2, failed: 0 });
        expect(await outbox.get(mail!.id)).toMatchObject({ status: "sent", lastError: null });
        expect(smtp.received.filter((received) => received.to.includes(mail!.recipient))).toHaveLength(2);
        expect(fake.delivered.get(trackingIdOf(zalo!.id))).toBe(1);
      } finally {
        fake.sendDelayMs = 0;
        await smtp.close();
      }
    },
  );
});
