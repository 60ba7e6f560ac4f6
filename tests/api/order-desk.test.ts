import { inflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { auditLog, notifications, products } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { pdfText } from "../support/pdf-text";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

const ENV = { BANK_BIN: "970436", BANK_ACCOUNT: "0011004455667", BANK_ACCOUNT_NAME: "CONG TY MAY PHA", BANK_NAME: "Vietcombank", NOTIFY_EMAIL: "shop@example.vn" };

/** A buyer's checkout of `quantity` × product `productId`; answers the order's id and total. */
async function checkout(app: TestApp, { productId = 1, quantity = 1, paymentMethod = "cod", address = BUYER_ADDRESS as Record<string, string> } = {}) {
  const buyer = visitor(app);
  await buyer.call("/api/cart", { method: "POST", body: { productId, quantity } });
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address, total: String(total), paymentMethod } });
  expect(placed.status).toBe(201);
  return { id: placed.body.id as number, total, buyer };
}

/** The bank tells the shop (SePay) that the buyer's transfer for order `id` arrived. */
async function transferArrives(app: TestApp, id: number, amount: number, transactionId: string) {
  await app.services.bankTransfers.receive({
    provider: "sepay",
    transactionId,
    direction: "in",
    accountNumbers: [ENV.BANK_ACCOUNT],
    amount,
    note: `Thanh toan don hang ${id}`,
    transactedAt: new Date(),
    bankReference: null,
    gateway: null,
    raw: null,
  });
}

/** Product 2's counted stock. */
async function stockOfProduct2(app: TestApp): Promise<number | null> {
  const [row] = await app.services.database.db.select({ stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, 2));
  return row!.stockQuantity;
}

describe.each(drivers)("the order desk on %s", (driver) => {
  const app = useTestApp(driver, { env: ENV });
  let owner = "";
  let sales = "";
  let editor = "";
  beforeAll(async () => {
    owner = await app.adminCookie();
    sales = await app.adminCookie(undefined, "sales");
    editor = await app.adminCookie(undefined, "editor");
  });
  const admin = adminCaller(app, () => sales);
  const asOwner = adminCaller(app, () => owner);
  const asEditor = adminCaller(app, () => editor);

  it("finds an order by the buyer's phone typed with spaces or +84, by name, e-mail and number, and filters by payment standing", async () => {
    const phone = `09${String(Date.now()).slice(-8)}`;
    const { id } = await checkout(app, { address: { ...BUYER_ADDRESS, phone, fullName: "Trần Thị Tìm Kiếm", email: "tim.kiem@example.vn" } });
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    for (const q of [spaced, `+84 ${phone.slice(1)}`, "Tìm Kiếm", "tran thi tim kiem", "TRẦN THỊ TÌM", "tim.kiem@", `#${id}`]) {
      const found = await admin("GET", `/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.body.orders.map((order: { id: number }) => order.id), q).toContain(id);
    }
    const unpaid = await admin("GET", `/api/admin/orders?q=${phone}&payment=unpaid`);
    expect(unpaid.body.orders[0]).toMatchObject({ id, standing: "unpaid", amountPaid: 0, amountRefunded: 0 });
    expect((await admin("GET", `/api/admin/orders?q=${phone}&payment=paid`)).body.orders).toEqual([]);
    const paged = await admin("GET", "/api/admin/orders?pageSize=20&sort=total-desc");
    expect(paged.body.pageSize).toBe(20);
    const totals = paged.body.orders.map((order: { total: number }) => order.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it("exports the filtered list as CSV with a BOM, and a formula in a name is neutralised", async () => {
    const { id } = await checkout(app, { address: { ...BUYER_ADDRESS, fullName: '=cmd|" /C calc"!A0', email: "csv@example.vn" } });
    const response = await app.fetch(`/api/admin/orders?q=${encodeURIComponent("csv@example.vn")}&format=csv`, { headers: { cookie: sales } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8").slice(1);
    const [header, row] = csv.split("\r\n");
    expect(header).toContain("Mã đơn,Thời gian,Khách hàng");
    expect(row).toMatch(new RegExp(`^${id},`));
    expect(row).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(row).not.toMatch(/,=cmd/);
  });

  it("refunds at most what was paid; partial refunds add up; the dashboard and the funnel net them out", async () => {
    const { id, total } = await checkout(app);
    // Nothing paid yet: nothing to refund.
    const early = await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: 1000, method: "cash", reason: "thử", restock: false });
    expect(early.status).toBe(400);
    expect((await admin("PUT", `/api/admin/orders/${id}/payment-status`, { paymentStatus: "paid" })).status).toBe(200);
    const before = (await asOwner("GET", "/api/admin/dashboard")).body;
    const above = await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: total + 1, method: "bank_transfer", reason: "khách trả lại", restock: false });
    expect(above.status).toBe(400);
    expect(above.body.errors.amount[0]).toMatch(/vượt quá/);

    const half = Math.floor(total / 2);
    const first = await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: half, method: "bank_transfer", reason: "giảm giá do trầy", restock: false });
    expect(first.status).toBe(201);
    expect(first.body.money).toMatchObject({ amountPaid: total, amountRefunded: half, net: total - half, standing: "partially-refunded" });
    const after = (await asOwner("GET", "/api/admin/dashboard")).body;
    expect(after.sales.today.paid).toBe(before.sales.today.paid - half);
    expect(after.sales.month.paid).toBe(before.sales.month.paid - half);

    // The rest may go back, not a dong more.
    expect((await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: total - half + 1, method: "cash", reason: "x" })).status).toBe(400);
    const second = await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: total - half, method: "cash", reason: "trả máy" });
    expect(second.body.money).toMatchObject({ amountRefunded: total, net: 0, standing: "refunded" });
    const order = (await admin("GET", `/api/admin/orders/${id}`)).body;
    expect(order).toMatchObject({ paymentStatus: "refunded", amountPaid: total, amountRefunded: total });
    expect(order.refunds).toHaveLength(2);
    const history = (await admin("GET", `/api/admin/orders/${id}/history`)).body as Array<{ action: string; before: unknown; after: unknown }>;
    expect(history.filter((row) => row.action === "order.refund")).toHaveLength(2);

    const funnel = (await asOwner("GET", "/api/admin/analytics/funnel?period=day")).body;
    const dashboard = (await asOwner("GET", "/api/admin/dashboard")).body;
    expect(dashboard.funnel.orders).toBeGreaterThan(0);
    expect(funnel.revenue).toBeLessThan(dashboard.sales.today.expected + 1);
    // Editors see only their part: no money.
    const editorView = (await asEditor("GET", "/api/admin/dashboard")).body;
    expect(editorView.sales).toBeUndefined();
    expect(editorView.lowStock).toBeInstanceOf(Array);
    expect((await asEditor("POST", `/api/admin/orders/${id}/refunds`, { amount: 1, method: "cash", reason: "x" })).status).toBe(403);
  });

  it("a canceled order whose transfer arrived shows 'cần hoàn tiền' until the refund is recorded", async () => {
    const { id, total } = await checkout(app, { paymentMethod: "bank_transfer" });
    expect((await admin("PUT", `/api/admin/orders/${id}/status`, { status: "canceled" })).status).toBe(200);
    await transferArrives(app, id, total, `refund-due-${id}`);
    expect((await admin("GET", `/api/admin/orders/${id}`)).body.standing).toBe("refund-due");
    expect((await admin("GET", `/api/admin/orders?q=${id}&payment=refund-due`)).body.orders.map((o: { id: number }) => o.id)).toContain(id);
    const monthBefore = await app.services.orderDesk.paymentsMonth();
    expect((await admin("POST", `/api/admin/orders/${id}/refunds`, { amount: total, method: "bank_transfer", reason: "đơn đã hủy" })).status).toBe(201);
    // The payments desk's month nets the refund out.
    const monthAfter = await app.services.orderDesk.paymentsMonth();
    expect(monthAfter).toMatchObject({ received: monthBefore.received, refunded: monthBefore.refunded + total, net: monthBefore.net - total });
    expect((await admin("GET", `/api/admin/orders/${id}`)).body.standing).toBe("refunded");
    const transfers = (await admin("GET", "/api/admin/bank-transfers?status=refund-due")).body.transfers as Array<{ orderId: number }>;
    expect(transfers.map((transfer) => transfer.orderId)).not.toContain(id);
  });

  it("puts an order's counted machines back once: canceled before it ships, or with a refund's restock, never both", async () => {
    const db = app.services.database.db;
    const stockOf = () => stockOfProduct2(app);
    await db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, 2));

    // Paid, then canceled before it left the shop: its machines are on the shelf again, and the history says so.
    const unshipped = await checkout(app, { productId: 2, quantity: 2 });
    expect(await stockOf()).toBe(8);
    expect((await admin("PUT", `/api/admin/orders/${unshipped.id}/payment-status`, { paymentStatus: "paid" })).status).toBe(200);
    expect((await admin("PUT", `/api/admin/orders/${unshipped.id}/status`, { status: "canceled" })).status).toBe(200);
    expect(await stockOf()).toBe(10);
    expect((await admin("GET", `/api/admin/orders/${unshipped.id}`)).body.stockReturnedAt).toEqual(expect.any(String));
    const history = (await admin("GET", `/api/admin/orders/${unshipped.id}/history`)).body as Array<{ action: string; summary: string; after: unknown }>;
    expect(history.find((row) => row.action === "order.status" && row.summary.startsWith("Đã hủy"))).toMatchObject({
      summary: "Đã hủy · nhập lại kho",
      after: { status: "canceled", stockReturned: [{ productId: 2, quantity: 2 }] },
    });
    // Its money refunded "with restock" afterwards does not count them a second time.
    const refunded = await admin("POST", `/api/admin/orders/${unshipped.id}/refunds`, { amount: unshipped.total, method: "bank_transfer", reason: "đơn đã hủy", restock: true });
    expect(refunded.status).toBe(201);
    expect(refunded.body.refund.restock).toBe(false);
    expect(await stockOf()).toBe(10);

    // Canceled once it had shipped: the machines are out; they count again only when a refund brings them back, once.
    const shipped = await checkout(app, { productId: 2, quantity: 1 });
    expect((await admin("PUT", `/api/admin/orders/${shipped.id}/payment-status`, { paymentStatus: "paid" })).status).toBe(200);
    for (const status of ["confirmed", "shipping", "canceled"]) expect((await admin("PUT", `/api/admin/orders/${shipped.id}/status`, { status })).status).toBe(200);
    expect(await stockOf()).toBe(9);
    expect((await admin("GET", `/api/admin/orders/${shipped.id}`)).body.stockReturnedAt).toBeNull();
    const half = Math.floor(shipped.total / 2);
    const first = await admin("POST", `/api/admin/orders/${shipped.id}/refunds`, { amount: half, method: "cash", reason: "khách trả máy", restock: true });
    expect(first.body.refund.restock).toBe(true);
    expect(await stockOf()).toBe(10);
    const second = await admin("POST", `/api/admin/orders/${shipped.id}/refunds`, { amount: shipped.total - half, method: "cash", reason: "phần còn lại", restock: true });
    expect(second.body.refund.restock).toBe(false);
    expect(await stockOf()).toBe(10);
  });

  it("adds a line to an unshipped order: prices from the catalogue, total and VietQR amount recomputed, stock taken, buyer told, audited", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, 2));
    const { id, total, buyer } = await checkout(app, { paymentMethod: "bank_transfer" });
    const product2 = (await app.fetch("/api/products/2").then((response) => response.json())) as { price: number; discountPrice: number | null };
    const unit2 = product2.discountPrice ?? product2.price;
    const edited = await admin("PUT", `/api/admin/orders/${id}`, { items: [{ productId: 1, quantity: 1 }, { productId: 2, quantity: 2, price: 1 }] });
    expect(edited.status).toBe(200);
    expect(edited.body.total).toBe(total + computeTotals([{ unitPrice: unit2, quantity: 2 }]).total);
    expect(await stockOfProduct2(app)).toBe(8);
    const seen = await buyer.call(`/api/orders/${id}`);
    expect(seen.body.bankTransfer.amount).toBe(edited.body.total);

    // A line removed goes back to stock.
    expect((await admin("PUT", `/api/admin/orders/${id}`, { items: [{ productId: 1, quantity: 1 }] })).status).toBe(200);
    expect(await stockOfProduct2(app)).toBe(10);
    const mails = await db.select().from(notifications).where(eq(notifications.kind, "order-updated"));
    expect(mails.filter((mail) => mail.subject === `Đơn hàng #${id} đã được cập nhật`)).toHaveLength(2);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    const edit = audit.find((row) => row.action === "order.edit")!;
    expect(edit.before).toMatchObject({ total });
    expect(edit.after).toMatchObject({ items: [{ productId: 1 }, { productId: 2, quantity: 2, price: unit2 }] });
  });

  it("edits the address and contact; a shipped order can no longer be edited", async () => {
    const { id } = await checkout(app);
    const address = { ...BUYER_ADDRESS, fullName: "Lê Văn Sửa", phone: "0987 654 321" };
    const edited = await admin("PUT", `/api/admin/orders/${id}`, { address });
    expect(edited.status).toBe(200);
    expect(edited.body.address).toMatchObject({ fullName: "Lê Văn Sửa", phone: "0987654321", city: "Thành phố Hà Nội" });
    await admin("PUT", `/api/admin/orders/${id}/status`, { status: "confirmed" });
    await admin("PUT", `/api/admin/orders/${id}/status`, { status: "shipping" });
    const refused = await admin("PUT", `/api/admin/orders/${id}`, { items: [{ productId: 1, quantity: 3 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/chưa giao đi/);
    expect((await admin("PUT", `/api/admin/orders/${id}`, { address })).status).toBe(409);
    expect((await admin("PUT", `/api/admin/orders/${id}`, {})).status).toBe(400);
  });

  it("notes: internal ones stay on the desk, the buyer reads theirs on the order page", async () => {
    const { id, buyer } = await checkout(app);
    expect((await admin("POST", `/api/admin/orders/${id}/notes`, { body: "Khách dặn gọi trước 30 phút" })).status).toBe(201);
    expect((await admin("POST", `/api/admin/orders/${id}/notes`, { body: "Giao trong tuần này", visibleToBuyer: true })).status).toBe(201);
    expect((await admin("POST", `/api/admin/orders/${id}/notes`, { body: " " })).status).toBe(400);
    const order = (await admin("GET", `/api/admin/orders/${id}`)).body;
    expect(order.notes.map((note: { body: string }) => note.body)).toEqual(["Khách dặn gọi trước 30 phút", "Giao trong tuần này"]);
    const seen = await buyer.call(`/api/orders/${id}`);
    expect(seen.body.notes.map((note: { body: string }) => note.body)).toEqual(["Giao trong tuần này"]);
  });

  it("places a phone order by the checkout's rules: server prices, stock, idempotency, the buyer's mail", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, 3));
    const body = { address: { ...BUYER_ADDRESS, fullName: "Khách Gọi Điện" }, items: [{ productId: 3, quantity: 1, price: 1 }], paymentMethod: "cod", total: "1" };
    const call = (key: string) =>
      app
        .fetch("/api/admin/orders", { method: "POST", headers: { cookie: sales, "content-type": "application/json", "idempotency-key": key }, body: JSON.stringify(body) })
        .then(async (response) => ({ status: response.status, body: await response.json() }));
    const placed = await call("phone-order-key-1");
    expect(placed.status).toBe(201);
    expect((await call("phone-order-key-1")).body.id).toBe(placed.body.id);
    const order = (await admin("GET", `/api/admin/orders/${placed.body.id}`)).body;
    const product3 = (await app.fetch("/api/products/3").then((response) => response.json())) as { price: number; discountPrice: number | null };
    expect(order.total).toBe(computeTotals([{ unitPrice: product3.discountPrice ?? product3.price, quantity: 1 }]).total);
    expect(order.address.fullName).toBe("Khách Gọi Điện");
    // The last machine is gone: a second order for it is refused like a checkout.
    const soldOut = await call("phone-order-key-2");
    expect(soldOut.status).toBe(409);
    const mails = await db.select().from(notifications).where(eq(notifications.subject, `Xác nhận đơn hàng #${placed.body.id}`));
    expect(mails).toHaveLength(1);
    await db.update(products).set({ stockQuantity: null }).where(eq(products.id, 3));
    expect((await admin("POST", "/api/admin/orders", { ...body, items: [] })).status).toBe(400);
  });

  it("prints a delivery note and a packing slip as PDF with the Vietnamese text, one order or several", async () => {
    const { id } = await checkout(app, { address: { ...BUYER_ADDRESS, fullName: "Phạm Thị Giao Hàng" } });
    const response = await app.fetch(`/api/admin/orders/${id}/documents/delivery-note.pdf`, { headers: { cookie: sales } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf, inflateSync);
    expect(text).toContain("PHIẾU GIAO HÀNG");
    expect(text).toContain("Phạm Thị Giao Hàng");
    expect(text).toContain("Người nhận hàng");
    const slip = await app.fetch(`/api/admin/orders/documents/packing-slip.pdf?ids=${id},${id - 1}`, { headers: { cookie: sales } });
    const slipText = pdfText(Buffer.from(await slip.arrayBuffer()), inflateSync);
    expect(slipText).toContain("PHIẾU ĐÓNG GÓI");
    expect(slipText).toContain(`Đơn hàng #${id - 1}`);
    expect((await app.fetch(`/api/admin/orders/${id}/documents/invoice.pdf`, { headers: { cookie: sales } })).status).toBe(404);
    expect((await app.fetch(`/api/admin/orders/${id}/documents/delivery-note.pdf`, { headers: { cookie: editor } })).status).toBe(403);
  });

  it("paid means confirmed: with the setting on, a transfer that pays the order confirms it, audited as the system", async () => {
    const settings = (await asOwner("GET", "/api/admin/settings")).body;
    const { updatedAt: _updatedAt, ...current } = settings;
    expect((await asOwner("PUT", "/api/admin/settings", { ...current, paidMeansConfirmed: true })).status).toBe(200);
    const { id, total } = await checkout(app, { paymentMethod: "bank_transfer" });
    await transferArrives(app, id, total, `paid-confirmed-${id}`);
    const order = (await admin("GET", `/api/admin/orders/${id}`)).body;
    expect(order).toMatchObject({ status: "confirmed", paymentStatus: "paid", standing: "paid" });
    const history = (await admin("GET", `/api/admin/orders/${id}/history`)).body as Array<{ username: string; action: string }>;
    expect(history).toContainEqual(expect.objectContaining({ username: "Hệ thống", action: "order.status" }));
    await asOwner("PUT", "/api/admin/settings", { ...current, paidMeansConfirmed: false });
  });
});
