import { type Page } from "@playwright/test";
import { DRAFT_SLUG, GUIDEBOOK, PUBLISHED_SLUGS, SITE_URL } from "./support/site";
import { expect, test } from "./fixtures";

/** Parses XML with the browser's own parser; throws on any well-formedness error. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    if (error) throw new Error(`invalid XML: ${error.textContent}`);
    const root = doc.documentElement;
    const all = (name: string) => Array.from(doc.getElementsByTagName(name)).map((node) => node.textContent ?? "");
    return {
      root: root.nodeName,
      namespace: root.namespaceURI,
      version: root.getAttribute("version"),
      locs: all("loc"),
      lastmods: Array.from(doc.getElementsByTagName("url")).map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
      })),
      channel: {
        title: doc.querySelector("channel > title")?.textContent,
        link: doc.querySelector("channel > link")?.textContent,
        description: doc.querySelector("channel > description")?.textContent,
      },
      items: Array.from(doc.getElementsByTagName("item")).map((item) => ({
        title: item.getElementsByTagName("title")[0]?.textContent ?? "",
        link: item.getElementsByTagName("link")[0]?.textContent ?? "",
        guid: item.getElementsByTagName("guid")[0]?.textContent ?? "",
        pubDate: item.getElementsByTagName("pubDate")[0]?.textContent ?? "",
      })),
    };
  }, xml);
}

test("sitemap.xml is valid XML with every public page, product, published post and category — and no draft", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  await page.goto("/robots.txt");
  const sitemap = await parseXml(page, await response.text());
  expect(sitemap.root).toBe("urlset");
  expect(sitemap.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(sitemap.locs.every((loc) => loc.startsWith(`${SITE_URL}/`))).toBe(true);
  expect(new Set(sitemap.locs).size).toBe(sitemap.locs.length);

  const published: { slug: string }[] = await (await request.get("/api/blog/posts")).json();
  expect(published.map((post) => post.slug).sort()).toEqual([...PUBLISHED_SLUGS].sort());
  for (const { slug } of published) {
    const entry = sitemap.lastmods.find((url) => url.loc === `${SITE_URL}/blog/${slug}`);
    expect(entry, slug).toBeDefined();
    expect(Number.isNaN(Date.parse(entry!.lastmod ?? ""))).toBe(false);
  }
  expect(sitemap.locs.some((loc) => loc.includes(DRAFT_SLUG))).toBe(false);
  for (const path of [
    "/",
    "/products/1",
    "/products/4",
    "/services/delivery-installation",
    "/services/repair-warranty",
    "/services/cafe-setup",
    "/services/business-consulting",
    "/knowledge/courses",
    "/contact",
    `/documents/${GUIDEBOOK}`,
    "/blog/category/marketing",
  ]) {
    expect(sitemap.locs, path).toContain(`${SITE_URL}${path}`);
  }
  expect(sitemap.locs.some((loc) => /\/(admin|api|cart|checkout)\b/.test(loc))).toBe(false);
});

test("robots.txt disallows admin, api, cart and checkout and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  for (const path of ["/admin", "/api", "/cart", "/checkout"]) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("a document without an icon link of its own (robots.txt, the sitemap, the feed) gets the shop's icon at /favicon.ico", async ({ page, request }) => {
  // Browsers ask for /favicon.ico on such documents: a 404 there is a console error on every one of them.
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  // The browser's own request for it is not a page request: what shows a 404 there is the console error the
  // fixture fails on.
  await page.goto("/robots.txt");
});

test("rss.xml is a valid RSS 2.0 feed of the published posts", async ({ page, request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  await page.goto("/robots.txt");
  const feed = await parseXml(page, await response.text());
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channel.title).toBeTruthy();
  expect(feed.channel.link).toBe(`${SITE_URL}/blog`);
  expect(feed.channel.description).toBeTruthy();
  expect(feed.items.map((item) => item.link).sort()).toEqual(PUBLISHED_SLUGS.map((slug) => `${SITE_URL}/blog/${slug}`).sort());
  for (const item of feed.items) {
    expect(item.title).toBeTruthy();
    expect(item.guid).toBe(item.link);
    expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate);
  }
  expect(feed.items.map((item) => Date.parse(item.pubDate))).toEqual(
    [...feed.items.map((item) => Date.parse(item.pubDate))].sort((a, b) => b - a),
  );
});

test("the server HTML of a post carries title, description, canonical, absolute og:image and valid JSON-LD", async ({ page, request }) => {
  const slug = "khoi-nghiep-quan-tra-sua-von-nho";
  const post = await (await request.get(`/api/blog/posts/slug/${slug}`)).json();
  const html = await (await request.get(`/blog/${slug}`)).text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="vi">/);
  // Parse the server HTML without running it.
  await page.goto("/robots.txt");
  const head = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: doc.title,
      titles: doc.querySelectorAll("head title").length,
      description: meta('meta[name="description"]'),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogType: meta('meta[property="og:type"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      twitterImage: meta('meta[name="twitter:image"]'),
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ""),
    };
  }, html);
  expect(head.titles).toBe(1);
  expect(head.title).toBe(post.metaTitle);
  expect(head.description).toBe(post.metaDescription);
  expect(head.canonical).toBe(`${SITE_URL}/blog/${slug}`);
  expect(head.ogUrl).toBe(head.canonical);
  expect(head.ogTitle).toBe(post.metaTitle);
  expect(head.ogType).toBe("article");
  expect(head.twitterCard).toBe("summary_large_image");
  expect(head.ogImage).toMatch(new RegExp(`^${SITE_URL}/images/.+\\.png$`));
  expect(head.twitterImage).toBe(head.ogImage);
  const image = await request.get(new URL(head.ogImage!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");

  const data = head.jsonLd.map((text) => JSON.parse(text));
  const posting = data.find((item) => item["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: post.title,
    datePublished: post.publishedAt,
    url: head.canonical,
    image: [head.ogImage],
  });
  const breadcrumb = data.find((item) => item["@type"] === "BreadcrumbList");
  expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual([
    `${SITE_URL}/`,
    `${SITE_URL}/blog`,
    `${SITE_URL}/blog/category/khoi-nghiep`,
    `${SITE_URL}/blog/${slug}`,
  ]);
});

test("every public content page has its own title, description and canonical in the server HTML", async ({ page, request }) => {
  const paths = [
    "/services/delivery-installation",
    "/services/repair-warranty",
    "/services/cafe-setup",
    "/services/business-consulting",
    "/knowledge/courses",
    "/knowledge/business-solutions",
    "/knowledge/recipes",
    "/blog",
    "/contact",
    `/documents/${GUIDEBOOK}`,
    "/blog/category/marketing",
    "/blog/tag/marketing",
    ...PUBLISHED_SLUGS.map((slug) => `/blog/${slug}`),
  ];
  await page.goto("/robots.txt");
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const head = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      return {
        lang: doc.documentElement.lang,
        title: doc.title,
        description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
        ogImage: doc.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "",
        robots: doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      };
    }, html);
    expect(head.lang, path).toBe("vi");
    expect(head.title.length, path).toBeGreaterThan(10);
    expect(head.description.length, path).toBeGreaterThan(50);
    expect(head.canonical, path).toBe(`${SITE_URL}${path}`);
    expect(head.ogImage, path).toMatch(/^https:\/\//);
    expect(head.robots, path).toBeNull();
    expect(seen.titles.has(head.title), `duplicate title on ${path}`).toBe(false);
    expect(seen.descriptions.has(head.description), `duplicate description on ${path}`).toBe(false);
    seen.titles.add(head.title);
    seen.descriptions.add(head.description);
  }
});

test("admin pages are marked noindex", async ({ request }) => {
  const response = await request.get("/admin/blog-admin");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
});
