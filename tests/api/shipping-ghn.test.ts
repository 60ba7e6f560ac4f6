import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { ghnSettings, shipments } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { startFakeGhn, type FakeGhn } from "../support/fake-ghn";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

/**
 * GHN as a carrier (issue 42, decision 0052), against a local fake that checks GHN's documented names, types and
 * headers: the owner's settings (the token sealed), a heavy-goods shipment with its cash on delivery and capped
 * insurance, the status callback (checked against GHN's order detail; replayed, older, forged and unknown callbacks
 * change nothing wrong), the cancel and the label.
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

describe.each(drivers)("GHN shipments on %s", (driver) => {
  let fake: FakeGhn;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeGhn();
    Object.assign(env, { GHN_SANDBOX_URL: fake.url, GHN_LIVE_URL: "http://127.0.0.1:9" });
  });
  afterAll(() => fake.close());
  const app = useTestApp(driver, { env });
  let ownerCookie = "";
  let salesCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const sales = adminCaller(app, () => salesCookie);
  beforeAll(async () => {
    ownerCookie = await app.adminCookie("chu-ghn", "owner");
    salesCookie = await app.adminCookie("lan-ghn", "sales");
  });

  const callback = (body: unknown) =>
    app.fetch("/api/shipping/ghn/callback", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const base = Date.now();
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  const ghnCallback = (orderCode: string, status: string, time: Date) => ({
    CODAmount: 0,
    ClientOrderCode: "",
    OrderCode: orderCode,
    ShopID: 885,
    Status: status,
    Time: time.toISOString(),
    Type: "switch_status",
    Description: "",
  });

  it("is not offered until the owner sets it up; the token is sealed and never answered", async () => {
    const before = await owner("GET", "/api/admin/settings/shipping");
    expect(before.body).toMatchObject({ configured: false, hasToken: false, callbackUrl: expect.stringMatching(/\/api\/shipping\/ghn\/callback$/) });
    const bad = await owner("PUT", "/api/admin/settings/shipping", { token: fake.token, shopId: "abc", environment: "sandbox", fromDistrictId: 1454, fromWardCode: "21211" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.shopId).toBeDefined();
    expect((await sales("PUT", "/api/admin/settings/shipping", { token: fake.token, shopId: fake.shopId, environment: "sandbox", fromDistrictId: 1454, fromWardCode: "21211" })).status).toBe(403);
    const saved = await owner("PUT", "/api/admin/settings/shipping", { token: fake.token, shopId: fake.shopId, environment: "sandbox", fromDistrictId: 1454, fromWardCode: "21211" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, hasToken: true, shopId: 885, environment: "sandbox" });
    expect(JSON.stringify(saved.body)).not.toContain(fake.token);
    const [row] = await app.services.database.db.select().from(ghnSettings);
    expect(row!.token).not.toContain(fake.token);
    // Saving again without a token keeps the stored one.
    const again = await owner("PUT", "/api/admin/settings/shipping", { shopId: fake.shopId, environment: "sandbox", fromDistrictId: 1454, fromWardCode: "21211" });
    expect(again.body.hasToken).toBe(true);
  });

  it("creates a heavy-goods GHN order with the documented fields, then follows its callbacks forward only", async () => {
    const { id, total } = await checkout(app, 3);
    expect((await sales("PUT", `/api/admin/orders/${id}/status`, { status: "confirmed" })).status).toBe(200);
    const created = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "ghn", lines: [{ productId: 1, quantity: 3 }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.trackingNumber).toMatch(/^GHN\d+$/);
    expect(fake.refusals).toEqual([]);
    const sent = fake.created.at(-1)!;
    expect(sent).toMatchObject({
      service_type_id: 5,
      payment_type_id: 1,
      client_order_code: `DH${id}-G${created.body.id}`,
      to_name: BUYER_ADDRESS.fullName,
      to_phone: BUYER_ADDRESS.phone,
      to_ward_name: BUYER_ADDRESS.state,
      to_province_name: BUYER_ADDRESS.city,
      // The whole order is in this one shipment: the carrier collects its total.
      cod_amount: total,
      insurance_value: 5_000_000,
      from_district_id: 1454,
      from_ward_code: "21211",
    });
    expect(sent.items).toEqual([expect.objectContaining({ code: "SP1", quantity: 3, weight: 14_000 })]);
    const code = created.body.trackingNumber as string;
    const shipmentOf = async () => (await sales("GET", `/api/admin/orders/${id}`)).body.shipments[0];
    expect(await shipmentOf()).toMatchObject({ carrier: "ghn", status: "ready", carrierFee: 71_400, codAmount: total, trackingUrl: expect.stringContaining(code), nextStatuses: [] });
    // Staff do not move a GHN shipment by hand.
    expect((await sales("PUT", `/api/admin/shipments/${created.body.id}`, { status: "delivered" })).status).toBe(409);

    // A forged callback: GHN's own detail still says ready_to_pick, so nothing moves.
    const forged = await callback(ghnCallback(code, "delivered", at(1)));
    expect(forged.status).toBe(200);
    expect((await shipmentOf()).status).toBe("ready");

    fake.setStatus(code, "picked", at(2));
    expect((await callback(ghnCallback(code, "picked", at(2)))).status).toBe(200);
    expect((await shipmentOf()).status).toBe("handed_to_carrier");
    expect((await sales("GET", `/api/admin/orders/${id}`)).body.status).toBe("shipping");
    // Replayed: nothing changes, no second history row.
    expect((await (await callback(ghnCallback(code, "picked", at(2)))).json()).outcome).toBe("unchanged");
    expect((await shipmentOf()).history).toHaveLength(2);

    fake.setStatus(code, "delivering", at(3));
    await callback(ghnCallback(code, "delivering", at(3)));
    fake.setStatus(code, "delivered", at(4));
    await callback(ghnCallback(code, "delivered", at(4)));
    const delivered = await shipmentOf();
    expect(delivered.status).toBe("delivered");
    expect(delivered.history.map((step: { status: string; carrierStatus: string | null }) => [step.status, step.carrierStatus])).toEqual([
      ["ready", null],
      ["handed_to_carrier", "picked"],
      ["in_transit", "delivering"],
      ["delivered", "delivered"],
    ]);
    const order = (await sales("GET", `/api/admin/orders/${id}`)).body;
    expect(order).toMatchObject({ status: "completed", paymentStatus: "paid" });
    // The buyer's "shipped" mail carries GHN and the tracking link; replays sent nothing more.
    const mails = (await app.services.notifications.listForOrder(id)).filter((row) => row.kind.startsWith("shipment-"));
    expect(mails.map((row) => row.kind)).toEqual(["shipment-shipped", "shipment-delivered"]);
    expect(mails[0]!.textBody).toContain(code);
    expect(mails[0]!.textBody).toContain(`order_code=${code}`);

    // GHN's COD report: this order collected in full, one short, one not ours; nothing missing.
    const report = (csv: string) => app.fetch("/api/admin/shipping/cod-reconciliation?carrier=ghn", { method: "POST", headers: { cookie: salesCookie, "content-type": "text/csv" }, body: csv });
    const reconciled = await report(`order_code,cod_amount\r\n${code},${total}\r\nGHN-NOT-OURS,150.000\r\n`);
    expect(reconciled.status).toBe(200);
    const outcomes = Object.fromEntries((await reconciled.json()).rows.map((row: { trackingNumber: string; outcome: string }) => [row.trackingNumber, row.outcome]));
    expect(outcomes).toMatchObject({ [code]: "matched", "GHN-NOT-OURS": "unknown" });
    const short = await (await report(`order_code,cod_amount\r\n${code},${total - 1000}\r\n`)).json();
    expect(short.rows.find((row: { trackingNumber: string }) => row.trackingNumber === code)).toMatchObject({ outcome: "short", expected: total, reported: total - 1000 });
    const missing = await (await report("order_code,cod_amount\r\n")).json();
    expect(missing.rows.find((row: { trackingNumber: string }) => row.trackingNumber === code)).toMatchObject({ outcome: "missing", orderId: id });
    const bad = await report(`order_code,cod_amount\r\n${code},abc\r\n`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).rows).toEqual([{ line: 2, message: expect.any(String) }]);

    // An older status arriving late (GHN retries) does not move it back.
    const late = await callback(ghnCallback(code, "delivering", at(3)));
    expect(late.status).toBe(200);
    expect((await late.json()).outcome).toBe("unchanged");
    expect((await shipmentOf()).status).toBe("delivered");
    // Unknown order codes and bodies that are not GHN's are answered 200 and change nothing.
    expect((await (await callback(ghnCallback("GHN99999", "delivered", at(5)))).json()).outcome).toBe("ignored");
    expect((await callback({ hello: "world" })).status).toBe(200);
    expect(fake.refusals).toEqual([]);
  });

  it("cancels a GHN shipment that has not left, frees its lines, and prints GHN's label", async () => {
    const { id } = await checkout(app, 1);
    expect((await sales("PUT", `/api/admin/orders/${id}/status`, { status: "confirmed" })).status).toBe(200);
    const created = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "ghn", lines: [{ productId: 1, quantity: 1 }] });
    expect(created.status).toBe(201);
    const label = await app.fetch(`/api/admin/shipments/${created.body.id}/label`, { headers: { cookie: salesCookie }, redirect: "manual" });
    expect(label.status).toBe(303);
    expect(label.headers.get("location")).toBe(`${fake.url}/a5/public-api/printA5?token=print-${created.body.trackingNumber}`);

    const canceled = await sales("POST", `/api/admin/shipments/${created.body.id}/cancel`);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.status).toBe("canceled");
    expect(fake.canceled).toContain(created.body.trackingNumber);
    // GHN then calls back with "cancel": nothing more to do.
    expect((await (await callback(ghnCallback(created.body.trackingNumber, "cancel", at(6)))).json()).outcome).toBe("unchanged");
    // The machine can ship again.
    expect((await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1 }] })).status).toBe(201);
    // A shipment GHN has picked up cannot be canceled any more.
    const second = await checkout(app, 1);
    expect((await sales("PUT", `/api/admin/orders/${second.id}/status`, { status: "confirmed" })).status).toBe(200);
    const picked = await sales("POST", `/api/admin/orders/${second.id}/shipments`, { carrier: "ghn", lines: [{ productId: 1, quantity: 1 }] });
    fake.setStatus(picked.body.trackingNumber, "picked", at(7));
    await callback(ghnCallback(picked.body.trackingNumber, "picked", at(7)));
    expect((await sales("POST", `/api/admin/shipments/${picked.body.id}/cancel`)).status).toBe(409);
    const [row] = await app.services.database.db.select().from(shipments).where(eq(shipments.id, picked.body.id));
    expect(row!.status).toBe("handed_to_carrier");
    expect(fake.refusals).toEqual([]);
  });
});
