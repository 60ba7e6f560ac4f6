import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { vietnamDay } from "#common/after-sale";
import { computeTotals } from "#common/money";
import { machines } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

/**
 * Shipments (issue 42): an order's machines leave in several shipments; the order is shipping from the first one
 * that leaves and completed only when every line is delivered; each machine's warranty starts at its own shipment's
 * delivery.
 */
async function checkout(app: TestApp, quantity: number) {
  const buyer = visitor(app);
  await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity } });
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod" } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { id: placed.body.id as number, total };
}

describe.each(drivers)("shipments on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "200" } });
  let salesCookie = "";
  let editorCookie = "";
  const sales = adminCaller(app, () => salesCookie);
  const editor = adminCaller(app, () => editorCookie);
  const tag = `${driver === "pglite" ? "P" : "Q"}${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const serial = (n: string) => `SH-${tag}-${n}`;

  beforeAll(async () => {
    salesCookie = await app.adminCookie("lan-giao-hang", "sales");
    editorCookie = await app.adminCookie("bien-tap-giao-hang", "editor");
    const rows = ["serial,product,production_date", ...["1", "2", "3", "4"].map((n) => `${serial(n)},1,2026-10-01`)];
    const imported = await app.fetch("/api/admin/machines/import", {
      method: "POST",
      headers: { cookie: await app.adminCookie("chu-giao-hang", "owner"), "content-type": "text/csv" },
      body: rows.join("\r\n"),
    });
    expect(imported.status).toBe(201);
  });

  const warrantyOf = async (serials: string[]) => {
    const rows = await app.services.database.db.select({ serial: machines.serial, warrantyStart: machines.warrantyStart, orderId: machines.orderId }).from(machines).where(inArray(machines.serial, serials));
    return Object.fromEntries(rows.map((row) => [row.serial, row]));
  };

  it("a 3-machine order in 2 shipments completes only when both are delivered, each machine's warranty from its own delivery", async () => {
    const { id, total } = await checkout(app, 3);
    // A pending order is not shipped before staff confirm it.
    const early = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1 }] });
    expect(early.status).toBe(409);
    expect((await sales("PUT", `/api/admin/orders/${id}/status`, { status: "confirmed" })).status).toBe(200);

    const first = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 2, serials: [serial("1"), serial("2").toLowerCase()] }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), trackingNumber: null });
    // More than is left: 1 machine remains to ship.
    const tooMany = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 2 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toMatch(/Không thể giao quá số lượng còn lại/);
    expect(tooMany.body.errors["lines.0.quantity"]).toBeDefined();
    const second = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1, serials: [serial("3")] }] });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    // The serials joined the order.
    expect(Object.values(await warrantyOf([serial("1"), serial("2"), serial("3")])).map((row) => row.orderId)).toEqual([id, id, id]);

    // Ready is not "left": the order is still confirmed. Handing over the first makes it shipping.
    expect((await sales("GET", `/api/admin/orders/${id}`)).body.status).toBe("confirmed");
    expect((await sales("PUT", `/api/admin/shipments/${first.body.id}`, { status: "handed_to_carrier" })).status).toBe(200);
    expect((await sales("GET", `/api/admin/orders/${id}`)).body.status).toBe("shipping");
    // Not every move is allowed.
    expect((await sales("PUT", `/api/admin/shipments/${first.body.id}`, { status: "ready" })).status).toBe(409);
    expect((await sales("PUT", `/api/admin/shipments/${first.body.id}`, { status: "nope" })).status).toBe(400);

    const delivered = await sales("PUT", `/api/admin/shipments/${first.body.id}`, { status: "delivered" });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: "delivered", statusLabel: "Đã giao", nextStatuses: [] });
    const today = vietnamDay(new Date());
    let machinesNow = await warrantyOf([serial("1"), serial("2"), serial("3")]);
    expect(machinesNow[serial("1")]!.warrantyStart).toBe(today);
    expect(machinesNow[serial("2")]!.warrantyStart).toBe(today);
    expect(machinesNow[serial("3")]!.warrantyStart).toBeNull();
    // One of two shipments delivered: still shipping.
    expect((await sales("GET", `/api/admin/orders/${id}`)).body.status).toBe("shipping");

    // The first shipment was delivered weeks ago (as if): its machines keep their own date when the order completes.
    await app.services.database.db.update(machines).set({ warrantyStart: "2026-11-01" }).where(inArray(machines.serial, [serial("1"), serial("2")]));
    expect((await sales("PUT", `/api/admin/shipments/${second.body.id}`, { status: "in_transit" })).status).toBe(200);
    expect((await sales("PUT", `/api/admin/shipments/${second.body.id}`, { status: "delivered" })).status).toBe(200);
    const order = await sales("GET", `/api/admin/orders/${id}`);
    expect(order.body.status).toBe("completed");
    // The buyer heard once per shipment that it left and once that it arrived (in transit → delivered sent no second "left").
    const mails = (await app.services.notifications.listForOrder(id)).filter((row) => row.kind.startsWith("shipment-"));
    expect(mails.map((row) => [row.kind, row.recipient])).toEqual([
      ["shipment-shipped", BUYER_ADDRESS.email],
      ["shipment-delivered", BUYER_ADDRESS.email],
      ["shipment-shipped", BUYER_ADDRESS.email],
      ["shipment-delivered", BUYER_ADDRESS.email],
    ]);
    expect(mails[0]!.textBody).toContain("Đội giao hàng và lắp đặt của cửa hàng");
    expect(mails[0]!.textBody).toContain("2 × ");
    // Cash on delivery: completed is paid, and the two shipments collected the whole total between them.
    expect(order.body.paymentStatus).toBe("paid");
    expect(order.body.shipments.map((shipment: { codAmount: number }) => shipment.codAmount).reduce((a: number, b: number) => a + b, 0)).toBe(total);
    machinesNow = await warrantyOf([serial("1"), serial("2"), serial("3")]);
    expect(machinesNow[serial("1")]!.warrantyStart).toBe("2026-11-01");
    expect(machinesNow[serial("3")]!.warrantyStart).toBe(today);

    // The order's page carries its shipments with lines, status and history.
    expect(order.body.shipments).toHaveLength(2);
    expect(order.body.shipments[0]).toMatchObject({
      carrier: "own",
      status: "delivered",
      lines: [{ productId: 1, quantity: 2, serials: [serial("1"), serial("2")] }],
      address: { fullName: BUYER_ADDRESS.fullName },
    });
    expect(order.body.shipments[0].history.map((step: { status: string }) => step.status)).toEqual(["ready", "handed_to_carrier", "delivered"]);
    expect(order.body.shipments[1].history.map((step: { status: string }) => step.status)).toEqual(["ready", "in_transit", "delivered"]);
    // The audit trail names who moved each shipment.
    const history = await sales("GET", `/api/admin/orders/${id}/history`);
    expect(history.body.filter((row: { action: string }) => row.action === "shipment.status").map((row: { username: string }) => row.username)).toContain("lan-giao-hang");
    // A completed order ships nothing more.
    expect((await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1 }] })).status).toBe(409);
  });

  it("a canceled shipment frees its lines; a canceled order ships nothing; GHN is refused until it is set up", async () => {
    const { id } = await checkout(app, 1);
    expect((await sales("PUT", `/api/admin/orders/${id}/status`, { status: "confirmed" })).status).toBe(200);
    const ghn = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "ghn", lines: [{ productId: 1, quantity: 1 }] });
    expect(ghn.status).toBe(422);
    expect(ghn.body.message).toMatch(/GHN.*chưa được cấu hình/);

    const made = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1, serials: [serial("4")] }] });
    expect(made.status).toBe(201);
    // A product not in the order.
    expect((await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 2, quantity: 1 }] })).status).toBe(422);
    const canceled = await sales("POST", `/api/admin/shipments/${made.body.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe("canceled");
    const wrongAddress = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", addressIndex: 3, lines: [{ productId: 1, quantity: 1 }] });
    expect(wrongAddress.status).toBe(400);
    expect(wrongAddress.body.errors.addressIndex).toBeDefined();
    // The own label prints.
    const again = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1 }] });
    expect(again.status).toBe(201);
    const label = await app.fetch(`/api/admin/shipments/${again.body.id}/label`, { headers: { cookie: salesCookie } });
    expect(label.status).toBe(200);
    expect(label.headers.get("content-type")).toContain("application/pdf");
    expect(Buffer.from(await label.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    // Editors do not ship.
    expect((await editor("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1 }] })).status).toBe(403);

    expect((await sales("PUT", `/api/admin/orders/${id}/status`, { status: "canceled" })).status).toBe(200);
    const refused = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Đơn hàng đã hủy/);
  });
});
