import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers, useTestApp } from "./harness";

describe.each(drivers)("POST /api/newsletter on %s", (driver) => {
  const app = useTestApp(driver);

  const post = (body: unknown) =>
    app.fetch("/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  async function count(email: string) {
    const result = await app.services.database.db.execute(
      sql`select count(*)::int as n from consent_records where contact = ${email} and purpose = 'newsletter' and given`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return rows[0]!.n;
  }

  it("stores a new address (201) and a repeat sign-up is a harmless 200 with one row", async () => {
    const first = await post({ email: "  Chu.Quan@Example.VN ", source: "blog" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ created: true, message: expect.stringContaining("Đăng ký thành công") });
    const again = await post({ email: "chu.quan@example.vn", source: "knowledge-recipes" });
    expect(again.status).toBe(200);
    expect((await again.json()).created).toBe(false);
    expect(await count("chu.quan@example.vn")).toBe(1);
  });

  it("concurrent duplicate sign-ups never fail and store one row", async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ email: "dong.thoi@example.vn" })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await count("dong.thoi@example.vn")).toBe(1);
  });

  it.each([{}, { email: "" }, { email: "khong-phai-email" }, { email: "a@b" }, { email: 42 }, { email: `${"a".repeat(250)}@x.vn` }])(
    "rejects %j with 400 and a field error",
    async (body) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      const json = await response.json();
      expect(json.message).toEqual(expect.any(String));
      expect(json.errors.email[0]).toEqual(expect.any(String));
    },
  );

  it("ignores an unknown source instead of failing", async () => {
    const response = await post({ email: "nguon.la@example.vn", source: "<script>" });
    expect(response.status).toBe(201);
    const result = await app.services.database.db.execute(
      sql`select how, channel, notice_version from consent_records where contact = 'nguon.la@example.vn' and purpose = 'newsletter'`,
    );
    // The sign-up is a consent record (issue 45): the form and its source, the web channel, the notice's version.
    expect((result as unknown as { rows: Array<{ how: string; channel: string; notice_version: string }> }).rows[0]).toEqual({
      how: "Đăng ký bản tin (other)",
      channel: "web",
      notice_version: expect.stringMatching(/^2026-11-29\.[0-9a-f]{10}$/),
    });
  });
});

describe.each(drivers)("newsletter rate limit on %s", (driver) => {
  const app = useTestApp(driver);

  it("stores 10 valid sign-ups from one client in 10 minutes, then answers 429; invalid ones do not count", async () => {
    const post = (email: string) =>
      app.fetch("/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
    for (let i = 0; i < 3; i++) expect((await post("khong-hop-le")).status).toBe(400);
    for (let i = 1; i <= 10; i++) expect((await post(`khach${i}@example.vn`)).status, `sign-up ${i}`).toBe(201);
    const blocked = await post("khach11@example.vn");
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: "Bạn đã đăng ký quá nhiều lần, vui lòng thử lại sau ít phút." });
  });
});
