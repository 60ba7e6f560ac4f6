import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { auditLog, contactRequests, orders } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, useTestApp, visitor, type TestApp } from "./harness";

/** A cash-on-delivery order of one LT-150 placed by a fresh buyer. */
async function placeOrder(app: TestApp): Promise<number> {
  const buyer = visitor(app);
  await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod" } });
  expect(placed.status).toBe(201);
  return placed.body.id;
}

describe.each(drivers)("audit trail on %s", (driver) => {
  const app = useTestApp(driver);
  const cookies = { sales: "", editor: "", owner: "" };
  const json = (cookie: string, method: string, body?: unknown): RequestInit => ({
    method,
    headers: { cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const rowsFor = (entityType: string, entityId: number) =>
    app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));

  beforeAll(async () => {
    cookies.sales = await app.adminCookie("lan", "sales");
    cookies.editor = await app.adminCookie("minh", "editor");
    cookies.owner = await app.adminCookie("chu", "owner");
  });

  it("a stock change names what changed, before and after", async () => {
    const product = (await (await app.fetch("/api/admin/products/3", json(cookies.owner, "GET"))).json()) as Record<string, unknown>;
    const { id: _id, orderCount: _orders, rating: _rating, reviewCount: _count, categoryName: _category, ...editable } = product;
    const saved = await app.fetch("/api/admin/products/3", json(cookies.owner, "PUT", { ...editable, stockQuantity: 7, featured: !product.featured }));
    expect(saved.status).toBe(200);
    const [row] = (await rowsFor("product", 3)).slice(-1);
    expect(row).toMatchObject({
      action: "product.update",
      before: expect.objectContaining({ stockQuantity: product.stockQuantity, featured: product.featured }),
      after: expect.objectContaining({ stockQuantity: 7, featured: !product.featured }),
    });
    expect(row!.summary).toContain(`tồn kho ${product.stockQuantity === null ? "không đếm" : product.stockQuantity} → 7`);
    expect(row!.summary).toContain(`nổi bật ${product.featured ? "có → không" : "không → có"}`);
  });

  it("a product category's creation, renaming and deletion each name before and after", async () => {
    const created = await (await app.fetch("/api/admin/categories", json(cookies.owner, "POST", { name: "Máy xay", icon: "coffee", bgColor: "bg-amber-50" }))).json();
    expect((await app.fetch(`/api/admin/categories/${created.id}`, json(cookies.owner, "PUT", { name: "Máy xay cà phê", icon: "coffee", bgColor: "bg-amber-50" }))).status).toBe(200);
    expect((await app.fetch(`/api/admin/categories/${created.id}`, json(cookies.owner, "DELETE"))).status).toBe(204);
    const rows = await rowsFor("category", created.id);
    expect(rows.map((row) => [row.action, row.summary, row.before?.name ?? null, row.after?.name ?? null])).toEqual([
      ["category.create", "Thêm danh mục “Máy xay”", null, "Máy xay"],
      ["category.update", "Danh mục “Máy xay” → “Máy xay cà phê”", "Máy xay", "Máy xay cà phê"],
      ["category.delete", "Xóa danh mục “Máy xay cà phê”", "Máy xay cà phê", null],
    ]);
  });

  it("a blog category's creation, renaming and deletion each name before and after", async () => {
    const created = await (await app.fetch("/api/admin/blog/categories", json(cookies.owner, "POST", { name: "Mẹo pha chế" }))).json();
    expect((await app.fetch(`/api/admin/blog/categories/${created.id}`, json(cookies.owner, "PUT", { name: "Mẹo pha chế tại quán" }))).status).toBe(200);
    expect((await app.fetch(`/api/admin/blog/categories/${created.id}`, json(cookies.owner, "DELETE"))).status).toBe(204);
    const rows = await rowsFor("blog-category", created.id);
    expect(rows.map((row) => [row.action, row.before?.name ?? null, row.after?.name ?? null])).toEqual([
      ["blog-category.create", null, "Mẹo pha chế"],
      ["blog-category.update", "Mẹo pha chế", "Mẹo pha chế tại quán"],
      ["blog-category.delete", "Mẹo pha chế tại quán", null],
    ]);
  });

  it("an order's status and payment changes record who, what and before/after; the history tells it", async () => {
    const id = await placeOrder(app);
    expect((await app.fetch(`/api/admin/orders/${id}/status`, json(cookies.sales, "PUT", { status: "confirmed" }))).status).toBe(200);
    expect((await app.fetch(`/api/admin/orders/${id}/payment-status`, json(cookies.sales, "PUT", { paymentStatus: "paid" }))).status).toBe(200);
    const rows = await rowsFor("order", id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: "order.status", username: "lan", summary: "Đã xác nhận", before: { status: "pending" }, after: { status: "confirmed" } });
    expect(rows[1]).toMatchObject({ action: "order.payment-status", username: "lan", before: { paymentStatus: "unpaid" }, after: { paymentStatus: "paid" } });

    const history = await app.fetch(`/api/admin/orders/${id}/history`, json(cookies.sales, "GET"));
    expect((await history.json()).map((row: { summary: string; username: string }) => `${row.summary} bởi ${row.username}`)).toEqual([
      "Đã xác nhận bởi lan",
      "Thanh toán: Đã thanh toán bởi lan",
    ]);
    // A refused move writes nothing.
    expect((await app.fetch(`/api/admin/orders/${id}/status`, json(cookies.sales, "PUT", { status: "pending" }))).status).toBe(409);
    expect(await rowsFor("order", id)).toHaveLength(2);
  });

  it("a forced failure of the audit write leaves neither the change nor the row", async () => {
    const id = await placeOrder(app);
    // An author who does not exist: the audit insert breaks its foreign key, inside the change's transaction.
    const ghost = { id: 2_000_000_000, username: "ma" };
    await expect(app.services.orders.updateStatus(id, "confirmed", ghost)).rejects.toThrow();
    await expect(app.services.orders.setPaymentStatus(id, "paid", ghost)).rejects.toThrow();
    const [order] = await app.services.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    expect(await rowsFor("order", id)).toEqual([]);

    const [lead] = await app.services.database.db
      .insert(contactRequests)
      .values({ fullName: "Chị Hà", phone: "0901234567", needType: "contact", product: "LT-150" })
      .returning();
    await expect(app.services.leads.updateStatus(lead!.id, "contacted", ghost)).rejects.toThrow();
    const [unchanged] = await app.services.database.db.select().from(contactRequests).where(eq(contactRequests.id, lead!.id));
    expect(unchanged!.status).toBe("new");
    expect(await rowsFor("lead", lead!.id)).toEqual([]);
  });

  it("lead status changes are recorded and shown as the lead's history", async () => {
    const [lead] = await app.services.database.db
      .insert(contactRequests)
      .values({ fullName: "Anh Bình", phone: "0907654321", needType: "contact", product: "LS-200" })
      .returning();
    expect((await app.fetch(`/api/contact-requests/${lead!.id}/status`, json(cookies.sales, "PUT", { status: "contacted" }))).status).toBe(200);
    const history = await (await app.fetch(`/api/admin/contact-requests/${lead!.id}/history`, json(cookies.sales, "GET"))).json();
    expect(history).toMatchObject([{ action: "lead.status", username: "lan", summary: "Đã liên hệ", before: { status: "new" }, after: { status: "contacted" } }]);
  });

  it("posts: create, publish and delete are recorded", async () => {
    const created = await app.fetch(
      "/api/admin/blog/posts",
      json(cookies.editor, "POST", { title: "Bảo dưỡng máy pha trà", excerpt: "Mẹo", content: "<p>Nội dung bài viết đủ dài.</p>", isPublished: false }),
    );
    expect(created.status).toBe(201);
    const post = await created.json();
    expect((await app.fetch(`/api/admin/blog/posts/${post.id}`, json(cookies.editor, "PUT", { isPublished: true }))).status).toBe(200);
    expect((await app.fetch(`/api/admin/blog/posts/${post.id}`, json(cookies.editor, "DELETE"))).status).toBe(204);
    const actions = (await rowsFor("post", post.id)).map((row) => [row.action, row.username]);
    expect(actions).toEqual([
      ["post.create", "minh"],
      ["post.publish", "minh"],
      ["post.delete", "minh"],
    ]);
  });

  it("a price change is its own row with the old and new price", async () => {
    const product = await (await app.fetch("/api/admin/products/2", json(cookies.editor, "GET"))).json();
    const { id, orderCount: _orders, archived, ...fields } = product;
    const body = { ...fields, archived, price: product.price + 100_000, discountPrice: null };
    delete (body as Record<string, unknown>).categoryName;
    const updated = await app.fetch(`/api/admin/products/${id}`, json(cookies.editor, "PUT", body));
    expect(updated.status, JSON.stringify(await updated.clone().json())).toBe(200);
    const [row] = await rowsFor("product", id);
    expect(row).toMatchObject({ action: "product.price", username: "minh", before: { price: product.price }, after: { price: product.price + 100_000 } });
  });

  it("the owner lists and filters the trail; others may not", async () => {
    const all = await (await app.fetch("/api/admin/audit", json(cookies.owner, "GET"))).json();
    expect(all.total).toBeGreaterThan(3);
    const byLan = await (await app.fetch(`/api/admin/audit?action=order.status&entityType=order`, json(cookies.owner, "GET"))).json();
    expect(byLan.items.every((row: { action: string }) => row.action === "order.status")).toBe(true);
    expect((await app.fetch("/api/admin/audit", json(cookies.sales, "GET"))).status).toBe(403);
    expect((await app.fetch("/api/admin/audit?action=nonsense", json(cookies.owner, "GET"))).status).toBe(400);
  });
});
