import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VNPAY_UNAVAILABLE_MESSAGE } from "#common/payment";
import { gatewayNotifications, gatewayTransactions, products } from "../../server/db/schema";
import { drivers, useTestApp, visitor, type TestApp } from "./harness";
import { FAKE_TMN_CODE, signedByVnpay, startFakeVnpay, type FakeVnpay } from "./support/fake-vnpay";
import { GATEWAY_BUYER_ADDRESS as ADDRESS, fillCart, SITE_URL, useOwner, vnpayEnv, vnpayIpn, vnpayIpnParams as ipnParams } from "./support/gateway-orders";

describe.each(drivers)("VNPAY on %s", (driver) => {
  let fake: FakeVnpay;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeVnpay(() => SITE_URL);
    Object.assign(env, vnpayEnv(fake.url));
  });
  afterAll(() => fake?.close());
  const app = useTestApp(driver, { env });
  const { admin, adminOrder } = useOwner(app, "vnpay-owner");

  /** Places a VNPAY order; answers its id, total, the payment page's parameters and the buyer. */
  async function placeVnpayOrder(headers: Record<string, string> = {}) {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: String(total), paymentMethod: "vnpay" }, headers });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { id, paymentUrl } = placed.body as { id: number; paymentUrl: string };
    const page = await fetch(paymentUrl);
    const checked = (await page.json()) as { problems: string[]; params: Record<string, string> };
    expect(checked.problems).toEqual([]);
    return { id, total, buyer, params: checked.params, txnRef: checked.params.vnp_TxnRef! };
  }

  const ipn = vnpayIpn(app);
  const notificationsOf = (txnRef: string) => app.services.database.db.select().from(gatewayNotifications).where(eq(gatewayNotifications.txnRef, txnRef));

  it("places the order pending with its stock held and answers 201 { id, paymentUrl } that VNPAY's page accepts", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 100 }).where(eq(products.id, 1));
    const { id, total, params } = await placeVnpayOrder({ "accept-language": "en-US,en;q=0.8" });
    expect(params).toMatchObject({ vnp_Amount: String(total * 100), vnp_Locale: "en", vnp_ReturnUrl: `${SITE_URL}/payments/vnpay/return`, vnp_IpAddr: "127.0.0.1" });
    expect(params.vnp_OrderInfo).toBe(`Thanh toan don hang ${id}`);
    const [after] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, 1));
    expect(after?.stock).toBe(99);
    expect(await adminOrder(id)).toMatchObject({ status: "pending", paymentMethod: "vnpay", paymentStatus: "unpaid" });
  });

  it("a signed IPN marks the order paid once — sent twice, and twenty at once, still once — with VNPAY's transaction number", async () => {
    const { id, total, txnRef } = await placeVnpayOrder();
    const query = signedByVnpay(ipnParams(txnRef, total, { vnp_TransactionNo: "70001234" }));
    expect(await ipn(query)).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(await ipn(query)).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => ipn(query)));
    expect(concurrent.every((answer) => answer.RspCode === "02")).toBe(true);

    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: total });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ provider: "vnpay", txnRef, status: "paid", transactionNo: "70001234", bankCode: "NCB", amount: total })]);
    // Recorded as the order's money, once, by the rule bank transfers settle orders with.
    const money = (await admin("GET", `/api/admin/orders/${id}/bank-transfers`)).body as { transfers: Array<{ provider: string; status: string }> };
    expect(money.transfers).toEqual([expect.objectContaining({ provider: "vnpay", status: "matched" })]);
    expect(await notificationsOf(txnRef)).toHaveLength(22);
  });

  it("twenty first notifications at once record the payment once", async () => {
    const { id, total, txnRef } = await placeVnpayOrder();
    const query = signedByVnpay(ipnParams(txnRef, total, { vnp_TransactionNo: "70009999" }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => ipn(query)));
    expect(answers.filter((answer) => answer.RspCode === "00")).toHaveLength(1);
    expect(answers.filter((answer) => answer.RspCode === "02")).toHaveLength(19);
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: total });
  });

  it("a wrong signature (97), a wrong amount (04) and an unknown reference (01) each get their code, are recorded and change nothing", async () => {
    const { id, total, txnRef } = await placeVnpayOrder();
    expect(await ipn(signedByVnpay(ipnParams(txnRef, total), "not-the-shops-secret-at-all-000000"))).toMatchObject({ RspCode: "97" });
    const tampered = signedByVnpay(ipnParams(txnRef, total)).replace(`vnp_Amount=${total * 100}`, `vnp_Amount=${total * 10}`);
    expect(await ipn(tampered)).toMatchObject({ RspCode: "97" });
    expect(await ipn(signedByVnpay(ipnParams(txnRef, total - 1000)))).toEqual({ RspCode: "04", Message: "Invalid amount" });
    expect(await ipn(signedByVnpay(ipnParams("999999TNOSUCHREF", total)))).toEqual({ RspCode: "01", Message: "Order not found" });
    expect(await ipn("vnp_TxnRef=x")).toMatchObject({ RspCode: "97" });

    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "unpaid", amountPaid: 0 });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ status: "pending", transactionNo: null })]);
    expect((await notificationsOf(txnRef)).map((row) => row.answer).sort()).toEqual(["04", "97", "97"]);
    expect((await notificationsOf("999999TNOSUCHREF")).map((row) => row.answer)).toEqual(["01"]);
  });

  it("a failed payment (24, canceled by the buyer) is recorded, leaves the order unpaid, and the buyer can retry with a new reference", async () => {
    const { id, total, buyer, txnRef } = await placeVnpayOrder();
    const failed = signedByVnpay(ipnParams(txnRef, total, { vnp_ResponseCode: "24", vnp_TransactionStatus: "02", vnp_TransactionNo: "0" }));
    expect(await ipn(failed)).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(await ipn(failed)).toMatchObject({ RspCode: "02" });
    let order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "unpaid", amountPaid: 0 });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ txnRef, status: "failed", responseCode: "24" })]);

    // The return page shows what was recorded, and changes nothing.
    const returned = await app.services.vnpay.returnView(Object.fromEntries(new URLSearchParams(failed)));
    expect(returned).toMatchObject({ verified: true, orderId: id, status: "failed" });

    // Only the order's buyer may retry; the new attempt has its own reference, and its IPN pays the order.
    expect((await visitor(app).call(`/api/orders/${id}/payments/vnpay`, { method: "POST" })).status).toBe(404);
    const retry = await buyer.call(`/api/orders/${id}/payments/vnpay`, { method: "POST" });
    expect(retry.status).toBe(201);
    const page = (await (await fetch(retry.body.paymentUrl as string)).json()) as { problems: string[]; params: Record<string, string> };
    expect(page.problems).toEqual([]);
    expect(page.params.vnp_TxnRef).not.toBe(txnRef);
    expect(await ipn(signedByVnpay(ipnParams(page.params.vnp_TxnRef!, total, { vnp_TransactionNo: "70005555" })))).toMatchObject({ RspCode: "00" });
    order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid" });
    expect(order.gatewayTransactions.map((attempt) => attempt.status)).toEqual(["failed", "paid"]);
    // A paid order takes no further attempt.
    expect((await buyer.call(`/api/orders/${id}/payments/vnpay`, { method: "POST" })).status).toBe(409);
  });

  it("a lost IPN is recovered by querydr from the order page, signed both ways as documented", async () => {
    const { id, total, buyer, txnRef } = await placeVnpayOrder();
    // Nothing on VNPAY's side yet: nothing changes.
    expect((await buyer.call(`/api/orders/${id}/payments/vnpay/check`, { method: "POST" })).body).toEqual({ settled: 0 });
    fake.onRecord.set(txnRef, { transactionStatus: "00", amount: String(total * 100), transactionNo: "70007777" });
    expect((await visitor(app).call(`/api/orders/${id}/payments/vnpay/check`, { method: "POST" })).status).toBe(404);
    expect((await buyer.call(`/api/orders/${id}/payments/vnpay/check`, { method: "POST" })).body).toEqual({ settled: 1 });
    expect(fake.problems).toEqual([]);
    expect(fake.queries.at(-1)).toMatchObject({ vnp_Command: "querydr", vnp_TxnRef: txnRef, vnp_TmnCode: FAKE_TMN_CODE });
    const order = await adminOrder(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: total });
    expect(order.gatewayTransactions).toEqual([expect.objectContaining({ status: "paid", transactionNo: "70007777" })]);
    // The IPN arriving late is "already confirmed", and pays nothing twice.
    expect(await ipn(signedByVnpay(ipnParams(txnRef, total, { vnp_TransactionNo: "70007777" })))).toMatchObject({ RspCode: "02" });
    expect((await adminOrder(id)).amountPaid).toBe(total);
  });

  it("an unpaid order past its expiry is canceled with its stock returned, unless VNPAY, asked once more, has its payment", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 50 }).where(eq(products.id, 1));
    const abandoned = await placeVnpayOrder();
    const paidSilently = await placeVnpayOrder();
    const fresh = await placeVnpayOrder();
    expect((await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, 1)))[0]?.stock).toBe(47);
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    for (const order of [abandoned, paidSilently]) await db.update(gatewayTransactions).set({ expiresAt: longAgo }).where(eq(gatewayTransactions.orderId, order.id));
    fake.onRecord.set(paidSilently.txnRef, { transactionStatus: "00", amount: String(paidSilently.total * 100), transactionNo: "70008888" });

    const canceled = await app.services.orders.cancelExpiredGatewayOrders();
    expect(canceled).toContain(abandoned.id);
    expect(canceled).not.toContain(paidSilently.id);
    expect(canceled).not.toContain(fresh.id);
    expect(await adminOrder(abandoned.id)).toMatchObject({ status: "canceled", paymentStatus: "unpaid" });
    expect(await adminOrder(paidSilently.id)).toMatchObject({ status: "pending", paymentStatus: "paid" });
    expect(await adminOrder(fresh.id)).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    expect((await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, 1)))[0]?.stock).toBe(48);
    const history = (await admin("GET", `/api/admin/orders/${abandoned.id}/history`)).body as Array<{ username: string; summary: string }>;
    expect(history.at(-1)).toMatchObject({ username: "Hệ thống", summary: expect.stringContaining("quá hạn thanh toán") });

    // Money that arrives afterwards for the canceled order is the shop's to refund, not a payment.
    expect(await ipn(signedByVnpay(ipnParams(abandoned.txnRef, abandoned.total, { vnp_TransactionNo: "70006666" })))).toMatchObject({ RspCode: "00" });
    expect(await adminOrder(abandoned.id)).toMatchObject({ status: "canceled", paymentStatus: "unpaid" });
    const money = (await admin("GET", `/api/admin/orders/${abandoned.id}/bank-transfers`)).body as { transfers: Array<{ status: string }> };
    expect(money.transfers).toEqual([expect.objectContaining({ status: "refund-due" })]);
  });

  it("refunds through VNPAY from the order desk, partial then full, with VNPAY's number; a refusal stays visible as failed and records nothing", async () => {
    const { id, total, txnRef } = await placeVnpayOrder();
    expect(await ipn(signedByVnpay(ipnParams(txnRef, total, { vnp_TransactionNo: "70002222" })))).toMatchObject({ RspCode: "00" });
    const refund = (amount: number) => admin("POST", `/api/admin/orders/${id}/refunds`, { amount, method: "gateway", reason: "Khách trả hàng" });

    const partial = await refund(1_000_000);
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(fake.problems).toEqual([]);
    expect(fake.refunds.at(-1)).toMatchObject({ vnp_Command: "refund", vnp_TransactionType: "03", vnp_TxnRef: txnRef, vnp_Amount: "100000000", vnp_TransactionNo: "70002222" });

    fake.refundResult.responseCode = "94";
    const refused = await refund(total - 1_000_000);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("VNPAY từ chối hoàn tiền");
    let order = await adminOrder(id);
    expect(order).toMatchObject({ amountRefunded: 1_000_000, paymentStatus: "paid" });
    expect(order.gatewayRefunds).toEqual([
      expect.objectContaining({ provider: "vnpay", txnRef, amount: total - 1_000_000, status: "failed", responseCode: "94" }),
      expect.objectContaining({ amount: 1_000_000, status: "refunded", transactionNo: "79990001" }),
    ]);

    fake.refundResult.responseCode = "00";
    expect((await refund(total - 1_000_000)).status).toBe(201);
    expect(fake.refunds.at(-1)).toMatchObject({ vnp_TransactionType: "03" });
    order = await adminOrder(id);
    expect(order).toMatchObject({ amountRefunded: total, paymentStatus: "refunded" });
    expect((order.refunds as Array<{ method: string }>).map((row) => row.method)).toEqual(["gateway", "gateway"]);
    // Nothing more to refund, at the gateway or elsewhere.
    expect((await refund(1000)).status).toBe(400);
    expect(fake.problems).toEqual([]);
  });

  it("a whole refund is VNPAY's type 02; an order not paid through a gateway cannot use it", async () => {
    const { id, total, txnRef } = await placeVnpayOrder();
    const unpaid = await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: 1000, method: "gateway", reason: "Thử" });
    expect(unpaid.status).toBe(400);
    expect(await ipn(signedByVnpay(ipnParams(txnRef, total, { vnp_TransactionNo: "70003333" })))).toMatchObject({ RspCode: "00" });
    expect((await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: total, method: "gateway", reason: "Hủy đơn", restock: true })).status).toBe(201);
    expect(fake.refunds.at(-1)).toMatchObject({ vnp_TransactionType: "02", vnp_Amount: String(total * 100) });
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "refunded", amountRefunded: total });
  });

  it("the return page trusts only VNPAY's signature and the shop's record", async () => {
    const { id, total, txnRef } = await placeVnpayOrder();
    const claimsPaid = signedByVnpay(ipnParams(txnRef, total));
    expect(await app.services.vnpay.returnView(Object.fromEntries(new URLSearchParams(claimsPaid)))).toMatchObject({ verified: true, orderId: id, status: "pending" });
    const forged = signedByVnpay(ipnParams(txnRef, total), "forged-secret-forged-secret-000000");
    expect(await app.services.vnpay.returnView(Object.fromEntries(new URLSearchParams(forged)))).toEqual({ verified: false, orderId: null, orderPath: null, status: null });
    expect((await adminOrder(id)).paymentStatus).toBe("unpaid");
    const attempts = await app.services.database.db.select().from(gatewayTransactions).where(eq(gatewayTransactions.orderId, id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(["pending"]);
  });
});

describe.each(drivers)("VNPAY not configured on %s", (driver) => {
  const app: TestApp = useTestApp(driver);

  it("refuses paymentMethod vnpay with a Vietnamese message and writes no order", async () => {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: String(total), paymentMethod: "vnpay" } });
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe(VNPAY_UNAVAILABLE_MESSAGE);
    expect(await app.services.vnpay.handleIpn({ vnp_TxnRef: "1" })).toMatchObject({ RspCode: "97" });
    expect((await buyer.call("/api/cart")).body).toHaveLength(1);
  });
});
