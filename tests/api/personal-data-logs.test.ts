import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, startTestApp, visitor, type TestApp } from "./harness";

/**
 * Nothing personal in logs or metrics labels (issue 45 point 7, OWASP ASVS 5.0 V14): the app runs with the
 * production logger at its most verbose level writing into memory, a realistic run of buyers' flows goes through
 * it, and no line (nor the /metrics text) holds a buyer's phone, in any form it is typed or stored, or e-mail.
 */
const METRICS_TOKEN = "metrics-token-for-the-log-scan";
const INVOICE = { companyName: "Công ty TNHH Trà Sữa Nhật Hạ", taxCode: "0300588569", address: "25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh", email: "ketoan.nhatha@example.vn" };
const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Each flow's own phone (as typed) and e-mail. */
const PEOPLE = {
  order: { phone: "0913 579 246", email: "mua.hang.log@example.vn" },
  lead: { phone: "+84 914 680 135", email: "" },
  trial: { phone: "84916243587", email: "" },
  quote: { phone: "0918.642.753", email: "bao.gia.log@example.vn" },
  quoteAccept: { phone: "0919753864", email: "" },
  login: { phone: "0917 864 209", email: "dang.nhap.log@example.vn" },
  privacy: { phone: "0915 432 198", email: "yeu.cau.log@example.vn" },
  zalo: { phone: "0934 111 987", email: "" },
};

/** Every form a phone takes: 0912…, 84912…, +84912… all hold the nine digits after the 0; spaced as typed too. */
function formsOf(phone: string): string[] {
  const digits = phone.replace(/\D/g, "");
  const national = digits.startsWith("84") ? digits.slice(2) : digits.slice(1);
  return [national, `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`, `${national.slice(0, 3)}.${national.slice(3, 6)}.${national.slice(6)}`];
}

const NEEDLES = Object.values(PEOPLE).flatMap(({ phone, email }) => [...formsOf(phone), ...(email ? [email, encodeURIComponent(email)] : [])]);

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("trace", { destination: sink }) };
}

function leaksIn(lines: readonly string[]): string[] {
  return lines.flatMap((line) => NEEDLES.filter((needle) => line.toLowerCase().includes(needle.toLowerCase())).map((needle) => `${needle} in ${line.trim()}`));
}

describe.each(drivers)("nothing personal in logs and metrics on %s (issue 45 point 7)", (driver) => {
  let app: TestApp;
  const logs = capture();
  let ownerCookie = "";
  let salesCookie = "";
  const owner = () => adminCaller(app, () => ownerCookie);
  const sales = () => adminCaller(app, () => salesCookie);

  beforeAll(async () => {
    app = await startTestApp(driver, { logger: logs.logger, env: { METRICS_TOKEN } });
    ownerCookie = await app.adminCookie("log-scan-owner", "owner");
    salesCookie = await app.adminCookie("log-scan-sales", "sales");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a run of orders, leads, a quote acceptance, failed logins, privacy requests and opt-outs logs no phone or e-mail", async () => {
    // An order, and a refused one (its 400 names the phone field, not the phone).
    const buyer = visitor(app);
    expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } })).status).toBe(201);
    const address = { ...BUYER_ADDRESS, phone: PEOPLE.order.phone, email: PEOPLE.order.email };
    expect((await buyer.call("/api/orders", { method: "POST", body: { address: { ...address, phone: `${PEOPLE.order.phone}9` }, total: "18920000" } })).status).toBe(400);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, consents: { marketingEmail: true, zalo: true }, address, total: "18920000" } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    // A consultation lead and an on-site trial lead (routed to a dealer when possible).
    const lead = await app.fetch("/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Lê Thị Log", phone: PEOPLE.lead.phone, needType: "contact", product: "Chưa xác định", address: "12 Lê Lợi, Quận 1, TP. Hồ Chí Minh", consents: { dealerSharing: true } }),
    });
    expect(lead.status).toBe(201);
    const trial = await app.fetch("/api/trial-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Phạm Văn Log", phone: PEOPLE.trial.phone, address: "5 Trần Phú, Hà Nội", businessStatus: "Sắp kinh doanh", product: "LS-200" }),
    });
    expect(trial.status).toBe(201);

    // A quote sent and accepted.
    const created = await sales()("POST", "/api/admin/quotes", {
      customer: { name: "Đỗ Thị Báo Giá", phone: PEOPLE.quote.phone, email: PEOPLE.quote.email, companyName: INVOICE.companyName, taxCode: "" },
      lines: [{ productId: 1, quantity: 2 }],
      validUntil: inDays(10),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = (await sales()("POST", `/api/admin/quotes/${created.body.id}/send`)).body.token as string;
    const accepted = await visitor(app).call(`/api/quotes/${token}/accept`, {
      method: "POST",
      body: {
        acceptTerms: true,
        name: "Đỗ Thị Báo Giá",
        phone: PEOPLE.quoteAccept.phone,
        invoice: INVOICE,
        deliveries: [{ fullName: "Chi nhánh Hoàn Kiếm", phone: PEOPLE.quoteAccept.phone, address: "12 Lý Thường Kiệt", provinceCode: BUYER_ADDRESS.provinceCode, wardCode: BUYER_ADDRESS.wardCode }],
      },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);

    // Failed logins with a phone and an e-mail typed as the user name, at the staff and the dealer doors.
    for (const username of [PEOPLE.login.email, PEOPLE.login.phone]) {
      const staff = await app.fetch("/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: "sai-mat-khau-123" }) });
      expect([400, 401]).toContain(staff.status);
    }
    await app.services.database.db.delete(rateLimits);

    // Requests about one's data, by e-mail and by phone (the order's, which is on file), and a wrong code.
    for (const contact of [PEOPLE.privacy.email, PEOPLE.privacy.phone, PEOPLE.order.phone]) {
      expect((await visitor(app).call("/api/privacy/requests", { method: "POST", body: { kind: "export", contact } })).status).toBe(202);
    }
    expect((await visitor(app).call("/api/privacy/requests/verify", { method: "POST", body: { contact: PEOPLE.privacy.email, code: "000000" } })).status).toBe(400);
    expect((await visitor(app).call(`/api/privacy/export?token=${encodeURIComponent(PEOPLE.privacy.email)}`)).status).toBeGreaterThanOrEqual(400);

    // Sales record and the owner lifts a Zalo opt-out (the phone is in the lifting request's path), and search leads by phone.
    expect((await sales()("POST", "/api/admin/zalo/opt-outs", { phone: PEOPLE.zalo.phone })).status).toBe(201);
    expect((await owner()("DELETE", `/api/admin/zalo/opt-outs/${encodeURIComponent(PEOPLE.zalo.phone)}`)).status).toBe(200);
    expect((await owner()("DELETE", `/api/admin/zalo/opt-outs/${PEOPLE.zalo.phone.replace(/\D/g, "")}`)).status).toBe(200);
    expect((await owner()("GET", `/api/contact-requests?q=${encodeURIComponent(PEOPLE.lead.phone)}`)).status).toBe(200);
    expect((await owner()("GET", `/api/admin/customers?q=${encodeURIComponent(PEOPLE.order.email)}`)).status).toBeLessThan(500);

    // The run did log: one line per request at least.
    expect(logs.lines.length).toBeGreaterThan(15);
    expect(logs.lines.some((line) => line.includes("/api/admin/zalo/opt-outs/"))).toBe(true);
    expect(leaksIn(logs.lines)).toEqual([]);

    const metrics = await app.fetch("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain("/api/admin/zalo/opt-outs/:phone");
    expect(leaksIn([text])).toEqual([]);
  });
});

describe("the logger's last line of defence (issue 45 point 7)", () => {
  it("masks phones and e-mails in whatever a caught error or a handler writes, and keeps the other numbers", () => {
    const logs = capture();
    const error = Object.assign(new Error("duplicate key value violates unique constraint"), { detail: "Key (phone)=(84913579246) already exists." });
    logs.logger.error({ err: error, to: PEOPLE.order.email, orderId: 1234567, durationMs: 35 }, `mail to ${PEOPLE.quote.email} refused: +84 918 642 753`);
    logs.logger.info({ amount: 18920000, code: "0300588569", path: "/api/orders/42" }, "order placed");
    expect(leaksIn(logs.lines)).toEqual([]);
    const [failed, placed] = logs.lines.map((line) => JSON.parse(line));
    expect(failed.err.detail).toContain("[phone]");
    expect(failed.to).toBe("[e-mail]");
    expect(failed.orderId).toBe(1234567);
    expect(failed.durationMs).toBe(35);
    expect(placed).toMatchObject({ amount: 18920000, code: "0300588569", path: "/api/orders/42" });
  });
});
