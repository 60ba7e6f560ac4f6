import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCEPT_TERMS_MESSAGE } from "../../common/legal";
import type { Db } from "../../server/db/client";
import { consentRecords, sessions, users } from "../../server/db/schema";
import { createSessionService } from "../../server/services/staff-and-access/sessions";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

/** One LT-150: 17.2 M đ + 10 % tax. */
const ORDER_TOTAL = "18920000";

describe.each(drivers)("terms of sale and consents at checkout on %s (issue 45)", (driver) => {
  const app = useTestApp(driver);
  const db = () => app.services.database.db as Db;
  let ownerCookie = "";
  const owner = adminCaller(app, () => ownerCookie);

  async function buyerWithCart() {
    const buyer = visitor(app);
    expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } })).status).toBe(201);
    return buyer;
  }

  const rowsOf = (contact: string) => db().select().from(consentRecords).where(eq(consentRecords.contact, contact)).orderBy(consentRecords.id);

  it("refuses an order without acceptTerms: true with a 400 naming acceptTerms in Vietnamese, and places nothing", async () => {
    const buyer = await buyerWithCart();
    for (const body of [
      { address: BUYER_ADDRESS, total: ORDER_TOTAL },
      { address: BUYER_ADDRESS, total: ORDER_TOTAL, acceptTerms: false },
      { address: BUYER_ADDRESS, total: ORDER_TOTAL, acceptTerms: "true" },
    ]) {
      const refused = await buyer.call("/api/orders", { method: "POST", body });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: ACCEPT_TERMS_MESSAGE, errors: { acceptTerms: [ACCEPT_TERMS_MESSAGE] } });
      expect(refused.body.message).toContain("acceptTerms");
      expect(refused.body.message).toContain("Điều khoản bán hàng");
    }
    // The cart is still there: nothing was placed.
    expect((await buyer.call("/api/cart")).body).toHaveLength(1);
    // With other mistakes too, every field is named, the terms among them.
    const both = await buyer.call("/api/orders", { method: "POST", body: { address: { ...BUYER_ADDRESS, phone: "123" }, total: ORDER_TOTAL } });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors).sort()).toEqual(["acceptTerms", "address.phone"]);
  });

  it("stores the terms' version with the order; the admin order shows it; a change of the terms is a new version", async () => {
    ownerCookie = await app.adminCookie("privacy-owner", "owner");
    const version = await app.services.notice.termsVersion();
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    const buyer = await buyerWithCart();
    const before = Date.now();
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: ORDER_TOTAL } });
    expect(placed.status).toBe(201);
    const order = (await owner("GET", `/api/admin/orders/${placed.body.id}`)).body;
    expect(order.termsAccepted).toEqual({ version, acceptedAt: expect.any(String) });
    expect(new Date(order.termsAccepted.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The confirmation mail repeats the delivery and return terms and names the version agreed to.
    const [confirmation] = (await app.services.notifications.listForOrder(placed.body.id)).filter((row) => row.kind === "order-confirmation");
    expect(confirmation!.textBody).toContain(`Điều khoản bán hàng (phiên bản ${version} anh/chị đã đồng ý)`);
    expect(confirmation!.textBody).toContain("Hủy đơn, đổi trả:");
    expect(confirmation!.textBody).toContain("Đơn giá:");

    // The owner changes the return terms: the terms page has a new version, the next order records it.
    const settings = (await owner("GET", "/api/admin/settings")).body;
    const legal = await app.services.storeSettings.legal();
    const changed = await owner("PUT", "/api/admin/settings", { ...settings, legal: { ...legal, terms: { ...legal.terms, returns: "Đổi trả trong 10 ngày." } } });
    expect(changed.status).toBe(200);
    const next = await app.services.notice.termsVersion();
    expect(next).not.toBe(version);
    expect((await app.services.notice.termsOfSale()).terms.returns).toBe("Đổi trả trong 10 ngày.");
    // A settings form of an older release (no legal part) keeps the stored legal details.
    const { legal: _omitted, ...older } = (await owner("GET", "/api/admin/settings")).body;
    expect((await owner("PUT", "/api/admin/settings", older)).status).toBe(200);
    expect(await app.services.notice.termsVersion()).toBe(next);
  });

  it("records only the boxes the buyer ticked, each a consent with the notice's version; unticked boxes record nothing", async () => {
    const unticked = await buyerWithCart();
    const plainPhone = "0933111222";
    const placed = await unticked.call("/api/orders", {
      method: "POST",
      body: { acceptTerms: true, address: { ...BUYER_ADDRESS, phone: plainPhone, email: "khong.dong.y@example.vn" }, total: ORDER_TOTAL },
    });
    expect(placed.status).toBe(201);
    expect(await rowsOf("84933111222")).toEqual([]);
    expect(await rowsOf("khong.dong.y@example.vn")).toEqual([]);

    const ticked = await buyerWithCart();
    const given = await ticked.call("/api/orders", {
      method: "POST",
      body: {
        acceptTerms: true,
        consents: { marketingEmail: true, zalo: false },
        address: { ...BUYER_ADDRESS, phone: "0933111333", email: "Dong.Y@Example.vn" },
        total: ORDER_TOTAL,
      },
    });
    expect(given.status).toBe(201);
    const noticeVersion = await app.services.notice.noticeVersion();
    expect(await rowsOf("dong.y@example.vn")).toEqual([
      expect.objectContaining({ purpose: "marketing-email", given: true, channel: "web", noticeVersion, how: expect.stringContaining("Trang thanh toán") }),
    ]);
    expect(await rowsOf("84933111333")).toEqual([]);
  });

  it("withdraws through the signed link at once; a forged link changes nothing", async () => {
    const contact = "rut.lai@example.vn";
    const version = await app.services.notice.noticeVersion();
    await app.services.consent.give(db(), "marketing-email", contact, { channel: "web", how: "test", version });
    expect(await app.services.consent.allows(db(), "marketing-email", contact)).toBe(true);
    const link = new URL(app.services.consent.withdrawUrl("marketing-email", contact)!);
    expect(link.pathname).toBe("/rut-lai-dong-y");
    const [m, c, s] = ["m", "c", "s"].map((key) => link.searchParams.get(key));
    expect(await app.services.consent.withdrawByLink(m, c, "x".repeat(32))).toBeNull();
    expect(await app.services.consent.withdrawByLink("newsletter", c, s)).toBeNull();
    expect(await app.services.consent.withdrawByLink(m, "khac@example.vn", s)).toBeNull();
    expect(await app.services.consent.allows(db(), "marketing-email", contact)).toBe(true);
    expect(await app.services.consent.withdrawByLink(m, c, s)).toEqual({ purpose: "marketing-email" });
    expect(await app.services.consent.allows(db(), "marketing-email", contact)).toBe(false);
    // A second click records nothing new; the history keeps both answers.
    await app.services.consent.withdrawByLink(m, c, s);
    expect((await rowsOf(contact)).map((row) => [row.given, row.channel])).toEqual([
      [true, "web"],
      [false, "link"],
    ]);
  });

  it("builds the privacy notice from the settings and lists only the processors configured", async () => {
    const notice = await app.services.notice.privacyNotice();
    expect(notice.version).toMatch(/^2026-11-29\.[0-9a-f]{10}$/);
    const names = notice.processors.map((processor) => processor.name).join(" | ");
    // The test configuration has no SMTP, no VNPAY, no e-invoice provider, no Zalo and no GHN; lead routing is on.
    expect(names).not.toMatch(/VNPAY|eInvoice|Zalo|GHN|SMTP|e-mail/);
    expect(names).toContain("Đại lý");
    expect(notice.controller.contactEmail).toBe((await app.services.storeSettings.siteInfo()).contactEmail);
    expect(notice.rights.length).toBeGreaterThan(3);

    // English pages show its translation: the same version (the Vietnamese text applies), the same processors.
    const english = await app.services.notice.privacyNotice(undefined, "en");
    expect(english.version).toBe(notice.version);
    expect(english.processors.map((processor) => processor.name)).toEqual(["The brand's dealers and service centres"]);
    expect(english.purposes).toHaveLength(notice.purposes.length);
    expect(english.purposes[0]!.purpose).toMatch(/^Taking, delivering/);
    expect(english.controller).toEqual(notice.controller);
    expect(JSON.stringify({ ...english, controller: null })).not.toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
  });
});

describe.each(drivers)("staff sessions that end on %s (issue 45)", (driver) => {
  const app = useTestApp(driver);
  const db = () => app.services.database.db as Db;

  it("refuses a staff session past its idle time and past its absolute lifetime, over HTTP", async () => {
    const cookie = await app.adminCookie("idle-staff", "sales");
    const me = () => app.fetch("/api/admin/orders", { headers: { cookie } });
    expect((await me()).status).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.username, "idle-staff"));
    // Idle: nothing for longer than the idle time (the sliding expiry passed).
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '61 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user!.id));
    expect((await me()).status).toBe(401);

    // Absolute: busy all along (the idle expiry still ahead), but signed in more than 12 hours ago.
    const busy = await app.adminCookie("busy-staff", "sales");
    const [busyUser] = await db().select().from(users).where(eq(users.username, "busy-staff"));
    expect((await app.fetch("/api/admin/orders", { headers: { cookie: busy } })).status).toBe(200);
    await db()
      .update(sessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'`, lastSeenAt: sql`now()`, expiresAt: sql`now() + interval '50 minutes'` })
      .where(eq(sessions.userId, busyUser!.id));
    expect((await app.fetch("/api/admin/orders", { headers: { cookie: busy } })).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, busyUser!.id))).toEqual([]);
  });

  it("slides the idle end with use and never past the absolute end (configured lifetimes, controllable clock)", async () => {
    let clock = new Date("2026-11-29T08:00:00Z");
    const lifetimes = { staffIdleMs: 30 * 60_000, staffAbsoluteMs: 2 * 3_600_000, dealerIdleMs: 60 * 60_000, dealerAbsoluteMs: 3 * 3_600_000 };
    const service = createSessionService(db(), { now: () => clock, lifetimes });
    const [user] = await db().insert(users).values({ username: `clock-staff-${driver}`, password: "not-a-real-hash", role: "sales" }).returning();
    const session = await service.create(user!.id);
    expect(session.expiresAt.getTime()).toBe(clock.getTime() + 30 * 60_000);
    // Used every 25 minutes: alive, each use moving the idle end.
    for (let step = 0; step < 4; step++) {
      clock = new Date(clock.getTime() + 25 * 60_000);
      expect(await service.find(session.token), `after ${(step + 1) * 25} minutes`).not.toBeNull();
    }
    // 100 minutes in: the next idle end would be 130 minutes, the absolute end (120) comes first.
    expect((await service.find(session.token))!.expiresAt.getTime()).toBe(new Date("2026-11-29T10:00:00Z").getTime());
    clock = new Date("2026-11-29T10:00:01Z");
    expect(await service.find(session.token)).toBeNull();

    // Idle past 30 minutes: over.
    const idle = await service.create(user!.id);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await service.find(idle.token)).toBeNull();
  });

  it("ends the account's other sessions on 'sign out everywhere else', audited, keeping this one", async () => {
    await app.adminCookie("many-sessions", "sales");
    const [user] = await db().select().from(users).where(eq(users.username, "many-sessions"));
    const here = await app.services.sessions.create(user!.id);
    await app.services.sessions.create(user!.id);
    const actor = { id: user!.id, username: user!.username };
    expect(await app.services.staff.endOtherSessions(actor, here.id)).toBe(2);
    expect((await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user!.id))).map((row) => row.id)).toEqual([here.id]);
    const audit = await db().execute(sql`select action from audit_log where user_id = ${user!.id} and action = 'auth.signed-out-elsewhere'`);
    expect((audit as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect(await db().select().from(sessions).where(and(eq(sessions.userId, user!.id), eq(sessions.id, here.id)))).toHaveLength(1);
  });
});
