import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { consentRecords, contactRequests, notifications, rateLimits } from "../../server/db/schema";
import { drivers, useTestApp } from "./harness";

/** Leads and newsletter sign-ups follow the orders' Idempotency-Key rules (decision 0018). */
const post = (body: unknown, key?: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
  body: JSON.stringify(body),
});

const contact = { fullName: "Lê Thị Lan", phone: "0912345678", needType: "contact", product: "LT-150", message: "Gọi lại giúp tôi" };
const trial = { name: "Phạm Văn Nam", phone: "0987654321", address: "8 Hai Bà Trưng, Hà Nội", message: "Chiều thứ sáu", businessStatus: "Đang kinh doanh", product: "LS-200" };

const forms = [
  { path: "/api/contact-requests", body: contact, other: { ...contact, message: "Một lời nhắn khác" } },
  { path: "/api/trial-requests", body: trial, other: { ...trial, address: "9 Hai Bà Trưng, Hà Nội" } },
] as const;

describe.each(drivers)("Idempotency-Key on the lead forms and the newsletter on %s", (driver) => {
  // Two stored leads per address and window: a replay that counted would hit the limit at once.
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "2", NOTIFY_EMAIL: "shop@example.vn" } });
  const db = () => app.services.database.db;
  const leadCount = async () => (await db().select({ value: count() }).from(contactRequests))[0]!.value;
  const mailCount = async () => (await db().select({ value: count() }).from(notifications))[0]!.value;

  beforeEach(async () => {
    await db().delete(rateLimits);
  });

  it.each(forms)("$path: a retry with the key answers the first id (200, Idempotent-Replayed), stores one lead and one shop e-mail, and is not counted", async ({ path, body }) => {
    const key = `lead-retry-${path.length}-0001`;
    const leadsBefore = await leadCount();
    const mailsBefore = await mailCount();
    const first = await app.fetch(path, post(body, key));
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const mailsPerLead = (await mailCount()) - mailsBefore;
    expect(mailsPerLead).toBeGreaterThanOrEqual(1);

    for (let retry = 0; retry < 5; retry++) {
      const again = await app.fetch(path, post(body, key));
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.json()).toEqual({ id });
    }
    expect(await leadCount()).toBe(leadsBefore + 1);
    expect(await mailCount()).toBe(mailsBefore + mailsPerLead);
    // The five replays spent nothing: the second lead of the window is still accepted.
    expect((await app.fetch(path, post(body, `${key}-next`))).status).toBe(201);
  });

  it.each(forms)("$path: the same key with a different request is a 422 and stores nothing", async ({ path, body, other }) => {
    const key = `lead-reuse-${path.length}-0001`;
    expect((await app.fetch(path, post(body, key))).status).toBe(201);
    const before = await leadCount();
    const reused = await app.fetch(path, post(other, key));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ message: expect.any(String) });
    expect(await leadCount()).toBe(before);
  });

  it("concurrent submits with one key store one lead and all answer its id", async () => {
    const before = await leadCount();
    // As many as the window allows: a submit racing the first one's commit has not seen it yet and is counted.
    const answers = await Promise.all(Array.from({ length: 2 }, () => app.fetch("/api/contact-requests", post(contact, "lead-concurrent-0001"))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    expect(await leadCount()).toBe(before + 1);
  });

  it("a key is per endpoint, a malformed key is a 400, and without a key every submit is a new lead", async () => {
    expect((await app.fetch("/api/contact-requests", post(contact, "lead-endpoint-0001"))).status).toBe(201);
    expect((await app.fetch("/api/trial-requests", post(trial, "lead-endpoint-0001"))).status).toBe(201);
    await db().delete(rateLimits);
    const malformed = await app.fetch("/api/contact-requests", post(contact, "bad key!"));
    expect(malformed.status).toBe(400);
    const before = await leadCount();
    expect((await app.fetch("/api/contact-requests", post(contact))).status).toBe(201);
    expect((await app.fetch("/api/contact-requests", post(contact))).status).toBe(201);
    expect(await leadCount()).toBe(before + 2);
  });

  it("/api/newsletter: a retry answers the first answer without counting; another address under the key is a 422", async () => {
    const signUp = { email: "khach.quen@example.vn", source: "blog" };
    const first = await app.fetch("/api/newsletter", post(signUp, "newsletter-retry-0001"));
    expect(first.status).toBe(201);
    const answer = await first.json();
    expect(answer).toMatchObject({ created: true });
    // Ten sign-ups per address and window: twelve replays would pass the limit if they counted.
    for (let retry = 0; retry < 12; retry++) {
      const again = await app.fetch("/api/newsletter", post(signUp, "newsletter-retry-0001"));
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.json()).toEqual(answer);
    }
    expect((await app.fetch("/api/newsletter", post({ email: "nguoi.khac@example.vn" }, "newsletter-retry-0001"))).status).toBe(422);
    expect((await app.fetch("/api/newsletter", post({ email: "nguoi.moi@example.vn" }, "newsletter-retry-0002"))).status).toBe(201);
    const [{ value }] = (await db().select({ value: count() }).from(consentRecords).where(eq(consentRecords.purpose, "newsletter"))) as [{ value: number }];
    expect(value).toBe(2);
  });
});
