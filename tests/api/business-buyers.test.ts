import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depositAmount, quoteTotals } from "#common/business-buyers";
import { computeTotals } from "#common/money";
import { notifications, quotes } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { fakeEInvoiceEnv, startFakeSepayEInvoice, type FakeSepayEInvoice } from "../support/fake-sepay-einvoice";
import { pdfText } from "../support/pdf-text";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";
import { nextTransactionId, notifyTransfer as notify, SEPAY_SECRET as SECRET, SHOP_ACCOUNT } from "./support/bank-notification";

const BANK_ENV = {
  BANK_BIN: "970436",
  BANK_ACCOUNT: SHOP_ACCOUNT,
  BANK_ACCOUNT_NAME: "CONG TY MAY PHA",
  BANK_NAME: "Vietcombank",
  BANK_WEBHOOK_SECRET: SECRET,
  NOTIFY_EMAIL: "shop@example.vn",
};
const INVOICE = { companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "0300588569", address: "25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh", email: "ketoan@dongatea.vn" };
const CUSTOMER = { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "" };
const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function listPrice(app: TestApp, productId: number): Promise<number> {
  const product = (await (await app.fetch(`/api/products/${productId}`)).json()) as { price: number; discountPrice: number | null };
  return product.discountPrice ?? product.price;
}

describe.each(drivers)("business buyers on %s", (driver) => {
  const app = useTestApp(driver, { env: BANK_ENV });
  let salesCookie = "";
  let ownerCookie = "";
  beforeAll(async () => {
    salesCookie = await app.adminCookie("lan-sales", "sales");
    ownerCookie = await app.adminCookie("chu-cua-hang", "owner");
  });
  const sales = adminCaller(app, () => salesCookie);
  const owner = adminCaller(app, () => ownerCookie);

  /** A sent quote: 2 × product 1 at 5 % off, 1 × product 2, a fee and a deposit. */
  async function sentQuote(overrides: Record<string, unknown> = {}) {
    const price = await listPrice(app, 1);
    const created = await sales("POST", "/api/admin/quotes", {
      customer: CUSTOMER,
      lines: [
        { productId: 1, quantity: 2, unitPrice: Math.round(price * 0.95) },
        { productId: 2, quantity: 1 },
      ],
      installationFee: 1_500_000,
      depositPercent: 30,
      validUntil: inDays(10),
      note: "Giao trong tuần",
      ...overrides,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sent = await sales("POST", `/api/admin/quotes/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    return { id: created.body.id as number, token: sent.body.token as string };
  }

  it("rounds a quote's deposit to the thousand when the store setting says so, and to the dong otherwise", async () => {
    const settings = (await owner("GET", "/api/admin/settings")).body;
    const { updatedAt: _updatedAt, ...current } = settings;
    expect(current.roundDepositToThousand ?? false).toBe(false);
    const lines = [{ productId: 1, quantity: 1, unitPrice: 17_234_567 }];
    const view = async (id: number) => (await sales("GET", `/api/admin/quotes/${id}`)).body as { total: number; deposit: number };
    const created = await sales("POST", "/api/admin/quotes", { customer: CUSTOMER, lines, depositPercent: 30, validUntil: inDays(10) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const exact = { body: { id: created.body.id as number, ...(await view(created.body.id)) } };
    expect(exact.body.deposit).toBe(Math.round((exact.body.total * 30) / 100));
    expect(exact.body.deposit % 1000).not.toBe(0);

    // Only the owner's settings change it (sales cannot), and the next save of a quote follows it.
    expect((await sales("PUT", "/api/admin/settings", { ...current, roundDepositToThousand: true })).status).toBe(403);
    expect((await owner("PUT", "/api/admin/settings", { ...current, roundDepositToThousand: true })).status).toBe(200);
    try {
      const rounded = await view((await sales("POST", "/api/admin/quotes", { customer: CUSTOMER, lines, depositPercent: 30, validUntil: inDays(10) })).body.id);
      expect(rounded.total).toBe(exact.body.total);
      expect(rounded.deposit).toBe(Math.round((exact.body.total * 30) / 100 / 1000) * 1000);
      expect((await sales("PUT", `/api/admin/quotes/${exact.body.id}`, { customer: CUSTOMER, lines, depositPercent: 30, validUntil: inDays(10) })).status).toBe(200);
      expect((await view(exact.body.id)).deposit % 1000).toBe(0);
    } finally {
      await owner("PUT", "/api/admin/settings", { ...current, roundDepositToThousand: false });
    }
  });

  it("takes VAT invoice details with an order, checks the tax code and shows them to buyer and staff", async () => {
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
    const { total } = computeTotals([{ unitPrice: await listPrice(app, 1), quantity: 1 }]);
    const bad = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), invoice: { ...INVOICE, taxCode: "0300588568" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors["invoice.taxCode"][0]).toMatch(/chữ số kiểm tra/);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), invoice: { ...INVOICE, taxCode: "0100109106-001" } } });
    expect(placed.status).toBe(201);
    const view = await buyer.call(`/api/orders/${placed.body.id}`);
    expect(view.body.invoice).toEqual({ ...INVOICE, taxCode: "0100109106-001" });
    expect(view.body).toMatchObject({ amountPaid: 0, amountDue: total, deposit: 0 });
    const adminView = await sales("GET", `/api/admin/orders/${placed.body.id}`);
    expect(adminView.body.invoice.taxCode).toBe("0100109106-001");
    expect(adminView.body).toMatchObject({ amountPaid: 0, amountDue: total });
  });

  it("turns a visitor's cart into a quote request, and refuses an empty cart", async () => {
    const empty = await visitor(app).call("/api/quote-requests", { method: "POST", body: { name: "An", phone: "0912345678", email: "an@example.vn" } });
    expect(empty.status).toBe(409);
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 3 } });
    const asked = await buyer.call("/api/quote-requests", { method: "POST", body: { name: "Lê Văn Cường", phone: "0987654321", email: "cuong@example.vn", companyName: "Quán Trà Chiều", note: "Cần 3 máy" } });
    expect(asked.status).toBe(201);
    const quote = await sales("GET", `/api/admin/quotes/${asked.body.id}`);
    expect(quote.body).toMatchObject({ status: "draft", source: "cart", customer: { name: "Lê Văn Cường", companyName: "Quán Trà Chiều" } });
    expect(quote.body.lines).toEqual([expect.objectContaining({ productId: 1, quantity: 3, unitPrice: await listPrice(app, 1) })]);
  });

  it("turns a product page's request (a machine and a quantity, no cart needed) into a quote request", async () => {
    const fromPage = visitor(app);
    const body = { name: "Phạm Thu Hà", phone: "0912000111", email: "ha@example.vn", companyName: "Chuỗi Trà Hà", items: [{ productId: 2, quantity: 4 }] };
    const asked = await fromPage.call("/api/quote-requests", { method: "POST", body });
    expect(asked.status).toBe(201);
    const quote = await sales("GET", `/api/admin/quotes/${asked.body.id}`);
    expect(quote.body).toMatchObject({ status: "draft", source: "product", customer: { name: "Phạm Thu Hà", companyName: "Chuỗi Trà Hà" } });
    expect(quote.body.lines).toEqual([expect.objectContaining({ productId: 2, quantity: 4, unitPrice: await listPrice(app, 2) })]);
    // What the page's controls cannot send is refused with one Vietnamese message; nothing is written.
    for (const items of [[{ productId: 2, quantity: 0 }], [{ productId: 2, quantity: 100 }], [], [{ productId: "x", quantity: 1 }]]) {
      const refused = await fromPage.call("/api/quote-requests", { method: "POST", body: { ...body, items } });
      expect(refused.status, JSON.stringify(items)).toBe(400);
      expect(Object.values(refused.body.errors as Record<string, string[]>).flat()).toContain("Hãy chọn máy và số lượng từ 1 đến 99 để yêu cầu báo giá");
    }
    const unknown = await fromPage.call("/api/quote-requests", { method: "POST", body: { ...body, items: [{ productId: 999_999, quantity: 1 }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Sản phẩm không còn bán");
  });

  it("lets sales give up to 15 % off; 16 % needs the owner", async () => {
    const price = await listPrice(app, 1);
    const body = { customer: CUSTOMER, lines: [{ productId: 1, quantity: 1, unitPrice: Math.floor(price * 0.84) }], validUntil: inDays(5) };
    const refused = await sales("POST", "/api/admin/quotes", body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/15%.*chủ cửa hàng/);
    expect((await owner("POST", "/api/admin/quotes", body)).status).toBe(201);
    expect((await sales("POST", "/api/admin/quotes", { ...body, lines: [{ productId: 1, quantity: 1, unitPrice: Math.ceil(price * 0.85) }] })).status).toBe(201);
  });

  it("answers the buyer's link with the server's figures: VAT 10 % on the lines and the fee, the deposit, and a PDF", async () => {
    const price = await listPrice(app, 1);
    const second = await listPrice(app, 2);
    const { token } = await sentQuote();
    const answer = await app.fetch(`/api/quotes/${token}`);
    expect(answer.status).toBe(200);
    const quote = await answer.json();
    const expected = quoteTotals([{ unitPrice: Math.round(price * 0.95), quantity: 2 }, { unitPrice: second, quantity: 1 }], 1_500_000, 30);
    expect(quote).toMatchObject({ status: "sent", subtotal: expected.subtotal, vat: expected.vat, total: expected.total, deposit: expected.deposit, validUntil: inDays(10) });
    expect(quote.lines[0]).toMatchObject({ discountPercent: 5, listPrice: price });
    const pdf = await app.fetch(`/api/quotes/${token}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\n/g, "");
    expect(text).toContain(`Bằng chữ: ${quote.totalInWords}`);
    // Another buyer's (or a made-up) token finds nothing.
    expect((await app.fetch(`/api/quotes/${"x".repeat(32)}`)).status).toBe(404);
    // One character changed (a token ending in "A" already would be itself: 1 run in 64 failed that way).
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await app.fetch(`/api/quotes/${altered}/pdf`)).status).toBe(404);
  });

  it("creates one order at the quoted prices, whatever the client sends, and answers a repeat with the same order", async () => {
    const { id, token } = await sentQuote();
    const quote = await (await app.fetch(`/api/quotes/${token}`)).json();
    const buyer = visitor(app);
    const tampered = await buyer.call(`/api/quotes/${token}/accept`, {
      method: "POST",
      body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE, total: 1000, subtotal: 1000, lines: [{ productId: 1, quantity: 2, unitPrice: 1 }] },
    });
    expect(tampered.status).toBe(201);
    const again = await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } });
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(tampered.body.orderId);
    const order = await buyer.call(`/api${tampered.body.orderUrl}`);
    expect(order.body).toMatchObject({ total: quote.total, tax: quote.vat, installationFee: 1_500_000, deposit: quote.deposit, quoteId: id, invoice: INVOICE });
    expect(order.body.items.map((line: { price: number }) => line.price)).toEqual(quote.lines.map((line: { unitPrice: number }) => line.unitPrice));
    // What must be paid now is the deposit (all of the total is still due), and its VietQR asks for exactly that
    // with its own note.
    expect(order.body).toMatchObject({ amountPaid: 0, payNow: depositAmount(quote.total, 30), amountDue: quote.total });
    expect(order.body.bankTransfer).toMatchObject({ amount: quote.deposit, note: `Dat coc don hang ${tampered.body.orderId}` });
    expect((await sales("GET", `/api/admin/quotes/${id}`)).body).toMatchObject({ status: "accepted", orderId: tampered.body.orderId });
    // Without the signed link the answer gives, the order is nobody else's to read.
    expect((await visitor(app).call(`/api/orders/${tampered.body.orderId}`)).status).toBe(404);
  });

  it("never accepts a tampered price in a quote: totals are recomputed and prices default to the catalogue", async () => {
    const price = await listPrice(app, 1);
    const created = await sales("POST", "/api/admin/quotes", { customer: CUSTOMER, lines: [{ productId: 1, quantity: 1 }], validUntil: inDays(3), total: 5, subtotal: 5, vat: 0 });
    const quote = await sales("GET", `/api/admin/quotes/${created.body.id}`);
    expect(quote.body).toMatchObject({ subtotal: price, vat: Math.round(price / 10), total: price + Math.round(price / 10) });
    const negative = await sales("POST", "/api/admin/quotes", { customer: CUSTOMER, lines: [{ productId: 1, quantity: 1, unitPrice: -5 }], validUntil: inDays(3) });
    expect(negative.status).toBe(400);
  });

  it("freezes a sent quote: a change is its next version and the old link can no longer be accepted", async () => {
    const { id, token } = await sentQuote();
    const changed = await sales("PUT", `/api/admin/quotes/${id}`, { customer: CUSTOMER, lines: [{ productId: 2, quantity: 4 }], validUntil: inDays(7) });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, previousId: id, status: "draft" });
    expect(changed.body.id).not.toBe(id);
    expect((await sales("GET", `/api/admin/quotes/${id}`)).body.status).toBe("replaced");
    const accepted = await app.fetch(`/api/quotes/${token}/accept`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE }) });
    expect(accepted.status).toBe(409);
  });

  it("refuses to accept an expired or a declined quote", async () => {
    const expired = await sentQuote();
    await app.services.database.db.update(quotes).set({ validUntil: inDays(-1) }).where(eq(quotes.id, expired.id));
    expect((await (await app.fetch(`/api/quotes/${expired.token}`)).json()).status).toBe("expired");
    const late = await visitor(app).call(`/api/quotes/${expired.token}/accept`, { method: "POST", body: { acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE } });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/hết hạn/);

    const declined = await sentQuote();
    const no = await visitor(app).call(`/api/quotes/${declined.token}/decline`, { method: "POST", body: { reason: "Giá cao hơn dự kiến" } });
    expect(no.status).toBe(200);
    expect(no.body.status).toBe("declined");
    const after = await visitor(app).call(`/api/quotes/${declined.token}/accept`, { method: "POST", body: { acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE } });
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/từ chối/);
  });

  it("tells the buyer of a changed quoted order the same fee, deposit and invoice as the order's first mail", async () => {
    const { token } = await sentQuote();
    const buyer = visitor(app);
    const { orderId } = (await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } })).body;
    const edited = await sales("PUT", `/api/admin/orders/${orderId}`, { address: { ...BUYER_ADDRESS, email: "binh@dongatea.vn", street: "88 Nguyễn Huệ" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const db = app.services.database.db;
    const [updated] = await db.select().from(notifications).where(eq(notifications.subject, `Đơn hàng #${orderId} đã được cập nhật`));
    expect(updated, "the order-updated mail").toBeDefined();
    for (const text of [updated!.textBody, updated!.htmlBody ?? ""]) {
      expect(text).toContain("Gồm phí giao hàng và lắp đặt: 1.500.000");
      expect(text).toContain("Đặt cọc trước");
      expect(text).toContain("MST 0300588569");
    }
  });

  it("ships only once the deposit is in, and counts a deposit delivered twice once", async () => {
    const { token } = await sentQuote();
    const buyer = visitor(app);
    const { orderId, orderUrl } = (await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE } })).body;
    const order = (await buyer.call(`/api${orderUrl}`)).body;
    expect((await sales("PUT", `/api/admin/orders/${orderId}/status`, { status: "confirmed" })).status).toBe(200);
    const early = await sales("PUT", `/api/admin/orders/${orderId}/status`, { status: "shipping" });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/đặt cọc/);

    const id = nextTransactionId();
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, order.deposit, id)).status).toBe(200);
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, order.deposit, id)).status).toBe(200);
    const paid = (await buyer.call(`/api${orderUrl}`)).body;
    expect(paid).toMatchObject({ amountPaid: order.deposit, amountDue: order.total - order.deposit, depositPaid: true, paymentStatus: "unpaid" });
    // The quote says the rest is paid on delivery (issue 42): no QR asks for it before the order is on its way.
    expect(paid.bankTransfer).toBeNull();
    // The payments desk shows that transfer as the order's deposit, not as a short payment.
    const desk = (await sales("GET", `/api/admin/orders/${orderId}/bank-transfers`)).body;
    expect(desk.transfers.map((transfer: { status: string }) => transfer.status)).toEqual(["deposit"]);
    expect((await sales("PUT", `/api/admin/orders/${orderId}/status`, { status: "shipping" })).status).toBe(200);
    // On its way, the rest is what the QR asks for, with the order's own note.
    expect((await buyer.call(`/api${orderUrl}`)).body.bankTransfer).toMatchObject({ amount: order.total - order.deposit, note: `Thanh toan don hang ${orderId}` });

    // The buyer pays the rest: the order is paid in full.
    expect((await notify(app, `THANH TOAN DON HANG ${orderId}`, order.total - order.deposit)).status).toBe(200);
    const done = (await sales("GET", `/api/admin/orders/${orderId}`)).body;
    expect(done).toMatchObject({ paymentStatus: "paid", amountPaid: order.total, amountDue: 0 });
  });

  it("counts a deposit the buyer really paid twice as money received, and asks only for what is left", async () => {
    const { token } = await sentQuote();
    const buyer = visitor(app);
    const { orderId, orderUrl } = (await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE } })).body;
    const order = (await buyer.call(`/api${orderUrl}`)).body;
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, order.deposit)).status).toBe(200);
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, order.deposit)).status).toBe(200);
    const twice = (await buyer.call(`/api${orderUrl}`)).body;
    expect(twice).toMatchObject({ amountPaid: 2 * order.deposit, amountDue: order.total - 2 * order.deposit, depositPaid: true, paymentStatus: "unpaid" });
    // The rest waits for the delivery (issue 42): nothing is asked now.
    expect(twice).toMatchObject({ payNow: 0, restOnDelivery: true, bankTransfer: null });
  });

  it("records an e-invoice issued elsewhere when no provider is configured, once", async () => {
    const buyer = visitor(app);
    const { token } = await sentQuote({ depositPercent: 0 });
    const { orderId, orderUrl } = (await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE } })).body;
    const unconfigured = await sales("POST", `/api/admin/orders/${orderId}/invoice`, {});
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.body.message).toMatch(/Chưa kết nối/);
    const recorded = await sales("POST", `/api/admin/orders/${orderId}/invoice`, { number: "0000123", lookupCode: "ABC123XYZ", lookupUrl: "https://tracuu.example.vn/ABC123XYZ" });
    expect(recorded.status).toBe(201);
    expect((await sales("POST", `/api/admin/orders/${orderId}/invoice`, { number: "0000124", lookupCode: "X" })).status).toBe(409);
    expect((await buyer.call(`/api${orderUrl}`)).body.einvoice).toMatchObject({ mode: "manual", number: "0000123", lookupCode: "ABC123XYZ" });
  });

  it("records one manual e-invoice however many staff requests race for the order (one mail), and none on a canceled order", async () => {
    const buyer = visitor(app);
    const { token } = await sentQuote({ depositPercent: 0 });
    const { orderId, orderUrl } = (await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE } })).body;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sales("POST", `/api/admin/orders/${orderId}/invoice`, { number: `000090${i}`, lookupCode: `RACE${i}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const kept = answers.find((answer) => answer.status === 201)!.body.number as string;
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(`Đơn hàng đã có hóa đơn điện tử số ${kept}`);
    }
    expect((await buyer.call(`/api${orderUrl}`)).body.einvoice).toMatchObject({ mode: "manual", number: kept });
    const mails = (await app.services.notifications.listForOrder(orderId)).filter((mail: { kind: string }) => mail.kind === "einvoice-issued");
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual([`Hóa đơn điện tử số ${kept} – đơn hàng #${orderId}`]);

    const second = await sentQuote({ depositPercent: 0 });
    const canceled = (await visitor(app).call(`/api/quotes/${second.token}/accept`, { method: "POST", body: { acceptTerms: true, name: "B", phone: "0912345678", invoice: INVOICE } })).body;
    expect((await sales("PUT", `/api/admin/orders/${canceled.orderId}/status`, { status: "canceled" })).status).toBe(200);
    const refused = await sales("POST", `/api/admin/orders/${canceled.orderId}/invoice`, { number: "0000999", lookupCode: "HUY" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Đơn hàng đã hủy: không xuất hóa đơn");
    expect((await app.services.notifications.listForOrder(canceled.orderId)).some((mail: { kind: string }) => mail.kind === "einvoice-issued")).toBe(false);
  });
});

describe.each(drivers)("e-invoices through the SePay eInvoice API (a local fake) on %s", (driver) => {
  let fake: FakeSepayEInvoice;
  const env: Record<string, string> = { ...BANK_ENV };
  beforeAll(async () => {
    fake = await startFakeSepayEInvoice();
    Object.assign(env, fakeEInvoiceEnv(fake));
  });
  afterAll(async () => {
    await fake?.close();
  });
  const app = useTestApp(driver, { env });
  let cookie = "";
  beforeAll(async () => {
    cookie = await app.adminCookie("ban-hang", "sales");
  });
  const sales = adminCaller(app, () => cookie);

  it("issues the invoice when the order is completed, with what the documentation requires, and shows its number", async () => {
    const created = await sales("POST", "/api/admin/quotes", { customer: CUSTOMER, lines: [{ productId: 1, quantity: 1 }], installationFee: 500_000, validUntil: inDays(3) });
    const { token } = (await sales("POST", `/api/admin/quotes/${created.body.id}/send`)).body;
    const buyer = visitor(app);
    const { orderId, orderUrl } = (await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } })).body;
    for (const status of ["confirmed", "shipping", "completed"]) {
      expect((await sales("PUT", `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    expect(fake.refusals).toEqual([]);
    expect(fake.invoices).toHaveLength(1);
    const sent = fake.invoices[0]!;
    expect(sent).toMatchObject({ reference_code: `DH${orderId}`, currency: "VND", is_draft: false, invoice_series: "C26TAA", buyer: { name: INVOICE.companyName, tax_code: INVOICE.taxCode, email: INVOICE.email } });
    expect(sent.items).toEqual([
      expect.objectContaining({ quantity: 1, tax_rate: 10 }),
      expect.objectContaining({ name: "Phí giao hàng và lắp đặt", unit_price: 500_000, tax_rate: 10 }),
    ]);
    const order = (await buyer.call(`/api${orderUrl}`)).body;
    expect(order.einvoice).toMatchObject({ mode: "sepay", number: "0000001", lookupCode: `LOOKUP-DH${orderId}`, lookupUrl: `https://einvoice.example/pdf/DH${orderId}` });
    // The staff's click on an order that has its invoice issues nothing more.
    expect((await sales("POST", `/api/admin/orders/${orderId}/invoice`, {})).status).toBe(409);
    expect(fake.invoices).toHaveLength(1);
    const mails = await app.services.notifications.listForOrder(orderId);
    expect(mails.some((mail: { recipient: string; subject: string }) => mail.recipient === INVOICE.email && /0000001/.test(mail.subject))).toBe(true);
  });
});
