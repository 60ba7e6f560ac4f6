import { blogPostPath, blogTagPath } from "~/components/blog/blog-links";
import { absoluteUrl } from "~/lib/seo";
import { xmlText } from "~/lib/xml";
import type { Route } from "./+types/rss";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const FEED_SIZE = 50;

/** /rss.xml: RSS 2.0 feed of published posts, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const [allPosts, site] = await Promise.all([context.services.blog.listPosts(), context.services.storeSettings.siteInfo()]);
  const posts = allPosts.slice(0, FEED_SIZE);
  const siteUrl = context.env.siteUrl;
  const newest = posts[0] ? posts[0].publishedAt ?? posts[0].createdAt : new Date(0);
  const items = posts.map((post) => {
    const link = absoluteUrl(siteUrl, blogPostPath(post.slug));
    return [
      "    <item>",
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      post.summary ? `      <description>${xmlText(post.summary)}</description>` : "",
      ...post.tags.map(
        (tag) => `      <category domain="${xmlText(absoluteUrl(siteUrl, blogTagPath(tag)))}">${xmlText(tag)}</category>`,
      ),
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlText(`Blog ${site.brandName}`)}</title>`,
    `    <link>${xmlText(absoluteUrl(siteUrl, "/blog"))}</link>`,
    `    <description>${xmlText("Kinh nghiệm khởi nghiệp, vận hành và marketing quán cà phê, trà sữa.")}</description>`,
    "    <language>vi-VN</language>",
    `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlText(absoluteUrl(siteUrl, "/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=1800, stale-while-revalidate=86400",
    },
  });
}
