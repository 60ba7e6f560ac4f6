import { Link } from "react-router";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { useBlogPostAnalytics } from "~/components/blog/blog-analytics";
import { blogCategoryPath, blogPostPath, blogTagPath } from "~/components/blog/blog-links";
import { PostBody } from "~/components/blog/post-body";
import { PostCard } from "~/components/blog/post-card";
import { ShareButtons } from "~/components/blog/share-buttons";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { orNotFound } from "~/lib/loader-errors.server";
import { absoluteUrl, blogPostingJsonLd, breadcrumbJsonLd, formatLongDateVi, noindexMeta, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await orNotFound(context.services.blog.getPublicPostPage(params.slug));
  return { ...page, siteUrl: context.env.siteUrl };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "404 Page Not Found" }, ...noindexMeta()];
  const { post, categories, siteUrl } = data;
  const path = blogPostPath(post.slug);
  const title = post.metaTitle || post.title;
  const description = post.metaDescription || post.summary || plainText(post.content).slice(0, 160);
  const published = new Date(post.publishedAt ?? post.createdAt).toISOString();
  const modified = new Date(post.updatedAt).toISOString();
  return seoMeta({
    siteUrl,
    path,
    title,
    description,
    image: post.coverImage,
    imageAlt: post.title,
    type: "article",
    canonicalUrl: post.canonicalUrl,
    article: { publishedTime: published, modifiedTime: modified, tags: post.tags, section: categories[0]?.name },
    jsonLd: [
      blogPostingJsonLd(siteUrl, {
        title: post.title,
        description,
        path,
        canonicalUrl: post.canonicalUrl,
        image: post.coverImage,
        publishedAt: published,
        modifiedAt: modified,
        tags: post.tags,
        section: categories[0]?.name,
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Blog", path: "/blog" },
        ...(categories[0] ? [{ name: categories[0].name, path: blogCategoryPath(categories[0].slug) }] : []),
        { name: post.title, path },
      ]),
    ],
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, categories, related, allCategories, siteUrl } = loaderData;
  useBlogPostAnalytics(post);
  const shareUrl = absoluteUrl(siteUrl, post.canonicalUrl || blogPostPath(post.slug));
  const date = post.publishedAt ?? post.createdAt;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: "Trang chủ", to: "/" }, { label: "Blog", to: "/blog" }, { label: post.title }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
        <article>
          <header>
            <ul className="flex flex-wrap gap-2" aria-label="Chuyên mục">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={blogCategoryPath(category.slug)}
                    className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
            <h1 className="mt-3 text-3xl leading-tight font-bold text-gray-900 sm:text-4xl">{post.title}</h1>
            <p className="mt-3 text-sm text-gray-500">
              <time dateTime={new Date(date).toISOString()}>{formatLongDateVi(date)}</time>
            </p>
          </header>
          {post.coverImage && (
            <img
              src={post.coverImage}
              alt={post.title}
              width={1200}
              height={630}
              fetchPriority="high"
              className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover"
            />
          )}
          {post.summary && <p className="mt-6 text-lg font-medium text-gray-700">{post.summary}</p>}
          <PostBody html={post.content} />
          {post.tags.length > 0 && (
            <div className="mt-10 flex flex-wrap items-center gap-2">
              <span className="text-sm font-medium text-gray-700">Thẻ:</span>
              <ul className="flex flex-wrap gap-2" aria-label="Thẻ">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={blogTagPath(tag)}
                      className="inline-flex rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-6 border-t border-gray-200 pt-6">
            <ShareButtons url={shareUrl} title={post.title} />
          </div>
          {related.length > 0 && (
            <section className="mt-12" aria-labelledby="related-posts">
              <h2 id="related-posts" className="text-2xl font-bold text-gray-900">
                Bài viết liên quan
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-3">
                {related.map((item) => (
                  <li key={item.id}>
                    <PostCard post={item} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <BlogSidebar categories={allCategories} />
      </div>
    </main>
  );
}
