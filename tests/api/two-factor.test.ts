import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, rateLimits, recoveryCodes, users } from "../../server/db/schema";
import { SECOND_STEP_FAILED_MESSAGE } from "../../server/services/staff-and-access/two-factor";
import { softwareAuthenticator } from "../support/software-authenticator";
import { drivers, useTestApp, visitor, type TestApp } from "./harness";

const OWNER_PASSWORD = "Chu-cua-hang-2026";
type Client = ReturnType<typeof visitor>;

async function signIn(app: TestApp, username: string, password: string) {
  const client = visitor(app);
  const response = await client.call("/api/admin/login", { method: "POST", body: { username, password } });
  return { client, response };
}

/** The app's code for the current (faked) clock, `offset` 30-second steps away. */
const codeFor = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/**
 * The clock is faked (Date only) so codes of successive 30-second steps can be made without waiting; it starts
 * at the real time, so the database's own timestamps stay consistent with it.
 */
describe.each(drivers)("two-step sign-in on %s", (driver) => {
  const app = useTestApp(driver);
  let owner: Client;

  beforeAll(async () => {
    await app.services.users.create({ username: "chu", password: OWNER_PASSWORD });
    owner = (await signIn(app, "chu", OWNER_PASSWORD)).client;
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await app.services.database.db.delete(rateLimits);
  });
  afterEach(() => vi.useRealTimers());

  /** An account (no forced password change) signed in with its password. */
  async function account(username: string, role = "sales") {
    const password = `${username}-Mat-khau-2026`;
    await app.services.users.create({ username, password, role: role as "sales" });
    const { client, response } = await signIn(app, username, password);
    expect(response.body.step).toBeNull();
    return { client, password };
  }

  /** Enrols the authenticator app from my account; returns the secret and the ten recovery codes. */
  async function enrolTotp(client: Client, password: string) {
    const started = await client.call("/api/admin/me/totp", { method: "POST", body: { password } });
    expect(started.status).toBe(200);
    expect(started.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = started.body.secret as string;
    const confirmed = await client.call("/api/admin/me/totp/confirm", { method: "POST", body: { token: started.body.token, code: await codeFor(secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  it("enrols TOTP only after the current password again and a valid code; the secret is never stored before, the codes only as hashes", async () => {
    const { client, password } = await account("anh");
    // A session alone does not add a factor (issue 45): the current password is asked again.
    const unproven = await client.call("/api/admin/me/totp", { method: "POST" });
    expect(unproven.status).toBe(400);
    expect((await client.call("/api/admin/me/totp", { method: "POST", body: { password: "sai-mat-khau-roi" } })).body.errors).toHaveProperty("password");
    const started = await client.call("/api/admin/me/totp", { method: "POST", body: { password } });
    expect(started.status).toBe(200);
    const [before] = await app.services.database.db.select().from(users).where(eq(users.username, "anh"));
    expect(before!.totpSecret).toBeNull();

    // A wrong code, and a secret the server did not make, are refused.
    const wrong = await client.call("/api/admin/me/totp/confirm", { method: "POST", body: { token: started.body.token, code: "000000" } });
    expect(wrong.status).toBe(400);
    const forged = await client.call("/api/admin/me/totp/confirm", {
      method: "POST",
      body: { token: `JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP.${started.body.token.split(".")[1]}`, code: await codeFor("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP") },
    });
    expect(forged.status).toBe(400);

    const confirmed = await client.call("/api/admin/me/totp/confirm", { method: "POST", body: { token: started.body.token, code: await codeFor(started.body.secret) } });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await app.services.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, before!.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash).join(" ")).not.toContain(codes[0]!.replace("-", ""));

    // The session that enrolled stays open; the status says so.
    const status = await client.call("/api/admin/me/two-factor");
    expect(status.body).toMatchObject({ totp: true, recoveryCodesLeft: 10, passkeys: [] });
    expect((await client.call("/api/admin/me/totp", { method: "POST" })).status).toBe(409);
  });

  it("signs in with password then TOTP; a used code is refused within its window; the sign-in is in the trail", async () => {
    const { client, password } = await account("binh");
    const { secret } = await enrolTotp(client, password);

    vi.setSystemTime(Date.now() + 30_000);
    const { client: browser, response } = await signIn(app, "binh", password);
    expect(response.body.step).toBe("second-factor");
    // Nothing opens before the second step.
    const refused = await browser.call("/api/admin/orders");
    expect(refused).toMatchObject({ status: 401, body: { step: "second-factor" } });

    const code = await codeFor(secret);
    const ok = await browser.call("/api/admin/login/second-factor", { method: "POST", body: { code } });
    expect(ok).toMatchObject({ status: 200, body: { step: null } });
    expect((await browser.call("/api/admin/orders")).status).toBe(200);

    // The same code again, in another browser, a few seconds later: refused (and so is the previous step's).
    vi.setSystemTime(Date.now() + 5_000);
    const { client: thief } = await signIn(app, "binh", password);
    const replay = await thief.call("/api/admin/login/second-factor", { method: "POST", body: { code } });
    expect(replay).toMatchObject({ status: 400, body: { message: SECOND_STEP_FAILED_MESSAGE } });
    expect((await thief.call("/api/admin/login/second-factor", { method: "POST", body: { code: await codeFor(secret, -1) } })).status).toBe(400);
    // The next step's code works.
    expect((await thief.call("/api/admin/login/second-factor", { method: "POST", body: { code: await codeFor(secret, 1) } })).body).toEqual({ step: null });

    const [user] = await app.services.database.db.select().from(users).where(eq(users.username, "binh"));
    const trail = await app.services.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(user!.id)));
    expect(trail.filter((row) => row.action === "auth.second-factor-failed")).toHaveLength(2);
    expect(trail.filter((row) => row.action === "auth.sign-in").map((row) => row.summary)).toEqual([
      "Đăng nhập (mật khẩu)",
      "Đăng nhập (mật khẩu và ứng dụng xác thực)",
      "Đăng nhập (mật khẩu và ứng dụng xác thực)",
    ]);
  });

  it("the second step has its own limit: after 5 wrong codes even the right one is refused (429)", async () => {
    const { client, password } = await account("chi");
    const { secret } = await enrolTotp(client, password);
    vi.setSystemTime(Date.now() + 30_000);
    const { client: browser } = await signIn(app, "chi", password);
    for (let i = 0; i < 5; i++) {
      expect((await browser.call("/api/admin/login/second-factor", { method: "POST", body: { code: "123456" } })).status).toBe(400);
    }
    const blocked = await browser.call("/api/admin/login/second-factor", { method: "POST", body: { code: await codeFor(secret) } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    // Signing in again does not reset it.
    const { client: again } = await signIn(app, "chi", password);
    expect((await again.call("/api/admin/login/second-factor", { method: "POST", body: { code: await codeFor(secret) } })).status).toBe(429);
    // After the window it works.
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    const { client: later } = await signIn(app, "chi", password);
    expect((await later.call("/api/admin/login/second-factor", { method: "POST", body: { code: await codeFor(secret) } })).body).toEqual({ step: null });
  });

  it("a recovery code works once; renewing the codes needs a proof and voids the old ones; disabling needs one too", async () => {
    const { client, password } = await account("dung");
    const { recoveryCodes: codes, secret } = await enrolTotp(client, password);

    const { client: first } = await signIn(app, "dung", password);
    const used = await first.call("/api/admin/login/second-factor", { method: "POST", body: { code: codes[0]!.toUpperCase(), recovery: true } });
    expect(used).toMatchObject({ status: 200, body: { step: null } });
    const { client: second } = await signIn(app, "dung", password);
    expect((await second.call("/api/admin/login/second-factor", { method: "POST", body: { code: codes[0], recovery: true } })).status).toBe(400);
    expect((await second.call("/api/admin/login/second-factor", { method: "POST", body: { code: codes[1], recovery: true } })).status).toBe(200);
    expect((await client.call("/api/admin/me/two-factor")).body.recoveryCodesLeft).toBe(8);

    expect((await client.call("/api/admin/me/recovery-codes", { method: "POST", body: { password: "sai-mat-khau-roi" } })).status).toBe(400);
    const renewed = await client.call("/api/admin/me/recovery-codes", { method: "POST", body: { password } });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const { client: third } = await signIn(app, "dung", password);
    expect((await third.call("/api/admin/login/second-factor", { method: "POST", body: { code: codes[2], recovery: true } })).status).toBe(400);

    vi.setSystemTime(Date.now() + 30_000);
    expect((await client.call("/api/admin/me/totp/disable", { method: "POST", body: {} })).status).toBe(400);
    expect((await client.call("/api/admin/me/totp/disable", { method: "POST", body: { code: await codeFor(secret) } })).status).toBe(204);
    expect((await client.call("/api/admin/me/two-factor")).body).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect((await signIn(app, "dung", password)).response.body.step).toBeNull();
  });

  it("when the owner requires two-step sign-in, an account without one must enrol right after its password", async () => {
    const { password } = await account("emi");
    const sales = await signIn(app, "emi", password);
    // Only the owner sets the policy.
    expect((await sales.client.call("/api/admin/staff-policy", { method: "PUT", body: { requireTwoFactor: true } })).status).toBe(403);
    const set = await owner.call("/api/admin/staff-policy", { method: "PUT", body: { requireTwoFactor: true } });
    // The owner itself has no second step either: its next request owes enrolment too.
    expect(set).toMatchObject({ status: 200, body: { requireTwoFactor: true } });

    // The live session is stopped at its next request; a new sign-in owes "enrol".
    expect((await sales.client.call("/api/admin/orders")).body).toMatchObject({ step: "enrol" });
    const { client, response } = await signIn(app, "emi", password);
    expect(response.body.step).toBe("enrol");
    expect((await client.call("/api/admin/me/totp", { method: "POST" })).status).toBe(401);
    const started = await client.call("/api/admin/login/enrol/totp", { method: "POST" });
    const confirmed = await client.call("/api/admin/login/enrol/totp/confirm", {
      method: "POST",
      body: { token: started.body.token, code: await codeFor(started.body.secret) },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { step: null } });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await client.call("/api/admin/orders")).status).toBe(200);

    // The owner enrols too (through the step), then turns the policy off; the change is in the trail.
    const ownerStart = await owner.call("/api/admin/login/enrol/totp", { method: "POST" });
    await owner.call("/api/admin/login/enrol/totp/confirm", { method: "POST", body: { token: ownerStart.body.token, code: await codeFor(ownerStart.body.secret) } });
    expect((await owner.call("/api/admin/staff-policy", { method: "PUT", body: { requireTwoFactor: false } })).status).toBe(200);
    const rows = await app.services.database.db.select().from(auditLog).where(eq(auditLog.action, "staff.policy"));
    expect(rows.map((row) => row.after)).toEqual([{ requireTwoFactor: true }, { requireTwoFactor: false }]);
    expect((await owner.call("/api/admin/staff")).body.policy).toEqual({ requireTwoFactor: false });
  });

  it("a lost phone: the owner removes an account's second steps, which ends its sessions", async () => {
    const { client, password } = await account("hoa");
    await enrolTotp(client, password);
    const [user] = await app.services.database.db.select().from(users).where(eq(users.username, "hoa"));
    const sales = await signIn(app, "hoa", password);
    expect((await sales.client.call(`/api/admin/staff/${user!.id}/reset-two-factor`, { method: "POST" })).status).toBe(401);
    const reset = await owner.call(`/api/admin/staff/${user!.id}/reset-two-factor`, { method: "POST" });
    expect(reset).toMatchObject({ status: 200, body: { hasTotp: false, passkeys: 0 } });
    expect((await client.call("/api/admin/me")).status).toBe(401);
    expect((await signIn(app, "hoa", password)).response.body.step).toBeNull();
    expect(await app.services.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id))).toEqual([]);
    const [row] = await app.services.database.db.select().from(auditLog).where(eq(auditLog.action, "staff.reset-two-factor"));
    expect(row).toMatchObject({ username: "chu", entityId: String(user!.id) });
  });

  it("a passkey is added in my account and used as the second step; adding and removing it ask for the password again", async () => {
    const { client, password } = await account("giang");
    const authenticator = softwareAuthenticator(app.config.SITE_URL);

    expect((await client.call("/api/admin/me/passkeys/options", { method: "POST" })).status).toBe(400);
    expect((await client.call("/api/admin/me/passkeys/options", { method: "POST", body: { password: "sai-mat-khau-roi" } })).status).toBe(400);
    const options = await client.call("/api/admin/me/passkeys/options", { method: "POST", body: { password } });
    expect(options.body.rp.id).toBe(new URL(app.config.SITE_URL).hostname);
    const added = await client.call("/api/admin/me/passkeys", { method: "POST", body: { response: authenticator.register(options.body), name: "Máy tính văn phòng" } });
    expect(added.status).toBe(201);
    expect(added.body.passkey).toMatchObject({ id: authenticator.credentialId, name: "Máy tính văn phòng" });
    // The first second step of the account: its recovery codes come with it.
    expect(added.body.recoveryCodes).toHaveLength(10);
    // The challenge was used: the same answer again is refused.
    expect((await client.call("/api/admin/me/passkeys", { method: "POST", body: { response: authenticator.register(options.body) } })).status).toBe(400);

    const { client: browser, response } = await signIn(app, "giang", password);
    expect(response.body.step).toBe("second-factor");
    // An answer to another challenge fails (and counts).
    const stale = await browser.call("/api/admin/login/passkey", { method: "POST", body: { response: authenticator.authenticate({ challenge: "c3RhbGU" }) } });
    expect(stale.status).toBe(400);
    const challenge = await browser.call("/api/admin/login/passkey/options", { method: "POST" });
    expect(challenge.body.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.credentialId })]);
    const ok = await browser.call("/api/admin/login/passkey", { method: "POST", body: { response: authenticator.authenticate(challenge.body) } });
    expect(ok).toMatchObject({ status: 200, body: { step: null } });

    const status = await browser.call("/api/admin/me/two-factor");
    expect(status.body.passkeys[0].lastUsedAt).not.toBeNull();
    expect((await browser.call(`/api/admin/me/passkeys/${authenticator.credentialId}`, { method: "DELETE" })).status).toBe(400);
    expect((await browser.call("/api/admin/me/two-factor")).body.passkeys).toHaveLength(1);
    expect((await browser.call(`/api/admin/me/passkeys/${authenticator.credentialId}`, { method: "DELETE", body: { password } })).status).toBe(204);
    expect((await browser.call("/api/admin/me/two-factor")).body).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect((await signIn(app, "giang", password)).response.body.step).toBeNull();

    const [user] = await app.services.database.db.select().from(users).where(eq(users.username, "giang"));
    const actions = (await app.services.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, String(user!.id))))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["auth.passkey-added", "auth.second-factor-failed", "auth.sign-in", "auth.passkey-removed"]));
  });
});
