import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, products, users } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, useTestApp, visitor } from "./harness";
import { repriced } from "../../server/services/catalog/catalog-bulk";

describe.each(drivers)("the catalogue list on %s", (driver) => {
  const app = useTestApp(driver, { env: { NOTIFY_EMAIL: "shop@example.vn" } });
  let actor = { id: 0, username: "" };

  beforeAll(async () => {
    await app.adminCookie("chu", "owner");
    const [user] = await app.services.database.db.select().from(users).where(eq(users.username, "chu"));
    actor = { id: user!.id, username: user!.username };
  });

  const product = async (id: number) => (await app.services.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  async function buy(productId: number) {
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId } });
    const cart = (await buyer.call("/api/cart")).body as Array<{ product: { price: number; discountPrice: number | null } }>;
    const price = cart[0]!.product.discountPrice ?? cart[0]!.product.price;
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(Math.round(price * 1.1)) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  }

  it("says stock one way: out of stock zeroes a counted product and clears the flag of an uncounted one", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 4, inStock: true }).where(eq(products.id, 4));
    await db.update(products).set({ stockQuantity: null, inStock: true }).where(eq(products.id, 1));
    const out = await app.services.catalogBulk.bulk({ ids: [4, 1], action: "out-of-stock" }, actor);
    expect(out).toEqual({ changed: 2, skipped: [] });
    expect(await product(4)).toMatchObject({ stockQuantity: 0, inStock: false });
    expect(await product(1)).toMatchObject({ stockQuantity: null, inStock: false });
    // A counted product with none left cannot be "in stock" without a count; the uncounted one can.
    const back = await app.services.catalogBulk.bulk({ ids: [4, 1], action: "in-stock" }, actor);
    expect(back.changed).toBe(1);
    expect(back.skipped).toEqual([expect.objectContaining({ id: 4 })]);
    expect(await product(1)).toMatchObject({ inStock: true });
  });

  it("changes prices by a percentage (rounded to the thousand), archives, and duplicates as a hidden copy", async () => {
    expect(repriced(17_200_000, -10)).toBe(15_480_000);
    const before = await product(3);
    await app.services.catalogBulk.bulk({ ids: [3], action: "price-percent", percent: 5 }, actor);
    expect((await product(3)).price).toBe(repriced(before.price, 5));
    expect((await app.services.catalogBulk.bulk({ ids: [3], action: "price-percent" }, actor).catch((error: unknown) => error)) as Error).toBeInstanceOf(Error);

    const copy = await app.services.catalogBulk.duplicate(3, actor);
    expect(copy.name).toBe(`${before.name} (bản sao)`);
    const copied = await product(copy.id);
    expect(copied.archivedAt).not.toBeNull();
    expect(copied.description).toBe(before.description);

    await app.services.catalogBulk.bulk({ ids: [copy.id], action: "archive" }, actor).then((outcome) => expect(outcome.skipped).toHaveLength(1));
    const history = await app.services.audit.forEntity("product", 3);
    expect(history.map((row) => row.action)).toContain("product.price");
  });

  it("alerts the shop's address once when counted stock falls to the threshold", async () => {
    const db = app.services.database.db;
    await db.update(products).set({ stockQuantity: 3, inStock: true, price: 1_000_000, discountPrice: null }).where(eq(products.id, 2));
    await app.services.catalogBulk.bulk({ ids: [2], action: "low-stock-threshold", threshold: 2 }, actor);
    const name = (await product(2)).name;
    const alerts = async () => (await db.select().from(notifications).where(eq(notifications.kind, "low-stock"))).filter((mail) => mail.textBody.includes(name));

    await buy(2); // 3 → 2: at the threshold
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]).toMatchObject({ recipient: "shop@example.vn" });
    await buy(2); // 2 → 1: still low, no second mail
    expect(await alerts()).toHaveLength(1);
  });

  it("keeps several photos per product, one main, and gives the product page its gallery", async () => {
    const before = await product(3);
    const refused = await app.services.catalogBulk.setPhotos(3, { image: "", gallery: [] }, actor).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    await app.services.catalogBulk.setPhotos(3, { image: "/images/products/ls-250.svg", gallery: [before.image, "/images/products/lt-150.svg"] }, actor);
    expect(await product(3)).toMatchObject({ image: "/images/products/ls-250.svg", gallery: [before.image, "/images/products/lt-150.svg"] });
    // The shop's catalogue (the product page's loader) reads it after the change is announced.
    expect((await app.services.catalog.getProductContent(3)).gallery).toEqual([before.image, "/images/products/lt-150.svg"]);
  });
});
