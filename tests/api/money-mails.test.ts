import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatVnd } from "#common/money";
import { ZALO_EVENTS } from "#common/zalo";
import { notifications } from "../../server/db/schema";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";
import { nextTransactionId, notifyTransfer as notify, SEPAY_SECRET as SECRET, SHOP_ACCOUNT } from "./support/bank-notification";
import { startFakeZalo, type FakeZalo } from "./support/fake-zalo";

/**
 * Issue 42, point 5 (money): the buyer hears of the deposit, of a part of the payment, of the payment that completes
 * the order and of each refund — one e-mail each (and Zalo where the template is on), with the right amounts; a
 * replayed bank notification queues nothing more.
 */

const INVOICE = { companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "0300588569", address: "25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh", email: "ketoan@dongatea.vn" };
const CUSTOMER = { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: INVOICE.companyName, taxCode: "" };
const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(drivers)("the buyer's money mails on %s", (driver) => {
  let fake: FakeZalo;
  const env: Record<string, string> = { BANK_BIN: "970436", BANK_ACCOUNT: SHOP_ACCOUNT, BANK_ACCOUNT_NAME: "CONG TY MAY PHA", BANK_NAME: "Vietcombank", BANK_WEBHOOK_SECRET: SECRET, NOTIFY_EMAIL: "shop@example.vn" };
  beforeAll(async () => {
    fake = await startFakeZalo();
    Object.assign(env, { ZALO_API_URL: fake.url, ZALO_OAUTH_URL: fake.url });
  });
  afterAll(() => fake.close());
  const app = useTestApp(driver, { env });
  let ownerCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  beforeAll(async () => {
    ownerCookie = await app.adminCookie("thu-tien", "owner");
    const events = Object.fromEntries(
      (["deposit-received", "order-refunded"] as const).map((event, index) => [event, { enabled: true, templateId: `42000${index}`, params: Object.fromEntries(Object.keys(ZALO_EVENTS[event].fields).map((key) => [key, key])) }]),
    );
    const configured = await owner("PUT", "/api/admin/settings/zalo", { appId: fake.appId, secretKey: fake.secretKey, refreshToken: fake.firstRefreshToken, events });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
  });

  /** The outbox rows about an order, by kind. */
  async function outbox(orderId: number, kind: string) {
    return app.services.database.db.select().from(notifications).where(and(eq(notifications.subjectRef, `order:${orderId}`), eq(notifications.kind, kind)));
  }

  async function quotedOrder() {
    const created = await owner("POST", "/api/admin/quotes", { customer: CUSTOMER, lines: [{ productId: 1, quantity: 2 }], installationFee: 2_000_000, depositPercent: 30, validUntil: inDays(5) });
    const { token } = (await owner("POST", `/api/admin/quotes/${created.body.id}/send`)).body;
    const quote = await (await app.fetch(`/api/quotes/${token}`)).json();
    const accepted = await visitor(app).call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } });
    expect(accepted.status).toBe(201);
    return { orderId: accepted.body.orderId as number, total: quote.total as number, deposit: quote.deposit as number };
  }

  it("tells the buyer once of the deposit, once of a part, once of the last payment, with the amounts", async () => {
    const { orderId, total, deposit } = await quotedOrder();
    const depositId = nextTransactionId();
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, deposit, depositId)).status).toBe(200);
    // The bank sends the same notification again: nothing more is queued.
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, deposit, depositId)).status).toBe(200);
    const [depositMail, ...moreDeposit] = await outbox(orderId, "deposit-received");
    expect(moreDeposit).toEqual([]);
    expect(depositMail).toMatchObject({ channel: "email", subject: `Đã nhận tiền đặt cọc đơn hàng #${orderId}` });
    expect(depositMail!.textBody).toContain(`Chúng tôi đã nhận ${formatVnd(deposit)} tiền đặt cọc`);
    expect(depositMail!.textBody).toContain(`Phần còn lại ${formatVnd(total - deposit)} thanh toán khi giao hàng`);
    const zalo = await outbox(orderId, "zalo-deposit-received");
    expect(zalo).toHaveLength(1);
    expect((zalo[0]!.payload as { templateData: Record<string, string> }).templateData).toMatchObject({ amount: formatVnd(deposit), rest: formatVnd(total - deposit), order_code: String(orderId) });

    const part = 5_000_000;
    expect((await notify(app, `THANH TOAN DON HANG ${orderId}`, part)).status).toBe(200);
    const parts = await outbox(orderId, "payment-part-received");
    expect(parts).toHaveLength(1);
    expect(parts[0]!.subject).toBe(`Đã nhận ${formatVnd(part)} cho đơn hàng #${orderId}`);
    expect(parts[0]!.textBody).toContain(`còn phải thanh toán ${formatVnd(total - deposit - part)}`);

    expect((await notify(app, `THANH TOAN DON HANG ${orderId}`, total - deposit - part)).status).toBe(200);
    expect(await outbox(orderId, "payment-received")).toHaveLength(1);
    // Neither the part nor the deposit is told again.
    expect(await outbox(orderId, "deposit-received")).toHaveLength(1);
    expect(await outbox(orderId, "payment-part-received")).toHaveLength(1);
  });

  it("tells the buyer of each refund once, with its amount", async () => {
    const { orderId, total } = await quotedOrder();
    expect((await notify(app, `THANH TOAN DON HANG ${orderId}`, total)).status).toBe(200);
    expect(await outbox(orderId, "deposit-received")).toEqual([]);
    expect((await owner("POST", `/api/admin/orders/${orderId}/refunds`, { amount: 1_200_000, method: "bank_transfer", reason: "giảm giá lắp đặt" })).status).toBe(201);
    let refunds = await outbox(orderId, "refund-made");
    expect(refunds).toHaveLength(1);
    const buyerEmail = (await owner("GET", `/api/admin/orders/${orderId}`)).body.address.email;
    expect(refunds[0]).toMatchObject({ recipient: buyerEmail, subject: `Đã hoàn ${formatVnd(1_200_000)} cho đơn hàng #${orderId}` });
    expect(refunds[0]!.textBody).toContain("chuyển khoản lại");
    expect(await outbox(orderId, "zalo-order-refunded")).toHaveLength(1);

    expect((await owner("POST", `/api/admin/orders/${orderId}/refunds`, { amount: total - 1_200_000, method: "cash", reason: "khách trả máy" })).status).toBe(201);
    refunds = await outbox(orderId, "refund-made");
    expect(refunds).toHaveLength(2);
    const last = refunds.find((mail) => mail.subject.includes(formatVnd(total - 1_200_000)))!;
    expect(last.textBody).toContain("Toàn bộ số tiền anh/chị đã thanh toán cho đơn hàng đã được hoàn lại.");
    // A refused refund (nothing left to give back) tells nobody.
    expect((await owner("POST", `/api/admin/orders/${orderId}/refunds`, { amount: 1, method: "cash", reason: "x" })).status).toBe(400);
    expect(await outbox(orderId, "refund-made")).toHaveLength(2);
  });
});
