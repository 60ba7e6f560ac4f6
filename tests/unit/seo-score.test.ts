import { describe, expect, it } from "vitest";
import { computeSeoScore, seoScoreColour, SEO_MAX_POINTS, type SeoCheckId, type SeoInput } from "#common/seo-score";
import { slugify, uniqueSlug } from "#common/slug";
import { isEmptyHtml, normalizeTags } from "#common/schemas/blog-admin";
import { seedBlogPosts } from "../../server/db/seed/blog-content";

const BASE: SeoInput = { title: "Bài viết", slug: "bai-viet", content: "<p>nội dung</p>", tags: [], metaTitle: "", metaDescription: "" };

function points(id: SeoCheckId, overrides: Partial<SeoInput>): number {
  return computeSeoScore({ ...BASE, ...overrides }).checks.find((check) => check.id === id)!.points;
}

/** `total` words of which `hits` are the keyword `trà`. */
function words(total: number, hits = 0): string {
  return `<p>${[...Array(hits).fill("trà"), ...Array(total - hits).fill("chữ")].join(" ")}</p>`;
}

describe("SEO score, spec section 5, at every boundary", () => {
  it("title contains the main keyword (first tag): 10, diacritics ignored, whole words only", () => {
    expect(points("titleKeyword", { title: "Cách pha trà sữa ngon", tags: ["trà sữa", "cà phê"] })).toBe(10);
    expect(points("titleKeyword", { title: "CÁCH PHA TRÀ SỮA", tags: ["tra sua"] })).toBe(10);
    expect(points("titleKeyword", { title: "Cách pha cà phê", tags: ["trà sữa", "cà phê"] })).toBe(0);
    expect(points("titleKeyword", { title: "Trang chủ", tags: ["trà"] })).toBe(0);
    expect(points("titleKeyword", { title: "Trà", tags: [] })).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 2],
    [39, 2],
    [40, 5],
    [49, 5],
    [50, 10],
    [60, 10],
    [61, 5],
    [70, 5],
    [71, 2],
  ])("meta title of %i characters: %i points", (length, expected) => {
    expect(points("metaTitle", { metaTitle: "ắ".repeat(length) })).toBe(expected);
  });

  it.each([
    [0, 0],
    [119, 2],
    [120, 5],
    [149, 5],
    [150, 10],
    [160, 10],
    [161, 5],
    [180, 5],
    [181, 2],
  ])("meta description of %i characters: %i points", (length, expected) => {
    expect(points("metaDescription", { metaDescription: "đ".repeat(length) })).toBe(expected);
  });

  it("counts meta lengths after trimming, null as empty", () => {
    expect(points("metaTitle", { metaTitle: `  ${"a".repeat(50)}  ` })).toBe(10);
    expect(points("metaTitle", { metaTitle: null })).toBe(0);
    expect(points("metaDescription", { metaDescription: "   " })).toBe(0);
  });

  it.each([
    ["0.99 %", 101, 1, 5],
    ["1 %", 100, 1, 10],
    ["2 %", 100, 2, 10],
    ["3 %", 100, 3, 10],
    ["3.01 %", 10_000, 301, 5],
    ["5 %", 100, 5, 5],
    ["5.01 %", 10_000, 501, 2],
    ["50 %", 10, 5, 2],
  ])("keyword density %s: %i words, %i hits → %i points", (_label, total, hits, expected) => {
    const result = computeSeoScore({ ...BASE, content: words(total, hits), tags: ["trà"] });
    expect(result.checks.find((check) => check.id === "keywordDensity")!.points).toBe(expected);
    expect(result.keywordDensity).toBeCloseTo((hits / total) * 100, 6);
  });

  it("keyword density is 0 without a keyword or when the keyword is absent from the text", () => {
    expect(points("keywordDensity", { content: words(100, 2), tags: [] })).toBe(0);
    expect(points("keywordDensity", { content: words(100, 0), tags: ["trà"] })).toBe(0);
  });

  it.each([
    [0, 1],
    [299, 1],
    [300, 3],
    [499, 3],
    [500, 5],
    [699, 5],
    [700, 7],
    [999, 7],
    [1000, 10],
    [1500, 10],
  ])("%i words: %i points", (count, expected) => {
    expect(points("wordCount", { content: words(count) })).toBe(expected);
  });

  it("counts words of the visible text only (tags and attributes are not words)", () => {
    const html = `<h2 class="x">một hai</h2><p>ba <strong>bốn</strong></p><img src="/a.png" alt="năm sáu bảy"><script>tám chín</script>`;
    expect(computeSeoScore({ ...BASE, content: html }).wordCount).toBe(4);
  });

  it.each([
    ["no headings", "<p>x</p>", 0],
    ["only an H3", "<h3>a</h3>", 0],
    ["one H2", "<h2>a</h2>", 3],
    ["two H2, no H3", "<h2>a</h2><h2>b</h2>", 3],
    ["one H2 and one H3", "<h2>a</h2><h3>b</h3>", 3],
    ["two H2 and one H3", '<h2>a</h2><h2 id="b">b</h2><h3>c</h3>', 5],
  ])("headings: %s → %i", (_label, content, expected) => {
    expect(points("headings", { content })).toBe(expected);
  });

  it.each([
    ["no images: nothing to fix, full marks", "<p>x</p>", 5],
    ["all images with alt", '<img src="a.png" alt="Máy LT-150"><img alt=\'Quầy\' src="b.png">', 5],
    ["some images with alt", '<img src="a.png" alt="Máy"><img src="b.png">', 2],
    ["empty or blank alt does not count", '<img src="a.png" alt=""><img src="b.png" alt="  ">', 0],
    ["data-alt is not alt", '<img src="a.png" data-alt="x">', 0],
  ])("image alt text: %s → %i", (_label, content, expected) => {
    expect(points("imageAlt", { content })).toBe(expected);
  });

  it("image alt text: a post without images scores full and says the check had nothing to look at", () => {
    const none = computeSeoScore({ ...BASE, content: "<h2>Giới thiệu</h2><p>Chỉ có chữ, không có ảnh.</p>" }).checks.find((c) => c.id === "imageAlt");
    expect(none).toEqual({ id: "imageAlt", points: 5, max: 5, vacuous: true });
    const one = computeSeoScore({ ...BASE, content: '<p>x</p><img src="a.png" alt="Máy LS-200">' }).checks.find((c) => c.id === "imageAlt");
    expect(one).toEqual({ id: "imageAlt", points: 5, max: 5 });
    const missing = computeSeoScore({ ...BASE, content: '<p>x</p><img src="a.png">' }).checks.find((c) => c.id === "imageAlt");
    expect(missing).toEqual({ id: "imageAlt", points: 0, max: 5 });
  });

  it("slug: keyword and at most 60 characters 5; at most 60 only 3; otherwise 1 (boundary 60/61)", () => {
    const withKeyword60 = `may-pha-tra-${"x".repeat(48)}`;
    expect(withKeyword60).toHaveLength(60);
    expect(points("slug", { slug: withKeyword60, tags: ["Máy pha trà"] })).toBe(5);
    expect(points("slug", { slug: `${withKeyword60}x`, tags: ["Máy pha trà"] })).toBe(1);
    expect(points("slug", { slug: "x".repeat(60), tags: ["Máy pha trà"] })).toBe(3);
    expect(points("slug", { slug: "x".repeat(61), tags: ["Máy pha trà"] })).toBe(1);
    expect(points("slug", { slug: "x".repeat(60), tags: [] })).toBe(3);
  });

  it("scales 55 points to 100, capped at 100, and returns a breakdown that adds up", () => {
    const perfect = computeSeoScore({
      title: "Máy pha trà cho quán",
      slug: "may-pha-tra-cho-quan",
      tags: ["máy pha trà"],
      metaTitle: "a".repeat(55),
      metaDescription: "b".repeat(155),
      // 1003 words with 20 keyword phrases: 1.99 %.
      content: `<h2>a</h2><h2>b</h2><h3>c</h3><img src="x.png" alt="Máy pha trà"><p>${"máy pha trà ".repeat(20)}${"chữ ".repeat(940)}</p>`,
    });
    expect(perfect.checks.every((check) => check.points === check.max)).toBe(true);
    expect(perfect.points).toBe(65);
    expect(perfect.score).toBe(100);
    expect(perfect.checks.reduce((sum, check) => sum + check.points, 0)).toBe(perfect.points);

    // Only the word-count minimum (1), a 3-point slug and the image check with no image to fix (5): 9 / 55 → 16.
    const bare = computeSeoScore({ ...BASE, slug: "bai-viet" });
    expect(bare.points).toBe(9);
    expect(bare.score).toBe(Math.round((9 * 100) / SEO_MAX_POINTS));
    expect(bare.score).toBe(16);

    // 44 points → exactly 80 (green); one point less would be 78 (orange).
    const p44 = computeSeoScore({
      title: "Máy pha trà",
      slug: "bai-viet",
      tags: ["máy pha trà"],
      metaTitle: "a".repeat(55),
      metaDescription: "b".repeat(155),
      content: `<p>${"máy pha trà ".repeat(1)}${"chữ ".repeat(97)}</p><img src="x.png">`,
    });
    // title 10 + meta 10 + description 10 + density (1/100 = 1 %) 10 + words 1 + image without alt 0
    // + slug without keyword 3 = 44
    expect(p44.points).toBe(44);
    expect(p44.score).toBe(80);
    expect(seoScoreColour(p44.score)).toBe("green");
  });

  it.each([
    [100, "green"],
    [80, "green"],
    [79, "orange"],
    [60, "orange"],
    [59, "red"],
    [0, "red"],
  ] as const)("score %i is %s", (score, colour) => {
    expect(seoScoreColour(score)).toBe(colour);
  });
});

describe("slug generator", () => {
  it.each([
    ["Cách mở quán trà sữa thành công", "cach-mo-quan-tra-sua-thanh-cong"],
    ["Đầu tư máy pha cà phê", "dau-tu-may-pha-ca-phe"],
    ["  ĐẶC BIỆT: Máy LT-150 & LS-250!!  ", "dac-biet-may-lt-150-ls-250"],
    ["Trà   sữa -- ngon", "tra-sua-ngon"],
    ["Giá 17.200.000đ?", "gia-17200000d"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("makes slugs unique by suffixing -2, -3, …", async () => {
    const taken = new Set(["bai-viet", "bai-viet-2"]);
    expect(await uniqueSlug("bai-viet", async (slug) => taken.has(slug))).toBe("bai-viet-3");
    expect(await uniqueSlug("moi", async (slug) => taken.has(slug))).toBe("moi");
    expect(await uniqueSlug("", async () => false)).toBe("bai-viet");
  });
});

describe("editor input rules", () => {
  it("tags are trimmed, empty and duplicate ones dropped, order kept", () => {
    expect(normalizeTags([" trà sữa ", "", "   ", "Trà Sữa", "cà  phê", "trà sữa"])).toEqual(["trà sữa", "cà phê"]);
  });
  it("empty rich text counts as no content", () => {
    expect(isEmptyHtml("<p></p>")).toBe(true);
    expect(isEmptyHtml("<p>&nbsp; <br></p>")).toBe(true);
    expect(isEmptyHtml("<p>x</p>")).toBe(false);
    expect(isEmptyHtml('<p><img src="a.png" alt="a"></p>')).toBe(false);
  });
});

describe("seeded posts", () => {
  it("a new shop's SEO panel has one draft that needs work, with the reasons in its breakdown", () => {
    const scored = seedBlogPosts.map((post) => ({ post, result: computeSeoScore(post) }));
    const needWork = scored.filter(({ result }) => result.score < 80);
    expect(needWork.map(({ post }) => post.slug)).toEqual(["mo-quan-ca-phe-mang-di-can-chuan-bi-gi"]);
    const [{ post, result }] = needWork as [(typeof needWork)[number]];
    expect(post.isPublished).toBe(false);
    const missed = result.checks.filter((check) => check.points < check.max).map((check) => check.id);
    expect(missed).toEqual(expect.arrayContaining(["metaTitle", "metaDescription", "wordCount", "headings", "imageAlt"]));
    expect(seoScoreColour(result.score)).toBe("red");
  });
});
