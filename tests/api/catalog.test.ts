import { describe, expect, it } from "vitest";
import { drivers, getJson, useTestApp } from "./harness";

describe.each(drivers)("catalog API on %s", (driver) => {
  const app = useTestApp(driver);

  const json = (path: string) => getJson(app, path);

  it("GET /api/products/1 returns LT-150 with its category name and whole-dong prices", async () => {
    const { status, body } = await json("/api/products/1");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      name: expect.stringContaining("LT-150"),
      price: 17_200_000,
      discountPrice: null,
      categoryId: 1,
      categoryName: "Máy pha trà",
      inStock: true,
    });
    expect(typeof body.rating).toBe("number");
    expect(body.reviewCount).toBeGreaterThan(0);
  });

  it("has the four machines at ids 1–4 with the spec prices", async () => {
    const prices = [];
    for (const id of [1, 2, 3, 4]) prices.push((await json(`/api/products/${id}`)).body.price);
    expect(prices).toEqual([17_200_000, 32_800_000, 19_300_000, 23_800_000]);
    const ls250 = (await json("/api/products/4")).body;
    expect(ls250.name).toContain("LS-250");
    expect(ls250.discountPrice).toBeLessThan(ls250.price);
  });

  it("answers a missing product with 404 JSON", async () => {
    const { status, body } = await json("/api/products/999");
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it.each(["abc", "1.5", "-1", "0", "99999999999", "1abc"])("answers the non-id %s with 400 JSON", async (id) => {
    const { status, body } = await json(`/api/products/${id}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it("answers unknown API paths with 404 JSON", async () => {
    for (const path of ["/api/nope", "/api/products/1/nope", "/api"]) {
      const { status, body } = await json(path);
      expect(status, path).toBe(404);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it("rejects malformed JSON bodies with 400 JSON", async () => {
    const response = await app.fetch("/api/anything", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it("GET /api/categories lists the four catalogue categories", async () => {
    const { status, body } = await json("/api/categories");
    expect(status).toBe(200);
    expect(body.map((category: { name: string }) => category.name)).toEqual([
      "Máy pha trà",
      "Máy pha cà phê",
      "Dịch vụ",
      "Kiến thức",
    ]);
    expect(body[0]).toEqual({ id: 1, name: "Máy pha trà", icon: expect.any(String), bgColor: expect.any(String) });
  });

  it("GET /readyz checks the database; GET /healthz only says the process answers", async () => {
    const ready = await json("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready", database: driver });
    const live = await json("/healthz");
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: "ok", phase: "ready", worker: 0 });
  });

  it("seeding twice changes nothing", async () => {
    const { seedDemoData } = await import("../../server/db/seed");
    await seedDemoData(app.services.database.db);
    const { body } = await json("/api/products");
    expect(body).toHaveLength(4);
    const { body: categories } = await json("/api/categories");
    expect(categories).toHaveLength(4);
  });
});
