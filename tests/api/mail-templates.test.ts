import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAIL_TEMPLATE_KEYS, MAIL_TEMPLATES } from "#common/mail-templates";
import { auditLog } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp } from "./harness";
import { placeCodOrder } from "./support/cod-order";

/**
 * Issue 42 point 5: the buyer's money and shipping mails are the owner's to reword, each with its variables; a text
 * may use only its mail's variables; the built-in text comes back on reset; each mail is still queued once (the
 * installation one once per booked time).
 */
describe.each(drivers)("buyer mail templates on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "200" } });
  let ownerCookie = "";
  let salesCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const sales = adminCaller(app, () => salesCookie);
  beforeAll(async () => {
    ownerCookie = await app.adminCookie("chu-mau-thu", "owner");
    salesCookie = await app.adminCookie("lan-mau-thu", "sales");
  });

  const mailsOf = async (orderId: number, kind: string) => (await app.services.notifications.listForOrder(orderId)).filter((row) => row.kind === kind);

  it("lists every buyer mail with its variables and built-in text, for the owner only", async () => {
    const listed = await owner("GET", "/api/admin/settings/mail-templates");
    expect(listed.status).toBe(200);
    expect(listed.body.map((row: { key: string }) => row.key)).toEqual([...MAIL_TEMPLATE_KEYS]);
    const shipped = listed.body.find((row: { key: string }) => row.key === "shipment-shipped");
    expect(shipped).toMatchObject({ label: expect.any(String), customized: false, subject: MAIL_TEMPLATES["shipment-shipped"].subject, updatedAt: null });
    expect(shipped.variables.map((variable: { name: string }) => variable.name)).toEqual(expect.arrayContaining(["orderId", "carrier", "trackingNumber", "trackingUrl"]));
    expect((await sales("GET", "/api/admin/settings/mail-templates")).status).toBe(403);
    expect((await sales("PUT", "/api/admin/settings/mail-templates/refund-made", { subject: "x", body: "y" })).status).toBe(403);
  });

  it("refuses a variable the mail does not have (400, in Vietnamese) and an unknown mail (404)", async () => {
    const refused = await owner("PUT", "/api/admin/settings/mail-templates/refund-made", { subject: "Hoàn tiền đơn #{{orderId}}", body: "Đã hoàn {{amount}} vào {{bankAccount}} và {{ trackingUrl }}." });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Biến không có trong mẫu này: {{bankAccount}}, {{trackingUrl}}");
    expect(refused.body.errors.body).toBeDefined();
    expect(refused.body.errors.subject).toBeUndefined();
    expect((await owner("PUT", "/api/admin/settings/mail-templates/refund-made", { subject: "", body: "x" })).status).toBe(400);
    const unknown = await owner("PUT", "/api/admin/settings/mail-templates/khong-co", { subject: "a", body: "b" });
    expect(unknown.status).toBe(404);
    expect((await owner("GET", "/api/admin/settings/mail-templates")).body.every((row: { customized: boolean }) => !row.customized)).toBe(true);
  });

  it("sends the owner's wording with the mail's values, once per event; the installation mail once per booked time; reset brings the built-in text back", async () => {
    const saved = await owner("PUT", "/api/admin/settings/mail-templates/shipment-shipped", {
      subject: "Máy của đơn #{{orderId}} đã lên đường",
      body: "Chào {{customerName}}, {{carrier}} đang chở máy tới anh/chị.\n{{lines}}\n\nGọi trước khi đến: {{receiver}}",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ customized: true, defaults: { subject: MAIL_TEMPLATES["shipment-shipped"].subject } });
    const booked = await owner("PUT", "/api/admin/settings/mail-templates/installation-booked", { subject: "Hẹn lắp máy đơn #{{orderId}}", body: "Kỹ thuật viên đến lúc {{installationTime}}." });
    expect(booked.status).toBe(200);
    const audits = await app.services.database.db.select().from(auditLog).where(and(eq(auditLog.action, "settings.mail-template"), eq(auditLog.entityId, "shipment-shipped")));
    expect(audits.at(-1)).toMatchObject({ after: { key: "shipment-shipped", subject: "Máy của đơn #{{orderId}} đã lên đường" } });

    const { id } = await placeCodOrder(app, 2);
    expect((await sales("PUT", `/api/admin/orders/${id}/status`, { status: "confirmed" })).status).toBe(200);
    const shipment = await sales("POST", `/api/admin/orders/${id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 2 }] });
    expect(shipment.status).toBe(201);
    const shipmentId = shipment.body.id as number;

    // The installation: booked, booked again at the same time (nothing), then moved (a second mail).
    const first = await sales("PUT", `/api/admin/shipments/${shipmentId}/installation`, { at: "2026-12-03T09:30" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.installationAt).toBe("2026-12-03T02:30:00.000Z");
    expect((await sales("PUT", `/api/admin/shipments/${shipmentId}/installation`, { at: "2026-12-03T09:30" })).status).toBe(200);
    let installation = await mailsOf(id, "installation-booked");
    expect(installation).toHaveLength(1);
    expect(installation[0]).toMatchObject({ subject: `Hẹn lắp máy đơn #${id}`, recipient: BUYER_ADDRESS.email });
    expect(installation[0]!.textBody).toContain("Kỹ thuật viên đến lúc ");
    expect(installation[0]!.textBody).toContain("09:30");
    expect(installation[0]!.textBody).toContain("3 tháng 12, 2026");
    expect((await sales("PUT", `/api/admin/shipments/${shipmentId}/installation`, { at: "nope" })).status).toBe(400);
    expect((await sales("PUT", `/api/admin/shipments/${shipmentId}/installation`, { at: "2026-12-04T14:00" })).status).toBe(200);
    installation = await mailsOf(id, "installation-booked");
    expect(installation).toHaveLength(2);
    expect(installation[1]!.textBody).toContain("14:00");

    // Shipped: the owner's wording, the values filled in; in transit → delivered sends no second "shipped".
    expect((await sales("PUT", `/api/admin/shipments/${shipmentId}`, { status: "in_transit" })).status).toBe(200);
    const shipped = await mailsOf(id, "shipment-shipped");
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.subject).toBe(`Máy của đơn #${id} đã lên đường`);
    expect(shipped[0]!.textBody).toContain(`Chào ${BUYER_ADDRESS.fullName}, Đội giao hàng và lắp đặt của cửa hàng đang chở máy tới anh/chị.\n- 2 × `);
    expect(shipped[0]!.textBody).toContain(`Gọi trước khi đến: ${BUYER_ADDRESS.fullName}, ${BUYER_ADDRESS.phone}`);
    expect(shipped[0]!.htmlBody).toContain("<br>- 2 × ");
    expect(shipped[0]!.textBody).not.toContain("{{");

    // Reset: the built-in text again; the delivered mail (never reworded) is the built-in one.
    const reset = await owner("DELETE", "/api/admin/settings/mail-templates/shipment-shipped");
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ customized: false, subject: MAIL_TEMPLATES["shipment-shipped"].subject });
    expect((await sales("PUT", `/api/admin/shipments/${shipmentId}`, { status: "delivered" })).status).toBe(200);
    const delivered = await mailsOf(id, "shipment-delivered");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe(`Đơn hàng #${id}: đã giao hàng`);
    expect(delivered[0]!.textBody).toContain("Bảo hành của từng máy được tính từ hôm nay.");

    // A refund of the (cash-on-delivery, now paid) order: the owner's wording with its values, once.
    expect((await owner("PUT", "/api/admin/settings/mail-templates/refund-made", { subject: "Hoàn tiền đơn #{{orderId}}", body: "Đã hoàn {{amount}} ({{method}}).{{refundNote}}" })).status).toBe(200);
    expect((await owner("POST", `/api/admin/orders/${id}/refunds`, { amount: 500_000, method: "cash", reason: "giảm giá" })).status).toBe(201);
    const refunds = await mailsOf(id, "refund-made");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ subject: `Hoàn tiền đơn #${id}` });
    expect(refunds[0]!.textBody).toContain("Đã hoàn 500.000đ (tiền mặt).");
    await owner("DELETE", "/api/admin/settings/mail-templates/refund-made");
    // A delivered shipment is still bookable for its installation; a canceled one is not (its test is the 409 below).
    const second = await placeCodOrder(app, 1);
    expect((await sales("PUT", `/api/admin/orders/${second.id}/status`, { status: "confirmed" })).status).toBe(200);
    const other = await sales("POST", `/api/admin/orders/${second.id}/shipments`, { carrier: "own", lines: [{ productId: 1, quantity: 1 }] });
    expect((await sales("POST", `/api/admin/shipments/${other.body.id}/cancel`)).status).toBe(200);
    expect((await sales("PUT", `/api/admin/shipments/${other.body.id}/installation`, { at: "2026-12-05T09:00" })).status).toBe(409);
    expect(await mailsOf(second.id, "installation-booked")).toHaveLength(0);
    await owner("DELETE", "/api/admin/settings/mail-templates/installation-booked");
  });
});
