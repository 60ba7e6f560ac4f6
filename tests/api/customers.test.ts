import { beforeAll, describe, expect, it } from "vitest";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

describe.each(drivers)("customers on %s", (driver) => {
  const app = useTestApp(driver);
  let cookie = "";
  const admin = adminCaller(app, () => cookie);

  async function order(address: Record<string, unknown>) {
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 2 } });
    const cart = (await buyer.call("/api/cart")).body as Array<{ product: { price: number; discountPrice: number | null } }>;
    const price = cart[0]!.product.discountPrice ?? cart[0]!.product.price;
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: { ...BUYER_ADDRESS, ...address }, total: String(Math.round(price * 1.1)) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.id as number;
  }

  async function lead(fullName: string, phone: string) {
    const response = await app.fetch("/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName, phone, needType: "contact", product: "LT-150", message: "Gọi lại giúp tôi" }),
    });
    expect(response.status).toBe(201);
  }

  beforeAll(async () => {
    cookie = await app.adminCookie("mai-sales", "sales");
  });

  it("merges orders and leads by normalised phone into one customer with a timeline", async () => {
    const orderId = await order({ fullName: "Trần Thị Bích", phone: "0901 111 222" });
    await lead("Chị Bích", "+84 901 111 222");
    const found = await admin("GET", "/api/admin/customers?q=0901.111.222");
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ id: "0901111222", orders: 1, openLeads: 1, province: "Thành phố Hà Nội", name: "Chị Bích" });
    expect((await admin("GET", "/api/admin/customers?q=bich")).body.map((c: { id: string }) => c.id)).toContain("0901111222");

    const detail = await admin("GET", "/api/admin/customers/0901111222");
    expect(detail.status).toBe(200);
    expect(detail.body.timeline.map((event: { kind: string }) => event.kind)).toEqual(["lead", "order"]);
    expect(detail.body.timeline[1]).toMatchObject({ href: `/admin/orders/${orderId}` });
    expect((await admin("GET", "/api/admin/customers/0999999999")).status).toBe(404);
  });

  it("lets staff add a note and merge two records of one person", async () => {
    await order({ fullName: "Lê Văn Cường", phone: "0902333444" });
    await lead("Lê Văn Cường", "0902333555");
    const noted = await admin("POST", "/api/admin/customers/0902333444/notes", { body: "Khách quen, giao buổi sáng" });
    expect(noted.status).toBe(201);
    expect(noted.body.timeline[0]).toMatchObject({ kind: "note", title: expect.stringContaining("Khách quen") });
    expect((await admin("POST", "/api/admin/customers/0902333444/notes", { body: " " })).status).toBe(400);

    const merged = await admin("POST", "/api/admin/customers/0902333444/merge", { other: "0902 333 555" });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: "0902333444", phones: expect.arrayContaining(["0902333444", "0902333555"]), orders: 1, openLeads: 1 });
    // The merged phone now opens the same customer, and the list shows one.
    expect((await admin("GET", "/api/admin/customers/0902333555")).body.id).toBe("0902333444");
    expect((await admin("GET", "/api/admin/customers?q=Cường")).body).toHaveLength(1);
    expect((await admin("POST", "/api/admin/customers/0902333444/merge", { other: "0902333555" })).status).toBe(400);
    const history = await app.services.audit.forEntity("customer", "0902333444");
    expect(history.map((row) => row.action)).toEqual(expect.arrayContaining(["customer.note", "customer.merge"]));
  });

  it("addresses a customer by its canonical phone only: another spelling or an unknown phone is not found and no note makes one up", async () => {
    await order({ fullName: "Phạm Thị Dung", phone: "0905 777 888" });
    expect((await admin("GET", "/api/admin/customers/0905777888")).status).toBe(200);
    for (const key of ["0x10", "010", "0905%20777%20888", "+84905777888", "84905777888", "0905777888x", "0999888777"]) {
      expect((await admin("GET", `/api/admin/customers/${key}`)).status, key).toBe(404);
      const note = await admin("POST", `/api/admin/customers/${key}/notes`, { body: "Ghi chú lạc" });
      expect(note.status, key).toBe(404);
      expect(note.body.message).toBe("Không tìm thấy khách hàng");
      expect((await admin("POST", `/api/admin/customers/${key}/merge`, { other: "0902333444" })).status, key).toBe(404);
    }
    const ids = (await admin("GET", "/api/admin/customers")).body.map((c: { id: string }) => c.id);
    expect(ids).not.toContain("010");
    expect(ids).not.toContain("0999888777");
    expect(ids.filter((id: string) => id === "0905777888")).toHaveLength(1);
  });

  it("exports the list as CSV with a UTF-8 BOM, a formula in a name made harmless", async () => {
    await order({ fullName: "=cmd|' /C calc'!A0", phone: "0903555666" });
    const response = await app.fetch("/api/admin/customers?format=csv&q=0903555666", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split("\r\n");
    expect(header).toContain("Khách hàng");
    expect(row).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(row).not.toMatch(/(^|,)"=/);
  });

  it("adds quotes and machines to the customer: the quote's company, the machine's shop, both in the timeline", async () => {
    const validUntil = new Date(Date.now() + 7 * 3600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
    const quote = await admin("POST", "/api/admin/quotes", {
      customer: { name: "Đỗ Thị Hoa", phone: "0904 777 888", email: "hoa@example.vn", companyName: "Công ty TNHH Hoa Trà", taxCode: "" },
      lines: [{ productId: 1, quantity: 1 }],
      installationFee: 0,
      depositPercent: 0,
      validUntil,
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const serial = `C-${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const imported = await app.fetch("/api/admin/machines/import", { method: "POST", headers: { cookie, "content-type": "text/csv" }, body: `serial,product,production_date\r\n${serial},1,2026-10-01` });
    expect(imported.status).toBe(201);
    const activation = await visitor(app).call("/api/warranty/activations", {
      method: "POST",
      body: {
        serial,
        phone: "+84 904 777 888",
        name: "Chị Hoa",
        email: null,
        shopName: "Trà sữa Hoa",
        address: { address: "5 Trần Phú", provinceCode: BUYER_ADDRESS.provinceCode, wardCode: BUYER_ADDRESS.wardCode },
        dealer: "Đại lý Minh Phát",
        purchaseDate: null,
        receiptUrl: null,
      },
    });
    expect(activation.status, JSON.stringify(activation.body)).toBe(201);
    expect((await admin("PUT", `/api/admin/warranty-activations/${activation.body.id}`, { status: "approved" })).status).toBe(200);

    const detail = await admin("GET", "/api/admin/customers/0904777888");
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: "Chị Hoa", email: "hoa@example.vn", shop: "Trà sữa Hoa", orders: 0, province: expect.any(String) });
    expect(detail.body.timeline.map((event: { kind: string }) => event.kind).sort()).toEqual(["machine", "quote"]);
    expect(detail.body.timeline.find((event: { kind: string }) => event.kind === "quote")).toMatchObject({ href: `/admin/quotes/${quote.body.id}`, title: expect.stringContaining(`BG-${quote.body.id}`) });
    expect(detail.body.timeline.find((event: { kind: string }) => event.kind === "machine")).toMatchObject({ href: `/admin/machines?serial=${serial}`, title: expect.stringContaining(serial) });
    expect((await admin("GET", "/api/admin/customers?q=0904777888")).body).toHaveLength(1);
  });
});
