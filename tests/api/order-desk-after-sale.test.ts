import { inflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, vietnamDay } from "#common/after-sale";
import { computeTotals } from "#common/money";
import { serviceRequests } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { pdfText } from "../support/pdf-text";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

/**
 * Issue 36's order desk with what issues 31 and 32 brought: the dashboard counts the service desk's open and overdue
 * requests, the delivery note prints the order's recorded serials, and the order search finds an invoice's tax code
 * and company name.
 */
async function checkout(app: TestApp, body: Record<string, unknown> = {}) {
  const buyer = visitor(app);
  await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 2 } });
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod", ...body } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.id as number;
}

describe.each(drivers)("the order desk with after-sale and invoices on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "200", NOTIFY_EMAIL: "shop@example.vn" } });
  let ownerCookie = "";
  let serviceCookie = "";
  let editorCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const tech = adminCaller(app, () => serviceCookie);
  const editor = adminCaller(app, () => editorCookie);
  const tag = `${driver === "pglite" ? "P" : "Q"}${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const serial = (n: string) => `S-${tag}-${n}`;
  let orderId = 0;

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("chu-desk", "owner");
    serviceCookie = await app.adminCookie("ky-thuat-desk", "service");
    editorCookie = await app.adminCookie("bien-tap-desk", "editor");
    const imported = await app.fetch("/api/admin/machines/import", {
      method: "POST",
      headers: { cookie: ownerCookie, "content-type": "text/csv" },
      body: ["serial,product,production_date", `${serial("A1")},1,2026-10-01`, `${serial("A2")},1,2026-10-01`].join("\r\n"),
    });
    expect(imported.status).toBe(201);
  });

  it("the delivery note prints the serials recorded for the order", async () => {
    orderId = await checkout(app);
    expect((await owner("PUT", `/api/admin/orders/${orderId}/status`, { status: "confirmed" })).status).toBe(200);
    const before = pdfText(Buffer.from(await (await app.fetch(`/api/admin/orders/${orderId}/documents/delivery-note.pdf`, { headers: { cookie: ownerCookie } })).arrayBuffer()), inflateSync);
    expect(before).not.toContain(serial("A1"));
    const recorded = await owner("PUT", `/api/admin/orders/${orderId}/machines`, { machines: [{ productId: 1, serial: serial("A1") }, { productId: 1, serial: serial("A2") }] });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const response = await app.fetch(`/api/admin/orders/${orderId}/documents/delivery-note.pdf`, { headers: { cookie: ownerCookie } });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()), inflateSync);
    expect(text).toContain(serial("A1"));
    expect(text).toContain(serial("A2"));
  });

  it("the dashboard shows open and overdue service requests to the roles of the service desk, once there are any", async () => {
    expect((await tech("GET", "/api/admin/dashboard")).body.service).toBeUndefined();
    for (const status of ["shipping", "completed"]) expect((await owner("PUT", `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    const today = vietnamDay(new Date());
    const ids: number[] = [];
    for (const n of ["A1", "A2"]) {
      const created = await visitor(app).call("/api/service-requests", {
        method: "POST",
        body: { serial: serial(n), phone: BUYER_ADDRESS.phone, problem: "not_heating", description: "Máy không nóng", mode: "onsite", preferredDate: addDays(today, 1), slot: "morning" },
      });
      expect(created.status).toBe(201);
      ids.push(Number(created.body.reference.slice(3)));
    }
    // One was sent two days ago and nobody has touched it: overdue.
    await app.services.database.db.update(serviceRequests).set({ createdAt: new Date(Date.now() - 48 * 3600_000) }).where(eq(serviceRequests.id, ids[0]!));
    for (const caller of [tech, owner]) {
      const dashboard = await caller("GET", "/api/admin/dashboard");
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.service).toEqual({ open: 2, overdue: 1 });
    }
    expect((await editor("GET", "/api/admin/dashboard")).body.service).toBeUndefined();
    // The counts are the service desk's own.
    expect((await tech("GET", "/api/admin/service-requests?status=open")).body.counts).toEqual({ open: 2, overdue: 1 });
    expect((await tech("GET", "/api/admin/service-requests?status=open&overdue=1")).body.items.map((item: { id: number }) => item.id)).toEqual([ids[0]]);
  });

  it("finds an order by its invoice's tax code, typed with or without spaces, and by the company name", async () => {
    const invoice = { companyName: "Công ty TNHH Trà Sữa Hồng Hà", taxCode: "0100109106-001", address: "25 Lê Lợi, Hà Nội", email: "ketoan@hongha.vn" };
    const id = await checkout(app, { invoice });
    for (const q of ["0100109106-001", "0100109106", "0100 109 106", "Hồng Hà", "trà sữa hồng"]) {
      const found = await owner("GET", `/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.body.orders.map((order: { id: number }) => order.id), q).toContain(id);
    }
    const other = await owner("GET", `/api/admin/orders?q=${encodeURIComponent("0300588569")}`);
    expect(other.body.orders.map((order: { id: number }) => order.id)).not.toContain(id);
  });
});
