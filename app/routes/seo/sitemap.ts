import { blogCategoryPath, blogPostPath } from "~/components/blog/blog-links";
import { STATIC_PUBLIC_PAGES } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/seo";
import { xmlText } from "~/lib/xml";
import type { Route } from "./+types/sitemap";
import { sharedPageHandle } from "#common/shared-page";
import { placePath } from "#common/places";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

interface Entry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

/** /sitemap.xml: every public page, product, published post and blog category (with lastmod). */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, blog, places } = context.services;
  const [products, posts, categories, dealers] = await Promise.all([
    catalog.listProducts(),
    blog.listPosts(),
    blog.listCategoriesWithLastModified(),
    places.list({}),
  ]);
  const newestPost = posts.reduce<Date | undefined>(
    (newest, post) => (!newest || post.updatedAt > newest ? post.updatedAt : newest),
    undefined,
  );
  const entries: Entry[] = [
    ...STATIC_PUBLIC_PAGES.map((page) => ({
      ...page,
      lastmod: page.path === "/blog" ? newestPost : undefined,
    })),
    ...products.map((product) => ({ path: `/products/${product.id}`, changefreq: "weekly", priority: 0.8 })),
    ...posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updatedAt, changefreq: "monthly", priority: 0.7 })),
    ...dealers.map((place) => ({ path: placePath(place.slug), changefreq: "monthly", priority: 0.5 })),
    ...categories.map((category) => ({
      path: blogCategoryPath(category.slug),
      lastmod: category.lastModified,
      changefreq: "weekly",
      priority: 0.5,
    })),
  ];
  const siteUrl = context.env.siteUrl;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) =>
      [
        "  <url>",
        `    <loc>${xmlText(absoluteUrl(siteUrl, entry.path))}</loc>`,
        entry.lastmod ? `    <lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>` : "",
        entry.changefreq ? `    <changefreq>${entry.changefreq}</changefreq>` : "",
        entry.priority !== undefined ? `    <priority>${entry.priority.toFixed(1)}</priority>` : "",
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
