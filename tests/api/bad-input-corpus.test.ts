import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, useTestApp } from "./harness";

/**
 * The bad-input corpus: malformed, hostile and oversized requests to every API route (server/api). Each must
 * get a 4xx JSON answer with a message and without a stack trace or SQL text, and none may change stored data.
 * One app per driver; the requests run one after another.
 */

const WEBHOOK_SECRET = "corpus-webhook-secret-0123456789";

interface Case {
  name: string;
  method: string;
  path: string;
  /** A JSON value (sent as JSON) or raw text (sent with `contentType`). */
  body?: unknown;
  raw?: string;
  contentType?: string;
  admin?: boolean;
  headers?: Record<string, string>;
}

type Body = Record<string, unknown>;

/** Routes that take a JSON body, with a body valid in shape (the corpus breaks one thing at a time). */
const BODY_ROUTES: Array<{ method: string; path: string; valid: Body; fields: string[]; required: string[]; admin?: boolean; headers?: Record<string, string> }> = [
  { method: "POST", path: "/api/cart", valid: { productId: 1, quantity: 1 }, fields: ["productId", "quantity"], required: ["productId"] },
  { method: "PUT", path: "/api/cart/1", valid: { quantity: 1 }, fields: ["quantity"], required: ["quantity"] },
  {
    method: "POST",
    path: "/api/orders",
    valid: { acceptTerms: true, address: BUYER_ADDRESS, total: "18920000", paymentMethod: "cod" },
    fields: ["address", "total", "paymentMethod", "items"], required: ["address", "total"],
  },
  {
    method: "POST",
    path: "/api/contact-requests",
    valid: { fullName: "Nguyễn Thị Hoa", phone: "0912345678", needType: "contact", product: "LS-200", message: "Tư vấn" },
    fields: ["fullName", "phone", "needType", "product", "message", "address", "businessStatus"], required: ["fullName", "phone", "needType", "product"],
  },
  {
    method: "POST",
    path: "/api/trial-requests",
    valid: { name: "Trần Văn Bình", phone: "0987654321", address: "12 Lê Lợi", product: "LS-200" },
    fields: ["name", "phone", "address", "message", "product"], required: ["name", "phone", "address"],
  },
  { method: "POST", path: "/api/newsletter", valid: { email: "doc-gia@example.vn", source: "blog" }, fields: ["email"], required: ["email"] },
  // A browser's user agent: the collector ignores bots (and `node` is one) before it reads the event.
  {
    method: "POST",
    path: "/api/analytics/events",
    valid: { type: "pageview", path: "/" },
    fields: ["type", "path"],
    required: ["type", "path"],
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" },
  },
  { method: "POST", path: "/api/admin/login", valid: { username: "nobody", password: "wrong-password-1" }, fields: ["username", "password"], required: ["username", "password"] },
  { method: "PUT", path: "/api/contact-requests/1/status", valid: { status: "contacted" }, fields: ["status"], required: ["status"], admin: true },
  { method: "PUT", path: "/api/admin/orders/1/status", valid: { status: "confirmed" }, fields: ["status"], required: ["status"], admin: true },
  { method: "PUT", path: "/api/admin/orders/1/payment-status", valid: { paymentStatus: "paid" }, fields: ["paymentStatus"], required: ["paymentStatus"], admin: true },
  { method: "POST", path: "/api/admin/bank-transfers/1/assign", valid: { orderId: 1 }, fields: ["orderId"], required: ["orderId"], admin: true },
  {
    method: "POST",
    path: "/api/admin/bank-statements/preview",
    valid: { csv: "Ngày,Số tiền,Nội dung\n01/11/2026,100000,DH1" },
    fields: ["csv", "columns"], required: ["csv"],
    admin: true,
  },
  {
    method: "POST",
    path: "/api/admin/bank-statements/import",
    valid: { csv: "Ngày,Số tiền,Nội dung\n01/11/2026,100000,DH1", columns: { headerRow: 0, date: 0, amount: 1, note: 2 } },
    fields: ["csv", "columns"], required: ["csv", "columns"],
    admin: true,
  },
  {
    method: "POST",
    path: "/api/admin/blog/posts",
    valid: { title: "Bài thử", content: "<p>Nội dung</p>", tags: ["trà"], isPublished: false },
    fields: ["title", "content", "tags", "isPublished", "categoryIds", "slug"], required: ["title", "content"],
    admin: true,
  },
  {
    method: "PUT",
    path: "/api/admin/blog/posts/1",
    valid: { title: "Bài thử", content: "<p>Nội dung</p>", isPublished: false },
    fields: ["title", "content", "isPublished"], required: ["title", "content"],
    admin: true,
  },
  { method: "POST", path: "/api/admin/blog/categories", valid: { name: "Chuyên mục thử" }, fields: ["name", "slug", "description"], required: ["name"], admin: true },
  { method: "PUT", path: "/api/admin/blog/categories/1", valid: { name: "Chuyên mục thử" }, fields: ["name", "description"], required: ["name"], admin: true },
];

/** Routes with an id in the path (every method they answer). */
const ID_ROUTES: Array<{ method: string; path: (id: string) => string; admin?: boolean; body?: Body }> = [
  { method: "GET", path: (id) => `/api/products/${id}` },
  { method: "GET", path: (id) => `/api/products/category/${id}` },
  { method: "PUT", path: (id) => `/api/cart/${id}`, body: { quantity: 1 } },
  { method: "DELETE", path: (id) => `/api/cart/${id}` },
  { method: "GET", path: (id) => `/api/orders/${id}` },
  { method: "GET", path: (id) => `/api/blog/posts/${id}` },
  { method: "GET", path: (id) => `/api/blog/posts/${id}/categories` },
  { method: "GET", path: (id) => `/api/blog/categories/${id}/posts` },
  { method: "PUT", path: (id) => `/api/contact-requests/${id}/status`, admin: true, body: { status: "contacted" } },
  { method: "GET", path: (id) => `/api/admin/orders/${id}`, admin: true },
  { method: "PUT", path: (id) => `/api/admin/orders/${id}/status`, admin: true, body: { status: "confirmed" } },
  { method: "GET", path: (id) => `/api/admin/orders/${id}/bank-transfers`, admin: true },
  { method: "POST", path: (id) => `/api/admin/bank-transfers/${id}/assign`, admin: true, body: { orderId: 1 } },
  { method: "GET", path: (id) => `/api/admin/blog/posts/${id}`, admin: true },
  { method: "DELETE", path: (id) => `/api/admin/blog/posts/${id}`, admin: true },
  { method: "DELETE", path: (id) => `/api/admin/blog/categories/${id}`, admin: true },
];

const BAD_IDS = ["0", "-1", "1.5", "99999999999999999999", "2147483648", "1e3", "0x10", "abc", "%00", "1%20OR%201%3D1"];
const TRAVERSALS = ["..%2F..%2Fetc%2Fpasswd", "%2e%2e%2f%2e%2e%2f", "....%2F%2F", "..%5C..%5Cwindows"];
const TEXT_PATHS = ["/api/blog/posts/slug/", "/api/blog/posts/tag/", "/api/blog/categories/slug/"];

/** A JSON text nested `depth` arrays deep. */
const deepJson = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

function buildCorpus(): Case[] {
  const cases: Case[] = [];
  const megabyte = "x".repeat(1024 * 1024 + 16);
  for (const route of BODY_ROUTES) {
    const base = { method: route.method, path: route.path, admin: route.admin, headers: route.headers };
    const label = `${route.method} ${route.path}`;
    cases.push({ ...base, name: `${label}: invalid JSON`, raw: '{"a":', contentType: "application/json" });
    cases.push({ ...base, name: `${label}: JSON with a trailing comma`, raw: '{"a":1,}', contentType: "application/json" });
    cases.push({ ...base, name: `${label}: empty object`, body: {} });
    cases.push({ ...base, name: `${label}: an array instead of an object`, body: [route.valid] });
    cases.push({ ...base, name: `${label}: a bare string`, body: "hello" });
    cases.push({ ...base, name: `${label}: form-encoded body`, raw: "a=1&b=2", contentType: "application/x-www-form-urlencoded" });
    cases.push({ ...base, name: `${label}: text/plain JSON`, raw: JSON.stringify({}), contentType: "text/plain" });
    cases.push({ ...base, name: `${label}: deep arrays`, raw: deepJson(5000), contentType: "application/json" });
    cases.push({ ...base, name: `${label}: deep objects`, raw: deepObject(3000), contentType: "application/json" });
    cases.push({ ...base, name: `${label}: 1 MB string`, body: { ...route.valid, [route.fields[0]!]: megabyte } });
    cases.push({ ...base, name: `${label}: __proto__ key in place of the fields`, raw: '{"__proto__":{"isAdmin":true,"status":"paid"}}', contentType: "application/json" });
    for (const field of route.fields) {
      const without: Body = { ...route.valid };
      delete without[field];
      if (route.required.includes(field)) {
        cases.push({ ...base, name: `${label}: missing ${field}`, body: without });
      }
      cases.push({ ...base, name: `${label}: ${field} as an object with __proto__`, raw: JSON.stringify({ ...route.valid, [field]: "PLACEHOLDER" }).replace('"PLACEHOLDER"', '{"__proto__":{"x":1}}'), contentType: "application/json" });
      cases.push({ ...base, name: `${label}: ${field} as a huge number`, body: { ...route.valid, [field]: 1e308 } });
      cases.push({ ...base, name: `${label}: ${field} with NUL`, body: { ...route.valid, [field]: "a\u0000b" } });
      cases.push({ ...base, name: `${label}: ${field} with a lone surrogate`, body: { ...route.valid, [field]: "a\ud800b" } });
    }
  }
  for (const route of ID_ROUTES) {
    for (const id of [...BAD_IDS, ...TRAVERSALS]) {
      cases.push({ name: `${route.method} ${route.path(id)}`, method: route.method, path: route.path(id), admin: route.admin, body: route.body });
    }
  }
  for (const prefix of TEXT_PATHS) {
    // A tag no post has is an empty list (200), whatever it spells; traversal only means something for slugs.
    const values = ["%00", "a%00b", "%E0%A4%A", "x".repeat(600), ...(prefix.includes("/tag/") ? [] : TRAVERSALS)];
    for (const value of values) {
      cases.push({ name: `GET ${prefix}${value.slice(0, 30)}`, method: "GET", path: `${prefix}${value}` });
    }
  }
  cases.push(
    { name: "GET /api/contact-requests?q=NUL", method: "GET", path: "/api/contact-requests?q=%00", admin: true },
    { name: "GET /api/contact-requests?page=-1", method: "GET", path: "/api/contact-requests?page=-1", admin: true },
    { name: "GET /api/contact-requests?pageSize=1e9", method: "GET", path: "/api/contact-requests?pageSize=1000000000", admin: true },
    { name: "GET /api/contact-requests?status=bogus", method: "GET", path: "/api/contact-requests?status=bogus", admin: true },
    { name: "GET /api/contact-requests/export.csv?q=NUL", method: "GET", path: "/api/contact-requests/export.csv?q=%00", admin: true },
    // PostgreSQL refuses NUL in text: a search holding one is a 400, never a failed query.
    { name: "GET /api/admin/orders?q=NUL", method: "GET", path: "/api/admin/orders?q=%00", admin: true },
    { name: "GET /api/admin/orders?q=a NUL b", method: "GET", path: "/api/admin/orders?q=a%00b", admin: true },
    { name: "GET /api/admin/orders?format=csv&q=NUL", method: "GET", path: "/api/admin/orders?format=csv&q=%00", admin: true },
    { name: "GET /api/admin/machines?q=NUL", method: "GET", path: "/api/admin/machines?q=%00", admin: true },
    { name: "GET /api/contact-requests without a session", method: "GET", path: "/api/contact-requests" },
    { name: "GET /api/admin/me without a session", method: "GET", path: "/api/admin/me" },
    { name: "GET /api/admin/orders without a session", method: "GET", path: "/api/admin/orders" },
    { name: "GET /api/admin/blog/posts without a session", method: "GET", path: "/api/admin/blog/posts" },
    { name: "GET /api/admin/bank-transfers without a session", method: "GET", path: "/api/admin/bank-transfers" },
    { name: "GET /api/admin/blog/categories without a session", method: "GET", path: "/api/admin/blog/categories" },
    { name: "GET /api/admin/blog/analytics without a session", method: "GET", path: "/api/admin/blog/analytics" },
    { name: "GET /api/admin/analytics/funnel without a session", method: "GET", path: "/api/admin/analytics/funnel" },
    { name: "POST /api/orders with a NUL Idempotency-Key", method: "POST", path: "/api/orders", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "1" }, headers: { "idempotency-key": "abcdefgh%00" } },
    { name: "POST /api/orders with a traversal Idempotency-Key", method: "POST", path: "/api/orders", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "1" }, headers: { "idempotency-key": "../../../../etc/passwd" } },
    { name: "POST /api/orders with a negative total", method: "POST", path: "/api/orders", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "-1" } },
    { name: "POST /api/orders with a total in exponent form", method: "POST", path: "/api/orders", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "1e7" } },
    { name: "POST /api/orders with an Infinity total", method: "POST", path: "/api/orders", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "Infinity" } },
    { name: "POST /api/orders with 101 items", method: "POST", path: "/api/orders", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "1", items: Array.from({ length: 101 }, () => ({ productId: 1, quantity: 1 })) } },
    { name: "POST /api/cart with quantity 0", method: "POST", path: "/api/cart", body: { productId: 1, quantity: 0 } },
    { name: "POST /api/cart with quantity -3", method: "POST", path: "/api/cart", body: { productId: 1, quantity: -3 } },
    { name: "POST /api/cart with quantity 1.5", method: "POST", path: "/api/cart", body: { productId: 1, quantity: 1.5 } },
    { name: "POST /api/cart with quantity 1e9", method: "POST", path: "/api/cart", body: { productId: 1, quantity: 1e9 } },
    { name: "POST /api/cart with quantity as text", method: "POST", path: "/api/cart", body: { productId: 1, quantity: "2" } },
    { name: "POST /api/cart with a negative productId", method: "POST", path: "/api/cart", body: { productId: -1 } },
    { name: "POST /api/cart with a float productId", method: "POST", path: "/api/cart", body: { productId: 1.5 } },
    { name: "POST /api/cart with a huge productId", method: "POST", path: "/api/cart", body: { productId: 2 ** 53 } },
    { name: "POST /api/cart with an unknown productId", method: "POST", path: "/api/cart", body: { productId: 2147483647 } },
    { name: "POST /api/admin/uploads as text/plain", method: "POST", path: "/api/admin/uploads", raw: "not an image", contentType: "text/plain", admin: true },
    { name: "POST /api/admin/uploads as SVG", method: "POST", path: "/api/admin/uploads", raw: "<svg onload=alert(1)>", contentType: "image/svg+xml", admin: true },
    { name: "POST /api/admin/uploads as a PNG that is not one", method: "POST", path: "/api/admin/uploads", raw: "<script>alert(1)</script>", contentType: "image/png", admin: true },
    { name: "POST bank notification without credentials", method: "POST", path: "/api/payments/bank-notifications", body: { id: 1 } },
    { name: "POST bank notification with a wrong key", method: "POST", path: "/api/payments/bank-notifications", body: { id: 1 }, headers: { authorization: "Apikey wrong-wrong-wrong-wrong" } },
    { name: "POST bank notification, invalid JSON", method: "POST", path: "/api/payments/bank-notifications", raw: '{"id":', contentType: "application/json", headers: { authorization: `Apikey ${WEBHOOK_SECRET}` } },
    { name: "POST bank notification, wrong types", method: "POST", path: "/api/payments/bank-notifications", body: { id: -1, transferAmount: "much", transferType: 7 }, headers: { authorization: `Apikey ${WEBHOOK_SECRET}` } },
    { name: "POST bank notification, NUL in content", method: "POST", path: "/api/payments/bank-notifications", body: { id: 5, gateway: "VCB", transactionDate: "2026-11-01 10:00:00", accountNumber: "0011004455667", transferType: "in", transferAmount: 1000, content: "DH1\u0000", referenceCode: "x\u0000" }, headers: { authorization: `Apikey ${WEBHOOK_SECRET}` } },
    { name: "GET /api/no/such/route", method: "GET", path: "/api/no/such/route" },
    { name: "GET /api/blog/posts/%2e%2e%2fslug", method: "GET", path: "/api/blog/posts/%2e%2e%2fslug" },
  );
  return cases;
}

/** Row counts of every table that holds the shop's data (rate-limit windows and the daily analytics salt are bookkeeping). */
async function rowCounts(db: { execute(query: ReturnType<typeof sql.raw>): Promise<unknown> }): Promise<Record<string, number>> {
  const tables = (await db.execute(sql.raw(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'analytics_salts') order by table_name",
  ))) as { rows: Array<{ table_name: string }> };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as { rows: Array<{ n: number }> };
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}

const LEAK = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|insert into|violates|syntax error|invalid byte sequence|postgres|pglite|drizzle|ZodError|TypeError|stack/i;

describe.each(drivers)("bad-input corpus on %s", (driver) => {
  const app = useTestApp(driver, { env: { BANK_WEBHOOK_SECRET: WEBHOOK_SECRET, LEAD_RATE_LIMIT: "100000" } });
  const corpus = buildCorpus();
  let adminCookie: string;

  beforeAll(async () => {
    adminCookie = await app.adminCookie();
  });

  it(`holds at least 200 requests across every API route (${corpus.length})`, () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
  });

  it("answers every one with a 4xx JSON message, no stack or SQL text, and changes nothing", async () => {
    const db = app.services.database.db as unknown as Parameters<typeof rowCounts>[0];
    const before = await rowCounts(db);
    const failures: string[] = [];
    for (const request of corpus) {
      const headers: Record<string, string> = { ...request.headers };
      let body: string | undefined;
      if (request.raw !== undefined) {
        body = request.raw;
        headers["content-type"] = request.contentType ?? "application/json";
      } else if (request.body !== undefined) {
        body = JSON.stringify(request.body);
        headers["content-type"] = "application/json";
      }
      if (request.admin) headers.cookie = adminCookie;
      const response = await app.fetch(request.path, { method: request.method, headers, body });
      const text = await response.text();
      const problems: string[] = [];
      if (response.status < 400 || response.status >= 500) problems.push(`status ${response.status}`);
      if (!/application\/json/.test(response.headers.get("content-type") ?? "")) problems.push(`content-type ${response.headers.get("content-type")}`);
      let message: unknown;
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        problems.push("not JSON");
      }
      if (typeof message !== "string" || message.length === 0) problems.push("no message");
      if (LEAK.test(text)) problems.push(`leaks internals: ${text.slice(0, 200)}`);
      if (problems.length) failures.push(`${request.name} → ${problems.join(", ")} ${text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(db)).toEqual(before);
  });
});

/** A buyer's details, as their order page would show them. */
const BUYER_NAME = "Nguyễn Văn Khách Riêng";

/**
 * A stand-in for React Router's handler that matches as it does — the URL resolved (dot segments, `%2e`), path
 * letters compared without case, a trailing slash ignored, percent-encoding decoded — and renders the buyer's
 * name on an order page, so any variant of a personal path that reaches it would leak the name.
 */
const orderPagesAsReactRouterMatches: RequestHandler = (req, res) => {
  const path = decodeURIComponent(new URL(req.originalUrl, "http://page").pathname).toLowerCase().replace(/\/+$/, "");
  const personal = /^\/orders\/[^/]+$/.test(path) || /^\/(cart|checkout|admin)(\/|$)/.test(path);
  res.type("html").send(`<!doctype html><html><body><h1>${personal ? BUYER_NAME : "Trang chung"}</h1>${"<p>Máy pha trà.</p>".repeat(40)}</body></html>`);
};

/** A GET sent with its path exactly as written (fetch would resolve `..` and `//` before sending). */
function getAsWritten(baseUrl: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    httpRequest({ hostname, port, path, method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
    })
      .on("error", reject)
      .end();
  });
}

describe.each(drivers)("spellings of personal pages on %s", (driver) => {
  const app = useTestApp(driver, { pageHandler: orderPagesAsReactRouterMatches, cachePages: true });
  const variants = [
    "/orders/7?t=abc",
    "/orders/7/?t=abc",
    "/ORDERS/7?t=abc",
    "/Orders/7?t=abc",
    "/%6frders/7?t=abc",
    "/%6Frders/7?t=abc",
    "//orders/7?t=abc",
    "/orders//7?t=abc",
    "/blog/../orders/7?t=abc",
    "/blog/%2e%2e/orders/7?t=abc",
    "/orders/7.?t=abc",
    "/CART",
    "/cart/",
    "/Checkout",
    "/%61dmin/orders",
    "/ADMIN/orders/3",
  ];

  it("answers each private, no-store or with a redirect, never shared, and never keeps one", async () => {
    for (const variant of variants) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await getAsWritten(app.baseUrl, variant);
        const body = response.body;
        const cacheControl = String(response.headers["cache-control"] ?? "");
        expect(response.headers["x-page-cache"], variant).not.toBe("hit");
        if (response.status === 301) {
          expect(body, variant).not.toContain(BUYER_NAME);
          expect(response.headers.location, variant).toMatch(/^\/(?!\/)/);
          continue;
        }
        if (body.includes(BUYER_NAME)) expect(cacheControl, variant).toBe("private, no-store");
        expect(cacheControl, variant).not.toMatch(/public|s-maxage/);
      }
    }
  });

  it("sends a needlessly different spelling of a page to the one canonical path; a path with dot segments is not found", async () => {
    const cases: Array<[string, string]> = [
      ["/orders/7/?t=abc", "/orders/7?t=abc"],
      ["/ORDERS/7?t=abc", "/orders/7?t=abc"],
      ["/%6frders/7?t=abc", "/orders/7?t=abc"],
      ["/Products/2", "/products/2"],
      ["/products/", "/products"],
    ];
    for (const [variant, canonical] of cases) {
      const response = await getAsWritten(app.baseUrl, variant);
      expect(response.status, variant).toBe(301);
      expect(response.headers.location, variant).toBe(canonical);
    }
    for (const probe of ["/blog/../orders/7", "/blog/%2e%2e/orders/7", "/documents/../package.json", "/./products", "//orders/7", "/orders//7"]) {
      const response = await getAsWritten(app.baseUrl, probe);
      expect(response.status, probe).toBe(404);
      expect(response.body, probe).not.toContain(BUYER_NAME);
    }
    const canonical = await app.fetch("/products", { redirect: "manual" });
    expect(canonical.status).toBe(200);
  });
});
