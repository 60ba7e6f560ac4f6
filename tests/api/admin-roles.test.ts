import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API_ACCESS, FORBIDDEN_MESSAGE, PUBLIC, ROLES, type Role } from "#common/admin-access";
import { createApiRouter } from "../../server/api";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";
import { adminRoutes } from "./support/api-routes";

/** Entries for routes another piece of work adds (store settings); listed ahead so its merge needs no map change. */
const COMING_ROUTES = new Set(["GET /api/admin/settings", "PUT /api/admin/settings"]);

/** A request for a map entry: ids that match nothing and empty bodies, so an allowed call changes no data. */
function requestFor(key: string) {
  const [method, pattern] = key.split(" ") as [string, string];
  const url = pattern.replace(/:[A-Za-z]+/g, "999999");
  const body = method === "GET" || method === "DELETE" ? undefined : "{}";
  return { method, url, body };
}

const GUARDED = Object.entries(ADMIN_API_ACCESS).filter(([, access]) => access !== PUBLIC) as Array<[string, readonly Role[]]>;

describe("the access map covers the API", () => {
  const api = createApiRouter({} as never, { analyticsEventsPerMinute: 60 });

  it("every admin route the API registers has an entry (a new route without one fails here)", () => {
    const routes = adminRoutes(api);
    // The listing itself sees the routes outside /api/admin that carry requireAdmin, and the upload.
    expect(routes).toEqual(expect.arrayContaining(["GET /api/contact-requests", "PUT /api/contact-requests/:id/status", "POST /api/admin/uploads"]));
    expect(routes).not.toContain("POST /api/contact-requests");
    const missing = routes.filter((key) => !(key in ADMIN_API_ACCESS));
    expect(missing).toEqual([]);
  });

  it("every entry names a route the API registers", () => {
    const registered = new Set(adminRoutes(api));
    const stale = Object.keys(ADMIN_API_ACCESS).filter((key) => !registered.has(key) && !COMING_ROUTES.has(key));
    expect(stale).toEqual([]);
  });
});

describe.each(drivers)("roles against every admin API route on %s", (driver) => {
  const app = useTestApp(driver);
  const cookies = {} as Record<Role, string>;

  beforeAll(async () => {
    for (const role of ROLES) cookies[role] = await app.adminCookie(`roles-${role}`, role);
  });

  const call = (key: string, cookie?: string) => {
    const { method, url, body } = requestFor(key);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cookie) headers.cookie = cookie;
    return app.fetch(url, { method, headers, body });
  };

  it.each(GUARDED)("%s: 401 without a session", async (key) => {
    const response = await call(key);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
  });

  for (const role of ROLES) {
    it.each(GUARDED)(`%s as ${role}`, async (key, allowed) => {
      const response = await call(key, cookies[role]);
      if (allowed.includes(role)) {
        expect([401, 403], `${key} as ${role}: ${response.status}`).not.toContain(response.status);
      } else {
        expect(response.status, `${key} as ${role}`).toBe(403);
        expect(await response.json()).toEqual({ message: FORBIDDEN_MESSAGE });
      }
    });
  }

  it("a path under /api/admin that no entry lists is refused even to the owner (401 to strangers)", async () => {
    for (const url of ["/api/admin/no/such/endpoint", "/api/admin/orders/1/secret-export"]) {
      expect((await app.fetch(url)).status).toBe(401);
      const asOwner = await app.fetch(url, { headers: { cookie: cookies.owner } });
      expect(asOwner.status).toBe(403);
      expect(await asOwner.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    }
  });

  it("the map's matching follows Express: letter case, trailing slash and HEAD cannot slip past a role", async () => {
    for (const url of ["/api/ADMIN/orders", "/api/admin/orders/", "/api/Admin/Orders/1"]) {
      expect((await app.fetch(url, { headers: { cookie: cookies.editor } })).status, url).toBe(403);
    }
    expect((await app.fetch("/api/admin/orders", { method: "HEAD", headers: { cookie: cookies.editor } })).status).toBe(403);
    expect((await app.fetch("/api/admin/orders", { headers: { cookie: cookies.sales } })).status).toBe(200);
  });

  it("/api/admin/me tells the role", async () => {
    const response = await app.fetch("/api/admin/me", { headers: { cookie: cookies.editor } });
    expect(await response.json()).toMatchObject({ username: "roles-editor", role: "editor" });
  });
});

describe.each(drivers)("a dealer's session against every admin API route on %s", (driver) => {
  const app = useTestApp(driver);
  let dealerCookie = "";
  let salesCookie = "";
  const sales = adminCaller(app, () => salesCookie);

  beforeAll(async () => {
    salesCookie = await app.adminCookie("roles-dealer-inviter", "sales");
    const place = await sales("POST", "/api/admin/places", {
      name: "Đại lý Kiểm Quyền",
      kind: "dealer",
      provinceCode: "92",
      wardCode: "31135",
      address: "Số 2 Hòa Bình, Cần Thơ",
      phone: "0292 3812 346",
      latitude: 10.03,
      longitude: 105.78,
    });
    const invited = await sales("POST", `/api/admin/places/${place.body.id}/accounts`, { name: "Chị Lan", email: "kiem-quyen@example.com", phone: "0912345678" });
    const dealer = visitor(app);
    const token = new URL(invited.body.inviteUrl).pathname.split("/").pop();
    expect((await dealer.call(`/api/dealer/invitations/${token}`, { method: "POST", body: { password: "trà-ngon-mỗi-ngày" } })).status).toBe(200);
    dealerCookie = dealer.cookie()!;
  });

  // Every guarded route of the map: a dealer is signed in, but as no staff member.
  it.each(GUARDED)("%s as a dealer: 403", async (key) => {
    const { method, url, body } = requestFor(key);
    const response = await app.fetch(url, { method, headers: { "content-type": "application/json", cookie: dealerCookie }, body });
    expect(response.status, key).toBe(403);
    expect(await response.json()).toEqual({ message: FORBIDDEN_MESSAGE });
  });

  it("and a path no entry lists", async () => {
    expect((await app.fetch("/api/admin/no/such/endpoint", { headers: { cookie: dealerCookie } })).status).toBe(403);
  });
});
