import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { blogSlugOfPath, normalizeTrackedPath, referrerHost } from "../../server/services/analytics/analytics";
import { drivers, useTestApp } from "./harness";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe("analytics helpers", () => {
  it("keeps site paths only, without query strings", () => {
    expect(normalizeTrackedPath("/blog/abc?utm=1#x")).toBe("/blog/abc");
    expect(normalizeTrackedPath("/products/")).toBe("/products");
    expect(normalizeTrackedPath("/")).toBe("/");
    expect(normalizeTrackedPath("/admin/blog-admin")).toBeNull();
    expect(normalizeTrackedPath("/api/cart")).toBeNull();
    expect(normalizeTrackedPath("//evil.example/x")).toBeNull();
    expect(normalizeTrackedPath("https://evil.example/")).toBeNull();
  });
  it("keeps only the host of external referrers", () => {
    expect(referrerHost("https://www.google.com/search?q=may+pha+tra", ["shop.vn"])).toBe("google.com");
    expect(referrerHost("", ["shop.vn"])).toBe("direct");
    expect(referrerHost("https://shop.vn/blog", ["shop.vn"])).toBeNull();
    expect(blogSlugOfPath("/blog/abc")).toBe("abc");
    expect(blogSlugOfPath("/blog/category/abc")).toBeNull();
  });
});

describe.each(drivers)("first-party analytics on %s", (driver) => {
  const app = useTestApp(driver);
  let cookie: string;
  beforeAll(async () => {
    cookie = await app.adminCookie();
  });

  const event = (body: unknown, headers: Record<string, string> = {}) =>
    app.fetch("/api/analytics/events", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers },
      body: JSON.stringify(body),
    });

  const report = async (period = "week") => {
    const response = await app.fetch(`/api/admin/blog/analytics?period=${period}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      overview: {
        views: number;
        blogViews: number;
        uniqueVisitors: number;
        averageReadTimeSeconds: number | null;
        averageSeoScore: number;
        optimisedPosts: number;
        totalPosts: number;
        topPosts: { slug: string; views: number }[];
      };
      series: { views: number }[];
      posts: { slug: string; views: number; totalViews: number; seoScore: number; keyword: string | null }[];
      keywords: { keyword: string; averageScore: number }[];
      referrers: { host: string; views: number }[];
    };
  };

  it("counts page views per path and day, referrer hosts, read time and visitors without cookies or IPs", async () => {
    const [post] = await app.services.blog.listPosts();
    const before = await report();
    const path = `/blog/${post!.slug}`;

    const first = await event({ type: "pageview", path, referrer: "https://www.google.com/search?q=tra" });
    expect(first.status).toBe(204);
    expect(first.headers.get("set-cookie")).toBeNull();
    await event({ type: "pageview", path: "/products", referrer: null });
    await event({ type: "pageview", path }, { "user-agent": `${BROWSER} other` });
    await event({ type: "read_time", path, seconds: 40 });
    await event({ type: "read_time", path, seconds: 20 });
    await event({ type: "read_time", path, seconds: 5 }); // under the 10-second threshold: ignored

    // Ignored: bots, Do-Not-Track, admin paths, no user agent.
    expect((await event({ type: "pageview", path }, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status).toBe(204);
    expect((await event({ type: "pageview", path }, { dnt: "1" })).status).toBe(204);
    expect((await event({ type: "pageview", path: "/admin/blog-admin" })).status).toBe(204);
    // Malformed events are rejected.
    expect((await event({ type: "pageview" })).status).toBe(400);
    expect((await event({ type: "unknown", path })).status).toBe(400);

    const after = await report();
    expect(after.overview.views - before.overview.views).toBe(3);
    expect(after.overview.blogViews - before.overview.blogViews).toBe(2);
    expect(after.overview.uniqueVisitors - before.overview.uniqueVisitors).toBe(2);
    expect(after.overview.averageReadTimeSeconds).toBe(30);
    const row = after.posts.find((item) => item.slug === post!.slug)!;
    expect(row.views).toBe(2);
    expect(row.totalViews).toBe(2);
    expect(after.overview.topPosts[0]!.slug).toBe(post!.slug);
    expect(after.referrers).toContainEqual({ host: "google.com", views: 1 });
    expect(after.series.reduce((sum, day) => sum + day.views, 0)).toBe(after.overview.views);
    expect(after.series).toHaveLength(7);

    // No IP address or user agent is stored anywhere in the analytics tables.
    const stored = await app.services.database.db.execute(
      sql`select (select string_agg(visitor_hash, ',') from daily_visitors) as hashes, (select string_agg(path, ',') from page_view_stats) as paths`,
    );
    const text = JSON.stringify(stored);
    expect(text).not.toContain("127.0.0.1");
    expect(text).not.toContain("Mozilla");
  });

  it("reports stored SEO scores, optimised posts, keywords and chart buckets per period", async () => {
    const posts = await app.services.blog.listAdminPosts();
    const data = await report("month");
    expect(data.overview.totalPosts).toBe(posts.length);
    expect(data.overview.averageSeoScore).toBe(Math.round(posts.reduce((sum, post) => sum + post.seoScore, 0) / posts.length));
    expect(data.overview.optimisedPosts).toBe(posts.filter((post) => post.seoScore >= 80).length);
    expect(data.series).toHaveLength(30);
    expect((await report("year")).series).toHaveLength(12);
    expect((await report("day")).series).toHaveLength(1);
    const keywords = new Set(posts.map((post) => post.tags[0]?.toLowerCase()).filter(Boolean));
    expect(data.keywords).toHaveLength(keywords.size);
    // An unknown period falls back to a week.
    expect((await report("decade")).series).toHaveLength(7);
  });

  it("rate-limits a flood of events from one client", async () => {
    let limited = 0;
    for (let i = 0; i < 70; i++) {
      const response = await event({ type: "pageview", path: "/flood" }, { "x-test": String(i) });
      if (response.status === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
