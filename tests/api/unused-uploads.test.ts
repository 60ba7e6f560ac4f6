import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, machines, products, reviews, serviceRequests, storedFileAliases, storedFiles, warrantyActivations } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, useTestApp, visitor } from "./harness";

const DAY = 24 * 3600_000;

/** A small photo of one colour, different for every call. */
let hue = 0;
function colourPhoto(): Promise<Buffer> {
  hue += 1;
  return sharp({ create: { width: 40 + (hue % 50), height: 30, channels: 3, background: { r: hue % 256, g: (hue * 7) % 256, b: (hue * 13) % 256 } } })
    .jpeg()
    .toBuffer();
}

describe.each(drivers)("uploads nobody uses on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "200" } });
  let cookie = "";
  beforeAll(async () => {
    cookie = await app.adminCookie("bien-tap", "editor");
  });

  const db = () => app.services.database.db;

  async function staffUpload(): Promise<string> {
    const response = await app.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": "image/jpeg" }, body: new Uint8Array(await colourPhoto()) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  async function anonymousUpload(): Promise<string> {
    const response = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: new Uint8Array(await colourPhoto()) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  const nameOf = (url: string) => url.slice("/uploads/".length);

  /** Makes the photo look last uploaded `ms` ago. */
  async function age(url: string, ms: number) {
    await db()
      .update(storedFiles)
      .set({ lastUploadedAt: new Date(Date.now() - ms) })
      .where(eq(storedFiles.name, nameOf(url)));
  }

  async function stored(urls: string[]): Promise<string[]> {
    const rows = await db().select({ name: storedFiles.name }).from(storedFiles).where(inArray(storedFiles.name, urls.map(nameOf)));
    return urls.filter((url) => rows.some((row) => row.name === nameOf(url)));
  }

  it("removes an unused public photo after a day and an unused staff photo after a week, never one that anything refers to", { timeout: 120_000 }, async () => {
    const used: Record<string, string> = {};
    for (const place of ["productImage", "gallery", "contentBlock", "blogHtml", "blogCover", "orderLine", "reviewReply", "alias"]) used[place] = await staffUpload();
    for (const place of ["servicePhoto", "receipt"]) used[place] = await anonymousUpload();
    const unusedStaff = await staffUpload();
    const recentStaff = await staffUpload();
    const unusedPublic = await anonymousUpload();
    const recentPublic = await anonymousUpload();
    const renewed = await staffUpload();
    const renewedBytes = (await db().select({ bytes: sql<string>`encode(${storedFiles.bytes}, 'base64')` }).from(storedFiles).where(eq(storedFiles.name, nameOf(renewed))))[0]!.bytes;

    // Where the shop keeps photos. The order line keeps the product photo it was sold with after the product changes.
    await db().update(products).set({ image: used.orderLine! }).where(eq(products.id, 3));
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 3 } });
    const [line] = (await buyer.call("/api/cart")).body as Array<{ product: { price: number; discountPrice: number | null } }>;
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(Math.round((line!.product.discountPrice ?? line!.product.price) * 1.1)) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await db().update(products).set({ image: used.productImage! }).where(eq(products.id, 3));
    // A copy's address counts for its photo, as does a full URL.
    const [, key] = /^\/uploads\/([0-9a-f]{32})-/.exec(used.gallery!)!;
    await db().update(products).set({ gallery: [`/uploads/${key}-320.webp`] }).where(eq(products.id, 1));
    await db()
      .update(products)
      .set({ contentBlocks: [{ type: "features", heading: "Tính năng", features: [{ icon: "check", title: "Nhanh", text: "Pha nhanh", image: used.contentBlock! }] }] as never })
      .where(eq(products.id, 2));
    const [post] = await db().select({ id: blogPosts.id, content: blogPosts.content }).from(blogPosts).limit(1);
    await db()
      .update(blogPosts)
      .set({ content: `${post!.content}<p><img src="https://shop.example${used.blogHtml}" alt="Ảnh"></p>`, coverImage: used.blogCover! })
      .where(eq(blogPosts.id, post!.id));
    const [review] = await db().select({ id: reviews.id }).from(reviews).limit(1);
    await db().update(reviews).set({ reply: `Cảm ơn anh, ảnh máy đã sửa: ${used.reviewReply}` }).where(eq(reviews.id, review!.id));
    await db().insert(storedFileAliases).values({ path: "blog/anh-cu.jpg", name: nameOf(used.alias!) });
    const [machine] = await db()
      .insert(machines)
      .values({ serial: `DON-${driver.toUpperCase()}-1`, productId: 1, reminderToken: randomBytes(16).toString("hex") })
      .returning({ id: machines.id });
    await db().insert(serviceRequests).values({
      tokenHash: randomBytes(32).toString("hex"),
      machineId: machine!.id,
      phone: "0912345678",
      problem: "other",
      mode: "onsite",
      preferredDate: "2026-12-01",
      slot: "morning",
      photos: [used.servicePhoto!],
    } as never);
    await db().insert(warrantyActivations).values({
      machineId: machine!.id,
      name: "Chủ máy",
      phone: "0912345678",
      street: "1 Lê Lợi",
      provinceCode: "01",
      provinceName: "Hà Nội",
      wardCode: "00001",
      wardName: "Phường",
      receiptUrl: used.receipt!,
    });

    for (const url of Object.values(used)) await age(url, 30 * DAY);
    await age(unusedStaff, 8 * DAY);
    await age(recentStaff, 2 * DAY);
    await age(unusedPublic, 25 * 3600_000);
    await age(recentPublic, 20 * 3600_000);
    await age(renewed, 8 * DAY);
    // Uploaded again today: a new grace period.
    const again = await app.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": "image/jpeg" }, body: new Uint8Array(Buffer.from(renewedBytes, "base64")) });
    expect(((await again.json()) as { url: string }).url).toBe(renewed);

    const copiesBefore = await app.services.uploads.variantsOf(unusedStaff);
    expect(copiesBefore.length).toBeGreaterThan(0);
    const removed = await app.services.uploads.deleteUnused();
    expect(removed.files).toBe(2);
    expect(removed.bytes).toBeGreaterThan(0);

    expect(await stored([unusedStaff, unusedPublic])).toEqual([]);
    expect(await app.services.uploads.variantsOf(unusedStaff)).toEqual([]);
    expect((await app.fetch(unusedPublic)).status).toBe(404);
    const kept = [...Object.values(used), recentStaff, recentPublic, renewed];
    expect(await stored(kept)).toEqual(kept);
    for (const url of kept) expect((await app.fetch(url)).status, url).toBe(200);
    // Nothing more to remove.
    expect(await app.services.uploads.deleteUnused()).toEqual({ files: 0, bytes: 0 });
  });

  it("reuses the room of removed photos: the table does not grow when photos come and go (PGlite has no autovacuum)", { timeout: 120_000 }, async () => {
    const tableBytes = async () =>
      Number(((await db().execute(sql`select pg_total_relation_size('stored_files') as size`)) as unknown as { rows: Array<{ size: string }> }).rows[0]!.size);
    const comeAndGo = async () => {
      const urls = [];
      for (let i = 0; i < 3; i++) {
        const photo = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
        const response = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: new Uint8Array(photo) });
        urls.push(((await response.json()) as { url: string }).url);
      }
      for (const url of urls) await age(url, 2 * DAY);
      const removed = await app.services.uploads.deleteUnused();
      expect(removed.files).toBe(3);
      return removed.bytes;
    };
    await comeAndGo();
    const before = await tableBytes();
    const photoBytes = await comeAndGo();
    await comeAndGo();
    expect(await tableBytes()).toBeLessThan(before + photoBytes / 3);
  });

  it("marks a photo only the public sent as public, and as staff once staff send it too", { timeout: 60_000 }, async () => {
    const photo = await colourPhoto();
    const sent = await app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: new Uint8Array(photo) });
    const url = ((await sent.json()) as { url: string }).url;
    const [row] = await db().select({ source: storedFiles.source }).from(storedFiles).where(eq(storedFiles.name, nameOf(url)));
    expect(row!.source).toBe("public");
    await app.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": "image/jpeg" }, body: new Uint8Array(photo) });
    const [after] = await db().select({ source: storedFiles.source }).from(storedFiles).where(eq(storedFiles.name, nameOf(url)));
    expect(after!.source).toBe("staff");
  });
});
