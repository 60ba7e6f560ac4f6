import { connect } from "node:net";
import type { RequestHandler } from "express";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT_MESSAGE } from "#common/validation";
import { contactRequests, orders, products, rateLimits } from "../../server/db/schema";
import { ADMIN_SESSION_TTL_MS } from "../../server/services/staff-and-access/sessions";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, useTestApp, visitor } from "./harness";

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";

const validContact = { fullName: "Nguyễn Thị Hoa", phone: "0912 345 678", needType: "contact", product: "Chưa xác định" };
const validTrial = { name: "Trần Văn Bình", phone: "0987 654 321", address: "12 Lê Lợi, Quận 1", product: "LS-200" };

/** One raw HTTP request, so the Host header can be absent, empty or malformed (fetch would always send one). */
function rawRequest(baseUrl: string, head: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n`));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
    setTimeout(() => socket.end(), 2_000).unref();
  });
}

/**
 * A stand-in for React Router's page handler: it first builds the page's URL from the Host header exactly as
 * @react-router/express does, so a page path shows what a request reaching the renderer would meet.
 */
const pageHandler: RequestHandler = (req, res) => {
  const url = new URL(`${req.protocol}://${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${req.originalUrl}`);
  res.type("text/plain").send(`page for ${url.origin}`);
};

describe.each(drivers)("input hardening on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "3" }, pageHandler });
  let admin: string;

  beforeAll(async () => {
    admin = await app.adminCookie();
  });
  beforeEach(async () => {
    await app.services.database.db.delete(rateLimits);
  });

  const expectFieldRefused = async (response: Response, field: string) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
    expect(body.errors?.[field], JSON.stringify(body)).toContain(UNSTORABLE_TEXT_MESSAGE);
  };

  describe("point 1: NUL and lone surrogates are refused by the shared string rule", () => {
    it("answers 400 with a field message for every kind of user text", async () => {
      for (const bad of [NUL, LONE_SURROGATE]) {
        await expectFieldRefused(await app.fetch("/api/contact-requests", json({ ...validContact, fullName: bad })), "fullName");
        await expectFieldRefused(await app.fetch("/api/contact-requests", json({ ...validContact, message: bad })), "message");
        await expectFieldRefused(await app.fetch("/api/trial-requests", json({ ...validTrial, address: bad })), "address");
        await expectFieldRefused(await app.fetch("/api/newsletter", json({ email: `x${bad}@example.vn` })), "email");
        await expectFieldRefused(await app.fetch("/api/admin/login", json({ username: bad, password: "whatever-123" })), "username");
        const buyer = visitor(app);
        await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } });
        const order = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: { ...BUYER_ADDRESS, address: bad }, total: "18920000" } });
        expect(order.status).toBe(400);
        expect(order.body.errors["address.address"]).toContain(UNSTORABLE_TEXT_MESSAGE);
        const adminJson = (body: unknown) => json(body, { cookie: admin });
        await expectFieldRefused(await app.fetch("/api/admin/blog/posts", adminJson({ title: bad, content: "<p>x</p>" })), "title");
        await expectFieldRefused(await app.fetch("/api/admin/blog/posts", adminJson({ title: "t", content: "<p>x</p>", tags: [bad] })), "tags.0");
        await expectFieldRefused(await app.fetch("/api/admin/blog/categories", adminJson({ name: bad })), "name");
        // A URL cannot carry a lone surrogate (it has no UTF-8 form); NUL it can.
        if (bad === NUL) await expectFieldRefused(await app.fetch(`/api/contact-requests?q=${encodeURIComponent(bad)}`, { headers: { cookie: admin } }), "q");
      }
    });

    it("answers 400 for NUL in slugs and tags of API paths", async () => {
      for (const path of ["/api/blog/posts/slug/%00", "/api/blog/posts/tag/%00", "/api/blog/categories/slug/a%00b"]) {
        const response = await app.fetch(path);
        expect(response.status, path).toBe(400);
        const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
        expect(Object.values(body.errors).flat(), path).toContain(UNSTORABLE_TEXT_MESSAGE);
      }
    });

    it("answers 400 for NUL in every other text path param (session handles, passkey ids, province codes)", async () => {
      for (const [method, path] of [
        ["DELETE", "/api/admin/me/passkeys/%00"],
        ["DELETE", "/api/admin/me/sessions/a%00b"],
        ["GET", "/api/locations/provinces/%00/wards"],
      ] as const) {
        const response = await app.fetch(path, { method, headers: { cookie: admin } });
        expect(response.status, path).toBe(400);
        const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
        expect(Object.values(body.errors).flat(), path).toContain(UNSTORABLE_TEXT_MESSAGE);
      }
    });

    it("does not spend the lead allowance on a refused request", async () => {
      const before = (await app.services.database.db.select().from(contactRequests)).length;
      for (let index = 0; index < 4; index += 1) {
        expect((await app.fetch("/api/contact-requests", json({ ...validContact, fullName: NUL }))).status).toBe(400);
      }
      for (let index = 0; index < 3; index += 1) {
        expect((await app.fetch("/api/contact-requests", json(validContact))).status, `valid request ${index + 1}`).toBe(201);
      }
      expect((await app.services.database.db.select().from(contactRequests)).length).toBe(before + 3);
    });

    it("still stores emoji and Vietnamese text (paired surrogates are fine)", async () => {
      const response = await app.fetch("/api/contact-requests", json({ ...validContact, message: "Quán đẹp ☕🍵 lắm" }));
      expect(response.status).toBe(201);
    });
  });

  describe("point 2: a page request without a usable Host", () => {
    it("answers 400 before rendering", async () => {
      for (const head of [
        "GET / HTTP/1.0",
        "GET / HTTP/1.1\r\nHost: \r\nConnection: close",
        "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close",
        "GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close",
        "GET /blog HTTP/1.1\r\nHost: exa mple.vn:80\r\nConnection: close",
      ]) {
        const answer = await rawRequest(app.baseUrl, head);
        expect(answer.status, head).toBe(400);
        expect(answer.text, head).not.toMatch(/split|TypeError|at .*\(/);
      }
    });

    it("lets a usable Host through to the pages", async () => {
      const port = new URL(app.baseUrl).port;
      for (const host of [`127.0.0.1:${port}`, "localhost", "[::1]:3000", "shop.example.vn"]) {
        const answer = await rawRequest(app.baseUrl, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);
        expect(answer.status, host).toBe(200);
        expect(answer.text).toContain("page for http://");
      }
    });
  });

  describe("point 9: the CSRF check compares scheme, host and port", () => {
    it("refuses an Origin that differs from the site only by scheme or port", async () => {
      const { port } = new URL(app.baseUrl);
      for (const origin of [`https://127.0.0.1:${port}`, `http://127.0.0.1:${Number(port) + 1}`, "https://localhost:3000", "http://localhost:3001"]) {
        const response = await app.fetch("/api/cart", { method: "POST", headers: { origin, "content-type": "application/json" }, body: "{}" });
        expect(response.status, origin).toBe(403);
      }
      for (const origin of [app.baseUrl, "http://localhost:3000"]) {
        const response = await app.fetch("/api/cart", { method: "POST", headers: { origin, "content-type": "application/json" }, body: "{}" });
        expect(response.status, origin).toBe(400);
      }
    });
  });

  describe("point 10: personal pages are not cacheable; the admin cookie ends with the session", () => {
    it("sends private, no-store on order, admin, cart and checkout pages; shared pages are the same with or without a session", async () => {
      for (const path of ["/orders/1", "/orders/1.data", "/admin", "/admin/login", "/admin/orders/3", "/cart", "/checkout"]) {
        const response = await app.fetch(path);
        expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      }
      const shopper = visitor(app);
      await shopper.call("/api/cart", { method: "POST", body: { productId: 1 } });
      for (const path of ["/", "/products", "/blog", "/_root.data"]) {
        const withCart = await app.fetch(path, { headers: { cookie: shopper.cookie()! } });
        const anonymous = await app.fetch(path);
        expect(withCart.headers.get("cache-control"), path).toBe(anonymous.headers.get("cache-control"));
        expect(anonymous.headers.get("cache-control"), path).not.toBe("private, no-store");
      }
    });

    it("gives the administrator's session cookie the 2-hour idle lifetime of the session, renewed while in use", async () => {
      const username = `cookie-${driver}`;
      await app.services.users.create({ username, password: "Mật-khẩu-đủ-dài-2026" });
      const login = await app.fetch("/api/admin/login", json({ username, password: "Mật-khẩu-đủ-dài-2026" }));
      expect(login.status).toBe(200);
      const cookies = login.headers.getSetCookie();
      const sid = cookies.find((cookie) => cookie.startsWith("sid="))!;
      expect(Number(/Max-Age=(\d+)/i.exec(sid)?.[1])).toBeGreaterThan(ADMIN_SESSION_TTL_MS / 1000 - 5);
      expect(Number(/Max-Age=(\d+)/i.exec(sid)?.[1])).toBeLessThanOrEqual(ADMIN_SESSION_TTL_MS / 1000);
      const me = await app.fetch("/api/admin/me", { headers: { cookie: sid.split(";")[0]! } });
      expect(me.status).toBe(200);
      const renewed = me.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="));
      expect(Number(/Max-Age=(\d+)/i.exec(renewed ?? "")?.[1])).toBeGreaterThan(ADMIN_SESSION_TTL_MS / 1000 - 5);
      expect(Number(/Max-Age=(\d+)/i.exec(renewed ?? "")?.[1])).toBeLessThanOrEqual(ADMIN_SESSION_TTL_MS / 1000);
    });
  });

  describe("point 11: the spec's own client total", () => {
    it("accepts String(subtotal * 1.1) with its floating-point tail, and still checks it to ±1 đ", async () => {
      const db = app.services.database.db;
      const [original] = await db.select().from(products).where(eq(products.id, 1));
      await db.update(products).set({ price: 43_800_000, discountPrice: null }).where(eq(products.id, 1));
      try {
        const total = String(43800000 * 1.1);
        expect(total).toBe("48180000.00000001");
        const buyer = visitor(app);
        await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } });
        const wrong = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "48180002.00000001" } });
        expect(wrong.status).toBe(409);
        for (const refused of ["1e8", "-48180000", "48180000.", "Infinity", "48 180 000", "0x2DF2E80"]) {
          const answer = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: refused } });
          expect(answer.status, refused).toBe(400);
        }
        const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total } });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        // The stored decimal itself, as the database holds it (the money column would read it as whole dong).
        const [row] = await db.select({ total: sql<string>`${orders.total}::text` }).from(orders).where(eq(orders.id, placed.body.id));
        expect(row!.total).toBe("48180000.00");
      } finally {
        await db.update(products).set({ price: original!.price, discountPrice: original!.discountPrice }).where(eq(products.id, 1));
      }
    });
  });
});
