import { beforeAll, describe, expect, it } from "vitest";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

/**
 * Ship-to addresses of a quote's order (issue 42): a chain accepts a quote with its branches, each checked like the
 * checkout's address; the first is the order's delivery address, so the desk can correct it like any order's, and a
 * shipment can go to any of them.
 */
const INVOICE = { companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "0300588569", address: "25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh", email: "ketoan@dongatea.vn" };
const CUSTOMER = { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "" };
const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(drivers)("a quote's ship-to addresses on %s", (driver) => {
  const app = useTestApp(driver);
  let salesCookie = "";
  beforeAll(async () => {
    salesCookie = await app.adminCookie("lan-bao-gia-giao", "sales");
  });
  const sales = adminCaller(app, () => salesCookie);

  async function sentQuote() {
    const created = await sales("POST", "/api/admin/quotes", { customer: CUSTOMER, lines: [{ productId: 1, quantity: 3 }], validUntil: inDays(10) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sent = await sales("POST", `/api/admin/quotes/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    return sent.body.token as string;
  }

  const hcmWard = () => app.services.locations.listWards("79")[0]!;
  const branches = () => [
    { fullName: "Chi nhánh Hoàn Kiếm – Chị Hoa", phone: "0987654321", address: "12 Lý Thường Kiệt", provinceCode: BUYER_ADDRESS.provinceCode, wardCode: BUYER_ADDRESS.wardCode },
    { fullName: "Chi nhánh Sài Gòn – Anh Minh", phone: "0909123456", address: "88 Nguyễn Huệ", provinceCode: "79", wardCode: hcmWard().code },
  ];

  it("a quote accepted with two branch addresses: the first is the order's address, both are its ship-to list", async () => {
    const token = await sentQuote();
    const accepted = await visitor(app).call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE, deliveries: branches() } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const order = (await sales("GET", `/api/admin/orders/${accepted.body.orderId}`)).body;
    expect(order.address).toMatchObject({
      fullName: "Chi nhánh Hoàn Kiếm – Chị Hoa",
      phone: "0987654321",
      email: INVOICE.email,
      provinceCode: BUYER_ADDRESS.provinceCode,
      wardCode: BUYER_ADDRESS.wardCode,
      city: BUYER_ADDRESS.city,
      state: BUYER_ADDRESS.state,
    });
    expect(order.shipTo).toHaveLength(2);
    expect(order.shipTo[1]).toMatchObject({ fullName: "Chi nhánh Sài Gòn – Anh Minh", provinceCode: "79", wardCode: hcmWard().code, state: hcmWard().name });

    // The desk's address update works on it, and keeps the second branch.
    const edited = await sales("PUT", `/api/admin/orders/${order.id}`, {
      address: { fullName: "Chi nhánh Hoàn Kiếm – Chị Hoa", email: INVOICE.email, phone: "0987654322", address: "14 Lý Thường Kiệt", provinceCode: BUYER_ADDRESS.provinceCode, wardCode: BUYER_ADDRESS.wardCode },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await sales("GET", `/api/admin/orders/${order.id}`)).body;
    expect(after.address).toMatchObject({ phone: "0987654322", address: "14 Lý Thường Kiệt" });
    expect(after.shipTo.map((address: { phone: string }) => address.phone)).toEqual(["0987654322", "0909123456"]);

    // Two machines to the first branch, one to the second.
    expect((await sales("PUT", `/api/admin/orders/${order.id}/status`, { status: "confirmed" })).status).toBe(200);
    expect((await sales("POST", `/api/admin/orders/${order.id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 2 }] })).status).toBe(201);
    expect((await sales("POST", `/api/admin/orders/${order.id}/shipments`, { carrier: "own", addressIndex: 1, lines: [{ productId: 1, quantity: 1 }] })).status).toBe(201);
    const shipped = (await sales("GET", `/api/admin/orders/${order.id}`)).body.shipments;
    expect(shipped.map((shipment: { address: { fullName: string } }) => shipment.address.fullName)).toEqual(["Chi nhánh Hoàn Kiếm – Chị Hoa", "Chi nhánh Sài Gòn – Anh Minh"]);
  });

  it("refuses a branch whose ward is not in its province with the branch's field errors, and places nothing", async () => {
    const token = await sentQuote();
    const [first, second] = branches();
    const refused = await visitor(app).call(`/api/quotes/${token}/accept`, {
      method: "POST",
      body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE, deliveries: [first, { ...second, wardCode: BUYER_ADDRESS.wardCode }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors["deliveries.1.wardCode"]).toBeDefined();
    const unknown = await visitor(app).call(`/api/quotes/${token}/accept`, {
      method: "POST",
      body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE, deliveries: [{ ...first, wardCode: "99999" }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors["deliveries.0.wardCode"]).toBeDefined();
    const empty = await visitor(app).call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE, deliveries: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.deliveries).toBeDefined();
    // Nothing was placed: the quote can still be accepted.
    const ok = await visitor(app).call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE, deliveries: [first] } });
    expect(ok.status).toBe(201);
    expect((await sales("GET", `/api/admin/orders/${ok.body.orderId}`)).body.shipTo).toHaveLength(1);
  });

  it("an order from the web checkout ships to its one address", async () => {
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 2, quantity: 1 } });
    const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
    const subtotal = cart.reduce((sum, line) => sum + (line.product.discountPrice ?? line.product.price) * line.quantity, 0);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(Math.round(subtotal * 1.1)), paymentMethod: "cod" } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await sales("GET", `/api/admin/orders/${placed.body.id}`)).body;
    expect(order.shipTo).toEqual([order.address]);
  });
});
