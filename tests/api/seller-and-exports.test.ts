import { inflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#common/bank-statement";
import { csvDateTime } from "#common/csv";
import { notifications } from "../../server/db/schema";
import { pdfText } from "../support/pdf-text";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

/** Issue 42, point 6: the seller's legal details on the papers, and the orders CSV's new columns and dates. */

const INVOICE = { companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "0300588569", address: "25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh", email: "ketoan@dongatea.vn" };
const CUSTOMER = { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: INVOICE.companyName, taxCode: "" };
const SELLER = { legalName: "Công ty Cổ phần Máy Pha Trà Việt", taxCode: "0100109106-001", address: "Số 18 Duy Tân, phường Cầu Giấy, Hà Nội" };
const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(drivers)("the seller on the papers and the orders CSV on %s", (driver) => {
  const app = useTestApp(driver, { env: { NOTIFY_EMAIL: "shop@example.vn" } });
  let ownerCookie = "";
  beforeAll(async () => {
    ownerCookie = await app.adminCookie("chu-quan", "owner");
  });
  const owner = adminCaller(app, () => ownerCookie);

  async function settingsWith(seller: unknown) {
    const { updatedAt: _updatedAt, ...current } = (await owner("GET", "/api/admin/settings")).body;
    return owner("PUT", "/api/admin/settings", { ...current, seller });
  }

  /** A quote with a fee, sent and accepted with the buyer's VAT invoice details. */
  async function quotedOrder() {
    const created = await owner("POST", "/api/admin/quotes", { customer: CUSTOMER, lines: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }], installationFee: 1_500_000, validUntil: inDays(5) });
    const { token } = (await owner("POST", `/api/admin/quotes/${created.body.id}/send`)).body;
    const accepted = await visitor(app).call(`/api/quotes/${token}/accept`, { method: "POST", body: { acceptTerms: true, name: "Trần Thị Bình", phone: "0912345678", invoice: INVOICE } });
    expect(accepted.status).toBe(201);
    return { token: token as string, orderId: accepted.body.orderId as number };
  }

  it("checks the seller's tax code (10 digits, or 10-3 for a branch, with the check digit) and keeps all three fields or none", async () => {
    for (const [taxCode, message] of [
      ["12345", /10 chữ số/],
      ["001234567890", /10 chữ số/],
      ["0300588568", /chữ số kiểm tra/],
      ["0300588569-000", /chi nhánh/],
    ] as const) {
      const refused = await settingsWith({ ...SELLER, taxCode });
      expect(refused.status, taxCode).toBe(400);
      expect(refused.body.errors["seller.taxCode"][0], taxCode).toMatch(message);
    }
    const missingName = await settingsWith({ ...SELLER, legalName: "" });
    expect(missingName.status).toBe(400);
    expect(missingName.body.errors["seller.legalName"]).toBeDefined();
    const none = await settingsWith({ legalName: "", taxCode: " ", address: "" });
    expect(none.status).toBe(200);
    expect(none.body.seller).toBeNull();
    const saved = await settingsWith({ ...SELLER, taxCode: "0300588569" });
    expect(saved.status).toBe(200);
    expect(saved.body.seller).toEqual({ ...SELLER, taxCode: "0300588569" });
  });

  it("prints the seller's legal name, tax code and address on the quote, the delivery note, the packing slip and the buyer's mail", async () => {
    expect((await settingsWith(SELLER)).status).toBe(200);
    const { token, orderId } = await quotedOrder();
    const expected = [`Đơn vị bán hàng: ${SELLER.legalName}`, `Mã số thuế: ${SELLER.taxCode}`, `Địa chỉ: ${SELLER.address}`];

    const quote = pdfText(Buffer.from(await (await app.fetch(`/api/quotes/${token}/pdf`)).arrayBuffer()), inflateSync).replace(/\n/g, "");
    for (const line of expected) expect(quote).toContain(line);
    for (const kind of ["delivery-note", "packing-slip"]) {
      const paper = await app.fetch(`/api/admin/orders/${orderId}/documents/${kind}.pdf`, { headers: { cookie: ownerCookie } });
      const text = pdfText(Buffer.from(await paper.arrayBuffer()), inflateSync).split("\n");
      for (const line of expected) expect(text, kind).toContain(line);
    }
    const [mail] = await app.services.database.db.select().from(notifications).where(eq(notifications.subject, `Xác nhận đơn hàng #${orderId}`));
    for (const line of expected) expect(mail!.textBody).toContain(line);
  });

  it("exports company, tax code, invoice number, lines and amount due, dates day first in Vietnam's time, named by Vietnam's day", async () => {
    const { orderId } = await quotedOrder();
    const recorded = await owner("POST", `/api/admin/orders/${orderId}/invoice`, { number: "0000457", lookupCode: "TRACUU457", lookupUrl: "https://tracuu.example.vn/TRACUU457" });
    expect(recorded.status).toBe(201);
    const order = (await owner("GET", `/api/admin/orders/${orderId}`)).body;

    const response = await app.fetch(`/api/admin/orders?q=${orderId}&format=csv`, { headers: { cookie: ownerCookie } });
    const vietnamToday = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toContain(`don-hang-${vietnamToday}.csv`);
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ""), ",");
    const row = rows.find((cells) => cells[0] === String(orderId))!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell("Thời gian")).toBe(csvDateTime(order.createdAt));
    expect(cell("Thời gian")).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cell("Công ty")).toBe(INVOICE.companyName);
    expect(cell("Mã số thuế")).toBe(INVOICE.taxCode);
    expect(cell("Số hóa đơn")).toBe("0000457");
    expect(cell("Sản phẩm")).toBe(order.lines.map((line: { quantity: number; name: string }) => `${line.quantity} × ${line.name}`).join("; "));
    expect(cell("Sản phẩm")).toMatch(/^2 × .+; 1 × .+; 1 × Phí giao hàng và lắp đặt$/);
    expect(Number(cell("Còn phải thu (đ)"))).toBe(order.amountDue);
    expect(order.amountDue).toBe(order.total);
  });
});
