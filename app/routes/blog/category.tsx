import { vi } from "#common/i18n-vi";
import { blogCategoryPath } from "~/components/blog/blog-links";
import { BlogListing, blogListingMeta, type BlogListingInfo } from "~/components/blog/blog-listing";
import { orNotFound } from "~/lib/loader-errors.server";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/category";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";
// No English variant: the blog parts it shares with the post (sidebar, cards) read the Vietnamese half.
import { blogTexts } from "#common/page-texts/blog";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog } = context.services;
  const category = await orNotFound(blog.getCategoryBySlug(params.slug));
  const [posts, categories] = await Promise.all([blog.listPostsOfCategory(category.id), blog.listCategories()]);
  return { category, posts, categories, texts: blogTexts.vi, siteUrl: context.env.siteUrl };
}

function listingOf(category: { name: string; slug: string; description: string | null }): BlogListingInfo {
  return {
    path: blogCategoryPath(category.slug),
    name: category.name,
    eyebrow: "Chuyên mục",
    headingId: "category-title",
    metaTitle: `${category.name} – Blog kinh doanh quán cà phê, trà sữa`,
    description: category.description ?? `Các bài viết chuyên mục ${category.name} dành cho chủ quán cà phê, trà sữa.`,
    intro: category.description,
    listLabel: `Bài viết chuyên mục ${category.name}`,
    emptyText: "Chưa có bài viết nào trong chuyên mục này.",
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: vi.notFoundTitle }, ...noindexMeta()];
  return blogListingMeta(listingOf(data.category), data.posts.length, data.siteUrl, siteInfoIn(matches).brandName);
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, posts, categories } = loaderData;
  return <BlogListing listing={listingOf(category)} posts={posts} categories={categories} currentCategorySlug={category.slug} />;
}
