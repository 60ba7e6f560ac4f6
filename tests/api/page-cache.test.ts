import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { request } from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products } from "../../server/db/schema";
import { loadConfig } from "../../server/config";
import { pageLoadContext } from "../../server/page-context";
import { drivers, getJson, startTestApp, useTestApp, visitor, type TestApp } from "./harness";

const INLINE_SCRIPT = "window.__pageData = { ok: true };";

/**
 * A stand-in for React Router's handler that does what the real one does with shared state: reads the public
 * content (the blog categories) from the services on every render, and writes an inline script with the
 * request's nonce, if it has one.
 */
function pageHandlerOf(app: () => TestApp): RequestHandler & { renders: number } {
  const render: RequestHandler = async (req, res) => {
    handler.renders += 1;
    const categories = await app().services.blog.listCategories();
    const ls250 = await app().services.catalog.getProduct(4);
    const nonce = res.locals.cspNonce ? ` nonce="${res.locals.cspNonce}"` : "";
    res
      .type("html")
      .send(
        // Longer than compression's threshold, as real pages are: compressed on the way out, kept all the same.
        `<!doctype html><html><body><h1>${req.path}</h1><p>${"Máy pha trà tự động cho quán. ".repeat(60)}</p><ul>${categories.map((category) => `<li>${category.name}</li>`).join("")}</ul><p>Giá LS-250: ${ls250.price}</p>` +
          `<script${nonce}>${INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"Product"}</script></body></html>`,
      );
  };
  const handler = Object.assign(render, { renders: 0 });
  return handler;
}

/** A GET with exactly these headers, body as sent (fetch would decode it and add its own cache headers). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

async function createCategory(app: TestApp, cookie: string, name: string) {
  const response = await app.fetch("/api/admin/blog/categories", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
}

describe.each(drivers)("the anonymous page cache on %s", (driver) => {
  const pageHandler = pageHandlerOf(() => app);
  const app = useTestApp(driver, { pageHandler, cachePages: true });

  it("answers two visitors without a session with the same bytes from one render, publicly cacheable, CSP by hashes", async () => {
    const before = pageHandler.renders;
    const first = await app.fetch("/products/2?b=2&a=1");
    const firstBody = Buffer.from(await first.arrayBuffer());
    const second = await app.fetch("/products/2?a=1&b=2", { headers: { "accept-encoding": "gzip" } });
    const secondBody = Buffer.from(await second.arrayBuffer());

    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(pageHandler.renders - before).toBe(1);
    expect(secondBody.equals(firstBody)).toBe(true);
    for (const response of [first, second]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      expect(response.headers.get("set-cookie")).toBeNull();
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain(`script-src 'self' ${sha256(INLINE_SCRIPT)}`);
      expect(policy).not.toMatch(/nonce-|unsafe-inline'[^;]*;style/);
    }
    expect(firstBody.toString()).not.toContain("nonce=");
  });

  it("sends the kept brotli or gzip bytes by Accept-Encoding, and 304 to a browser holding the same copy", async () => {
    const rendered = await (await app.fetch("/about")).text();
    const br = await rawGet(`${app.baseUrl}/about`, { "accept-encoding": "gzip, br" });
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(rendered);
    const gz = await rawGet(`${app.baseUrl}/about`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(rendered);
    const plain = await rawGet(`${app.baseUrl}/about`, {});
    expect(plain.body.toString()).toBe(rendered);

    const revalidated = await rawGet(`${app.baseUrl}/about`, { "if-none-match": String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it("serves a visitor with a cart the same bytes as a visitor without one, from one render, without Set-Cookie", async () => {
    const buyer = visitor(app);
    const added = await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
    expect(added.status).toBeLessThan(300);
    const cookie = buyer.cookie()!;
    const before = pageHandler.renders;
    const anonymous = await app.fetch("/products/3");
    const withCart = await app.fetch("/products/3", { headers: { cookie } });
    expect(pageHandler.renders - before).toBe(1);
    expect(Buffer.from(await withCart.arrayBuffer()).equals(Buffer.from(await anonymous.arrayBuffer()))).toBe(true);
    expect(withCart.headers.get("x-page-cache")).toBe("hit");
    for (const response of [anonymous, withCart]) {
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    }
  });

  it("answers a kept page before the session, logging and compression run, with the headers the render sent", async () => {
    const rendered = await app.fetch("/products/4");
    const kept = await app.fetch("/products/4", { headers: { cookie: "sid=not-a-real-session" } });
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy", "cross-origin-opener-policy", "content-type", "cache-control"]) {
      expect(kept.headers.get(name), name).toBe(rendered.headers.get(name));
      expect(kept.headers.get(name), name).not.toBeNull();
    }
    expect(kept.headers.get("set-cookie")).toBeNull();
  });

  it("never keeps the personal pages, even for a visitor without a session", async () => {
    for (const path of ["/cart", "/checkout", "/orders/123", "/quotes/a-buyers-private-quote-token", "/admin/orders", "/service/a-private-request-token", "/maintenance/opt-out?t=x"]) {
      const response = await app.fetch(path);
      expect(response.headers.get("x-page-cache"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("shows an administrator's price change on the very next request of a visitor with a cart", async () => {
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 4, quantity: 1 } });
    const cookie = buyer.cookie()!;
    await app.fetch("/products/4");
    expect((await app.fetch("/products/4", { headers: { cookie } })).headers.get("x-page-cache")).toBe("hit");

    const admin = await app.adminCookie();
    const current = (await (await app.fetch("/api/admin/products/4", { headers: { cookie: admin } })).json()) as { price: number };
    const changed = await app.fetch("/api/admin/products/4", {
      method: "PUT",
      headers: { cookie: admin, "content-type": "application/json" },
      body: JSON.stringify({ ...current, price: current.price + 1_000_000 }),
    });
    expect(changed.status).toBe(200);

    const next = await app.fetch("/products/4", { headers: { cookie } });
    expect(await next.text()).toContain(`Giá LS-250: ${current.price + 1_000_000}`);
  });

  it("shows an administrator's change on the very next anonymous request", async () => {
    const admin = await app.adminCookie();
    const stale = await (await app.fetch("/blog/categories-view")).text();
    expect((await app.fetch("/blog/categories-view")).headers.get("x-page-cache")).toBe("hit");
    expect(stale).not.toContain("Chuyên mục mới của chủ quán");

    await createCategory(app, admin, "Chuyên mục mới của chủ quán");

    const fresh = await app.fetch("/blog/categories-view");
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(await fresh.text()).toContain("Chuyên mục mới của chủ quán");
  });
});

describe.each(drivers)("the in-memory catalogue on %s", (driver) => {
  const app = useTestApp(driver);

  it("is read once and kept until a catalogue change is announced", async () => {
    const db = app.services.database.db;
    const before = await app.services.catalog.getProduct(1);
    await db.update(products).set({ price: 12_345_000 }).where(eq(products.id, 1));
    try {
      expect((await app.services.catalog.getProduct(1)).price).toBe(before.price);
      app.services.publicContent.publicContentChanged({ kind: "catalog" });
      expect((await app.services.catalog.getProduct(1)).price).toBe(12_345_000);
      expect((await getJson(app, "/api/products")).body.find((product: { id: number }) => product.id === 1).price).toBe(12_345_000);
    } finally {
      await db.update(products).set({ price: before.price }).where(eq(products.id, 1));
      app.services.publicContent.publicContentChanged({ kind: "catalog" });
    }
  });
});

describe.runIf(drivers.includes("postgres"))("two processes on one PostgreSQL database", () => {
  let second: TestApp | null = null;
  const firstPages = pageHandlerOf(() => first);
  const secondPages = pageHandlerOf(() => second!);
  const first = useTestApp("postgres", { pageHandler: firstPages, cachePages: true });
  afterAll(async () => {
    await second?.close();
  });

  it("empties the other process's cache when one of them changes public content (LISTEN/NOTIFY)", async () => {
    second = await startTestApp("postgres", { pageHandler: secondPages, cachePages: true, databaseUrl: first.databaseUrl });
    const admin = await first.adminCookie();
    await second.fetch("/blog");
    expect((await second.fetch("/blog")).headers.get("x-page-cache")).toBe("hit");

    await createCategory(first, admin, "Tin từ tiến trình khác");

    await expect
      .poll(async () => (await second!.fetch("/blog")).text(), { timeout: 5_000, interval: 50 })
      .toContain("Tin từ tiến trình khác");
  });

  it("drops the other process's in-memory catalogue when one of them announces a catalogue change", async () => {
    const db = first.services.database.db;
    const before = await second!.services.catalog.getProduct(2);
    await db.update(products).set({ price: 23_456_000, discountPrice: null }).where(eq(products.id, 2));
    first.services.publicContent.publicContentChanged({ kind: "catalog" });
    await expect.poll(async () => (await second!.services.catalog.getProduct(2)).price, { timeout: 5_000, interval: 50 }).toBe(23_456_000);
    expect(before.price).not.toBe(23_456_000);
  });
});

describe("the client build's files", () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "client-build-"));
  const script = "export const greeting = 'xin chào';\n".repeat(200);
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "app.js"), script);
  writeFileSync(path.join(clientDir, "assets", "entry-Ab12.js"), script);
  // Twins that are not what on-the-fly compression would produce, so the test sees which bytes were sent.
  const brotliTwin = brotliCompressSync(`${script}// from the brotli twin\n`);
  const gzipTwin = gzipSync(`${script}// from the gzip twin\n`);
  for (const file of ["app.js", "assets/entry-Ab12.js"]) {
    writeFileSync(path.join(clientDir, `${file}.br`), brotliTwin);
    writeFileSync(path.join(clientDir, `${file}.gz`), gzipTwin);
  }
  const app = useTestApp("pglite", { clientBuildDir: clientDir });

  it.each(["/app.js", "/assets/entry-Ab12.js"])("%s: the brotli twin to a browser that takes br, the gzip twin to one that takes only gzip", async (file) => {
    const raw = (encoding: string) => rawGet(`${app.baseUrl}${file}`, { "accept-encoding": encoding });
    const br = await raw("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.equals(brotliTwin)).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toContain("from the brotli twin");

    const gz = await raw("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("from the gzip twin");

    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("caches the fingerprinted assets for a year and answers a revalidation with 304", async () => {
    const first = await rawGet(`${app.baseUrl}/assets/entry-Ab12.js`, { "accept-encoding": "br" });
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["content-type"]).toMatch(/^text\/javascript/);
    const again = await rawGet(`${app.baseUrl}/assets/entry-Ab12.js`, { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect((await rawGet(`${app.baseUrl}/assets/missing-1234.js`, {})).status).toBe(404);
  });
});

describe.each(drivers)("a shared page whose render reads the session after all on %s", (driver) => {
  /** A route that says it may be shared (`/about`) but whose loader reads the visitor's session. */
  const sessionReadingPage: RequestHandler = async (req, res) => {
    const context = pageLoadContext(app.services, loadConfig({ NODE_ENV: "test" }))(req, res);
    const session = await context.session.current();
    res.type("html").send(`<!doctype html><html><body><p>${session ? "Xin chào khách quen" : "Xin chào"}</p>${"<p>Máy pha.</p>".repeat(40)}</body></html>`);
  };
  const app = useTestApp(driver, { pageHandler: sessionReadingPage, cachePages: true });

  it("is sent private, no-store and never kept", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.fetch("/about");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-page-cache")).not.toBe("hit");
    }
  });
});

describe.each(drivers)("the cart count cookie on %s", (driver) => {
  const app = useTestApp(driver);
  const countOf = (setCookies: string[]) => {
    const cookie = setCookies.find((value) => value.startsWith("cart_count="));
    return cookie ? { value: Number(/^cart_count=(\d+)/.exec(cookie)?.[1]), httpOnly: /HttpOnly/i.test(cookie) } : null;
  };

  it("follows every cart write, readable by the page's script, and drops to 0 when the order takes the cart", async () => {
    const buyer = visitor(app);
    const added = await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 2 } });
    expect(countOf(added.headers.getSetCookie())).toEqual({ value: 2, httpOnly: false });
    const second = await buyer.call("/api/cart", { method: "POST", body: { productId: 2, quantity: 1 } });
    expect(countOf(second.headers.getSetCookie())?.value).toBe(3);
    const lines = (await buyer.call("/api/cart")).body as Array<{ id: number; productId: number }>;
    const first = lines.find((line) => line.productId === 1)!;
    const changed = await buyer.call(`/api/cart/${first.id}`, { method: "PUT", body: { quantity: 1 } });
    expect(countOf(changed.headers.getSetCookie())?.value).toBe(2);
    const removed = await buyer.call(`/api/cart/${first.id}`, { method: "DELETE" });
    expect(countOf(removed.headers.getSetCookie())?.value).toBe(1);
    const cleared = await buyer.call("/api/cart", { method: "DELETE" });
    expect(countOf(cleared.headers.getSetCookie())?.value).toBe(0);
  });
});
