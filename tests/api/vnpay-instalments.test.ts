import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE, VNPAY_INSTALMENT_MIN_TOTAL, VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE } from "#common/payment";
import { gatewayTransactions, orders, products } from "../../server/db/schema";
import { drivers, useTestApp, visitor, type TestApp } from "./harness";
import { FAKE_TMN_CODE, signedByVnpay, startFakeVnpay, type FakeVnpay } from "./support/fake-vnpay";
import { fillCart, SITE_URL, useOwner, vnpayEnv, vnpayIpn, vnpayIpnParams } from "./support/gateway-orders";

/** A product the tests price below the instalments' minimum (every seeded machine costs more). */
const CHEAP_PRODUCT = 4;

/** The instalment buyer: the initiation sends her name split into forename and surname, without diacritics. */
const ADDRESS = {
  fullName: "Trần Thị Bích Ngọc",
  email: "ngoc.tran@example.vn",
  phone: "0987654321",
  address: "45 Nguyễn Huệ",
  city: "TP. Hồ Chí Minh",
  state: "Phường Sài Gòn",
};

/** What VNPAY's IPN carries for a paid instalment, as for a PAY payment (`vnp_TxnRef` = the initiation's `orderReference`). */
const ipnParams = (txnRef: string, amount: number, overrides: Record<string, string> = {}) =>
  vnpayIpnParams(txnRef, amount, {
    vnp_BankCode: "VCB",
    vnp_BankTranNo: "VNP14300001",
    vnp_CardType: "VISA",
    vnp_OrderInfo: "Tra gop don hang",
    vnp_TransactionNo: "14300001",
    ...overrides,
  });

describe.each(drivers)("VNPAY instalments on %s", (driver) => {
  let fake: FakeVnpay;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeVnpay(() => SITE_URL);
    Object.assign(env, vnpayEnv(fake.url), { VNPAY_INSTALMENT_URL: `${fake.url}/isp-svc` });
  });
  afterAll(() => fake?.close());
  const app: TestApp = useTestApp(driver, { env });
  const { admin, adminOrder } = useOwner(app, "instalment-owner");
  beforeAll(async () => {
    await app.services.database.db.update(products).set({ stockQuantity: 100 });
  });
  const setInstalments = async (on: boolean) => {
    const saved = await admin("PUT", "/api/admin/settings/payments", { vnpayInstalments: on });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ vnpayInstalments: on });
  };
  const placeInstalment = (buyer: ReturnType<typeof visitor>, total: number) =>
    buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: String(total), paymentMethod: "vnpay_instalment" } });
  const instalmentOrderCount = async () => (await app.services.database.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentMethod, "vnpay_instalment"))).length;
  const ipn = vnpayIpn(app);

  /** Places an instalment order of the LT-150; answers its id, total, VNPAY's attempt reference and the buyer. */
  async function placeInstalmentOrder() {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const placed = await placeInstalment(buyer, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { id, paymentUrl } = placed.body as { id: number; paymentUrl: string };
    const init = fake.instalmentInits.at(-1)!;
    expect(init.problems).toEqual([]);
    const txnRef = (init.body.order as { orderReference: string }).orderReference;
    return { id, total, buyer, paymentUrl, init: init.body, txnRef };
  }

  it("is not offered, and refused with no order written, until the owner turns instalments on", async () => {
    expect(await app.services.vnpay.instalmentsEnabled()).toBe(false);
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const before = await instalmentOrderCount();
    const refused = await placeInstalment(buyer, total);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE });
    expect(await instalmentOrderCount()).toBe(before);
    expect(fake.instalmentInits).toHaveLength(0);

    await setInstalments(true);
    expect(await app.services.vnpay.instalmentsEnabled()).toBe(true);
  });

  it("is refused below the minimum total, on the server's own total, and no order is written", async () => {
    await setInstalments(true);
    await app.services.database.db.update(products).set({ price: 2_000_000, discountPrice: null }).where(eq(products.id, CHEAP_PRODUCT));
    const buyer = visitor(app);
    const total = await fillCart(buyer, CHEAP_PRODUCT);
    expect(total).toBeLessThan(VNPAY_INSTALMENT_MIN_TOTAL);
    const before = await instalmentOrderCount();
    const inits = fake.instalmentInits.length;
    const refused = await placeInstalment(buyer, total);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE });
    expect(await instalmentOrderCount()).toBe(before);
    expect(fake.instalmentInits).toHaveLength(inits);
    // The cart is still there: the buyer pays it another way.
    expect(((await buyer.call("/api/cart")).body as unknown[]).length).toBe(1);
  });

  it("places the order pending and initiates the instalment at VNPAY as documented, then sends the buyer to VNPAY's page", async () => {
    await setInstalments(true);
    const { id, total, paymentUrl, init, txnRef } = await placeInstalmentOrder();
    expect(total).toBeGreaterThanOrEqual(VNPAY_INSTALMENT_MIN_TOTAL);
    expect(init).toMatchObject({
      version: "2.1.0",
      order: { orderReference: txnRef, orderInfo: `Tra gop don hang ${id}` },
      transaction: {
        tmnCode: FAKE_TMN_CODE,
        amount: total * 100,
        totalIspAmount: total * 100,
        currCode: "VND",
        returnUrl: `${SITE_URL}/payments/vnpay/return`,
      },
      customerInfo: { forename: "Ngoc", surname: "Tran Thi Bich", mobile: ADDRESS.phone, email: ADDRESS.email },
    });
    expect(paymentUrl.startsWith(`${fake.url}/isp-svc/payment?`)).toBe(true);
    expect((await fetch(paymentUrl)).status).toBe(200);
    const order = await adminOrder(id);
    expect(order).toMatchObject({ status: "pending", paymentMethod: "vnpay_instalment", paymentStatus: "unpaid" });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ provider: "vnpay", txnRef, status: "pending", amount: total })]);
  });

  it("a signed instalment IPN marks the order paid once — twice, and twenty at once, still once", async () => {
    await setInstalments(true);
    const { id, total, txnRef } = await placeInstalmentOrder();
    const query = signedByVnpay(ipnParams(txnRef, total, { vnp_TransactionNo: "71230001" }));
    expect(await ipn(query)).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(await ipn(query)).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => ipn(query)));
    expect(concurrent.every((answer) => answer.RspCode === "02")).toBe(true);
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: total });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ txnRef, status: "paid", transactionNo: "71230001", bankCode: "VCB" })]);
    const money = (await admin("GET", `/api/admin/orders/${id}/bank-transfers`)).body as { transfers: Array<{ provider: string; status: string }> };
    expect(money.transfers).toEqual([expect.objectContaining({ provider: "vnpay", status: "matched" })]);
  });

  it("an instalment IPN with a wrong signature is refused (97) and changes nothing", async () => {
    await setInstalments(true);
    const { id, total, txnRef } = await placeInstalmentOrder();
    expect(await ipn(signedByVnpay(ipnParams(txnRef, total), "not-the-shops-secret-at-all-000000"))).toMatchObject({ RspCode: "97" });
    const tampered = signedByVnpay(ipnParams(txnRef, total)).replace(`vnp_Amount=${total * 100}`, `vnp_Amount=${total * 100 - 100}`);
    expect(await ipn(tampered)).toMatchObject({ RspCode: "97" });
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "unpaid", status: "pending" });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ txnRef, status: "pending" })]);
  });

  it("VNPAY refusing the initiation leaves the order placed and held; the buyer starts another from the order page", async () => {
    await setInstalments(true);
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    fake.instalmentAnswer.rspCode = "11";
    const placed = await placeInstalment(buyer, total);
    fake.instalmentAnswer.rspCode = "00";
    expect(placed.status).toBe(201);
    const { id, paymentUrl } = placed.body as { id: number; paymentUrl?: string };
    expect(paymentUrl).toBeUndefined();
    const attempts = await app.services.database.db.select().from(gatewayTransactions).where(eq(gatewayTransactions.orderId, id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(["failed"]);

    expect((await visitor(app).call(`/api/orders/${id}/payments/vnpay`, { method: "POST" })).status).toBe(404);
    const retry = await buyer.call(`/api/orders/${id}/payments/vnpay`, { method: "POST" });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect((retry.body as { paymentUrl: string }).paymentUrl.startsWith(`${fake.url}/isp-svc/payment?`)).toBe(true);
    expect(fake.instalmentInits.at(-1)!.problems).toEqual([]);
    const newRef = (fake.instalmentInits.at(-1)!.body.order as { orderReference: string }).orderReference;
    expect(newRef).not.toBe(attempts[0]!.txnRef);
    expect(await ipn(signedByVnpay(ipnParams(newRef, total)))).toMatchObject({ RspCode: "00" });
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "paid" });
  });

  it("turned off again, instalments are no longer offered", async () => {
    await setInstalments(false);
    expect(await app.services.vnpay.instalmentsEnabled()).toBe(false);
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    expect((await placeInstalment(buyer, total)).status).toBe(400);
  });
});
