import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOMO_UNAVAILABLE_MESSAGE } from "#common/payment";
import { gatewayNotifications, gatewayTransactions, paymentGatewaySettings, products } from "../../server/db/schema";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";
import { FAKE_ACCESS_KEY, FAKE_PARTNER_CODE, FAKE_SECRET_KEY, momoResult, startFakeMomo, type FakeMomo } from "./support/fake-momo";
import { GATEWAY_BUYER_ADDRESS as ADDRESS, fillCart, SITE_URL, useOwner } from "./support/gateway-orders";

describe.each(drivers)("MoMo on %s", (driver) => {
  let fake: FakeMomo;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeMomo(() => SITE_URL);
    Object.assign(env, { SITE_URL, MOMO_PARTNER_CODE: FAKE_PARTNER_CODE, MOMO_ACCESS_KEY: FAKE_ACCESS_KEY, MOMO_SECRET_KEY: FAKE_SECRET_KEY, MOMO_ENDPOINT: fake.url });
  });
  afterAll(() => fake?.close());
  const app = useTestApp(driver, { env });
  const { admin, adminOrder } = useOwner(app, "momo-owner");

  /** Places a MoMo order; answers its id, total, what MoMo's `create` received, and the buyer. */
  async function placeMomoOrder(headers: Record<string, string> = {}) {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { address: ADDRESS, total: String(total), paymentMethod: "momo", acceptTerms: true }, headers });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { id, paymentUrl } = placed.body as { id: number; paymentUrl: string };
    expect(fake.problems).toEqual([]);
    const orderId = new URL(paymentUrl).searchParams.get("t")!;
    const created = fake.created.get(orderId)!;
    expect(created, "MoMo's create received the attempt").toBeDefined();
    return { id, total, buyer, paymentUrl, created };
  }

  /** MoMo's IPN: a POST of JSON; the shop answers 204 No Content. */
  const ipn = async (body: unknown) => {
    const response = await app.fetch("/api/payments/momo/ipn", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(204);
    expect(await response.text()).toBe("");
  };
  const answersOf = async (txnRef: string) =>
    (await app.services.database.db.select().from(gatewayNotifications).where(eq(gatewayNotifications.txnRef, txnRef))).map((row) => row.answer).sort();

  it("places the order pending with its stock held and answers 201 { id, paymentUrl } from MoMo's create, every documented field checked", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 100 }).where(eq(products.id, 1));
    const { id, total, paymentUrl, created } = await placeMomoOrder({ "accept-language": "en-US,en;q=0.8" });
    expect(paymentUrl.startsWith(`${fake.url}/`)).toBe(true);
    expect(created).toMatchObject({
      amount: total,
      lang: "en",
      extraData: "",
      redirectUrl: `${SITE_URL}/payments/momo/return`,
      ipnUrl: `${SITE_URL}/api/payments/momo/ipn`,
      orderInfo: `Thanh toan don hang ${id}`,
    });
    expect(created.orderId.startsWith(`${id}M`)).toBe(true);
    const [after] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, 1));
    expect(after?.stock).toBe(99);
    expect(await adminOrder(id)).toMatchObject({ status: "pending", paymentMethod: "momo", paymentStatus: "unpaid" });
  });

  it("a signed IPN marks the order paid once — sent twice, and twenty at once, still once — with MoMo's transId", async () => {
    const { id, total, created } = await placeMomoOrder();
    const body = momoResult(created, { transId: 4000001234 });
    await ipn(body);
    await ipn(body);
    await Promise.all(Array.from({ length: 20 }, () => ipn(body)));
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: total });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ provider: "momo", txnRef: created.orderId, status: "paid", transactionNo: "4000001234", amount: total })]);
    const money = (await admin("GET", `/api/admin/orders/${id}/bank-transfers`)).body as { transfers: Array<{ provider: string; status: string }> };
    expect(money.transfers).toEqual([expect.objectContaining({ provider: "momo", status: "matched" })]);
    expect(await answersOf(created.orderId)).toEqual(["00", ...Array<string>(21).fill("02")]);
  });

  it("twenty first notifications at once record the payment once", async () => {
    const { id, total, created } = await placeMomoOrder();
    const body = momoResult(created, { transId: 4000009999 });
    await Promise.all(Array.from({ length: 20 }, () => ipn(body)));
    const answers = await answersOf(created.orderId);
    expect(answers.filter((answer) => answer === "00")).toHaveLength(1);
    expect(answers.filter((answer) => answer === "02")).toHaveLength(19);
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "paid", amountPaid: total });
  });

  it("a wrong signature, a wrong amount and an unknown order are each recorded with their code and change nothing", async () => {
    const { id, total, created } = await placeMomoOrder();
    await ipn(momoResult(created, {}, "not-the-shops-secret-key-0000000"));
    await ipn({ ...momoResult(created), amount: total * 10 });
    await ipn(momoResult({ ...created, amount: total - 1000 }));
    await ipn(momoResult({ ...created, orderId: "999999MNOSUCHREF" }));
    await ipn(momoResult(created, { partnerCode: "SOMEONEELSE" }));
    await ipn({ orderId: created.orderId });
    await ipn([created.orderId]);

    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "unpaid", amountPaid: 0 });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ status: "pending", transactionNo: null })]);
    expect(await answersOf(created.orderId)).toEqual(["01", "04", "97", "97", "97"]);
    expect(await answersOf("999999MNOSUCHREF")).toEqual(["01"]);
  });

  it("a failed payment (1006, denied by the buyer) is recorded, leaves the order unpaid, and the buyer can retry with a new orderId", async () => {
    const { id, total, buyer, created } = await placeMomoOrder();
    const failed = momoResult(created, { resultCode: 1006, transId: 0 });
    await ipn(failed);
    await ipn(failed);
    let order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "unpaid", amountPaid: 0 });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ txnRef: created.orderId, status: "failed", responseCode: "1006" })]);

    // The return page shows what was recorded, and changes nothing.
    const redirect = Object.fromEntries(Object.entries(failed).map(([name, value]) => [name, String(value)]));
    expect(await app.services.momo.returnView(redirect)).toMatchObject({ verified: true, orderId: id, status: "failed" });

    expect((await visitor(app).call(`/api/orders/${id}/payments/momo`, { method: "POST" })).status).toBe(404);
    const retry = await buyer.call(`/api/orders/${id}/payments/momo`, { method: "POST" });
    expect(retry.status).toBe(201);
    const second = fake.created.get(new URL(retry.body.paymentUrl as string).searchParams.get("t")!)!;
    expect(second.orderId).not.toBe(created.orderId);
    expect(second.requestId).not.toBe(created.requestId);
    expect(fake.problems).toEqual([]);
    await ipn(momoResult(second, { transId: 4000005555 }));
    order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: total });
    expect(order.gatewayTransactions.map((attempt) => attempt.status)).toEqual(["failed", "paid"]);
    expect((await buyer.call(`/api/orders/${id}/payments/momo`, { method: "POST" })).status).toBe(409);
  });

  it("a lost IPN is recovered by MoMo's status query from the order page, signed as documented", async () => {
    const { id, total, buyer, created } = await placeMomoOrder();
    // MoMo has the attempt, still waiting for the buyer (1000): nothing changes.
    expect((await buyer.call(`/api/orders/${id}/payments/momo/check`, { method: "POST" })).body).toEqual({ settled: 0 });
    expect((await adminOrder(id)).gatewayTransactions).toEqual([expect.objectContaining({ status: "pending" })]);
    fake.onRecord.set(created.orderId, { resultCode: 0, amount: total, transId: 4000007777 });
    expect((await visitor(app).call(`/api/orders/${id}/payments/momo/check`, { method: "POST" })).status).toBe(404);
    expect((await buyer.call(`/api/orders/${id}/payments/momo/check`, { method: "POST" })).body).toEqual({ settled: 1 });
    expect(fake.problems).toEqual([]);
    expect(fake.queries.at(-1)).toMatchObject({ partnerCode: FAKE_PARTNER_CODE, orderId: created.orderId, lang: "vi" });
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: total });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ status: "paid", transactionNo: "4000007777" })]);
    // The IPN arriving late is "already settled" and pays nothing twice.
    await ipn(momoResult(created, { transId: 4000007777 }));
    expect((await adminOrder(id)).amountPaid).toBe(total);
    expect(await answersOf(created.orderId)).toContain("02");
  });

  it("a query reporting another amount settles nothing", async () => {
    const { id, total, buyer, created } = await placeMomoOrder();
    fake.onRecord.set(created.orderId, { resultCode: 0, amount: total - 1000, transId: 4000008000 });
    expect((await buyer.call(`/api/orders/${id}/payments/momo/check`, { method: "POST" })).body).toEqual({ settled: 0 });
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "unpaid" });
  });

  it("an unpaid order past its expiry is canceled with its stock returned, unless MoMo, asked once more, has its payment", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 50 }).where(eq(products.id, 1));
    const abandoned = await placeMomoOrder();
    const paidSilently = await placeMomoOrder();
    const fresh = await placeMomoOrder();
    const longAgo = new Date(Date.now() - 3 * 3600_000);
    for (const order of [abandoned, paidSilently]) await db.update(gatewayTransactions).set({ expiresAt: longAgo }).where(eq(gatewayTransactions.orderId, order.id));
    fake.onRecord.set(paidSilently.created.orderId, { resultCode: 0, amount: paidSilently.total, transId: 4000008888 });

    const canceled = await app.services.orders.cancelExpiredGatewayOrders();
    expect(canceled).toContain(abandoned.id);
    expect(canceled).not.toContain(paidSilently.id);
    expect(canceled).not.toContain(fresh.id);
    expect(await adminOrder(abandoned.id)).toMatchObject({ status: "canceled", paymentStatus: "unpaid" });
    expect(await adminOrder(paidSilently.id)).toMatchObject({ status: "pending", paymentStatus: "paid" });
    expect(await adminOrder(fresh.id)).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    expect((await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, 1)))[0]?.stock).toBe(48);

    // Money MoMo reports afterwards for the canceled order is the shop's to refund, not a payment.
    await ipn(momoResult(abandoned.created, { transId: 4000006666 }));
    expect(await adminOrder(abandoned.id)).toMatchObject({ status: "canceled", paymentStatus: "unpaid" });
    const money = (await admin("GET", `/api/admin/orders/${abandoned.id}/bank-transfers`)).body as { transfers: Array<{ status: string }> };
    expect(money.transfers).toEqual([expect.objectContaining({ status: "refund-due" })]);
  });

  it("refunds through MoMo from the order desk, partial then the rest, with MoMo's transId; a refusal stays visible as failed and records nothing", async () => {
    const { id, total, created } = await placeMomoOrder();
    await ipn(momoResult(created, { transId: 4000002222 }));
    const refund = (amount: number) => admin("POST", `/api/admin/orders/${id}/refunds`, { amount, method: "gateway", reason: "Khách trả hàng" });

    const partial = await refund(2_000_000);
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(fake.problems).toEqual([]);
    expect(fake.refunds.at(-1)).toMatchObject({ partnerCode: FAKE_PARTNER_CODE, amount: 2_000_000, transId: 4000002222, lang: "vi" });

    fake.refundResult.resultCode = 1080;
    const refused = await refund(total - 2_000_000);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("MoMo từ chối hoàn tiền");
    let order = await adminOrder(id);
    expect(order).toMatchObject({ amountRefunded: 2_000_000, paymentStatus: "paid" });
    expect(order.gatewayRefunds).toEqual([
      expect.objectContaining({ provider: "momo", txnRef: created.orderId, status: "failed", responseCode: "1080" }),
      expect.objectContaining({ amount: 2_000_000, status: "refunded", transactionNo: expect.stringMatching(/^\d+$/) }),
    ]);

    fake.refundResult.resultCode = 0;
    expect((await refund(total - 2_000_000)).status).toBe(201);
    order = await adminOrder(id);
    expect(order).toMatchObject({ amountRefunded: total, paymentStatus: "refunded" });
    expect(fake.problems).toEqual([]);
  });

  it("a refund MoMo has not confirmed (no answer) stays pending, reserves its amount, and is not recorded as refunded", async () => {
    const { id, total, created } = await placeMomoOrder();
    await ipn(momoResult(created, { transId: 4000003333 }));
    fake.refundResult.resultCode = 7000;
    const pending = await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: total, method: "gateway", reason: "Khách hủy" });
    expect(pending.status).toBe(422);
    const order = await adminOrder(id);
    expect(order).toMatchObject({ amountRefunded: 0, paymentStatus: "paid" });
    expect(order.gatewayRefunds).toEqual([expect.objectContaining({ status: "pending", amount: total })]);
    // The reserved amount cannot be refunded a second time by another way meanwhile.
    expect((await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: 1000, method: "cash", reason: "Thử" })).status).toBe(400);
    fake.refundResult.resultCode = 0;
  });

  it("the reconciliation page lists MoMo's word beside the shop's record and names the mismatches, changing nothing", async () => {
    const agreed = await placeMomoOrder();
    await ipn(momoResult(agreed.created, { transId: 4000004444 }));
    fake.onRecord.set(agreed.created.orderId, { resultCode: 0, amount: agreed.total, transId: 4000004444 });
    const missed = await placeMomoOrder();
    fake.onRecord.set(missed.created.orderId, { resultCode: 0, amount: missed.total, transId: 4000004445 });

    const report = await admin("GET", "/api/admin/payments/reconciliation");
    expect(report.status).toBe(200);
    const rows = report.body.rows as Array<{ txnRef: string; shopStatus: string; gatewayStatus: string; problems: string[]; shopMoney: number | null }>;
    expect(rows.find((row) => row.txnRef === agreed.created.orderId)).toMatchObject({ shopStatus: "paid", gatewayStatus: "paid", problems: [], shopMoney: agreed.total });
    expect(rows.find((row) => row.txnRef === missed.created.orderId)).toMatchObject({
      shopStatus: "pending",
      gatewayStatus: "paid",
      problems: ["Cổng báo đã thanh toán, cửa hàng chưa ghi nhận"],
    });
    expect(report.body.mismatches).toBeGreaterThanOrEqual(1);
    expect(await adminOrder(missed.id)).toMatchObject({ paymentStatus: "unpaid" });
    expect(fake.problems).toEqual([]);
    // Sales staff and the owner only.
    expect((await app.fetch("/api/admin/payments/reconciliation")).status).toBe(401);
  });

  it("the environment's MoMo settings win and the settings page says so", async () => {
    expect((await admin("GET", "/api/admin/settings/payments")).body).toMatchObject({ momo: { source: "env" }, vnpay: { source: "none" } });
  });

  it("the return page trusts only MoMo's signature and the shop's record", async () => {
    const { id, created } = await placeMomoOrder();
    const asQuery = (fields: Record<string, string | number>) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
    expect(await app.services.momo.returnView(asQuery(momoResult(created)))).toMatchObject({ verified: true, orderId: id, status: "pending" });
    expect(await app.services.momo.returnView(asQuery(momoResult(created, {}, "forged-secret-forged-secret-0000")))).toEqual({ verified: false, orderId: null, orderPath: null, status: null });
    expect((await adminOrder(id)).paymentStatus).toBe("unpaid");
  });
});

describe.each(drivers)("MoMo from the owner's payment settings on %s", (driver) => {
  let fake: FakeMomo;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeMomo(() => SITE_URL);
    // Only where the sandbox is: no MoMo keys in the environment.
    Object.assign(env, { SITE_URL, MOMO_ENDPOINT: fake.url });
  });
  afterAll(() => fake?.close());
  const app = useTestApp(driver, { env });
  let owner = "";
  let sales = "";
  beforeAll(async () => {
    owner = await app.adminCookie("pay-settings-owner", "owner");
    sales = await app.adminCookie("pay-settings-sales", "sales");
  });
  const asOwner = adminCaller(app, () => owner);
  const asSales = adminCaller(app, () => sales);

  it("turns MoMo on with keys stored sealed and never shown; checkout offers it and a signed IPN pays the order", async () => {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const body = { address: ADDRESS, total: String(total), paymentMethod: "momo", acceptTerms: true };
    expect((await buyer.call("/api/orders", { method: "POST", body })).status).toBe(400);
    expect((await asOwner("GET", "/api/admin/settings/payments")).body).toMatchObject({ momo: { source: "none", hasKeys: false }, vnpay: { source: "none" } });

    // Turning it on without keys is refused, in Vietnamese, naming the field.
    const incomplete = await asOwner("PUT", "/api/admin/settings/payments", { momoEnabled: true, momoPartnerCode: FAKE_PARTNER_CODE });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toContain("MoMo");
    expect((await asSales("PUT", "/api/admin/settings/payments", { momoEnabled: false })).status).toBe(403);

    const saved = await asOwner("PUT", "/api/admin/settings/payments", {
      momoEnabled: true,
      momoEnvironment: "sandbox",
      momoPartnerCode: FAKE_PARTNER_CODE,
      momoAccessKey: FAKE_ACCESS_KEY,
      momoSecretKey: FAKE_SECRET_KEY,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ momo: { source: "settings", enabled: true, hasKeys: true, merchantCode: FAKE_PARTNER_CODE, environment: "sandbox" } });
    expect(JSON.stringify(saved.body)).not.toContain(FAKE_SECRET_KEY);
    expect(JSON.stringify(saved.body)).not.toContain(FAKE_ACCESS_KEY);
    const [stored] = await app.services.database.db.select().from(paymentGatewaySettings);
    expect(stored?.momoSecretKey).toBeTruthy();
    expect(stored?.momoSecretKey).not.toContain(FAKE_SECRET_KEY);
    // Saving again without keys keeps the stored ones.
    expect((await asOwner("PUT", "/api/admin/settings/payments", { momoEnabled: true, momoPartnerCode: FAKE_PARTNER_CODE })).body).toMatchObject({ momo: { hasKeys: true } });

    const placed = await buyer.call("/api/orders", { method: "POST", body });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const created = fake.created.get(new URL(placed.body.paymentUrl as string).searchParams.get("t")!)!;
    expect(fake.problems).toEqual([]);
    const ipn = await app.fetch("/api/payments/momo/ipn", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(momoResult(created, { transId: 4000011111 })) });
    expect(ipn.status).toBe(204);
    expect((await asOwner("GET", `/api/admin/orders/${placed.body.id}`)).body).toMatchObject({ paymentStatus: "paid" });

    // Turned off: the method is no longer offered.
    await asOwner("PUT", "/api/admin/settings/payments", { momoEnabled: false, momoPartnerCode: FAKE_PARTNER_CODE });
    expect(await app.services.momo.isEnabled()).toBe(false);
  });
});

describe.each(drivers)("MoMo not configured on %s", (driver) => {
  const app: TestApp = useTestApp(driver);

  it("refuses paymentMethod momo with a Vietnamese message and writes no order", async () => {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { address: ADDRESS, total: String(total), paymentMethod: "momo", acceptTerms: true } });
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe(MOMO_UNAVAILABLE_MESSAGE);
    expect(await app.services.momo.handleIpn(momoResult({ orderId: "1M1", requestId: "1", amount: 1000, orderInfo: "x" }))).toBe("97");
    expect((await buyer.call("/api/cart")).body).toHaveLength(1);
  });
});

