import { createHmac, randomInt } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { computeTotals, formatVnd } from "#common/money";
import { bankTransfers } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, startTestApp, useTestApp, visitor, type TestApp } from "./harness";

const SECRET = "sepay-test-secret-0123456789abcdef";
const SHOP_ACCOUNT = "0011004455667";
const ENV = {
  BANK_BIN: "970436",
  BANK_ACCOUNT: SHOP_ACCOUNT,
  BANK_ACCOUNT_NAME: "CONG TY MAY PHA",
  BANK_NAME: "Vietcombank",
  BANK_WEBHOOK_SECRET: SECRET,
  NOTIFY_EMAIL: "shop@example.vn",
};
const WEBHOOK = "/api/payments/bank-notifications";

let transactionIds = randomInt(100_000, 900_000);

/** A SePay notification of an incoming transfer to the shop, with the bank's usual prefix and suffix around the note. */
function sepayBody(overrides: Record<string, unknown> & { orderId?: number; amount?: number } = {}) {
  const { orderId, amount, ...rest } = overrides;
  const id = transactionIds++;
  return {
    id,
    gateway: "Vietcombank",
    transactionDate: "2026-05-10 09:15:00",
    accountNumber: SHOP_ACCOUNT,
    subAccount: null,
    code: null,
    content: `MBVCB.${id}.THANH TOAN DON HANG ${orderId ?? 0}.CT tu 0123456789 NGUYEN VAN A`,
    transferType: "in",
    transferAmount: amount ?? 0,
    accumulated: 90_000_000,
    referenceCode: `FT26130${id}`,
    description: "",
    ...rest,
  };
}

function notify(app: TestApp, body: unknown, headers: Record<string, string> = { authorization: `Apikey ${SECRET}` }) {
  return app.fetch(WEBHOOK, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function storedTransfers(app: TestApp): Promise<number> {
  const [row] = await app.services.database.db.select({ value: count() }).from(bankTransfers);
  return row?.value ?? 0;
}

/** A bank-transfer order of one LT-150 placed by a fresh buyer; returns its id, total and the buyer. */
async function placeOrder(app: TestApp) {
  const buyer = visitor(app);
  await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "bank_transfer" } });
  expect(placed.status).toBe(201);
  return { id: placed.body.id as number, total, buyer };
}

describe.each(drivers)("bank transfers on %s", (driver) => {
  const app = useTestApp(driver, { env: ENV });
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = await app.adminCookie();
  });

  const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    app.fetch(path, {
      method: init.method ?? "GET",
      headers: { cookie: adminCookie, "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  it("exact amount: the order is paid, the buyer sees it, gets a 'payment received' e-mail, and the admin sees the transfer", async () => {
    const order = await placeOrder(app);
    const response = await notify(app, sepayBody({ orderId: order.id, amount: order.total }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    expect((await order.buyer.call(`/api/orders/${order.id}`)).body).toMatchObject({ paymentStatus: "paid", bankTransfer: null });
    const mails = await app.services.notifications.listForOrder(order.id);
    expect(mails.filter((mail) => mail.kind === "payment-received").map((mail) => [mail.recipient, mail.subject])).toEqual([
      [BUYER_ADDRESS.email, `Đã nhận thanh toán đơn hàng #${order.id}`],
    ]);
    const transfers = await (await admin(`/api/admin/orders/${order.id}/bank-transfers`)).json();
    expect(transfers.balance).toEqual({ received: order.total, total: order.total, status: "matched", difference: 0 });
    expect(transfers.transfers).toHaveLength(1);
    expect(transfers.transfers[0]).toMatchObject({ provider: "sepay", amount: order.total, orderId: order.id, matchedBy: "note", status: "matched" });
  });

  it("short amount: the order stays unpaid and shows what is missing; a second transfer completes it", async () => {
    const order = await placeOrder(app);
    expect((await notify(app, sepayBody({ orderId: order.id, amount: order.total - 500_000 }))).status).toBe(200);
    expect((await order.buyer.call(`/api/orders/${order.id}`)).body.paymentStatus).toBe("unpaid");
    const short = await (await admin(`/api/admin/orders/${order.id}/bank-transfers`)).json();
    expect(short.balance).toMatchObject({ status: "partial", difference: 500_000 });
    expect(short.transfers[0]).toMatchObject({ status: "partial", difference: 500_000 });
    const partial = await (await admin("/api/admin/bank-transfers?status=partial")).json();
    expect(partial.transfers.map((transfer: { orderId: number }) => transfer.orderId)).toContain(order.id);
    expect((await app.services.notifications.listForOrder(order.id)).some((mail) => mail.kind === "payment-received")).toBe(false);

    // Notes without spaces or with diacritics still name the order.
    expect((await notify(app, sepayBody({ amount: 500_000, content: `thanhtoandonhang${order.id}` }))).status).toBe(200);
    expect((await order.buyer.call(`/api/orders/${order.id}`)).body.paymentStatus).toBe("paid");
    const settled = await (await admin(`/api/admin/orders/${order.id}/bank-transfers`)).json();
    expect(settled.balance).toMatchObject({ status: "matched", received: order.total });
    expect(settled.transfers).toHaveLength(2);
  });

  it("over amount: the order is paid and flagged with the excess", async () => {
    const order = await placeOrder(app);
    expect((await notify(app, sepayBody({ orderId: order.id, amount: order.total + 20_000 }))).status).toBe(200);
    expect((await order.buyer.call(`/api/orders/${order.id}`)).body.paymentStatus).toBe("paid");
    const over = await (await admin(`/api/admin/orders/${order.id}/bank-transfers`)).json();
    expect(over.balance).toMatchObject({ status: "over", difference: 20_000 });
    const [mail] = (await app.services.notifications.listForOrder(order.id)).filter((item) => item.kind === "payment-received");
    expect(mail!.textBody).toContain("thừa 20.000đ");
  });

  it("unknown order: kept as an unmatched transfer until staff assign it", async () => {
    const order = await placeOrder(app);
    const body = sepayBody({ amount: order.total, content: "CHUYEN TIEN MUA MAY PHA" });
    expect((await notify(app, body)).status).toBe(200);
    const unmatched = await (await admin("/api/admin/bank-transfers?status=unmatched")).json();
    const transfer = unmatched.transfers.find((item: { note: string }) => item.note === "CHUYEN TIEN MUA MAY PHA");
    expect(transfer).toMatchObject({ status: "unmatched", orderId: null, amount: order.total });
    expect(unmatched.counts.unmatched).toBeGreaterThanOrEqual(1);

    // A note naming an order that does not exist is unmatched too.
    expect((await notify(app, sepayBody({ orderId: 999_999, amount: 1_000_000 }))).status).toBe(200);

    expect((await app.fetch(`/api/admin/bank-transfers/${transfer.id}/assign`, { method: "POST" })).status).toBe(401);
    expect((await admin(`/api/admin/bank-transfers/${transfer.id}/assign`, { method: "POST", body: { orderId: "abc" } })).status).toBe(400);
    const missing = await admin(`/api/admin/bank-transfers/${transfer.id}/assign`, { method: "POST", body: { orderId: 999_998 } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.orderId).toBeDefined();
    const assigned = await admin(`/api/admin/bank-transfers/${transfer.id}/assign`, { method: "POST", body: { orderId: order.id } });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toEqual({ id: transfer.id, orderId: order.id, status: "matched", difference: 0 });
    expect((await order.buyer.call(`/api/orders/${order.id}`)).body.paymentStatus).toBe("paid");
    const again = await admin(`/api/admin/bank-transfers/${transfer.id}/assign`, { method: "POST", body: { orderId: order.id } });
    expect(again.status).toBe(409);
  });

  it("money after cancel: a canceled order stays canceled and unpaid, the shop is told to refund, the desk shows it until the refund is recorded", async () => {
    const order = await placeOrder(app);
    expect((await admin(`/api/admin/orders/${order.id}/status`, { method: "PUT", body: { status: "canceled" } })).status).toBe(200);
    expect((await notify(app, sepayBody({ orderId: order.id, amount: order.total }))).status).toBe(200);

    expect((await order.buyer.call(`/api/orders/${order.id}`)).body).toMatchObject({ status: "canceled", paymentStatus: "unpaid" });
    const mails = await app.services.notifications.listForOrder(order.id);
    expect(mails.some((mail) => mail.kind === "payment-received")).toBe(false);
    const alert = mails.find((mail) => mail.kind === "order-refund-due");
    expect(alert).toMatchObject({ recipient: "shop@example.vn" });
    expect(alert!.subject).toContain(`#${order.id}`);
    expect(alert!.textBody).toContain("cần hoàn tiền");
    expect(alert!.textBody).toContain(formatVnd(order.total));

    const forOrder = await (await admin(`/api/admin/orders/${order.id}/bank-transfers`)).json();
    expect(forOrder.transfers).toHaveLength(1);
    expect(forOrder.transfers[0]).toMatchObject({ orderId: order.id, amount: order.total, status: "refund-due" });
    const due = await (await admin("/api/admin/bank-transfers?status=refund-due")).json();
    expect(due.transfers.map((transfer: { orderId: number }) => transfer.orderId)).toContain(order.id);
    expect(due.counts["refund-due"]).toBeGreaterThanOrEqual(1);

    // Staff assigning an unmatched transfer to a canceled order: the same.
    const other = await placeOrder(app);
    expect((await admin(`/api/admin/orders/${other.id}/status`, { method: "PUT", body: { status: "canceled" } })).status).toBe(200);
    const note = "CHUYEN TIEN DON DA HUY";
    expect((await notify(app, sepayBody({ amount: other.total, content: note }))).status).toBe(200);
    const unmatched = await (await admin("/api/admin/bank-transfers?status=unmatched")).json();
    const loose = unmatched.transfers.find((item: { note: string }) => item.note === note);
    const assigned = await admin(`/api/admin/bank-transfers/${loose.id}/assign`, { method: "POST", body: { orderId: other.id } });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ id: loose.id, orderId: other.id, status: "refund-due" });
    expect((await other.buyer.call(`/api/orders/${other.id}`)).body).toMatchObject({ status: "canceled", paymentStatus: "unpaid" });
    const otherMails = await app.services.notifications.listForOrder(other.id);
    expect(otherMails.some((mail) => mail.kind === "payment-received")).toBe(false);
    expect(otherMails.filter((mail) => mail.kind === "order-refund-due")).toHaveLength(1);

    // Recording the refund clears it from the desk.
    const refunded = await admin(`/api/admin/orders/${order.id}/payment-status`, { method: "PUT", body: { paymentStatus: "refunded" } });
    expect(refunded.status).toBe(200);
    const after = await (await admin(`/api/admin/orders/${order.id}/bank-transfers`)).json();
    expect(after.transfers[0].status).not.toBe("refund-due");
    const stillDue = await (await admin("/api/admin/bank-transfers?status=refund-due")).json();
    expect(stillDue.transfers.map((transfer: { orderId: number }) => transfer.orderId)).not.toContain(order.id);
    expect(stillDue.transfers.map((transfer: { orderId: number }) => transfer.orderId)).toContain(other.id);
    const history = await (await admin(`/api/admin/orders/${order.id}/history`)).json();
    expect(history.map((row: { summary: string }) => row.summary)).toContain("Thanh toán: Đã hoàn tiền");
  });

  it("transfers to another account and outgoing transfers are answered 200 and ignored", async () => {
    const order = await placeOrder(app);
    const before = await storedTransfers(app);
    expect((await notify(app, sepayBody({ orderId: order.id, amount: order.total, accountNumber: "9999888877" }))).status).toBe(200);
    const outgoing = await notify(app, sepayBody({ orderId: order.id, amount: order.total, transferType: "out" }));
    expect(outgoing.status).toBe(200);
    expect(await outgoing.json()).toEqual({ success: true });
    expect(await storedTransfers(app)).toBe(before);
    expect((await order.buyer.call(`/api/orders/${order.id}`)).body.paymentStatus).toBe("unpaid");
  });

  it("the same notification delivered twice is one transfer and one e-mail", async () => {
    const order = await placeOrder(app);
    const body = sepayBody({ orderId: order.id, amount: order.total });
    const before = await storedTransfers(app);
    expect((await notify(app, body)).status).toBe(200);
    const second = await notify(app, body);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ success: true });
    expect(await storedTransfers(app)).toBe(before + 1);
    const mails = await app.services.notifications.listForOrder(order.id);
    expect(mails.filter((mail) => mail.kind === "payment-received")).toHaveLength(1);
  });

  it("twenty concurrent deliveries of one notification store one row", async () => {
    const order = await placeOrder(app);
    const body = sepayBody({ orderId: order.id, amount: order.total });
    const before = await storedTransfers(app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => notify(app, body)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await storedTransfers(app)).toBe(before + 1);
    const rows = await app.services.database.db.select().from(bankTransfers).where(eq(bankTransfers.providerTransactionId, String(body.id)));
    expect(rows).toHaveLength(1);
    const mails = await app.services.notifications.listForOrder(order.id);
    expect(mails.filter((mail) => mail.kind === "payment-received")).toHaveLength(1);
  });

  it("a wrong or missing secret is 401 and stores nothing; an HMAC-SHA256 signature of the raw body is accepted", async () => {
    const order = await placeOrder(app);
    const before = await storedTransfers(app);
    const raw = JSON.stringify(sepayBody({ orderId: order.id, amount: 1_000 }));
    const now = Math.floor(Date.now() / 1000);
    const sign = (text: string, secret = SECRET) => createHmac("sha256", secret).update(text).digest("hex");
    for (const headers of [
      {},
      { authorization: "Apikey wrong-secret-wrong-secret" },
      { authorization: `Bearer ${SECRET}` },
      { authorization: `Apikey ${SECRET}x` },
      { "x-sepay-signature": `sha256=${sign(raw, "another-secret-of-some-length")}` },
      { "x-sepay-signature": `sha256=${sign(`${raw} `)}` },
      { "x-sepay-signature": `sha256=${sign(`${now - 3600}.${raw}`)}`, "x-sepay-timestamp": String(now - 3600) },
    ] as Array<Record<string, string>>) {
      const response = await notify(app, raw, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect((await response.json()).message).toBeTruthy();
    }
    expect(await storedTransfers(app)).toBe(before);

    expect((await notify(app, raw, { "x-sepay-signature": `sha256=${sign(`${now}.${raw}`)}`, "x-sepay-timestamp": String(now) })).status).toBe(200);
    const plain = JSON.stringify(sepayBody({ orderId: order.id, amount: 1_000 }));
    expect((await notify(app, plain, { "x-sepay-signature": sign(plain) })).status).toBe(200);
    expect(await storedTransfers(app)).toBe(before + 2);
  });

  it("a malformed body is 400 and stores nothing", async () => {
    const before = await storedTransfers(app);
    const valid = sepayBody({ orderId: 1, amount: 1_000 });
    for (const body of [
      "{not json",
      "",
      JSON.stringify([valid]),
      JSON.stringify({ ...valid, transferAmount: "1000" }),
      JSON.stringify({ ...valid, transferType: "sideways" }),
      JSON.stringify({ ...valid, transactionDate: "yesterday" }),
      JSON.stringify({ ...valid, id: undefined }),
      JSON.stringify({ ...valid, accountNumber: undefined }),
    ]) {
      const response = await notify(app, body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).message).toBeTruthy();
    }
    expect(await storedTransfers(app)).toBe(before);
  });

  it("the endpoint does not exist without BANK_WEBHOOK_SECRET", async () => {
    const plain = await startTestApp(driver, { env: { ...ENV, BANK_WEBHOOK_SECRET: "" } });
    try {
      const response = await notify(plain, sepayBody({ orderId: 1, amount: 1_000 }));
      expect(response.status).toBe(404);
      expect(await storedTransfers(plain)).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it("the admin transfer endpoints require an administrator", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/bank-transfers"],
      ["GET", "/api/admin/orders/1/bank-transfers"],
      ["POST", "/api/admin/bank-statements/preview"],
      ["POST", "/api/admin/bank-statements/import"],
    ] as const) {
      expect((await app.fetch(path, { method })).status, path).toBe(401);
    }
  });

  it("statement import: preview changes nothing, import pays and keeps the unknown row, a re-import skips every row, the columns are remembered", async () => {
    const known = await placeOrder(app);
    const unknownNote = `CHUYEN KHOAN ${randomInt(1_000_000, 9_999_999)} KHONG GHI DON`;
    const csv = [
      "NGAN HANG TMCP NGOAI THUONG VIET NAM",
      "SAO KE TAI KHOAN;0011004455667",
      "",
      "STT;Ngày giao dịch;Số tham chiếu;Số tiền ghi nợ;Số tiền ghi có;Số dư;Mô tả",
      `1;11/05/2026 08:30:00;;;${known.total.toLocaleString("vi-VN")};100.000.000;"MBVCB.4455.THANH TOAN DON HANG ${known.id}.CT tu 0987654321"`,
      `2;11/05/2026 09:00:00;;;1.250.000;101.250.000;"${unknownNote}"`,
      "3;11/05/2026 10:00:00;;2.000.000;;99.250.000;CHUYEN TIEN DI",
    ].join("\r\n");
    const before = await storedTransfers(app);

    const previewResponse = await admin("/api/admin/bank-statements/preview", { method: "POST", body: { csv } });
    expect(previewResponse.status).toBe(200);
    const preview = await previewResponse.json();
    expect(preview).toMatchObject({ headerRow: 2, columns: { date: 1, amount: 4, note: 6, reference: 2 }, remembered: false });
    expect(preview.rows.map((row: { outcome: string; orderId: number | null }) => [row.outcome, row.orderId])).toEqual([
      ["matched", known.id],
      ["unmatched", null],
      ["skipped", null],
    ]);
    expect(await storedTransfers(app)).toBe(before);
    expect((await known.buyer.call(`/api/orders/${known.id}`)).body.paymentStatus).toBe("unpaid");

    const imported = await (await admin("/api/admin/bank-statements/import", { method: "POST", body: { csv, columns: { headerRow: 2, ...preview.columns } } })).json();
    expect(imported.rows.map((row: { outcome: string }) => row.outcome)).toEqual(["matched", "unmatched", "skipped"]);
    expect(await storedTransfers(app)).toBe(before + 2);
    expect((await known.buyer.call(`/api/orders/${known.id}`)).body.paymentStatus).toBe("paid");
    // The import paid the order: the importer's audit row names the payment status before and after.
    const history = await (await admin(`/api/admin/orders/${known.id}/history`)).json();
    expect(history).toEqual([
      expect.objectContaining({ action: "order.payment-status", before: { paymentStatus: "unpaid" }, after: expect.objectContaining({ paymentStatus: "paid", transferStatus: "matched" }) }),
    ]);
    expect(history[0].summary).toMatch(/^Sao kê: chuyển khoản .+, thanh toán “Chưa thanh toán” → “Đã thanh toán”$/);
    const unmatched = await (await admin("/api/admin/bank-transfers?status=unmatched")).json();
    expect(unmatched.transfers.some((transfer: { note: string; provider: string }) => transfer.note === unknownNote && transfer.provider === "statement")).toBe(true);

    // The same file again: nothing new, and the columns come from the first import (no reference column this time).
    const custom = { headerRow: 2, date: 1, amount: 4, note: 6, reference: null };
    await admin("/api/admin/bank-statements/import", { method: "POST", body: { csv, columns: custom } });
    const again = await (await admin("/api/admin/bank-statements/preview", { method: "POST", body: { csv } })).json();
    expect(again).toMatchObject({ remembered: true, columns: { date: 1, amount: 4, note: 6, reference: null } });
    expect(again.rows.map((row: { outcome: string }) => row.outcome)).toEqual(["seen", "seen", "skipped"]);
    expect(await storedTransfers(app)).toBe(before + 2);
  });

  it("a statement row for a transfer already notified is recorded as its duplicate and never counted twice", async () => {
    const order = await placeOrder(app);
    const body = sepayBody({ orderId: order.id, amount: order.total, transactionDate: "2026-05-12 14:02:37", referenceCode: "MBVCB.8812345678" });
    expect((await notify(app, body)).status).toBe(200);
    const csv = ["Ngày,Số tham chiếu,Ghi có,Nội dung", `12/05/2026,8812345678,"${order.total}","THANH TOAN DON HANG ${order.id}"`].join("\n");
    const imported = await (await admin("/api/admin/bank-statements/import", { method: "POST", body: { csv, columns: { headerRow: 0, date: 0, amount: 2, note: 3, reference: 1 } } })).json();
    expect(imported.rows.map((row: { outcome: string }) => row.outcome)).toEqual(["duplicate"]);
    const balance = (await (await admin(`/api/admin/orders/${order.id}/bank-transfers`)).json()).balance;
    expect(balance).toMatchObject({ status: "matched", received: order.total });
    expect((await app.services.notifications.listForOrder(order.id)).filter((mail) => mail.kind === "payment-received")).toHaveLength(1);
  });

  it("statement columns must be distinct and inside the header", async () => {
    const csv = "Ngày,Ghi có,Nội dung\n01/05/2026,100000,THANH TOAN DON HANG 1";
    const response = await admin("/api/admin/bank-statements/preview", { method: "POST", body: { csv, columns: { headerRow: 0, date: 0, amount: 0, note: 2 } } });
    expect(response.status).toBe(400);
    const outside = await admin("/api/admin/bank-statements/import", { method: "POST", body: { csv, columns: { headerRow: 0, date: 0, amount: 1, note: 7 } } });
    expect(outside.status).toBe(400);
  });
});
