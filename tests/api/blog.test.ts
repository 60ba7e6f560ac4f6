import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPostCategories, blogPosts } from "../../server/db/schema";
import { drivers, getJson, useTestApp } from "./harness";

const DRAFT_ID = 5;
const DRAFT_SLUG = "cong-thuc-tra-trai-cay-may-pha-tra-tu-dong";

describe.each(drivers)("blog read API on %s", (driver) => {
  const app = useTestApp(driver);

  const json = (path: string) => getJson(app, path);

  it("GET /api/blog/posts lists published posts only, newest first, without drafts", async () => {
    const { status, body } = await json("/api/blog/posts");
    expect(status).toBe(200);
    expect(body.map((post: { id: number }) => post.id)).toEqual([4, 3, 2, 1]);
    expect(body.every((post: { isPublished: boolean }) => post.isPublished)).toBe(true);
    expect(body[0]).toMatchObject({
      slug: "y-tuong-marketing-quan-cafe-moi",
      tags: expect.arrayContaining(["marketing"]),
      publishedAt: "2026-10-15T01:00:00.000Z",
    });
  });

  it("GET /api/blog/posts/slug/:slug returns the full post; a draft or unknown slug is 404", async () => {
    const { status, body } = await json("/api/blog/posts/slug/khoi-nghiep-quan-tra-sua-von-nho");
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, title: expect.stringContaining("Khởi nghiệp"), isPublished: true });
    expect(body.content).toContain("<h2>");
    expect((await json(`/api/blog/posts/slug/${DRAFT_SLUG}`)).status).toBe(404);
    expect((await json("/api/blog/posts/slug/khong-co")).status).toBe(404);
  });

  it("GET /api/blog/posts/:id: published 200, draft 404, unknown 404, non-id 400", async () => {
    expect((await json("/api/blog/posts/2")).body.slug).toBe("chon-may-pha-ca-phe-tu-dong-cho-quan");
    expect((await json(`/api/blog/posts/${DRAFT_ID}`)).status).toBe(404);
    expect((await json("/api/blog/posts/999")).status).toBe(404);
    expect((await json("/api/blog/posts/abc")).status).toBe(400);
  });

  it("GET /api/blog/posts/:id/categories lists a post's categories; a draft's are not public", async () => {
    const { body } = await json("/api/blog/posts/4/categories");
    expect(body.map((category: { slug: string }) => category.slug)).toEqual(["khoi-nghiep", "marketing"]);
    expect((await json(`/api/blog/posts/${DRAFT_ID}/categories`)).status).toBe(404);
  });

  it("GET /api/blog/posts/tag/:tag matches exact tags (Vietnamese, encoded) and hides drafts", async () => {
    const { body } = await json(`/api/blog/posts/tag/${encodeURIComponent("khởi nghiệp")}`);
    expect(body.map((post: { id: number }) => post.id)).toEqual([1]);
    expect((await json("/api/blog/posts/tag/Marketing")).body.map((post: { id: number }) => post.id)).toEqual([4]);
    expect((await json(`/api/blog/posts/tag/${encodeURIComponent("công thức")}`)).body).toEqual([]);
    expect((await json("/api/blog/posts/tag/khong-ton-tai")).body).toEqual([]);
  });

  it("GET /api/blog/categories, /slug/:slug and /:id/posts", async () => {
    const { body: categories } = await json("/api/blog/categories");
    expect(categories.map((category: { slug: string }) => category.slug)).toEqual([
      "khoi-nghiep",
      "van-hanh",
      "marketing",
      "cong-thuc-pha-che",
    ]);
    expect((await json("/api/blog/categories/slug/van-hanh")).body).toMatchObject({ id: 2, name: "Vận hành" });
    expect((await json("/api/blog/categories/slug/khong-co")).status).toBe(404);
    expect((await json("/api/blog/categories/2/posts")).body.map((post: { id: number }) => post.id)).toEqual([3, 2]);
    // The only post of "Công thức pha chế" is a draft.
    expect((await json("/api/blog/categories/4/posts")).body).toEqual([]);
    expect((await json("/api/blog/categories/99/posts")).status).toBe(404);
  });

  it("related posts: same category, never the post itself, at most three, published only", async () => {
    const { blog } = app.services;
    const { db } = app.services.database;
    // Four more published posts in "Khởi nghiệp" plus one draft there.
    const inserted = await db
      .insert(blogPosts)
      .values(
        [1, 2, 3, 4, 5].map((n) => ({
          title: `Bài khởi nghiệp ${n}`,
          slug: `bai-khoi-nghiep-${n}-${driver}`,
          content: "<p>x</p>",
          isPublished: n !== 5,
          publishedAt: n !== 5 ? new Date(Date.UTC(2026, 0, n)) : null,
        })),
      )
      .returning({ id: blogPosts.id });
    await db.insert(blogPostCategories).values(inserted.map(({ id }) => ({ postId: id, categoryId: 1 })));
    try {
      const page = await blog.getPublicPostPage("khoi-nghiep-quan-tra-sua-von-nho");
      expect(page.related).toHaveLength(3);
      expect(page.related.map((post) => post.id)).not.toContain(1);
      expect(page.related.every((post) => post.isPublished)).toBe(true);
      expect(page.related.map((post) => post.id)).not.toContain(inserted[4]!.id);
      const two = await blog.getPublicPostPage("chon-may-pha-ca-phe-tu-dong-cho-quan");
      expect(two.related.map((post) => post.id)).toEqual([3]);
    } finally {
      for (const { id } of inserted) await db.delete(blogPosts).where(eqId(id));
    }
  });

  it("sanitizes stored HTML when it is read (seeded or legacy rows)", async () => {
    const { db } = app.services.database;
    const [row] = await db
      .insert(blogPosts)
      .values({
        title: "XSS",
        slug: `xss-${driver}`,
        content:
          '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">link</a><iframe src="https://evil.example/x"></iframe>',
        isPublished: true,
        publishedAt: new Date(),
      })
      .returning({ id: blogPosts.id });
    try {
      const { body } = await json(`/api/blog/posts/${row!.id}`);
      expect(body.content).toContain("<p>ok</p>");
      expect(body.content).not.toMatch(/onerror|<script|javascript:|<iframe/i);
      expect((await json(`/api/blog/posts/slug/xss-${driver}`)).body.content).toBe(body.content);
    } finally {
      await db.delete(blogPosts).where(eqId(row!.id));
    }
  });
});

function eqId(id: number) {
  return eq(blogPosts.id, id);
}
