import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, dealerAccounts, rateLimits, recoveryCodes, sessions } from "../../server/db/schema";
import { SECOND_STEP_FAILED_MESSAGE } from "../../server/services/staff-and-access/two-factor";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

const CAN_THO = "92";
const NINH_KIEU = "31135";
const PASSWORD = "trà-ngon-mỗi-ngày";
type Client = ReturnType<typeof visitor>;

/** The app's code for the current (faked) clock, `offset` 30-second steps away. */
const codeFor = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const tokenOf = (inviteUrl: string) => new URL(inviteUrl).pathname.split("/").pop()!;

/**
 * Two-step sign-in for dealer accounts (issue 43, "as for staff"): the staff module over the dealer accounts, with
 * the staff login's answers — `step` after the password, the code, the recovery codes, the limits — and staff's
 * reset from the dealer's page. The clock is faked (Date only) to make codes of successive steps.
 */
describe.each(drivers)("dealer two-step sign-in on %s", (driver) => {
  const app = useTestApp(driver);
  const db = () => app.services.database.db;
  let salesCookie = "";
  let technicianCookie = "";
  const sales = adminCaller(app, () => salesCookie);
  const technician = adminCaller(app, () => technicianCookie);
  let placeId = 0;
  let counter = 0;

  beforeAll(async () => {
    salesCookie = await app.adminCookie("dealer-2fa-sales", "sales");
    technicianCookie = await app.adminCookie("dealer-2fa-editor", "editor");
    const created = await sales("POST", "/api/admin/places", {
      name: "Đại lý Hai Bước",
      kind: "dealer",
      provinceCode: CAN_THO,
      wardCode: NINH_KIEU,
      address: "Số 1 Hòa Bình, phường Ninh Kiều, Cần Thơ",
      phone: "0292 3812 345",
      email: "dai-ly@example.com",
      latitude: 10.0341,
      longitude: 105.7876,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    placeId = created.body.id;
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await db().delete(rateLimits);
  });
  afterEach(() => vi.useRealTimers());

  /** A new account of the place, its invitation accepted: the signed-in client, the e-mail and the id. */
  async function dealerAccount() {
    const email = `hai-buoc-${++counter}@example.com`;
    const invited = await sales("POST", `/api/admin/places/${placeId}/accounts`, { name: `Chị Hạnh ${counter}`, email, phone: "0912 345 678" });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const client = visitor(app);
    expect((await client.call(`/api/dealer/invitations/${tokenOf(invited.body.inviteUrl)}`, { method: "POST", body: { password: PASSWORD } })).status).toBe(200);
    return { client, email, id: invited.body.id as number };
  }

  async function signIn(email: string) {
    const client = visitor(app);
    const response = await client.call("/api/dealer/login", { method: "POST", body: { username: email, password: PASSWORD } });
    return { client, response };
  }

  /** Turns the app on from the portal (the password asked again); returns the secret and the ten recovery codes. */
  async function enrol(client: Client) {
    const started = await client.call("/api/dealer/me/totp", { method: "POST", body: { password: PASSWORD } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\//);
    const confirmed = await client.call("/api/dealer/me/totp/confirm", { method: "POST", body: { token: started.body.token, code: await codeFor(started.body.secret) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    return { secret: started.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  it("a dealer turns the app on only with its password again and a right code; codes stored as hashes; audited", async () => {
    const { client, id } = await dealerAccount();
    expect((await client.call("/api/dealer/me/two-factor")).body).toEqual({ totp: false, recoveryCodesLeft: 0 });
    // The session alone does not add a factor (decision 0059): the password is asked again.
    expect((await client.call("/api/dealer/me/totp", { method: "POST" })).status).toBe(400);
    const wrongPassword = await client.call("/api/dealer/me/totp", { method: "POST", body: { password: "sai-mat-khau-roi" } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toHaveProperty("password");

    const started = await client.call("/api/dealer/me/totp", { method: "POST", body: { password: PASSWORD } });
    expect(started.status).toBe(200);
    expect(started.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const [before] = await db().select().from(dealerAccounts).where(eq(dealerAccounts.id, id));
    expect(before!.totpSecret).toBeNull();
    const wrong = await client.call("/api/dealer/me/totp/confirm", { method: "POST", body: { token: started.body.token, code: "000000" } });
    expect(wrong.status).toBe(400);

    const confirmed = await client.call("/api/dealer/me/totp/confirm", { method: "POST", body: { token: started.body.token, code: await codeFor(started.body.secret) } });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.dealerAccountId, id));
    expect(stored).toHaveLength(10);
    expect(stored.every((row) => row.userId === null)).toBe(true);
    expect(stored.map((row) => row.codeHash).join(" ")).not.toContain(codes[0]!.replace("-", ""));
    // The session that turned it on stays open.
    expect((await client.call("/api/dealer/me")).status).toBe(200);
    expect((await client.call("/api/dealer/me/two-factor")).body).toEqual({ totp: true, recoveryCodesLeft: 10 });
    expect((await client.call("/api/dealer/me/totp", { method: "POST", body: { password: PASSWORD } })).status).toBe(409);
    const trail = await db().select().from(auditLog).where(and(eq(auditLog.dealerAccountId, id), eq(auditLog.action, "auth.totp-enrolled")));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ userId: null, entityType: "dealer-account", entityId: String(id) });
  });

  it("the login then answers step second-factor; nothing opens before the code; a wrong or replayed code is refused", async () => {
    const { client, email, id } = await dealerAccount();
    const { secret } = await enrol(client);

    vi.setSystemTime(Date.now() + 30_000);
    const { client: browser, response } = await signIn(email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, email, step: "second-factor" });
    expect(await browser.call("/api/dealer/me")).toMatchObject({ status: 401, body: { step: "second-factor" } });
    expect((await browser.call("/api/dealer/orders")).status).toBe(401);

    const wrong = await browser.call("/api/dealer/login/second-factor", { method: "POST", body: { code: "123456" } });
    expect(wrong).toMatchObject({ status: 400, body: { message: SECOND_STEP_FAILED_MESSAGE } });
    const code = await codeFor(secret);
    expect(await browser.call("/api/dealer/login/second-factor", { method: "POST", body: { code } })).toMatchObject({ status: 200, body: { step: null } });
    expect((await browser.call("/api/dealer/me")).status).toBe(200);
    // A session with nothing owed has no second step to take.
    expect((await browser.call("/api/dealer/login/second-factor", { method: "POST", body: { code } })).status).toBe(401);

    // The same code again, from another browser: refused; the next step's code works.
    vi.setSystemTime(Date.now() + 5_000);
    const { client: thief } = await signIn(email);
    expect((await thief.call("/api/dealer/login/second-factor", { method: "POST", body: { code } })).status).toBe(400);
    expect((await thief.call("/api/dealer/login/second-factor", { method: "POST", body: { code: await codeFor(secret, 1) } })).body).toEqual({ step: null });

    // One sign-in row per completed sign-in saying how; each failure a row; all under the dealer's account.
    const rows = await db().select().from(auditLog).where(eq(auditLog.dealerAccountId, id));
    const signIns = rows.filter((row) => row.action === "dealer-account.sign-in");
    // (The invitation's own sign-in is its `dealer-account.activate` row.)
    expect(signIns.map((row) => row.summary)).toEqual(["Đăng nhập cổng đại lý (mật khẩu và ứng dụng xác thực)", "Đăng nhập cổng đại lý (mật khẩu và ứng dụng xác thực)"]);
    expect(rows.filter((row) => row.action === "auth.second-factor-failed")).toHaveLength(2);
  });

  it("a recovery code signs in once; the second step has the staff's limit (5, then 429 even for the right code)", async () => {
    const { client, email } = await dealerAccount();
    const { secret, recoveryCodes: codes } = await enrol(client);

    const { client: first } = await signIn(email);
    expect((await first.call("/api/dealer/login/second-factor", { method: "POST", body: { code: codes[0]!.toUpperCase(), recovery: true } })).body).toEqual({ step: null });
    const { client: second } = await signIn(email);
    expect((await second.call("/api/dealer/login/second-factor", { method: "POST", body: { code: codes[0], recovery: true } })).status).toBe(400);
    expect((await client.call("/api/dealer/me/two-factor")).body).toEqual({ totp: true, recoveryCodesLeft: 9 });

    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await second.call("/api/dealer/login/second-factor", { method: "POST", body: { code: "000000" } })).status).toBe(400);
    }
    const blocked = await second.call("/api/dealer/login/second-factor", { method: "POST", body: { code: await codeFor(secret, 1) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/15 phút/);
  });

  it("turning the app off asks the password, ends the other sessions and drops the codes; the login asks nothing more", async () => {
    const { client, email, id } = await dealerAccount();
    const { secret } = await enrol(client);
    vi.setSystemTime(Date.now() + 30_000);
    const { client: other } = await signIn(email);
    expect((await other.call("/api/dealer/login/second-factor", { method: "POST", body: { code: await codeFor(secret) } })).status).toBe(200);

    expect((await client.call("/api/dealer/me/totp/disable", { method: "POST", body: { password: "sai-mat-khau-roi" } })).status).toBe(400);
    expect((await client.call("/api/dealer/me/totp/disable", { method: "POST", body: { password: PASSWORD } })).status).toBe(204);
    expect((await other.call("/api/dealer/me")).status).toBe(401);
    expect((await client.call("/api/dealer/me")).status).toBe(200);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.dealerAccountId, id))).toHaveLength(0);
    expect((await signIn(email)).response.body.step).toBeNull();
  });

  it("staff reset a dealer's second step from its page (the inviting roles; audited); its sessions end", async () => {
    const { client, email, id } = await dealerAccount();
    await enrol(client);
    const listed = await sales("GET", `/api/admin/places/${placeId}/accounts`);
    expect(listed.body.find((account: { id: number }) => account.id === id)).toMatchObject({ twoFactor: true });

    expect((await technician("POST", `/api/admin/dealer-accounts/${id}/reset-two-factor`)).status).toBe(403);
    // A dealer's session is no staff member's.
    expect((await client.call(`/api/admin/dealer-accounts/${id}/reset-two-factor`, { method: "POST" })).status).toBe(403);
    expect((await sales("POST", `/api/admin/dealer-accounts/999999/reset-two-factor`)).status).toBe(404);

    expect((await sales("POST", `/api/admin/dealer-accounts/${id}/reset-two-factor`)).status).toBe(204);
    expect((await client.call("/api/dealer/me")).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.dealerAccountId, id))).toHaveLength(0);
    const [row] = await db().select().from(dealerAccounts).where(eq(dealerAccounts.id, id));
    expect(row).toMatchObject({ totpSecret: null, totpLastStep: null });
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.dealerAccountId, id))).toHaveLength(0);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "dealer-account.reset-two-factor"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ username: "dealer-2fa-sales", entityType: "dealer-account" });
    expect(audit!.summary).toContain(email);

    expect((await signIn(email)).response.body.step).toBeNull();
    // Nothing left to reset.
    expect((await sales("POST", `/api/admin/dealer-accounts/${id}/reset-two-factor`)).status).toBe(409);
  });

  it("a staff session cannot take a dealer's second step, nor a dealer's enrolment token serve a staff member", async () => {
    const staff = visitor(app);
    const staffClient = adminCaller(app, () => salesCookie);
    expect((await staff.call("/api/dealer/login/second-factor", { method: "POST", body: { code: "123456" } })).status).toBe(401);
    const { client } = await dealerAccount();
    const started = await client.call("/api/dealer/me/totp", { method: "POST", body: { password: PASSWORD } });
    // The token is signed for a dealer account: the staff member's confirmation refuses it (whatever the ids).
    const forged = await staffClient("POST", "/api/admin/me/totp/confirm", { token: started.body.token, code: await codeFor(started.body.secret) });
    expect(forged.status).toBe(400);
  });
});
