import { describe, expect, it } from "vitest";
import { drivers, getJson, useTestApp } from "./harness";

/** Spec section 7 catalogue endpoints as the storefront uses them, including hostile input. */
describe.each(drivers)("catalog endpoints on %s", (driver) => {
  const app = useTestApp(driver);

  const json = (path: string) => getJson(app, path);

  const names = (body: Array<{ name: string }>) => body.map((product) => product.name);

  describe("GET /api/products", () => {
    it("lists the four machines in id order with whole-dong prices", async () => {
      const { status, body } = await json("/api/products");
      expect(status).toBe(200);
      expect(body.map((product: { id: number }) => product.id)).toEqual([1, 2, 3, 4]);
      for (const product of body) {
        expect(Number.isInteger(product.price)).toBe(true);
        expect(product).toHaveProperty("categoryName");
      }
    });

    it.each([
      ["ls", ["LS-200", "LS-250"]],
      ["may pha tra", ["LT-150", "LT-300"]],
      ["MÁY PHA TRÀ", ["LT-150", "LT-300"]],
      ["  máy pha cà phê  ", ["LS-200", "LS-250"]],
      ["ls250", ["LS-250"]],
      ["LS 250", ["LS-250"]],
      ["lt-300", ["LT-300"]],
    ])("?search=%s finds %j", async (search, models) => {
      const { status, body } = await json(`/api/products?search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(names(body).map((name) => name.match(/L[TS]-\d+/)![0])).toEqual(models);
    });

    it.each(["", "%20%20", "%00", "a&search=b"])("?search=%s (empty, control or repeated) never fails", async (raw) => {
      const { status, body } = await json(`/api/products?search=${raw}`);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
    });

    it("an unknown search text gives an empty list", async () => {
      const { status, body } = await json("/api/products?search=t%E1%BB%A7%20l%E1%BA%A1nh");
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });
  });

  describe("GET /api/products/featured", () => {
    it("returns featured machines with id, name and image", async () => {
      const { status, body } = await json("/api/products/featured");
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      for (const product of body) {
        expect(product).toMatchObject({ id: expect.any(Number), name: expect.any(String), image: expect.stringMatching(/^\/images\//) });
        expect(product.featured).toBe(true);
      }
    });
  });

  describe("GET /api/products/search", () => {
    it("answers id, name, image and price as a string of digits in dong", async () => {
      const { status, body } = await json("/api/products/search?q=LT-300");
      expect(status).toBe(200);
      expect(body).toEqual([{ id: 2, name: expect.stringContaining("LT-300"), image: "/images/products/lt-300.svg", price: "32800000" }]);
    });

    it("is case-, diacritic- and separator-insensitive", async () => {
      for (const q of ["may pha tra", "MÁY PHA TRÀ", "máy pha trà"]) {
        const { body } = await json(`/api/products/search?q=${encodeURIComponent(q)}`);
        expect(body.map((row: { id: number }) => row.id), q).toEqual([1, 2]);
      }
      for (const q of ["ls250", "ls-250", "LS 250"]) {
        const { body } = await json(`/api/products/search?q=${encodeURIComponent(q)}`);
        expect(body.map((row: { id: number }) => row.id), q).toEqual([4]);
      }
    });

    it.each([
      ["missing q", ""],
      ["empty q", "?q="],
      ["whitespace-only q", "?q=%20%20%09"],
      ["NUL byte", "?q=%00"],
      ["control characters only", "?q=%01%02%1F"],
    ])("%s → []", async (_label, query) => {
      const { status, body } = await json(`/api/products/search${query}`);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });

    it("a very long q is answered without error", async () => {
      const { status, body } = await json(`/api/products/search?q=${"ls".repeat(5000)}`);
      expect(status).toBeLessThan(500);
      expect(Array.isArray(body)).toBe(true);
    });

    it("repeated q, malformed percent-encoding and SQL-looking text never fail", async () => {
      for (const query of ["?q=ls&q=lt", "?q=%E0%A4%A", "?q=%27%20OR%201%3D1--", "?q[]=ls", "?q=%F0%9F%98%80"]) {
        const { status, body } = await json(`/api/products/search${query}`);
        expect(status, query).toBe(200);
        expect(Array.isArray(body), query).toBe(true);
      }
      const { body } = await json("/api/products/search?q=%27%20OR%201%3D1--");
      expect(body).toEqual([]);
    });
  });

  describe("GET /api/products/{id}", () => {
    it("returns every field of spec section 3 plus categoryName", async () => {
      const { status, body } = await json("/api/products/4");
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(
        [
          "categoryId",
          "categoryName",
          "description",
          "discountPrice",
          "featured",
          "id",
          "image",
          "inStock",
          "name",
          "newArrival",
          "price",
          "rating",
          "reviewCount",
          "tag",
        ].sort(),
      );
      expect(body).toMatchObject({ id: 4, price: 23_800_000, discountPrice: 21_900_000, categoryName: "Máy pha cà phê" });
    });

    it.each(["abc", "%00", "1e3", "0x10", "%20", "1;DROP", "-5"])("non-numeric id %s → 400 JSON", async (id) => {
      const { status, body } = await json(`/api/products/${id}`);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    });

    it("malformed percent-encoding in the path → 400 JSON, not 500", async () => {
      const { status, body } = await json("/api/products/%E0%A4%A");
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    });

    it("a missing id → 404 JSON", async () => {
      const { status } = await json("/api/products/2147483647");
      expect(status).toBe(404);
    });
  });

  describe("GET /api/products/category/{categoryId}", () => {
    it("lists the tea machines of category 1 and the coffee machines of category 2", async () => {
      expect(names((await json("/api/products/category/1")).body)).toEqual([
        expect.stringContaining("LT-150"),
        expect.stringContaining("LT-300"),
      ]);
      const coffee = (await json("/api/products/category/2")).body;
      expect(coffee.every((product: { categoryId: number }) => product.categoryId === 2)).toBe(true);
      expect(coffee).toHaveLength(2);
    });

    it("a category without products → []", async () => {
      const { status, body } = await json("/api/products/category/3");
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });

    it.each(["abc", "0", "-1", "1.5", "%00", "99999999999"])("bad category id %s → 400 JSON", async (id) => {
      const { status, body } = await json(`/api/products/category/${id}`);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    });
  });

  describe("GET /api/categories", () => {
    it("lists id, name, icon and bgColor", async () => {
      const { status, body } = await json("/api/categories");
      expect(status).toBe(200);
      for (const category of body) {
        expect(Object.keys(category).sort()).toEqual(["bgColor", "icon", "id", "name"]);
      }
    });
  });

  it("related products (service) share the category, exclude the product and are at most 4", async () => {
    for (const id of [1, 2, 3, 4]) {
      const product = await app.services.catalog.getProduct(id);
      const related = await app.services.catalog.listRelated(product);
      expect(related.length).toBeLessThanOrEqual(4);
      expect(related.map((item) => item.id)).not.toContain(id);
      expect(related.every((item) => item.categoryId === product.categoryId)).toBe(true);
    }
  });
});
