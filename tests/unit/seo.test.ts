import { describe, expect, it } from "vitest";
import { DOCUMENTS, findDocument } from "#common/documents";
import { DEFAULT_SITE_INFO, siteInfoOf, DEFAULT_CONTACT_SETTINGS } from "#common/site-info";
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
    const org = organizationJsonLd(SITE, DEFAULT_SITE_INFO);
    expect(org["@type"]).toBe("Organization");
    expect(org.address).toHaveLength(3);
    expect(org.address.map((address) => address.addressLocality)).toEqual(["Hà Nội", "Đà Nẵng", "TP. Hồ Chí Minh"]);
    expect(org.telephone).toMatch(/^\+84\d{9}$/);
    expect(JSON.parse(JSON.stringify(org))).toEqual(org);
  });

  it("Organization JSON-LD follows the store settings: brand, hotline, hidden social links", () => {
    const site = siteInfoOf({
      ...DEFAULT_CONTACT_SETTINGS,
      brandName: "Trà Việt",
      salesHotline: "0912 345 678",
      social: { ...DEFAULT_CONTACT_SETTINGS.social, tiktok: "" },
    });
    const org = organizationJsonLd(SITE, site);
    expect(org.name).toBe("Trà Việt");
    expect(org.telephone).toBe("+84912345678");
    expect(org.contactPoint[1]!.telephone).toBe("19006750");
    expect(org.sameAs).not.toContain(DEFAULT_CONTACT_SETTINGS.social.tiktok);
    expect(org.sameAs).toHaveLength(3);
    expect(org.department[0]!.name).toBe("Trà Việt – Văn phòng miền Bắc");
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
    }, "Trà Việt");
    expect(posting.publisher.name).toBe("Trà Việt");
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
    }, "Trà Việt");
    expect(product.brand.name).toBe("Trà Việt");
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
