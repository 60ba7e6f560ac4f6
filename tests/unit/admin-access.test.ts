import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { ADMIN_NAV, ADMIN_PAGE_ACCESS, adminNavFor, FORBIDDEN_MESSAGE, homeFor, mayOpenPage, ROLES, type Role } from "#common/admin-access";
import routes from "../../app/routes";
import { requireAdminPage } from "../../app/lib/admin-guard.server";

/** The pages inside the guarded admin layout, as the app declares them. */
function adminLayoutPages(): string[] {
  const layout = (routes as RouteConfigEntry[]).find((route) => route.file === "routes/admin/layout.tsx");
  return (layout?.children ?? []).map((child) => `/${child.path}`);
}

describe("the page access map", () => {
  it("lists every page of the admin layout, and nothing else", () => {
    const pages = adminLayoutPages();
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((page) => !(page in ADMIN_PAGE_ACCESS))).toEqual([]);
    expect(Object.keys(ADMIN_PAGE_ACCESS).filter((page) => !pages.includes(page))).toEqual([]);
  });

  it("the navigation links only listed pages, and each role has a home it may open", () => {
    for (const item of ADMIN_NAV) expect(ADMIN_PAGE_ACCESS[item.to], item.to).toBeDefined();
    // Every role opens on the dashboard, which shows it its part (issue 36).
    expect(homeFor("owner")).toBe("/admin");
    expect(homeFor("sales")).toBe("/admin");
    expect(homeFor("editor")).toBe("/admin");
    expect(homeFor("service")).toBe("/admin");
    for (const role of ROLES) expect(mayOpenPage(role, homeFor(role))).toBe(true);
  });

  it("sales see leads, orders, payments, quotes and dealers; editors the blog, SEO and products", () => {
    const visible = (role: Role) => ADMIN_NAV.filter((item) => mayOpenPage(role, item.to)).map((item) => item.to);
    expect(visible("sales")).toEqual([
      "/admin",
      "/admin/contact-requests",
      "/admin/orders",
      "/admin/payments",
      "/admin/quotes",
      "/admin/customers",
      "/admin/discount-codes",
      "/admin/service-requests",
      "/admin/machines",
      "/admin/warranty-activations",
      "/admin/places",
      "/admin/dealers",
    ]);
    expect(visible("service")).toEqual(["/admin", "/admin/service-requests", "/admin/machines", "/admin/warranty-activations"]);
    expect(visible("editor")).toEqual(["/admin", "/admin/products", "/admin/reviews", "/admin/blog-admin", "/admin/seo-analytics"]);
    expect(visible("owner")).toEqual(ADMIN_NAV.map((item) => item.to));
  });

  it("groups the navigation in the issue's sections, each section's entries together, empty sections left out", () => {
    const sections = (role: Role) => adminNavFor(role).map((group) => group.section);
    expect(sections("owner")).toEqual([null, "Bán hàng", "Sau bán hàng", "Mạng lưới", "Nội dung", "Cài đặt"]);
    expect(sections("service")).toEqual([null, "Sau bán hàng"]);
    expect(sections("editor")).toEqual([null, "Nội dung"]);
    // Sections are contiguous in ADMIN_NAV, so the grouped order is the list's order.
    expect(adminNavFor("owner").flatMap((group) => group.items)).toEqual([...ADMIN_NAV]);
  });
});

describe("requireAdminPage", () => {
  function context(role: Role | null) {
    return {
      session: { current: async () => (role ? { userId: 1 } : null) },
      services: { users: { signedIn: async () => (role ? { id: 1, username: "lan", role, step: null } : null) } },
    } as never;
  }
  const check = (path: string, role: Role | null) =>
    requireAdminPage(new Request(`http://shop.test${path}`), context(role)).then(
      (staff) => ({ status: 200, staff }),
      (thrown: { status?: number; init?: { status?: number }; data?: unknown; headers?: Headers }) => ({
        status: thrown.init?.status ?? thrown.status,
        data: thrown.data,
        location: thrown.headers?.get?.("location"),
      }),
    );

  it("sends strangers to the login page and refuses a role the page does not allow with 403", async () => {
    expect(await check("/admin/orders/5", null)).toMatchObject({ status: 302, location: "/admin/login?next=%2Fadmin%2Forders%2F5" });
    expect(await check("/admin/orders/5", "sales")).toMatchObject({ status: 200, staff: { role: "sales", username: "lan" } });
    expect(await check("/admin/orders", "editor")).toMatchObject({ status: 403, data: { message: FORBIDDEN_MESSAGE } });
    expect(await check("/admin/blog-editor/3", "sales")).toMatchObject({ status: 403 });
    expect(await check("/admin/blog-editor", "editor")).toMatchObject({ status: 200 });
    expect(await check("/admin/products/new", "editor")).toMatchObject({ status: 200 });
    expect(await check("/admin/analytics", "sales")).toMatchObject({ status: 403 });
    expect(await check("/Admin/Orders", "editor")).toMatchObject({ status: 403 });
  });

  it("refuses a page nobody listed, to the owner too", async () => {
    expect(await check("/admin/secret-page", "owner")).toMatchObject({ status: 403 });
  });
});
