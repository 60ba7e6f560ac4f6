import { vi } from "#common/i18n-vi";
import { withResponsiveImages } from "#common/uploaded-image";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { useBlogPostAnalytics } from "~/components/blog/blog-analytics";
import { blogCategoryPath, blogPostPath } from "~/components/blog/blog-links";
import { POST_COLUMN_SIZES, PostArticleContent } from "~/components/blog/post-article";
import { PostCardGrid } from "~/components/blog/post-card";
import { ShareButtons } from "~/components/blog/share-buttons";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { orNotFound } from "~/lib/loader-errors.server";
import { siteInfoIn } from "~/lib/site-info-meta";
import { absoluteUrl, blogPostingJsonLd, breadcrumbJsonLd, noindexMeta, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/post";
import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle } from "#common/i18n-vi";
import { blogTexts, type BlogTexts } from "#common/page-texts/blog";
import { useLanguage, usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * its interface has an English variant (docs/decisions/0067), the post itself is the owner's and stays Vietnamese.
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await orNotFound(context.services.blog.getPublicPostPage(params.slug));
  // Uploaded pictures in the post get their WebP copies here, on the server, so no HTML rewriting ships to the browser.
  const post = { ...page.post, content: withResponsiveImages(page.post.content, POST_COLUMN_SIZES) };
  const { texts } = pageTextsFor(request, blogTexts);
  return { ...page, post, texts, siteUrl: context.env.siteUrl };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: vi.notFoundTitle }, ...noindexMeta()];
  const { brandName } = siteInfoIn(matches);
  const { post, categories, siteUrl, texts } = data;
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
      }, brandName),
      breadcrumbJsonLd(siteUrl, [
        { name: texts.home, path: "/" },
        { name: texts.eyebrow, path: "/blog" },
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
  const t = usePageTexts<BlogTexts>();
  const { language } = useLanguage();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: t.home, to: "/" }, { label: t.eyebrow, to: "/blog" }, { label: post.title, lang: "vi" }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
        <article>
          <PostArticleContent
            title={post.title}
            date={date}
            categories={categories}
            coverImage={post.coverImage}
            summary={post.summary}
            content={post.content}
            tags={post.tags}
            texts={t}
            language={language}
          />
          <div className="mt-6 border-t border-gray-200 pt-6">
            <ShareButtons url={shareUrl} title={post.title} />
          </div>
          {related.length > 0 && (
            <section className="mt-12" aria-labelledby="related-posts">
              <h2 id="related-posts" className="text-2xl font-bold text-gray-900">
                {t.related}
              </h2>
              <PostCardGrid posts={related} className="mt-6 grid gap-6 md:grid-cols-3" headingLevel={3} />
            </section>
          )}
        </article>
        <BlogSidebar categories={allCategories} />
      </div>
    </main>
  );
}
