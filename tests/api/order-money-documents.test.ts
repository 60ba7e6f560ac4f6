import { inflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#common/bank-statement";
import { computeTotals, formatVnd } from "#common/money";
import { printableOrder } from "#common/order-document";
import { notifications, orders } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { fakeEInvoiceEnv, startFakeSepayEInvoice, type FakeSepayEInvoice } from "../support/fake-sepay-einvoice";
import { pdfText } from "../support/pdf-text";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";
import { notifyTransfer as notify, SEPAY_SECRET as SECRET, SHOP_ACCOUNT } from "./support/bank-notification";

/**
 * Issue 42: a quote's installation fee is a priced line of every document, and they all add up to the order's
 * total (decision 0051); money still to collect through a deposit, a partial payment, a refund and a cancel.
 */

const BANK_ENV = {
  BANK_BIN: "970436",
  BANK_ACCOUNT: SHOP_ACCOUNT,
  BANK_ACCOUNT_NAME: "CONG TY MAY PHA",
  BANK_NAME: "Vietcombank",
  BANK_WEBHOOK_SECRET: SECRET,
  NOTIFY_EMAIL: "shop@example.vn",
};
const INVOICE = { companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "0300588569", address: "25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh", email: "ketoan@dongatea.vn" };
const CUSTOMER = { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: INVOICE.companyName, taxCode: "" };
const FEE = 4_500_000;
const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** `62.415.000đ` → 62415000. */
const dong = (text: string) => Number(text.replace(/[^\d-]/g, ""));
const isMoney = (text: string) => /^-?[\d.]+đ$/.test(text.trim());

/** The figures under a document's lines: each label followed by its amount. */
function figuresOf(lines: string[], labels: string[]): Record<string, number> {
  const found: Record<string, number> = {};
  for (const label of labels) {
    const at = lines.findIndex((line) => line.trim() === label);
    if (at >= 0 && isMoney(lines[at + 1] ?? "")) found[label] = dong(lines[at + 1]!);
  }
  return found;
}

describe.each(drivers)("order money and documents on %s", (driver) => {
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
  let salesCookie = "";
  beforeAll(async () => {
    salesCookie = await app.adminCookie("thu-ngan", "sales");
  });
  const sales = adminCaller(app, () => salesCookie);

  /** A quote with a fee and a 30 % deposit, sent and accepted: the order, its buyer and its signed link. */
  async function quotedOrder({ depositPercent = 30 } = {}) {
    const created = await sales("POST", "/api/admin/quotes", {
      customer: CUSTOMER,
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      installationFee: FEE,
      depositPercent,
      validUntil: inDays(10),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { token } = (await sales("POST", `/api/admin/quotes/${created.body.id}/send`)).body;
    const quote = await (await app.fetch(`/api/quotes/${token}`)).json();
    const buyer = visitor(app);
    const accepted = await buyer.call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } });
    expect(accepted.status).toBe(201);
    return { orderId: accepted.body.orderId as number, orderUrl: accepted.body.orderUrl as string, buyer, quote };
  }

  it("prints the installation fee as a line of every document, and every document adds up to the order's total", async () => {
    const { orderId, orderUrl, buyer, quote } = await quotedOrder();
    const total = quote.total as number;

    // The API: the fee is a line; the lines, the VAT and the total add up.
    const admin = (await sales("GET", `/api/admin/orders/${orderId}`)).body;
    expect(admin.total).toBe(total);
    expect(admin.tax).toBe(quote.vat);
    expect(admin.lines.at(-1)).toEqual({ kind: "installation-fee", productId: null, name: "Phí giao hàng và lắp đặt", unit: "Lần", quantity: 1, unitPrice: FEE, amount: FEE });
    const apiSubtotal = admin.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    expect(apiSubtotal + admin.tax).toBe(total);
    expect((await buyer.call(`/api${orderUrl}`)).body.lines).toEqual(admin.lines);

    // The buyer's order page: its loader's data printed as the page prints it (tests/unit/order-page-figures.test.tsx
    // renders the page itself): the fee line, then subtotal + VAT = total, and no "free shipping" beside a fee.
    const pageData = await app.services.buyerOrders.read(orderId, { sessionId: null, linkToken: new URL(orderUrl, "http://x").searchParams.get("t") });
    const shown = printableOrder(pageData.order);
    expect(shown.lines).toEqual(admin.lines);
    expect(shown.freeShipping).toBe(false);
    const figure = (key: string) => shown.figures.find((item) => item.key === key)!.amount!;
    expect(figure("subtotal")).toBe(apiSubtotal);
    expect(figure("subtotal") + figure("vat")).toBe(figure("total"));
    expect(figure("total")).toBe(total);

    // The delivery note (PDF): the table's amounts, then the figures.
    const pdf = await app.fetch(`/api/admin/orders/${orderId}/documents/delivery-note.pdf`, { headers: { cookie: salesCookie } });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()), inflateSync).split("\n");
    expect(text).toContain("Phí giao hàng và lắp đặt");
    expect(text).not.toContain("Miễn phí");
    const table = text.slice(text.indexOf("Thành tiền") + 1, text.indexOf("Tạm tính")).filter(isMoney).map(dong);
    // Unit price, amount; unit price, amount; …
    const noteAmounts = table.filter((_, index) => index % 2 === 1);
    expect(noteAmounts).toEqual(admin.lines.map((line: { amount: number }) => line.amount));
    const note = figuresOf(text, ["Tạm tính", "Thuế VAT (10%)", "Tổng cộng", "Cần thu khi giao"]);
    expect(noteAmounts.reduce((sum, amount) => sum + amount, 0)).toBe(note["Tạm tính"]);
    expect(note["Tạm tính"]! + note["Thuế VAT (10%)"]!).toBe(note["Tổng cộng"]);
    expect(note["Tổng cộng"]).toBe(total);
    expect(note["Cần thu khi giao"]).toBe(total);

    // The buyer's order mail.
    const db = app.services.database.db;
    const [mail] = await db.select().from(notifications).where(eq(notifications.subject, `Xác nhận đơn hàng #${orderId}`));
    const mailLines = mail!.textBody.split("\n");
    const mailAmounts = mailLines.filter((line) => /^- \d+ × /.test(line)).map((line) => dong(line.slice(line.lastIndexOf(": "))));
    const mailFigure = (label: string) => dong(mailLines.find((line) => line.startsWith(`${label}: `))!.slice(label.length + 2));
    expect(mailLines).toContain(`- 1 × Phí giao hàng và lắp đặt: ${formatVnd(FEE)}`);
    expect(mailLines.some((line) => line.startsWith("Phí vận chuyển"))).toBe(false);
    expect(mailAmounts.reduce((sum, amount) => sum + amount, 0)).toBe(mailFigure("Tạm tính"));
    expect(mailFigure("Tạm tính") + mailFigure("Thuế VAT (10%)")).toBe(mailFigure("Tổng cộng"));
    expect(mailFigure("Tổng cộng")).toBe(total);

    // The orders CSV: the lines in one cell, subtotal − discount + VAT = total.
    const csvResponse = await app.fetch(`/api/admin/orders?q=${orderId}&format=csv`, { headers: { cookie: salesCookie } });
    const [header, ...rows] = parseCsv((await csvResponse.text()).replace(/^\uFEFF/, ""), ",");
    const row = rows.find((cells) => cells[0] === String(orderId))!;
    const cell = (name: string) => row[header!.indexOf(name)]!;
    expect(cell("Sản phẩm")).toMatch(/^2 × .+; 1 × .+; 1 × Phí giao hàng và lắp đặt$/);
    expect(Number(cell("Tạm tính (đ)")) - Number(cell("Giảm giá (đ)")) + Number(cell("VAT (đ)"))).toBe(Number(cell("Tổng tiền (đ)")));
    expect(Number(cell("Tổng tiền (đ)"))).toBe(total);
    expect(Number(cell("Tạm tính (đ)"))).toBe(apiSubtotal);

    // The e-invoice sent to the provider (the local fake) once the order is delivered: its items and VAT.
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, quote.deposit)).status).toBe(200);
    for (const status of ["confirmed", "shipping", "completed"]) expect((await sales("PUT", `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    expect(fake.refusals).toEqual([]);
    const sent = fake.invoices.find((invoice) => invoice.reference_code === `DH${orderId}`)!;
    const items = sent.items as Array<{ name: string; quantity: number; unit_price: number; tax_rate: number }>;
    expect(items.at(-1)).toMatchObject({ name: "Phí giao hàng và lắp đặt", quantity: 1, unit_price: FEE, tax_rate: 10 });
    const invoiceSubtotal = items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0);
    expect(invoiceSubtotal).toBe(apiSubtotal);
    expect(invoiceSubtotal + Math.round((invoiceSubtotal * 10) / 100)).toBe(total);
  });

  it("keeps what is due through a deposit, the rest on delivery, a partial payment, and the overdue rule", async () => {
    const before = (await sales("GET", "/api/admin/dashboard")).body.sales.toCollect;
    const { orderId, orderUrl, buyer, quote } = await quotedOrder();
    const total = quote.total as number;
    const deposit = quote.deposit as number;

    // Placed: all of it is due; the deposit is asked now.
    let order = (await sales("GET", `/api/admin/orders/${orderId}`)).body;
    expect(order).toMatchObject({ amountDue: total, payNow: deposit, depositPaid: false, restOnDelivery: false, overdue: false });
    expect((await buyer.call(`/api${orderUrl}`)).body.bankTransfer).toMatchObject({ amount: deposit, note: `Dat coc don hang ${orderId}` });
    const listed = (await sales("GET", `/api/admin/orders?q=${orderId}&due=outstanding`)).body.orders;
    expect(listed).toEqual([expect.objectContaining({ id: orderId, amountDue: total })]);

    // The deposit comes in: the header says so with what is left, and no QR asks for the rest before the delivery.
    expect((await notify(app, `DAT COC DON HANG ${orderId}`, deposit)).status).toBe(200);
    order = (await sales("GET", `/api/admin/orders/${orderId}`)).body;
    expect(order).toMatchObject({ amountPaid: deposit, amountDue: total - deposit, payNow: 0, depositPaid: true, restOnDelivery: true });
    const afterDeposit = await buyer.call(`/api${orderUrl}`);
    expect(afterDeposit.body).toMatchObject({ amountDue: total - deposit, restOnDelivery: true, bankTransfer: null });

    // On its way: the QR asks for the rest with the order's own note.
    for (const status of ["confirmed", "shipping"]) expect((await sales("PUT", `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    expect((await buyer.call(`/api${orderUrl}`)).body.bankTransfer).toMatchObject({ amount: total - deposit, note: `Thanh toan don hang ${orderId}` });

    // A part of the rest: what is due follows.
    const part = 10_000_000;
    expect((await notify(app, `THANH TOAN DON HANG ${orderId}`, part)).status).toBe(200);
    order = (await sales("GET", `/api/admin/orders/${orderId}`)).body;
    expect(order).toMatchObject({ amountPaid: deposit + part, amountDue: total - deposit - part, payNow: total - deposit - part, standing: "partial" });

    // Delivered, the rest still unpaid: overdue the day after (a deposit order's rest is due on delivery).
    expect((await sales("PUT", `/api/admin/orders/${orderId}/status`, { status: "completed" })).status).toBe(200);
    order = (await sales("GET", `/api/admin/orders/${orderId}`)).body;
    expect(order.deliveredAt).not.toBeNull();
    expect(order.overdue).toBe(false);
    const db = app.services.database.db;
    await db.update(orders).set({ deliveredAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(orders.id, orderId));
    expect((await sales("GET", `/api/admin/orders/${orderId}`)).body.overdue).toBe(true);
    expect((await sales("GET", `/api/admin/orders?q=${orderId}&due=overdue`)).body.orders.map((row: { id: number }) => row.id)).toEqual([orderId]);
    const after = (await sales("GET", "/api/admin/dashboard")).body.sales.toCollect;
    expect(after.amount - before.amount).toBe(total - deposit - part);
    expect(after.overdueAmount - before.overdueAmount).toBe(total - deposit - part);
    expect(after.overdueOrders - before.overdueOrders).toBe(1);

    // Paid in full: nothing due, nothing overdue, out of the filter.
    expect((await notify(app, `THANH TOAN DON HANG ${orderId}`, total - deposit - part)).status).toBe(200);
    order = (await sales("GET", `/api/admin/orders/${orderId}`)).body;
    expect(order).toMatchObject({ amountDue: 0, payNow: 0, overdue: false, paymentStatus: "paid" });
    expect((await sales("GET", `/api/admin/orders?q=${orderId}&due=outstanding`)).body.orders).toEqual([]);
    const settled = (await sales("GET", "/api/admin/dashboard")).body.sales.toCollect;
    expect(settled.amount).toBe(before.amount);
  });

  it("owes a refunded amount again, and a canceled order owes nothing (it is to refund, not to collect)", async () => {
    const customer = visitor(app);
    await customer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
    const cart = (await customer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
    const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
    const placed = await customer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "bank_transfer" } });
    const id = placed.body.id as number;

    expect((await notify(app, `THANH TOAN DON HANG ${id}`, total)).status).toBe(200);
    expect((await sales("GET", `/api/admin/orders/${id}`)).body.amountDue).toBe(0);
    const refund = 1_000_000;
    expect((await sales("POST", `/api/admin/orders/${id}/refunds`, { amount: refund, method: "bank_transfer", reason: "hoàn nhầm" })).status).toBe(201);
    expect((await sales("GET", `/api/admin/orders/${id}`)).body).toMatchObject({ amountPaid: total, amountRefunded: refund, amountDue: refund, standing: "partially-refunded" });
    expect((await sales("GET", `/api/admin/orders?q=${id}`)).body.orders[0]).toMatchObject({ amountDue: refund });
    // The buyer's page shows the refund and what is due after it.
    const seen = (await customer.call(`/api/orders/${id}`)).body;
    expect(seen).toMatchObject({ amountRefunded: refund, amountDue: refund });

    // Canceled with money kept: nothing to collect; it is to refund.
    expect((await sales("PUT", `/api/admin/orders/${id}/status`, { status: "canceled" })).status).toBe(200);
    expect((await sales("GET", `/api/admin/orders/${id}`)).body).toMatchObject({ amountDue: 0, payNow: 0, standing: "refund-due" });
    expect((await sales("GET", `/api/admin/orders?q=${id}&due=outstanding`)).body.orders).toEqual([]);
  });
});
