import { describe, expect, it } from "vitest";
import { matchesEtag, pathOf, preferredEncoding } from "../../server/http/fast-answers";
import { pageRoutesOf } from "../../server/http/page-routes";
import { sharedPageHandle } from "#common/shared-page";

describe("the encoding a fast answer sends", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("br;q=0.0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
  });

  it("compares entity tags weakly, in a list, and takes *", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });

  it("reads the path of a request target", () => {
    expect(pathOf("/assets/a.js?v=1")).toBe("/assets/a.js");
    expect(pathOf("/assets/a.js")).toBe("/assets/a.js");
    expect(pathOf(undefined)).toBe("/");
  });
});

describe("page routes: shared or personal, and the canonical path", () => {
  const routes = pageRoutesOf({
    root: { id: "root", path: "", module: {} },
    home: { id: "home", parentId: "root", index: true, module: { handle: sharedPageHandle } },
    product: { id: "product", parentId: "root", path: "products/:id", module: { handle: sharedPageHandle } },
    order: { id: "order", parentId: "root", path: "orders/:id", module: {} },
    layout: { id: "layout", parentId: "root", module: {} },
    adminOrders: { id: "adminOrders", parentId: "layout", path: "admin/orders", module: {} },
    notFound: { id: "notFound", parentId: "root", path: "*", module: { handle: sharedPageHandle } },
  });

  it("shares only what the matched route declares, whatever the spelling", () => {
    expect(routes.isShared("/")).toBe(true);
    expect(routes.isShared("/products/2")).toBe(true);
    expect(routes.isShared("/products/2.data")).toBe(true);
    expect(routes.isShared("/_root.data")).toBe(true);
    expect(routes.isShared("/nowhere")).toBe(true);
    for (const personal of [
      "/orders/1",
      "/orders/1/",
      "/ORDERS/1",
      "/%6frders/1",
      "/orders/1.data",
      "/admin/orders",
      "/Admin/Orders/",
      // React Router resolves dot segments before it matches, data requests included.
      "/x/../orders/1.data",
      "/products/%2e%2e/orders/1.data",
    ]) {
      expect(routes.isShared(personal), personal).toBe(false);
    }
  });

  it("spells a path as its route does, once", () => {
    expect(routes.canonicalPath("/products/2")).toBeNull();
    expect(routes.canonicalPath("/Products/AbC")).toBe("/products/AbC");
    expect(routes.canonicalPath("/products/2/")).toBe("/products/2");
    expect(routes.canonicalPath("/%70roducts/2")).toBe("/products/2");
    expect(routes.canonicalPath("/x/../orders/1")).toBe("/orders/1");
    expect(routes.canonicalPath("/products/%C3%A1")).toBeNull();
    expect(routes.canonicalPath("/")).toBeNull();
  });
});
