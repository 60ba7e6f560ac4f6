import type { MetaDescriptor } from "react-router";
import { effectiveUnitPrice } from "#common/money";
import type { SiteInfo } from "#common/site-info";

/**
 * What search engines and link previews (Facebook, Zalo) read: title, description, canonical URL, Open Graph,
 * Twitter card and JSON-LD. Every public route's `meta` goes through `seoMeta`; URLs are absolute, built
 * from SITE_URL (handed to loaders as `context.env.siteUrl`).
 */

export const DEFAULT_OG_IMAGE = "/images/og-default.png";
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

export interface SeoInput {
  /** Public origin without trailing slash, from SITE_URL. */
  siteUrl: string;
  /** Path of the page (with query if it matters), e.g. `/blog/abc`. */
  path: string;
  title: string;
  description: string;
  /** Site-relative or absolute image; SVGs get their PNG twin (link previews do not render SVG). */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  /** Overrides the canonical built from `path` (blog posts may set their own). */
  canonicalUrl?: string | null;
  noindex?: boolean;
  /** Extra JSON-LD objects for this page. */
  jsonLd?: object[];
  article?: { publishedTime?: string; modifiedTime?: string; tags?: string[]; section?: string };
}

/** A page's `<title>`: what the page is, then the brand (store settings). */
export function brandedTitle(title: string, brandName: string): string {
  return brandName ? `${title} | ${brandName}` : title;
}

/** `https://site/path` from a site-relative path; absolute http(s) URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Link previews do not show SVG; every local SVG cover has a PNG rendering next to it (scripts/render-og-images.mjs). */
export function previewImagePath(image: string | null | undefined): string {
  if (!image) return DEFAULT_OG_IMAGE;
  if (image.startsWith("/images/") && image.endsWith(".svg")) return image.replace(/\.svg$/, ".png");
  return image;
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const canonical = input.canonicalUrl ? absoluteUrl(input.siteUrl, input.canonicalUrl) : url;
  const image = absoluteUrl(input.siteUrl, previewImagePath(input.image));
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:locale", content: "vi_VN" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (!input.image || previewImagePath(input.image) === DEFAULT_OG_IMAGE) {
    tags.push(
      { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
      { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    );
  }
  if (input.article) {
    const { publishedTime, modifiedTime, tags: articleTags = [], section } = input.article;
    if (publishedTime) tags.push({ property: "article:published_time", content: publishedTime });
    if (modifiedTime) tags.push({ property: "article:modified_time", content: modifiedTime });
    if (section) tags.push({ property: "article:section", content: section });
    for (const tag of articleTags) tags.push({ property: "article:tag", content: tag });
  }
  if (input.noindex) tags.push(...noindexMeta());
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** For admin pages and thin pages: keep them out of search results. */
export function noindexMeta(): MetaDescriptor[] {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  canonicalUrl?: string | null;
  image?: string | null;
  publishedAt: string;
  modifiedAt: string;
  tags: string[];
  section?: string;
}

export function blogPostingJsonLd(siteUrl: string, post: BlogPostingInput, brandName: string) {
  const url = absoluteUrl(siteUrl, post.canonicalUrl || post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: post.description,
    image: [absoluteUrl(siteUrl, previewImagePath(post.image))],
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    inLanguage: "vi-VN",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    keywords: post.tags.join(", "),
    ...(post.section ? { articleSection: post.section } : {}),
    author: { "@type": "Organization", name: brandName, url: siteUrl },
    publisher: {
      "@type": "Organization",
      name: brandName,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/images/logo.png") },
    },
  };
}

/** The brand with its regional offices and hotlines — for the home page (`jsonLd: [organizationJsonLd(siteUrl, site)]`). */
export function organizationJsonLd(siteUrl: string, site: SiteInfo) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.brandName,
    url: siteUrl,
    logo: absoluteUrl(siteUrl, "/images/logo.png"),
    email: site.contactEmail,
    telephone: site.hotline.tel,
    sameAs: site.socialLinks.map((link) => link.href),
    contactPoint: [
      {
        "@type": "ContactPoint",
        telephone: site.hotline.tel,
        contactType: "sales",
        areaServed: "VN",
        availableLanguage: ["vi"],
        hoursAvailable: { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "23:59" },
      },
      {
        "@type": "ContactPoint",
        telephone: site.supportHotline.tel,
        contactType: "technical support",
        areaServed: "VN",
        availableLanguage: ["vi"],
      },
    ],
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      name: office.label,
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressRegion: office.addressRegion,
      addressCountry: "VN",
    })),
    department: site.offices.map((office) => ({
      "@type": "LocalBusiness",
      name: `${site.brandName} – ${office.label}`,
      telephone: office.phoneLine.tel,
      image: absoluteUrl(siteUrl, "/images/logo.png"),
      address: {
        "@type": "PostalAddress",
        streetAddress: office.streetAddress,
        addressLocality: office.locality,
        addressRegion: office.addressRegion,
        addressCountry: "VN",
      },
    })),
  };
}

const LONG_DATE_VI = new Intl.DateTimeFormat("vi-VN", { dateStyle: "long", timeZone: "Asia/Ho_Chi_Minh" });
const LONG_DATE_EN = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Asia/Ho_Chi_Minh" });

/** A long date in the page's language ("12 tháng 8, 2026" / "12 August 2026"), in Vietnam's time zone. */
export function formatLongDate(date: Date | string, language: "vi" | "en"): string {
  return (language === "en" ? LONG_DATE_EN : LONG_DATE_VI).format(new Date(date));
}

/** Vietnamese long date, e.g. "12 tháng 8, 2026", in Vietnam's time zone. */
export function formatLongDateVi(date: Date | string): string {
  return LONG_DATE_VI.format(new Date(date));
}

export interface ProductJsonLdInput {
  id: number;
  name: string;
  description: string;
  image: string;
  /** Whole dong. */
  price: number;
  discountPrice: number | null;
  inStock: boolean;
  rating: number;
  reviewCount: number;
  categoryName?: string;
}

/** `Product` with an offer in VND for /products/{id} (`jsonLd: [productJsonLd(siteUrl, product, brandName)]`). */
export function productJsonLd(siteUrl: string, product: ProductJsonLdInput, brandName: string) {
  const url = absoluteUrl(siteUrl, `/products/${product.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description,
    image: [absoluteUrl(siteUrl, previewImagePath(product.image))],
    sku: String(product.id),
    brand: { "@type": "Brand", name: brandName },
    ...(product.categoryName ? { category: product.categoryName } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "VND",
      price: String(effectiveUnitPrice(product)),
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: brandName },
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.toFixed(1),
            reviewCount: product.reviewCount,
            bestRating: "5",
            worstRating: "1",
          },
        }
      : {}),
  };
}
