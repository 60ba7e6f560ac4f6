import { data, isRouteErrorResponse, Link } from "react-router";
import { blogTagPath } from "~/components/blog/blog-links";
import { BlogListing, blogListingMeta, type BlogListingInfo } from "~/components/blog/blog-listing";
import { notFound, statusOf } from "~/lib/loader-errors.server";
import { useSiteInfo } from "~/lib/root-data";
import { brandedTitle, noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/tag";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";
// No English variant: the blog parts it shares with the post (sidebar, cards) read the Vietnamese half.
import { blogTexts } from "#common/page-texts/blog";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const LOAD_ERROR_MESSAGE = "Không thể tải dữ liệu";

export async function loader({ params, context }: Route.LoaderArgs) {
  const tag = params.tag.trim();
  try {
    const [posts, categories] = await Promise.all([context.services.blog.listPostsByTag(tag), context.services.blog.listCategories()]);
    return { tag, posts, categories, texts: blogTexts.vi, siteUrl: context.env.siteUrl };
  } catch (error) {
    // A tag no post can have (NUL, broken encoding) is refused by the shared string rule: that page does not exist.
    if (statusOf(error) === 400) throw notFound();
    // Spec: a tag page that cannot load shows an error page with 'Không thể tải dữ liệu' (not the 404 page).
    throw data(LOAD_ERROR_MESSAGE, { status: 503, statusText: "Service Unavailable" });
  }
}

function listingOf(tag: string): BlogListingInfo {
  return {
    path: blogTagPath(tag),
    name: `#${tag}`,
    eyebrow: "Thẻ",
    headingId: "tag-title",
    metaTitle: `Bài viết về “${tag}” – Blog`,
    description: `Tổng hợp bài viết về ${tag} dành cho chủ quán cà phê, trà sữa: kinh nghiệm, hướng dẫn và ý tưởng thực tế.`,
    listLabel: `Bài viết có thẻ ${tag}`,
    emptyText: "Chưa có bài viết nào với thẻ này.",
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  if (!loaded) return [{ title: brandedTitle(LOAD_ERROR_MESSAGE, brandName) }, ...noindexMeta()];
  return blogListingMeta(listingOf(loaded.tag), loaded.posts.length, loaded.siteUrl, brandName);
}

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, posts, categories } = loaderData;
  return <BlogListing listing={listingOf(tag)} posts={posts} categories={categories} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { brandName } = useSiteInfo();
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : LOAD_ERROR_MESSAGE;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{brandedTitle(LOAD_ERROR_MESSAGE, brandName)}</title>
      <h1 className="text-2xl font-bold text-gray-900">Có lỗi xảy ra</h1>
      <p className="mt-4 text-gray-700">{message}</p>
      <Link to="/blog" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        Về trang blog
      </Link>
    </main>
  );
}
