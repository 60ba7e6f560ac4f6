import { Link } from "react-router";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { brandedTitle, breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import { BlogSidebar, type SidebarCategory } from "./blog-sidebar";
import { PostCardGrid, type PostCardData } from "./post-card";

/** A public list of posts (a category, a tag): its address, names and texts. */
export interface BlogListingInfo {
  path: string;
  /** The list's name: h1 and last breadcrumb item. */
  name: string;
  /** Small label above the h1 ("Chuyên mục", "Thẻ"). */
  eyebrow: string;
  /** id of the h1, which names the page's section. */
  headingId: string;
  /** `<title>` and og:title. */
  metaTitle: string;
  description: string;
  /** Paragraph under the h1. */
  intro?: string | null;
  /** Accessible name of the list of posts. */
  listLabel: string;
  /** Shown instead of the list when it has no post. */
  emptyText: string;
}

/** `meta` of a post list: breadcrumb Home › Blog › the list; an empty list stays out of search results. */
export function blogListingMeta(listing: BlogListingInfo, postCount: number, siteUrl: string, brandName: string) {
  return seoMeta({
    siteUrl,
    path: listing.path,
    title: brandedTitle(listing.metaTitle, brandName),
    description: listing.description,
    noindex: postCount === 0,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: listing.name, path: listing.path },
      ]),
    ],
  });
}

/** The page of a post list: breadcrumb, heading, the posts (or a note that there are none) and the blog sidebar. */
export function BlogListing({
  listing,
  posts,
  categories,
  currentCategorySlug,
}: {
  listing: BlogListingInfo;
  posts: PostCardData[];
  categories: SidebarCategory[];
  currentCategorySlug?: string;
}) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: "Trang chủ", to: "/" }, { label: "Blog", to: "/blog" }, { label: listing.name }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
        <section aria-labelledby={listing.headingId}>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{listing.eyebrow}</p>
          <h1 id={listing.headingId} className="mt-1 text-3xl font-bold text-gray-900">
            {listing.name}
          </h1>
          {listing.intro && <p className="mt-3 text-gray-700">{listing.intro}</p>}
          {posts.length > 0 ? (
            <PostCardGrid posts={posts} className="mt-8 grid gap-6 sm:grid-cols-2" label={listing.listLabel} />
          ) : (
            <div className="mt-8 rounded-xl bg-gray-50 p-8 text-center">
              <p className="text-gray-700">{listing.emptyText}</p>
              <Link to="/blog" className="mt-4 inline-block font-semibold text-brand-700 underline">
                Xem tất cả bài viết
              </Link>
            </div>
          )}
        </section>
        <BlogSidebar categories={categories} currentCategorySlug={currentCategorySlug} />
      </div>
    </main>
  );
}
