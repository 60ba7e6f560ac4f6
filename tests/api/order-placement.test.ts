import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, orders, products, quotes, users } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

const INVOICE = { companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "0300588569", address: "25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh", email: "ketoan@dongatea.vn" };
const CUSTOMER = { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "" };
const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The one placement pipeline (decision 0047): whichever way an order is born, the same steps run and the same
 * order events reach the same subscribers.
 */
describe.each(drivers)("one way an order is born on %s", (driver) => {
  const app = useTestApp(driver, { env: { NOTIFY_EMAIL: "shop@example.vn" } });
  let salesCookie = "";
  let actor = { id: 0, username: "" };
  beforeAll(async () => {
    salesCookie = await app.adminCookie("ban-hang", "sales");
    await app.adminCookie("chu-kho", "owner");
    const [owner] = await app.services.database.db.select().from(users).where(eq(users.username, "chu-kho"));
    actor = { id: owner!.id, username: owner!.username };
  });
  const sales = adminCaller(app, () => salesCookie);
  const db = () => app.services.database.db;

  /** Product `id` counted at `stock` with the low-stock threshold `threshold`; its alerts so far. */
  async function countStock(id: number, stock: number, threshold: number) {
    await db().update(products).set({ stockQuantity: stock, inStock: true }).where(eq(products.id, id));
    await app.services.catalogBulk.bulk({ ids: [id], action: "low-stock-threshold", threshold }, actor);
    const [product] = await db().select({ name: products.name }).from(products).where(eq(products.id, id));
    return async () =>
      (await db().select().from(notifications).where(and(eq(notifications.kind, "low-stock"), eq(notifications.recipient, "shop@example.vn")))).filter((mail) =>
        mail.textBody.includes(product!.name),
      );
  }

  it("tells the shop once when a phone order takes a product to its low-stock threshold, as the web checkout does", async () => {
    const alerts = await countStock(3, 3, 2);
    const placed = await sales("POST", "/api/admin/orders", { address: { ...BUYER_ADDRESS, fullName: "Khách Gọi Điện" }, items: [{ productId: 3, quantity: 1 }], paymentMethod: "cod" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await alerts()).toHaveLength(1);
    const [product] = await db().select({ stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, 3));
    expect(product?.stockQuantity).toBe(2);
    await db().update(products).set({ stockQuantity: null }).where(eq(products.id, 3));
  });

  it("tells the shop once when an accepted quote takes a product to its low-stock threshold, and places the quote's order through the same steps", async () => {
    const alerts = await countStock(4, 4, 2);
    const created = await sales("POST", "/api/admin/quotes", {
      customer: CUSTOMER,
      lines: [{ productId: 4, quantity: 2 }],
      installationFee: 1_500_000,
      depositPercent: 0,
      validUntil: inDays(10),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sent = await sales("POST", `/api/admin/quotes/${created.body.id}/send`);
    const accepted = await visitor(app).call(`/api/quotes/${sent.body.token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(await alerts()).toHaveLength(1);

    // The order carries the quote's figures (fee inside the VAT), and the quote points at it.
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, created.body.id));
    const [order] = await db().select().from(orders).where(eq(orders.id, accepted.body.orderId));
    expect(quote).toMatchObject({ status: "accepted", orderId: order!.id });
    expect(order).toMatchObject({ total: quote!.total, tax: quote!.vat, subtotal: quote!.subtotal, installationFee: 1_500_000, quoteId: quote!.id });
    expect(await db().select().from(notifications).where(eq(notifications.subject, `Xác nhận đơn hàng #${order!.id}`))).toHaveLength(1);
    // Accepting again answers the same order and takes nothing more.
    const again = await visitor(app).call(`/api/quotes/${sent.body.token}/accept`, { method: "POST", body: {} });
    expect(again.body.orderId).toBe(order!.id);
    const [product] = await db().select({ stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, 4));
    expect(product?.stockQuantity).toBe(2);
    await db().update(products).set({ stockQuantity: null }).where(eq(products.id, 4));
  });

  it("undoes a refused order's stock and mails with its writes: a sold-out quote line takes nothing and mails nothing", async () => {
    await db().update(products).set({ stockQuantity: 1, inStock: true }).where(eq(products.id, 1));
    const created = await sales("POST", "/api/admin/quotes", { customer: CUSTOMER, lines: [{ productId: 1, quantity: 2 }], installationFee: 0, depositPercent: 0, validUntil: inDays(10) });
    const sent = await sales("POST", `/api/admin/quotes/${created.body.id}/send`);
    const before = (await db().select({ id: notifications.id }).from(notifications)).length;
    const refused = await visitor(app).call(`/api/quotes/${sent.body.token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } });
    expect(refused.status).toBe(409);
    expect((await db().select({ id: notifications.id }).from(notifications)).length).toBe(before);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, created.body.id));
    expect(quote).toMatchObject({ status: "sent", orderId: null });
    await db().update(products).set({ stockQuantity: null }).where(eq(products.id, 1));
  });
});
