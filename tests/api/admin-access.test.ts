import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOGIN_FAILED_MESSAGE, LOGIN_SLOWDOWN_BASE_MS, LOGIN_SLOWDOWN_MAX_MS } from "#common/schemas/auth";
import { rateLimits, sessions, users } from "../../server/db/schema";
import { signValue, unsignValue } from "../../server/http/cookies";
import { SESSION_COOKIE } from "../../server/http/session";
import { createLogger } from "../../server/logger";
import { sessionIdOf } from "../../server/services/staff-and-access/sessions";
import { CHEAP_PASSWORD_HASHING, drivers, startTestApp, TEST_SESSION_SECRET, type TestApp } from "./harness";

const PASSWORD = "Quản-trị-Mật-khẩu-2026";
const JSON_HEADERS = { "content-type": "application/json" };

/** The signed `sid` value a response sets (empty string when it clears the cookie), or null when it sets none. */
function sessionCookieOf(response: Response): { value: string; raw: string } | null {
  const raw = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!raw) return null;
  return { value: raw.slice(SESSION_COOKIE.length + 1).split(";")[0]!, raw };
}
const cookieHeader = (value: string) => `${SESSION_COOKIE}=${value}`;
/** The Cookie header a browser sends later from what a response set, without the session (it may have expired). */
const cookiesBesidesSession = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`))
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");

/**
 * Admin endpoints: each must answer 401 JSON without an administrator session and something else with one.
 * The unknown paths under /api/admin are listed too: the guard answers 401 before anything else, so they reveal
 * nothing; to an owner they answer 403, as every route missing from the access map does (tests/api/admin-roles.test.ts
 * goes through each role).
 */
const ADMIN_ENDPOINTS: Array<{ method: string; path: string; body?: unknown; unlisted?: true }> = [
  { method: "GET", path: "/api/admin/me" },
  { method: "GET", path: "/api/contact-requests" },
  { method: "PUT", path: "/api/contact-requests/1/status", body: { status: "contacted" } },
  { method: "GET", path: "/api/admin/blog/posts" },
  { method: "POST", path: "/api/admin/blog/posts", body: {} },
  { method: "PUT", path: "/api/admin/blog/posts/1", body: { isPublished: false } },
  { method: "DELETE", path: "/api/admin/blog/posts/999999" },
  { method: "GET", path: "/api/admin/blog/analytics" },
  { method: "GET", path: "/api/admin/analytics/funnel?period=day" },
  { method: "GET", path: "/api/admin/orders" },
  { method: "GET", path: "/api/admin/bank-transfers" },
  { method: "POST", path: "/api/admin/bank-transfers/1/assign", body: { orderId: 1 } },
  { method: "GET", path: "/api/admin/orders/1/bank-transfers" },
  { method: "POST", path: "/api/admin/bank-statements/import", body: {} },
  { method: "GET", path: "/api/ADMIN/me" },
  { method: "GET", path: "/api/admin/no/such/endpoint", unlisted: true },
];

describe.each(drivers)("admin access on %s", (driver) => {
  let app: TestApp;
  let logLines: string[];
  let adminId: number;
  const username = `quantri-${driver}`;

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    app.fetch("/api/admin/login", { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    logLines = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    // The production logger (with its redaction rules) writing into memory, at the most verbose level.
    app = await startTestApp(driver, { logger: createLogger("trace", { destination: sink }), env: { TRUST_PROXY: "true" } });
    adminId = (await app.services.users.create({ username, password: PASSWORD })).id;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app.services.database.db.delete(rateLimits);
  });

  it("every admin endpoint answers 401 JSON without a session and lets an administrator through", async () => {
    const admin = await app.adminCookie();
    for (const endpoint of ADMIN_ENDPOINTS) {
      const init = (cookie?: string): RequestInit => ({
        method: endpoint.method,
        headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
        body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
      });
      const anonymous = await app.fetch(endpoint.path, init());
      expect(anonymous.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Vui lòng đăng nhập" });

      const visitor = await app.services.sessions.create(null);
      const asVisitor = await app.fetch(endpoint.path, init(cookieHeader(signValue(visitor.token, TEST_SESSION_SECRET))));
      expect(asVisitor.status, `visitor ${endpoint.method} ${endpoint.path}`).toBe(401);

      const forged = await app.fetch(endpoint.path, init(cookieHeader(`${visitor.token}.forged-signature`)));
      expect(forged.status, `forged ${endpoint.method} ${endpoint.path}`).toBe(401);

      const asAdmin = await app.fetch(endpoint.path, init(admin));
      if (endpoint.unlisted) expect(asAdmin.status, `admin ${endpoint.method} ${endpoint.path}`).toBe(403);
      else expect([401, 403], `admin ${endpoint.method} ${endpoint.path}`).not.toContain(asAdmin.status);
    }
    const me = await app.fetch("/api/admin/me", { headers: { cookie: admin } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ id: expect.any(Number), username: expect.stringMatching(/^admin-/), role: "owner" });
  });

  it("public endpoints stay public", async () => {
    expect((await app.fetch("/api/products/featured")).status).toBe(200);
    for (const [method, path] of [
      ["POST", "/api/contact-requests"],
      ["POST", "/api/trial-requests"],
      ["GET", "/api/cart"],
      ["POST", "/api/orders"],
      ["GET", "/api/blog/posts"],
    ] as const) {
      const response = await app.fetch(path, { method, headers: JSON_HEADERS, body: method === "POST" ? "{}" : undefined });
      expect(response.status, `${method} ${path}`).not.toBe(401);
    }
  });

  it("logs in with the right password: rotated HttpOnly SameSite=Lax cookie, works for admin APIs", async () => {
    const visitor = await app.services.sessions.create(null);
    const visitorCookie = cookieHeader(signValue(visitor.token, TEST_SESSION_SECRET));
    const response = await login({ username, password: PASSWORD }, { cookie: visitorCookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: adminId, username, role: "owner", step: null });

    const cookie = sessionCookieOf(response)!;
    expect(cookie.raw).toMatch(/;\s*HttpOnly/i);
    expect(cookie.raw).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie.raw).toMatch(/;\s*Path=\//i);
    expect(cookie.raw).not.toMatch(/;\s*Secure/i);
    // Rotation: a new token; the pre-login session no longer exists.
    const token = unsignValue(cookie.value, TEST_SESSION_SECRET)!;
    expect(token).not.toBe(visitor.token);
    expect(await app.services.sessions.find(visitor.token)).toBeNull();
    expect((await app.services.sessions.find(token))?.userId).toBe(adminId);
    const old = await app.fetch("/api/admin/me", { headers: { cookie: visitorCookie } });
    expect(old.status).toBe(401);

    const me = await app.fetch("/api/admin/me", { headers: { cookie: cookieHeader(cookie.value) } });
    expect(await me.json()).toEqual({ id: adminId, username, role: "owner" });
  });

  it("a wrong password and an unknown user get the same answer", async () => {
    const wrong = await login({ username, password: "wrong-password-123" });
    const unknown = await login({ username: "nobody-here", password: "wrong-password-123" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody).toEqual({ message: LOGIN_FAILED_MESSAGE });
    expect(unknownBody).toEqual(wrongBody);
    expect(sessionCookieOf(wrong)).toBeNull();
    expect(sessionCookieOf(unknown)).toBeNull();
    const headerNames = (response: Response) => [...response.headers.keys()].filter((name) => !["date", "content-security-policy"].includes(name));
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
  });

  it("an unknown user costs as much time as a wrong password (dummy hash)", async () => {
    // The production cost, so "as much time" is measured on the hash and not on the noise around it.
    const costly = await startTestApp(driver, { env: { PASSWORD_SCRYPT_LN: "16" } });
    await costly.services.users.create({ username, password: PASSWORD });
    const time = async (name: string) => {
      const started = performance.now();
      await costly.services.auth.login({ username: name, password: "wrong-password-123", ip: `198.51.100.${Math.floor(Math.random() * 200)}` }).catch(() => {});
      return performance.now() - started;
    };
    await time("warm-up-unknown");
    const wrong = Math.min(await time(username), await time(username));
    const unknown = Math.min(await time("nobody-1"), await time("nobody-2"));
    expect(wrong).toBeGreaterThan(50);
    // Without the dummy hash an unknown name would answer ~100 times faster.
    expect(unknown).toBeGreaterThan(wrong * 0.3);
    await costly.close();
  });

  it("limits attempts per IP: the 6th in the window is refused with 429, even with the right password", async () => {
    const ip = { "x-forwarded-for": "203.0.113.10" };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ username: `guess-${attempt}`, password: "wrong-password-123" }, ip);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await login({ username, password: PASSWORD }, ip);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ message: "Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.", retryAfterSeconds: expect.any(Number) });
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(sessionCookieOf(sixth)).toBeNull();
    // Another address is not affected.
    expect((await login({ username, password: PASSWORD }, { "x-forwarded-for": "203.0.113.11" })).status).toBe(200);
  });

  it("slows attempts per username across addresses instead of locking it", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ username, password: "wrong-password-123" }, { "x-forwarded-for": `192.0.2.${attempt}` });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    // Past the limit every answer for the username waits, doubling: 250 ms, 500 ms, 1 s…
    const timed = async (body: unknown, ip: string) => {
      const started = Date.now();
      const response = await login(body, { "x-forwarded-for": ip });
      return { status: response.status, ms: Date.now() - started };
    };
    const sixth = await timed({ username, password: "wrong-password-123" }, "192.0.2.6");
    expect(sixth.status).toBe(401);
    expect(sixth.ms).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_BASE_MS - 20);
    const seventh = await timed({ username, password: "wrong-password-123" }, "192.0.2.7");
    expect(seventh.status).toBe(401);
    expect(seventh.ms).toBeGreaterThanOrEqual(2 * LOGIN_SLOWDOWN_BASE_MS - 20);
    // The right password from a new address gets in, slowed too.
    const owner = await timed({ username, password: PASSWORD }, "192.0.2.99");
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(4 * LOGIN_SLOWDOWN_BASE_MS - 20);
    // Unknown usernames are slowed the same way (no hint that they do not exist).
    for (let attempt = 1; attempt <= 5; attempt++) await login({ username: "ghost", password: "x-x-x-x-x-x" }, { "x-forwarded-for": `192.0.2.${attempt + 10}` });
    const ghost = await timed({ username: "ghost", password: "x-x-x-x-x-x" }, "192.0.2.50");
    expect(ghost.status).toBe(401);
    expect(ghost.ms).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_BASE_MS - 20);
  });

  it("strangers failing from many addresses do not slow the owner on a device that signed in before", async () => {
    // The owner signs in once; the browser keeps every cookie but the session, which has since expired.
    const signedIn = await login({ username, password: PASSWORD }, { "x-forwarded-for": "203.0.113.30" });
    expect(signedIn.status).toBe(200);
    const ownerDevice = cookiesBesidesSession(signedIn);

    // Eight wrong passwords from eight addresses: strangers now wait seconds for each answer for this username.
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await login({ username, password: "wrong-password-123" }, { "x-forwarded-for": `198.18.0.${attempt}` })).status).toBe(401);
    }

    // The owner's known device, from yet another address, gets in at once with the right password…
    const started = Date.now();
    const owner = await login({ username, password: PASSWORD }, { "x-forwarded-for": "203.0.113.31", cookie: ownerDevice });
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(4 * LOGIN_SLOWDOWN_BASE_MS);
    // …and that sign-in does not lift the slow-down for strangers (the username's counter is untouched).
    const counter = await app.services.database.db.select().from(rateLimits).where(eq(rateLimits.key, `login:user:${username}`));
    expect(counter[0]?.hits).toBe(8);

    // A forged or altered device cookie is a stranger's: counted against the username.
    const forged = ownerDevice.replace(/=(.)/, (_match, first: string) => `=${first === "A" ? "B" : "A"}`);
    expect((await login({ username, password: "wrong-password-123" }, { "x-forwarded-for": "198.18.0.97", cookie: forged })).status).toBe(401);
    expect((await app.services.database.db.select().from(rateLimits).where(eq(rateLimits.key, `login:user:${username}`)))[0]?.hits).toBe(9);
    // A known device is no licence to guess: its own wrong passwords are limited (locked, like an address).
    for (let attempt = 1; attempt <= 5; attempt++) {
      const guess = await login({ username, password: "wrong-password-123" }, { "x-forwarded-for": `198.18.1.${attempt}`, cookie: ownerDevice });
      expect(guess.status).toBe(401);
    }
    expect((await login({ username, password: PASSWORD }, { "x-forwarded-for": "198.18.1.99", cookie: ownerDevice })).status).toBe(429);

    // Only the server reads it, and it never rides on a request from another site.
    const raw = signedIn.headers.getSetCookie().find((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(raw).toMatch(/;\s*HttpOnly/i);
    expect(raw).toMatch(/;\s*SameSite=Strict/i);
  });

  it("a stranger failing from many addresses cannot lock the owner out of a new browser: the owner, from a fresh browser and address, signs in", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login({ username, password: "wrong-password-123" }, { "x-forwarded-for": `198.19.0.${attempt + 1}` })),
    );
    expect(guesses.map((response) => response.status)).not.toContain(200);
    // A new browser (no cookie at all) from an address never seen.
    const started = Date.now();
    const owner = await login({ username, password: PASSWORD }, { "x-forwarded-for": "203.0.113.77" });
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner)?.value).toBeTruthy();
    // Slowed by a few seconds at most, never locked for minutes.
    expect(Date.now() - started).toBeLessThan(LOGIN_SLOWDOWN_MAX_MS + 2_000);
  });

  it("a known device counts only for the username it signed in with", async () => {
    const other = `kho-${driver}`;
    await app.services.users.create({ username: other, password: PASSWORD });
    const signedIn = await login({ username: other, password: PASSWORD }, { "x-forwarded-for": "203.0.113.40" });
    const device = cookiesBesidesSession(signedIn);
    for (let attempt = 1; attempt <= 5; attempt++) await login({ username, password: "wrong-password-123" }, { "x-forwarded-for": `198.18.2.${attempt}` });
    // Another username's device is a stranger's here: counted against this username and slowed with it.
    const started = Date.now();
    expect((await login({ username, password: PASSWORD }, { "x-forwarded-for": "203.0.113.41", cookie: device })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_BASE_MS - 20);
  });

  it("a successful login clears the counters", async () => {
    const ip = { "x-forwarded-for": "203.0.113.20" };
    for (let attempt = 1; attempt <= 4; attempt++) await login({ username, password: "wrong-password-123" }, ip);
    const counters = () => app.services.database.db.select().from(rateLimits);
    expect((await counters()).map((row) => row.hits).sort()).toEqual([4, 4]);
    expect((await login({ username, password: PASSWORD }, ip)).status).toBe(200);
    expect(await counters()).toEqual([]);
  });

  it("rejects cross-origin logins and logouts with 403", async () => {
    const cross = await login({ username, password: PASSWORD }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    expect(sessionCookieOf(cross)).toBeNull();

    const admin = await app.adminCookie();
    const crossLogout = await app.fetch("/api/admin/logout", { method: "POST", headers: { cookie: admin, origin: "https://evil.example" } });
    expect(crossLogout.status).toBe(403);
    expect((await app.fetch("/api/admin/me", { headers: { cookie: admin } })).status).toBe(200);

    const crossStatus = await app.fetch("/api/contact-requests/1/status", {
      method: "PUT",
      headers: { ...JSON_HEADERS, cookie: admin, "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(crossStatus.status).toBe(403);
  });

  it("logout destroys the session on the server: the old cookie is refused afterwards", async () => {
    const response = await login({ username, password: PASSWORD });
    const cookie = cookieHeader(sessionCookieOf(response)!.value);
    const token = unsignValue(sessionCookieOf(response)!.value, TEST_SESSION_SECRET)!;
    expect((await app.fetch("/api/admin/me", { headers: { cookie } })).status).toBe(200);

    const logout = await app.fetch("/api/admin/logout", { method: "POST", headers: { cookie, origin: app.baseUrl } });
    expect(logout.status).toBe(204);
    const cleared = sessionCookieOf(logout)!;
    expect(cleared.value).toBe("");
    expect(cleared.raw).toMatch(/Expires=Thu, 01 Jan 1970/i);

    const rows = await app.services.database.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token)));
    expect(rows).toEqual([]);
    const reused = await app.fetch("/api/admin/me", { headers: { cookie } });
    expect(reused.status).toBe(401);
    // Logging out twice is harmless.
    expect((await app.fetch("/api/admin/logout", { method: "POST", headers: { cookie } })).status).toBe(204);
  });

  it("stores only a scrypt hash of the password", async () => {
    const [row] = await app.services.database.db.select().from(users).where(eq(users.id, adminId));
    // The hash names the cost it was made with (the suites run scrypt at 2^10; production at 2^16, tests/unit/config).
    expect(row!.password).toMatch(new RegExp(`^\\$scrypt\\$ln=${CHEAP_PASSWORD_HASHING},r=8,p=2\\$`));
    expect(row!.password).not.toContain(PASSWORD);
  });

  it("no password, hash, session token or session id reaches the logs during a login", async () => {
    const before = logLines.length;
    const response = await login({ username, password: PASSWORD });
    expect(response.status).toBe(200);
    const signed = sessionCookieOf(response)!.value;
    const token = unsignValue(signed, TEST_SESSION_SECRET)!;
    const cookie = cookieHeader(signed);
    await app.fetch("/api/admin/me", { headers: { cookie } });
    await login({ username, password: `${PASSWORD}-wrong` });
    await app.fetch("/api/admin/logout", { method: "POST", headers: { cookie } });

    const logs = logLines.slice(before).join("\n");
    // The capture works: the login and the requests were logged.
    expect(logs).toContain("administrator logged in");
    expect(logs).toContain("administrator login failed");
    expect(logs).toContain("/api/admin/login");

    const [row] = await app.services.database.db.select().from(users).where(eq(users.id, adminId));
    const hashParts = row!.password.split("$").filter((part) => part.length >= 16);
    const knownDevice = cookiesBesidesSession(response).split("=")[1]!;
    expect(knownDevice.length).toBeGreaterThan(40);
    const secrets = [PASSWORD, `${PASSWORD}-wrong`, row!.password, ...hashParts, token, signed, sessionIdOf(token), encodeURIComponent(signed), knownDevice];
    for (const secret of secrets) expect(logs, "a secret reached the logs").not.toContain(secret);
    // Nor in another encoding.
    expect(logs).not.toContain(JSON.stringify(PASSWORD).slice(1, -1));
    expect(logs).not.toContain(Buffer.from(PASSWORD).toString("base64"));
  });
});

describe.each(drivers)("session cookie in production over HTTPS on %s", (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(driver, { env: { NODE_ENV: "production", SITE_URL: "https://maypha.example" } });
    await app.services.users.create({ username: "quantri", password: PASSWORD });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("adds Secure to HttpOnly and SameSite=Lax, and to the known-device cookie", async () => {
    const response = await app.fetch("/api/admin/login", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ username: "quantri", password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const raw = sessionCookieOf(response)!.raw;
    expect(raw).toMatch(/;\s*Secure/i);
    expect(raw).toMatch(/;\s*HttpOnly/i);
    expect(raw).toMatch(/;\s*SameSite=Lax/i);
    const device = response.headers.getSetCookie().find((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(device).toMatch(/;\s*Secure/i);
  });
});
