import { describe, expect, it } from "vitest";
import { smtpTransport } from "../../server/services/notifications/mailer";
import { createNotificationService, retryDelayMs } from "../../server/services/notifications/notifications";
import { drivers, useTestApp } from "./harness";
import { startSmtp } from "./smtp";

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
