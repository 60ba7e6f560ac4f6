import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeSeoScore } from "#common/seo-score";
import { drivers, startTestApp, type TestApp } from "./harness";

const CONTENT = [
  "<h2>Chuẩn bị vốn</h2><p>Máy pha trà giúp quán trà sữa tiết kiệm chi phí.</p>",
  '<h3>Chọn máy</h3><p>Nội dung chi tiết.</p><img src="/images/blog/quay-bar-mau.png" alt="Quầy bar mẫu">',
  '<script>alert(1)</script><p onclick="alert(2)">Đoạn cuối <a href="javascript:alert(3)">link</a></p>',
].join("");

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Kinh nghiệm mở quán trà sữa với máy pha trà",
    slug: "",
    summary: "Tóm tắt ngắn",
    content: CONTENT,
    coverImage: "/images/blog/quay-bar-mau.png",
    authorId: 99,
    tags: [" máy pha trà ", "trà sữa", "", "Trà sữa"],
    metaTitle: "Kinh nghiệm mở quán trà sữa với máy pha trà tự động",
    metaDescription: "Mô tả ngắn gọn về cách mở quán.",
    canonicalUrl: null,
    isPublished: false,
    categoryIds: [],
    ...overrides,
  };
}

describe.each(drivers)("admin blog API on %s", (driver) => {
  let app: TestApp;
  let cookie: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "blog-admin-test-"));
    app = await startTestApp(driver, { env: { DATA_DIR: dataDir } });
    cookie = await app.adminCookie();
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.fetch(url, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("answers 401 without an administrator session, for every admin blog endpoint", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/admin/blog/posts"],
      ["POST", "/api/admin/blog/posts"],
      ["PUT", "/api/admin/blog/posts/1"],
      ["DELETE", "/api/admin/blog/posts/1"],
      ["GET", "/api/admin/blog/categories"],
      ["POST", "/api/admin/blog/categories"],
      ["DELETE", "/api/admin/blog/categories/1"],
      ["GET", "/api/admin/blog/analytics"],
      ["POST", "/api/admin/uploads"],
    ];
    for (const [method, url] of calls) {
      const response = await app.fetch(url, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "GET" ? undefined : JSON.stringify(postBody()),
      });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
    // Nothing was created by the unauthenticated POST.
    const list = (await (await send("GET", "/api/admin/blog/posts")).json()) as { title: string }[];
    expect(list.some((post) => post.title === postBody().title)).toBe(false);
  });

  it("rejects a post without title or content with the spec's message", async () => {
    for (const body of [postBody({ title: "   " }), postBody({ content: "<p> </p>" }), { tags: [] }]) {
      const response = await send("POST", "/api/admin/blog/posts", body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe("Vui lòng điền tiêu đề và nội dung bài viết");
    }
  });

  it("rejects invalid URLs", async () => {
    const cover = await send("POST", "/api/admin/blog/posts", postBody({ coverImage: "javascript:alert(1)" }));
    expect(cover.status).toBe(400);
    const canonical = await send("POST", "/api/admin/blog/posts", postBody({ canonicalUrl: "not a url" }));
    expect(canonical.status).toBe(400);
    const errors = ((await canonical.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toContain("canonicalUrl");
  });

  it("create → edit → publish → public; unpublish → 404; categories saved and shown; delete", async () => {
    const categories = (await (await send("GET", "/api/admin/blog/categories")).json()) as { id: number; name: string; slug: string }[];
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const [first, second] = categories;

    // Create (draft): slug generated from the title, HTML sanitized, SEO score stored, author from the session.
    const created = await send("POST", "/api/admin/blog/posts", postBody({ categoryIds: [first!.id] }));
    expect(created.status).toBe(201);
    const post = (await created.json()) as Record<string, unknown> & { id: number; slug: string; content: string; seoScore: number };
    expect(post.slug).toBe("kinh-nghiem-mo-quan-tra-sua-voi-may-pha-tra");
    expect(post.isPublished).toBe(false);
    expect(post.publishedAt).toBeNull();
    expect(post.tags).toEqual(["máy pha trà", "trà sữa"]);
    expect(post.authorId).not.toBe(99);
    expect(post.content).not.toMatch(/script|onclick|javascript:/);
    expect(post.content).toContain('alt="Quầy bar mẫu"');
    expect(post.categoryIds).toEqual([first!.id]);
    const expectedScore = computeSeoScore({
      title: postBody().title,
      slug: post.slug,
      content: post.content,
      tags: ["máy pha trà", "trà sữa"],
      metaTitle: postBody().metaTitle,
      metaDescription: postBody().metaDescription,
    }).score;
    expect(post.seoScore).toBe(expectedScore);
    expect(post.seoScore).toBeGreaterThan(0);

    // A draft is not public.
    expect((await app.fetch(`/api/blog/posts/slug/${post.slug}`)).status).toBe(404);

    // Full edit: new title, two categories; updatedAt moves on, score recomputed and stored.
    const edited = await send(
      "PUT",
      `/api/admin/blog/posts/${post.id}`,
      postBody({ slug: post.slug, title: "Tiêu đề mới không có từ khóa", categoryIds: [second!.id, first!.id] }),
    );
    expect(edited.status).toBe(200);
    const afterEdit = (await edited.json()) as { title: string; seoScore: number; updatedAt: string; categoryIds: number[] };
    expect(afterEdit.title).toBe("Tiêu đề mới không có từ khóa");
    expect(afterEdit.seoScore).toBeLessThan(post.seoScore);
    expect(new Date(afterEdit.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt as string).getTime());
    expect(afterEdit.categoryIds.sort()).toEqual([first!.id, second!.id].sort());

    // Publish with the list toggle: publishedAt set once.
    const published = await send("PUT", `/api/admin/blog/posts/${post.id}`, { isPublished: true });
    expect(published.status).toBe(200);
    const afterPublish = (await published.json()) as { isPublished: boolean; publishedAt: string; title: string };
    expect(afterPublish.isPublished).toBe(true);
    expect(afterPublish.publishedAt).toBeTruthy();
    expect(afterPublish.title).toBe("Tiêu đề mới không có từ khóa");

    // Public API and page show it with its categories.
    const publicPost = await app.fetch(`/api/blog/posts/slug/${post.slug}`);
    expect(publicPost.status).toBe(200);
    const publicCategories = (await (await app.fetch(`/api/blog/posts/${post.id}/categories`)).json()) as { id: number }[];
    expect(publicCategories.map((category) => category.id).sort()).toEqual([first!.id, second!.id].sort());
    const page = await app.services.blog.getPublicPostPage(post.slug);
    expect(page.categories.map((category) => category.name)).toEqual(expect.arrayContaining([first!.name, second!.name]));

    // Unpublish → 404 publicly; republish keeps the first publication date.
    expect((await send("PUT", `/api/admin/blog/posts/${post.id}`, { isPublished: false })).status).toBe(200);
    expect((await app.fetch(`/api/blog/posts/slug/${post.slug}`)).status).toBe(404);
    const republished = (await (await send("PUT", `/api/admin/blog/posts/${post.id}`, { isPublished: true })).json()) as {
      publishedAt: string;
    };
    expect(republished.publishedAt).toBe(afterPublish.publishedAt);

    // The admin list carries the stored score, status and categories.
    const list = (await (await send("GET", "/api/admin/blog/posts")).json()) as {
      id: number;
      seoScore: number;
      isPublished: boolean;
      categories: { id: number }[];
    }[];
    const row = list.find((item) => item.id === post.id)!;
    expect(row.seoScore).toBe(afterEdit.seoScore);
    expect(row.isPublished).toBe(true);
    expect(row.categories).toHaveLength(2);

    // Delete.
    expect((await send("DELETE", `/api/admin/blog/posts/${post.id}`)).status).toBe(204);
    expect((await app.fetch(`/api/blog/posts/slug/${post.slug}`)).status).toBe(404);
    expect((await send("GET", `/api/admin/blog/posts/${post.id}`)).status).toBe(404);
    expect((await send("DELETE", `/api/admin/blog/posts/${post.id}`)).status).toBe(404);
  });

  it("publishing on create sets publishedAt; a typed duplicate slug is 409; generated slugs get -2, -3", async () => {
    const a = (await (await send("POST", "/api/admin/blog/posts", postBody({ title: "Bài trùng tên", isPublished: true }))).json()) as {
      slug: string;
      publishedAt: string | null;
    };
    expect(a.slug).toBe("bai-trung-ten");
    expect(a.publishedAt).toBeTruthy();
    const b = (await (await send("POST", "/api/admin/blog/posts", postBody({ title: "Bài trùng tên" }))).json()) as { slug: string };
    expect(b.slug).toBe("bai-trung-ten-2");
    const c = (await (await send("POST", "/api/admin/blog/posts", postBody({ title: "Bài trùng tên" }))).json()) as { slug: string; id: number };
    expect(c.slug).toBe("bai-trung-ten-3");

    const duplicate = await send("POST", "/api/admin/blog/posts", postBody({ slug: "bai-trung-ten" }));
    expect(duplicate.status).toBe(409);
    const editDuplicate = await send("PUT", `/api/admin/blog/posts/${c.id}`, postBody({ slug: "bai-trung-ten-2" }));
    expect(editDuplicate.status).toBe(409);
    // Keeping its own slug is fine.
    expect((await send("PUT", `/api/admin/blog/posts/${c.id}`, postBody({ slug: "bai-trung-ten-3" }))).status).toBe(200);
  });

  it("rejects unknown categories and unknown ids", async () => {
    expect((await send("POST", "/api/admin/blog/posts", postBody({ categoryIds: [999999] }))).status).toBe(400);
    expect((await send("PUT", "/api/admin/blog/posts/999999", postBody())).status).toBe(404);
    expect((await send("PUT", "/api/admin/blog/posts/999999", { isPublished: true })).status).toBe(404);
    expect((await send("PUT", "/api/admin/blog/posts/abc", { isPublished: true })).status).toBe(400);
  });

  it("category CRUD: unique slug, edit, delete unlinks its posts", async () => {
    const created = await send("POST", "/api/admin/blog/categories", { name: "Đồ uống mùa hè", description: "Mô tả" });
    expect(created.status).toBe(201);
    const category = (await created.json()) as { id: number; slug: string };
    expect(category.slug).toBe("do-uong-mua-he");
    expect((await send("POST", "/api/admin/blog/categories", { name: "Khác", slug: "do-uong-mua-he" })).status).toBe(409);
    expect((await send("POST", "/api/admin/blog/categories", { name: "  " })).status).toBe(400);

    const renamed = await send("PUT", `/api/admin/blog/categories/${category.id}`, { name: "Đồ uống hè", slug: "do-uong-he" });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { slug: string }).slug).toBe("do-uong-he");

    const post = (await (await send("POST", "/api/admin/blog/posts", postBody({ title: "Bài có chuyên mục", isPublished: true, categoryIds: [category.id] }))).json()) as {
      id: number;
    };
    expect((await send("DELETE", `/api/admin/blog/categories/${category.id}`)).status).toBe(204);
    expect((await app.fetch("/api/blog/categories/slug/do-uong-he")).status).toBe(404);
    const detail = (await (await send("GET", `/api/admin/blog/posts/${post.id}`)).json()) as { categoryIds: number[] };
    expect(detail.categoryIds).toEqual([]);
    expect((await send("DELETE", `/api/admin/blog/categories/${category.id}`)).status).toBe(404);
  });

  it("uploads images with type and size checks and serves them at /uploads from the database", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    const upload = await app.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": "image/png" }, body: png });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1x1\.png$/);
    const served = await app.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Nothing is written to this process's disk: any process on the database serves it.
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);

    // An SVG, a lie about the type, and an oversized file are refused.
    const svg = await app.fetch("/api/admin/uploads", {
      method: "POST",
      headers: { cookie, "content-type": "image/svg+xml" },
      body: "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
    });
    expect(svg.status).toBe(415);
    const fake = await app.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": "image/png" }, body: "<html>" });
    expect(fake.status).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await app.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": "image/png" }, body: big });
    expect(tooBig.status).toBe(413);
  });
});
