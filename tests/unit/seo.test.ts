import { describe, expect, it } from "vitest";
import { DOCUMENTS, findDocument } from "#common/documents";
import { absoluteUrl, blogPostingJsonLd, organizationJsonLd, previewImagePath, productJsonLd, seoMeta } from "~/lib/seo";

const SITE = "https://maypha.example.vn";

describe("seoMeta", () => {
  const tags = seoMeta({ siteUrl: SITE, path: "/blog/abc", title: "T", description: "D", image: "/images/blog/x.svg" });
  const find = (key: string, value: string) => tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("builds title, description and an absolute canonical from SITE_URL", () => {
    expect(tags).toContainEqual({ title: "T" });
    expect(find("name", "description")?.content).toBe("D");
    expect(find("rel", "canonical")?.href).toBe(`${SITE}/blog/abc`);
  });

  it("gives link previews an absolute PNG image", () => {
    expect(find("property", "og:image")?.content).toBe(`${SITE}/images/blog/x.png`);
    expect(find("name", "twitter:image")?.content).toBe(`${SITE}/images/blog/x.png`);
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("falls back to the default image and honours a custom canonical and noindex", () => {
    const other = seoMeta({ siteUrl: SITE, path: "/x", title: "T", description: "D", canonicalUrl: "https://other.example/p", noindex: true });
    expect(other).toContainEqual({ property: "og:image", content: `${SITE}/images/og-default.png` });
    expect(other).toContainEqual({ tagName: "link", rel: "canonical", href: "https://other.example/p" });
    expect(other).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});

describe("helpers", () => {
  it("absoluteUrl and previewImagePath", () => {
    expect(absoluteUrl(SITE, "/a")).toBe(`${SITE}/a`);
    expect(absoluteUrl(`${SITE}/`, "a")).toBe(`${SITE}/a`);
    expect(absoluteUrl(SITE, "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(previewImagePath("/images/blog/a.svg")).toBe("/images/blog/a.png");
    expect(previewImagePath("/uploads/a.jpg")).toBe("/uploads/a.jpg");
    expect(previewImagePath(null)).toBe("/images/og-default.png");
  });

  it("Organization JSON-LD lists the three offices and the hotline", () => {
    const org = organizationJsonLd(SITE);
    expect(org["@type"]).toBe("Organization");
    expect(org.address).toHaveLength(3);
    expect(org.address.map((address) => address.addressLocality)).toEqual(["Hà Nội", "Đà Nẵng", "TP. Hồ Chí Minh"]);
    expect(org.telephone).toMatch(/^\+84\d{9}$/);
    expect(JSON.parse(JSON.stringify(org))).toEqual(org);
  });

  it("BlogPosting JSON-LD has absolute URLs", () => {
    const posting = blogPostingJsonLd(SITE, {
      title: "T",
      description: "D",
      path: "/blog/t",
      image: "/images/blog/t.svg",
      publishedAt: "2026-01-01T00:00:00.000Z",
      modifiedAt: "2026-01-02T00:00:00.000Z",
      tags: ["a", "b"],
    });
    expect(posting.url).toBe(`${SITE}/blog/t`);
    expect(posting.image).toEqual([`${SITE}/images/blog/t.png`]);
  });
});

describe("productJsonLd", () => {
  it("offers the price actually charged, in VND, with availability and rating", () => {
    const product = productJsonLd(SITE, {
      id: 4,
      name: "Máy pha cà phê tự động LS-250",
      description: "d",
      image: "/images/products/ls-250.svg",
      price: 23_800_000,
      discountPrice: 21_900_000,
      inStock: false,
      rating: 4.5,
      reviewCount: 12,
    });
    expect(product.offers).toMatchObject({ priceCurrency: "VND", price: "21900000", availability: "https://schema.org/OutOfStock" });
    expect(product.offers.url).toBe(`${SITE}/products/4`);
    expect(product.image).toEqual([`${SITE}/images/products/ls-250.png`]);
    expect(product.aggregateRating).toMatchObject({ ratingValue: "4.5", reviewCount: 12 });
  });
});

describe("document allow-list", () => {
  it("finds only exact file names", () => {
    const name = DOCUMENTS[0]!.filename;
    expect(findDocument(name)?.title).toBe("12 ý tưởng marketing cho quán cà phê, trà sữa");
    for (const attempt of ["", undefined, `../${name}`, `${name}/..`, name.toUpperCase(), `./${name}`, `${name}\0`]) {
      expect(findDocument(attempt)).toBeUndefined();
    }
  });
});

describe("link-preview images", () => {
  it("every SVG under public/images has its PNG twin (run `npm run docs:og-images` after adding one)", async () => {
    const { existsSync, readdirSync } = await import("node:fs");
    const path = await import("node:path");
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const missing = walk("public/images")
      .filter((file) => file.endsWith(".svg"))
      .filter((file) => !existsSync(file.replace(/\.svg$/, ".png")));
    expect(missing).toEqual([]);
  });
});
