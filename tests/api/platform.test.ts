import { describe, expect, it } from "vitest";
import { parseCookies, signValue, unsignValue } from "../../server/http/cookies";
import { users } from "../../server/db/schema";
import { createRateLimiter } from "../../server/services/foundation/rate-limiter";
import { createSessionService } from "../../server/services/staff-and-access/sessions";
import { drivers, useTestApp } from "./harness";

describe("signed cookies", () => {
  it("round-trips and rejects tampering", () => {
    const signed = signValue("token-123", "s".repeat(40));
    expect(unsignValue(signed, "s".repeat(40))).toBe("token-123");
    expect(unsignValue(signed, "t".repeat(40))).toBeNull();
    expect(unsignValue(`token-124${signed.slice(9)}`, "s".repeat(40))).toBeNull();
    expect(unsignValue("no-signature", "s".repeat(40))).toBeNull();
  });
  it("parses cookie headers", () => {
    expect(parseCookies("a=1; sid=x.y%3D; b")).toEqual({ a: "1", sid: "x.y=" });
    expect(parseCookies(undefined)).toEqual({});
  });
});

describe.each(drivers)("platform on %s", (driver) => {
  const app = useTestApp(driver);

  it("sends security headers and a nonce-based Content-Security-Policy", async () => {
    const response = await app.fetch("/healthz");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(csp).toContain("object-src 'none'");
    const again = await app.fetch("/healthz");
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("forbids framing of admin paths", async () => {
    const response = await app.fetch("/api/admin/anything");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("rejects cross-site state changes with 403 JSON", async () => {
    for (const headers of <Array<Record<string, string>>>[
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.example" },
      { origin: "null" },
    ]) {
      const response = await app.fetch("/api/cart", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: "{}" });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("lets same-origin and non-browser requests through the CSRF guard", async () => {
    const sameOrigin = await app.fetch("/api/nope", {
      method: "POST",
      headers: { origin: app.baseUrl, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(404);
    const noHeaders = await app.fetch("/api/nope", { method: "DELETE" });
    expect(noHeaders.status).toBe(404);
  });

  it.each([false, true])("sessions: create, find, slide, rotate, destroy, expire (visitor sessions kept in memory: %s)", async (cacheVisitorSessions) => {
    let clock = new Date("2026-11-23T00:00:00Z");
    const sessions = createSessionService(app.services.database.db, { now: () => clock, cacheVisitorSessions });
    const visitor = await sessions.create();
    expect(visitor.id).not.toBe(visitor.token);
    expect((await sessions.find(visitor.token))?.id).toBe(visitor.id);
    expect(await sessions.find("forged-token")).toBeNull();

    const [user] = await app.services.database.db
      .insert(users)
      .values({ username: `session-test-${driver}-${cacheVisitorSessions}`, password: "not-a-real-hash" })
      .returning();
    const admin = await sessions.rotate(visitor, user!.id);
    expect(admin.userId).toBe(user!.id);
    expect(await sessions.find(visitor.token)).toBeNull();
    expect((await sessions.find(admin.token))?.userId).toBe(user!.id);

    clock = new Date(clock.getTime() + 3 * 60 * 60 * 1000);
    expect(await sessions.find(admin.token)).toBeNull();
    expect(await sessions.deleteExpired()).toBeGreaterThanOrEqual(1);

    const other = await sessions.create();
    expect((await sessions.find(other.token))?.id).toBe(other.id);
    await sessions.destroy(other);
    expect(await sessions.find(other.token)).toBeNull();

    // A visitor's 30 days slide with each visit (written at most once a minute) and end without one.
    const shopper = await sessions.create();
    clock = new Date(clock.getTime() + 20 * 24 * 60 * 60 * 1000);
    expect((await sessions.find(shopper.token))?.expiresAt.getTime()).toBe(clock.getTime() + 30 * 24 * 60 * 60 * 1000);
    clock = new Date(clock.getTime() + 29 * 24 * 60 * 60 * 1000);
    expect(await sessions.find(shopper.token)).not.toBeNull();
    clock = new Date(clock.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect(await sessions.find(shopper.token)).toBeNull();
  });

  it("rate limiter counts per key in fixed windows", async () => {
    let clock = new Date("2026-11-23T00:00:00Z");
    const limiter = createRateLimiter(app.services.database.db, () => clock);
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await limiter.hit("test:ip", 5, 60_000)).allowed);
    expect(results).toEqual([true, true, true, true, true, false]);
    expect((await limiter.hit("test:other", 5, 60_000)).allowed).toBe(true);
    clock = new Date(clock.getTime() + 61_000);
    expect(await limiter.hit("test:ip", 5, 60_000)).toMatchObject({ allowed: true, hits: 1 });
    await limiter.reset("test:ip");
    expect((await limiter.hit("test:ip", 5, 60_000)).hits).toBe(1);
  });
});

