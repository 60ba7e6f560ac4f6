import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../server/db/schema";
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

  it("serves the sample reviews of each seeded machine from the database, approved and in their order", async () => {
    const tea = await app.services.reviews.listApproved(2);
    expect(tea.map((review) => review.author)).toEqual(["Chị Mai – chủ quán trà sữa", "Anh Tuấn – quán trà mang đi", "Chị Hằng – tiệm trà chanh"]);
    const coffee = await app.services.reviews.listApproved(4);
    expect(coffee.map((review) => [review.author, review.rating])).toEqual([
      ["Anh Khoa – quán cà phê mang đi", 5],
      ["Chị Lan – cà phê văn phòng", 5],
      ["Anh Phúc – quán cóc vỉa hè", 4],
    ]);
  });

  it("keeps a visitor's review out of sight until the shop approves it", async () => {
    const sent = await post("/api/products/1/reviews", REVIEW);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ status: "pending", message: "Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt." });
    expect((await app.services.reviews.listApproved(1)).map((review) => review.author)).not.toContain(REVIEW.author);

    const pending = await admin("GET", "/api/admin/reviews?status=pending");
    const mine = (pending.body as { id: number; author: string; productName: string }[]).find((review) => review.author === REVIEW.author)!;
    expect(mine).toMatchObject({ productId: 1, productName: expect.any(String), status: "pending" });

    const approved = await admin("PUT", `/api/admin/reviews/${mine.id}`, { productId: 1, ...REVIEW, status: "approved" });
    expect(approved.status).toBe(200);
    expect((await app.services.reviews.listApproved(1)).map((review) => review.author)).toContain(REVIEW.author);

    await admin("PUT", `/api/admin/reviews/${mine.id}`, { productId: 1, ...REVIEW, status: "hidden" });
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
});
