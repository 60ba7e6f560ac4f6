import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { ratingSummary } from "#common/reviews";
import { auditLog, products, rateLimits, reviews } from "../../server/db/schema";
import { adminCaller, drivers, useTestApp } from "./harness";

const REVIEW = { author: "Chị Thảo – quán trà sữa Thảo Điền", rating: 5, text: "Máy dễ dùng, pha trà đều vị, nhân viên mới làm quen rất nhanh." };

describe.each(drivers)("product reviews on %s", (driver) => {
  const app = useTestApp(driver, { env: { LEAD_RATE_LIMIT: "3" } });
  let cookie = "";
  beforeAll(async () => {
    cookie = await app.adminCookie();
  });
  beforeEach(async () => {
    await app.services.database.db.delete(rateLimits);
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const admin = adminCaller(app, () => cookie);

  it("serves the sample reviews of each seeded machine from the database, approved, newest first", async () => {
    const tea = await app.services.reviews.listApproved(2);
    expect(tea.map((review) => review.author)).toEqual(["Chị Hằng – tiệm trà chanh", "Anh Tuấn – quán trà mang đi", "Chị Mai – chủ quán trà sữa"]);
    const coffee = await app.services.reviews.listApproved(4);
    expect(coffee.map((review) => [review.author, review.rating])).toEqual([
      ["Anh Phúc – quán cóc vỉa hè", 4],
      ["Chị Lan – cà phê văn phòng", 5],
      ["Anh Khoa – quán cà phê mang đi", 5],
    ]);
  });

  const approvedRatings = async (productId: number) =>
    (await app.services.database.db.select({ rating: reviews.rating }).from(reviews).where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")))).map(
      (row) => row.rating,
    );
  const figures = async (productId: number) => {
    const product = await app.services.catalog.getProduct(productId);
    return { rating: product.rating, reviewCount: product.reviewCount };
  };

  it("keeps the four machines' figures, now computed from review rows: the marketplace's star ratings come with their source and date", async () => {
    const expected: Record<number, { rating: number; reviewCount: number }> = {
      1: { rating: 4.8, reviewCount: 126 },
      2: { rating: 4.9, reviewCount: 89 },
      3: { rating: 4.7, reviewCount: 74 },
      4: { rating: 4.5, reviewCount: 58 },
    };
    for (const [id, wanted] of Object.entries(expected)) {
      expect(await figures(Number(id))).toEqual(wanted);
      expect(ratingSummary(await approvedRatings(Number(id)))).toEqual(wanted);
    }
    const imported = (await admin("GET", "/api/admin/reviews?productId=2")).body as Array<{ source: string | null; text: string; createdAt: string }>;
    const fromShopee = imported.filter((review) => review.source === "Shopee");
    expect(fromShopee).toHaveLength(86);
    expect(fromShopee.every((review) => review.text === "" && review.createdAt.startsWith("2025-"))).toBe(true);
  });

  it("pages the admin list: the hundreds of marketplace ratings come 50 at a time, newest first, with the total", async () => {
    const all = (await admin("GET", "/api/admin/reviews")).body as Array<{ id: number }>;
    expect(all.length).toBeGreaterThan(300);
    const first = await app.services.reviews.pageForAdmin({ page: 1 });
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 50 });
    expect(first.reviews.map((review) => review.id)).toEqual(all.slice(0, 50).map((review) => review.id));
    const last = Math.ceil(all.length / 50);
    const lastPage = await app.services.reviews.pageForAdmin({ page: last });
    expect(lastPage.reviews.map((review) => review.id)).toEqual(all.slice((last - 1) * 50).map((review) => review.id));
    expect((await app.services.reviews.pageForAdmin({ page: last + 1 })).reviews).toEqual([]);
    const approved = await app.services.reviews.pageForAdmin({ status: "approved" });
    expect(approved.reviews.every((review) => review.status === "approved")).toBe(true);
    await expect(app.services.reviews.pageForAdmin({ status: "bogus" })).rejects.toThrow("Trạng thái không hợp lệ");
  });

  it("computes the score and count from approved reviews only: approving, hiding and deleting move them", async () => {
    const before = await figures(3);
    const added = (await admin("POST", "/api/admin/reviews", { productId: 3, author: "Anh Dũng – quán vỉa hè", rating: 1, text: "Máy về bị móp góc, đổi mất một tuần.", status: "pending" })).body;
    expect(await figures(3)).toEqual(before);
    await admin("PUT", `/api/admin/reviews/${added.id}`, { status: "approved" });
    const afterApproval = await figures(3);
    expect(afterApproval.reviewCount).toBe(before.reviewCount + 1);
    expect(afterApproval).toEqual(ratingSummary(await approvedRatings(3)));
    await admin("PUT", `/api/admin/reviews/${added.id}`, { status: "hidden" });
    expect(await figures(3)).toEqual(before);
    await admin("DELETE", `/api/admin/reviews/${added.id}`);
    expect(await figures(3)).toEqual(before);
  });

  it("starts a new product with no reviews whatever the client sends as its rating (the product page then shows no stars)", async () => {
    const created = await admin("POST", "/api/admin/products", {
      name: `Máy pha trà LT-${Date.now() % 100000}`,
      description: "Máy mới, chưa ai đánh giá.",
      price: 9_000_000,
      image: "/images/products/lt-150.svg",
      categoryId: 1,
      rating: 5,
      reviewCount: 999,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reviewCount: 0 });
    expect((await app.services.catalog.getProduct(created.body.id)).reviewCount).toBe(0);
    expect((await admin("PUT", `/api/admin/products/${created.body.id}`, { ...created.body, price: 9_100_000, rating: 5, reviewCount: 50 })).body).toMatchObject({ reviewCount: 0 });
  });

  it("keeps the customer's words: PUT refuses a changed text or rating with 400, takes a reply the page shows as the brand's answer", async () => {
    const mine = (await admin("POST", "/api/admin/reviews", { productId: 1, ...REVIEW })).body;
    const rewritten = await admin("PUT", `/api/admin/reviews/${mine.id}`, { productId: 1, ...REVIEW, text: "Máy tuyệt vời nhất mà tôi từng dùng, mười điểm." });
    expect(rewritten.status).toBe(400);
    expect(Object.keys(rewritten.body.errors)).toEqual(["text"]);
    expect((await admin("PUT", `/api/admin/reviews/${mine.id}`, { rating: 4 })).status).toBe(400);
    // The whole review sent back unchanged, as older clients do, is fine.
    expect((await admin("PUT", `/api/admin/reviews/${mine.id}`, { productId: 1, ...REVIEW, status: "approved" })).status).toBe(200);

    const replied = await admin("PUT", `/api/admin/reviews/${mine.id}`, { reply: "Cảm ơn chị Thảo, hẹn gặp chị ở lần bảo trì tới!" });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ text: REVIEW.text, rating: 5, reply: "Cảm ơn chị Thảo, hẹn gặp chị ở lần bảo trì tới!" });
    const shown = (await app.services.reviews.listApproved(1)).find((review) => review.id === mine.id)!;
    expect(shown.reply).toBe("Cảm ơn chị Thảo, hẹn gặp chị ở lần bảo trì tới!");
    await admin("DELETE", `/api/admin/reviews/${mine.id}`);
  });

  it("names before and after in the audit trail for adding, approving, answering and deleting a review", async () => {
    expect((await post("/api/products/3/reviews", { ...REVIEW, author: "Chị Nga – quán Nga" })).status).toBe(201);
    const mine = (await admin("GET", "/api/admin/reviews?status=pending")).body.find((review: { author: string }) => review.author === "Chị Nga – quán Nga");
    await admin("PUT", `/api/admin/reviews/${mine.id}`, { status: "approved" });
    await admin("PUT", `/api/admin/reviews/${mine.id}`, { reply: "Cảm ơn chị!" });
    await admin("DELETE", `/api/admin/reviews/${mine.id}`);
    const rows = await app.services.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, String(mine.id))));
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ["review.approve", { status: "pending", reply: null }, { status: "approved", reply: null }],
      ["review.reply", { status: "approved", reply: null }, { status: "approved", reply: "Cảm ơn chị!" }],
      ["review.delete", expect.objectContaining({ status: "approved", author: "Chị Nga – quán Nga" }), null],
    ]);
    expect(rows[0]!.summary).toContain("Chờ duyệt → Đang hiển thị");
  });

  it("keeps a visitor's review out of sight until the shop approves it", async () => {
    const sent = await post("/api/products/1/reviews", REVIEW);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ status: "pending", message: "Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt." });
    expect((await app.services.reviews.listApproved(1)).map((review) => review.author)).not.toContain(REVIEW.author);

    const pending = await admin("GET", "/api/admin/reviews?status=pending");
    const mine = (pending.body as { id: number; author: string; productName: string }[]).find((review) => review.author === REVIEW.author)!;
    expect(mine).toMatchObject({ productId: 1, productName: expect.any(String), status: "pending" });

    const approved = await admin("PUT", `/api/admin/reviews/${mine.id}`, { status: "approved" });
    expect(approved.status).toBe(200);
    expect((await app.services.reviews.listApproved(1)).map((review) => review.author)).toContain(REVIEW.author);

    await admin("PUT", `/api/admin/reviews/${mine.id}`, { status: "hidden" });
    expect((await app.services.reviews.listApproved(1)).map((review) => review.author)).not.toContain(REVIEW.author);
    expect((await admin("DELETE", `/api/admin/reviews/${mine.id}`)).status).toBe(204);
    expect((await admin("DELETE", `/api/admin/reviews/${mine.id}`)).status).toBe(404);
  });

  it("lets the shop add a review that shows at once", async () => {
    const added = await admin("POST", "/api/admin/reviews", { productId: 3, author: "Anh Bảo – cà phê sân vườn", rating: 4, text: "Máy chạy ổn định cả ngày, vệ sinh nhanh gọn." });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: "approved", productId: 3 });
    expect((await app.services.reviews.listApproved(3)).map((review) => review.author)).toContain("Anh Bảo – cà phê sân vườn");
    expect((await admin("POST", "/api/admin/reviews", { productId: 999, ...REVIEW })).body.errors).toEqual({ productId: ["Sản phẩm không tồn tại"] });
  });

  it("lists one product's reviews for its editor, whatever their state", async () => {
    const mine = (await admin("POST", "/api/admin/reviews", { productId: 4, ...REVIEW, status: "hidden" })).body;
    const listed = (await admin("GET", "/api/admin/reviews?productId=4")).body as Array<{ id: number; productId: number }>;
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((review) => review.productId === 4)).toBe(true);
    expect(listed.map((review) => review.id)).toContain(mine.id);
    expect((await admin("GET", "/api/admin/reviews?productId=4&status=hidden")).body.map((review: { id: number }) => review.id)).toEqual([mine.id]);
    expect((await admin("GET", "/api/admin/reviews?productId=abc")).status).toBe(400);
    await admin("DELETE", `/api/admin/reviews/${mine.id}`);
  });

  it("answers bad input with 400 per field, an unknown product with 404, and stores nothing from a bot", async () => {
    const bad = await post("/api/products/1/reviews", { author: "", rating: 6, text: "ngắn" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, string[]> }).errors).sort()).toEqual(["author", "rating", "text"]);
    expect((await post("/api/products/999/reviews", REVIEW)).status).toBe(404);

    const before = (await admin("GET", "/api/admin/reviews")).body.length;
    const bot = await post("/api/products/1/reviews", { ...REVIEW, website: "http://spam.example" });
    expect(bot.status).toBe(201);
    expect((await admin("GET", "/api/admin/reviews")).body.length).toBe(before);
  });

  it("limits reviews per client as the lead forms are limited, without counting refused ones", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post("/api/products/2/reviews", { ...REVIEW, rating: 0 })).status).toBe(400);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post("/api/products/2/reviews", REVIEW)).status).toBe(201);
    const limited = await post("/api/products/2/reviews", REVIEW);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers 401 without an administrator session", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/reviews"],
      ["POST", "/api/admin/reviews"],
      ["PUT", "/api/admin/reviews/1"],
      ["DELETE", "/api/admin/reviews/1"],
    ] as const) {
      const response = await app.fetch(path, { method, headers: { "content-type": "application/json" }, body: method === "GET" ? undefined : "{}" });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("gives a shop seeded before the same rows in its migration: the typed figures become marketplace ratings", async () => {
    const { db } = app.services.database;
    // The shop as it was: typed figures on the products, only the three samples per machine as rows.
    await db.delete(reviews).where(isNotNull(reviews.source));
    for (const [id, rating, reviewCount] of [[1, "4.8", 126], [2, "4.9", 89], [3, "4.7", 74], [4, "4.5", 58]] as const) {
      await db.update(products).set({ rating, reviewCount }).where(eq(products.id, id));
    }
    const migration = readFileSync(new URL("../../drizzle/0020_reviews_computed_ratings.sql", import.meta.url), "utf8");
    const handWritten = migration.slice(migration.indexOf("-- Hand-written")).split("--> statement-breakpoint");
    for (const statement of handWritten) await db.execute(sql.raw(statement));
    app.services.publicContent.publicContentChanged({ kind: "reviews" });
    expect(await figures(1)).toEqual({ rating: 4.8, reviewCount: 126 });
    expect(await figures(2)).toEqual({ rating: 4.9, reviewCount: 89 });
    expect(await figures(3)).toEqual({ rating: 4.7, reviewCount: 74 });
    expect(await figures(4)).toEqual({ rating: 4.5, reviewCount: 58 });
    const [shopee] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(and(eq(reviews.productId, 2), eq(reviews.source, "Shopee")));
    expect(shopee!.n).toBe(86);
  });
});
