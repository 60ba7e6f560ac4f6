import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consentRecords, contactRequests, leadAssignments, rateLimits } from "../../server/db/schema";
import { contactRequestReference } from "../../server/services/notifications/notifications";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

/**
 * A lead goes to a dealer only with the visitor's consent (issue 45 point 1, decision 0062): the contact and trial
 * forms' unticked box “Đồng ý chia sẻ thông tin với đại lý gần nhất…”. Not ticked: the brand's own sales only.
 * Ticked: the nearest place gets it (with its answer window in the portal) and a dealer-sharing consent is recorded.
 */
const LAI_CHAU = "12";
const DOAN_KET = "03388";

describe.each(drivers)("sharing a lead with a dealer needs the visitor's consent on %s (issue 45)", (driver) => {
  const app = useTestApp(driver);
  let ownerCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  let placeId = 0;
  const db = () => app.services.database.db;

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("dealer-sharing-owner", "owner");
    const created = await owner("POST", "/api/admin/places", {
      name: "Đại lý Đoàn Kết Chia Sẻ",
      kind: "dealer",
      provinceCode: LAI_CHAU,
      wardCode: DOAN_KET,
      address: "Số 1 đường Chính",
      phone: "0213 3812 345",
      email: "dai-ly-chia-se@example.com",
      latitude: 22.4,
      longitude: 103.4,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    placeId = created.body.id;
    // The place answers in the portal: a routed lead opens an answer window there.
    const invited = await owner("POST", `/api/admin/places/${placeId}/accounts`, { name: "Chị Hạnh", email: "hanh-chia-se@example.com", phone: "0912 345 678" });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const token = new URL(invited.body.inviteUrl).pathname.split("/").pop()!;
    const accepted = await visitor(app).call(`/api/dealer/invitations/${token}`, { method: "POST", body: { password: "trà-ngon-mỗi-ngày" } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
  });
  beforeEach(async () => {
    await db().delete(rateLimits);
  });

  const post = async (path: string, body: unknown) => {
    const response = await app.fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status, path).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const leadOf = async (id: number) => (await db().select().from(contactRequests).where(eq(contactRequests.id, id)))[0]!;
  const consentsOf = (contact: string) =>
    db().select().from(consentRecords).where(and(eq(consentRecords.contact, contact), eq(consentRecords.purpose, "dealer-sharing")));
  const placeAlerts = async (id: number) => (await app.services.notifications.listFor(contactRequestReference(id))).filter((mail) => mail.kind === "lead-place-alert");
  const windowsOf = (id: number) => db().select().from(leadAssignments).where(eq(leadAssignments.leadId, id));

  const contact = (phone: string, consents?: unknown) => ({
    fullName: "Hà Văn Sơn",
    phone,
    needType: "contact",
    product: "LS-200",
    address: "Bản Mường, Lai Châu",
    provinceCode: LAI_CHAU,
    wardCode: DOAN_KET,
    ...(consents === undefined ? {} : { consents }),
  });

  it("without the box (absent or unticked) the lead stays with the brand's sales: no place, no dealer alert, no window, no consent", async () => {
    for (const [phone, consents] of [["0912 100 201", undefined], ["0912 100 202", { dealerSharing: false }], ["0912 100 203", {}]] as const) {
      const id = await post("/api/contact-requests", contact(phone, consents));
      const lead = await leadOf(id);
      // The desk still sees where the lead is.
      expect(lead).toMatchObject({ provinceCode: LAI_CHAU, wardCode: DOAN_KET, routedPlaceId: null });
      expect(await placeAlerts(id)).toEqual([]);
      expect(await windowsOf(id)).toEqual([]);
      expect(await consentsOf(`84${phone.replace(/\D/g, "").slice(1)}`)).toEqual([]);
    }
    const trial = await post("/api/trial-requests", { name: "Lò Thị Mai", phone: "0912 100 204", address: "Bản Mường, Lai Châu", product: "LS-200", provinceCode: LAI_CHAU, wardCode: DOAN_KET });
    expect((await leadOf(trial)).routedPlaceId).toBeNull();
    expect(await placeAlerts(trial)).toEqual([]);
  });

  it("with the box ticked the nearest dealer gets the lead with its answer window, and the consent is recorded with the notice's version", async () => {
    const noticeVersion = await app.services.notice.noticeVersion();
    const id = await post("/api/contact-requests", contact("0912 100 301", { dealerSharing: true }));
    expect((await leadOf(id)).routedPlaceId).toBe(placeId);
    expect(await placeAlerts(id)).toEqual([expect.objectContaining({ recipient: "dai-ly-chia-se@example.com" })]);
    expect(await windowsOf(id)).toEqual([expect.objectContaining({ placeId, closedAt: null })]);
    expect(await consentsOf("84912100301")).toEqual([
      expect.objectContaining({ given: true, channel: "web", noticeVersion, how: expect.stringContaining("Biểu mẫu tư vấn") }),
    ]);

    const trial = await post("/api/trial-requests", {
      name: "Lò Văn Nam",
      phone: "+84 912 100 302",
      address: "Bản Mường, Lai Châu",
      product: "LS-200",
      provinceCode: LAI_CHAU,
      wardCode: DOAN_KET,
      consents: { dealerSharing: true },
    });
    expect((await leadOf(trial)).routedPlaceId).toBe(placeId);
    expect(await consentsOf("84912100302")).toEqual([expect.objectContaining({ given: true, how: expect.stringContaining("dùng thử") })]);
  });

  it("refuses a box that is not true or false, naming it", async () => {
    const response = await app.fetch("/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contact("0912 100 401", { dealerSharing: "yes" })),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors)).toEqual(["consents.dealerSharing"]);
  });
});
