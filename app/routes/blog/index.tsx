import { Link } from "react-router";
import { blogCategoryPath } from "~/components/blog/blog-links";
import { PostCardGrid } from "~/components/blog/post-card";
import { ComingSoon, comingSoonMeta, comingSoonPageOf } from "~/components/content/coming-soon";
import { newsletterAction } from "~/lib/newsletter.server";
import type { Route } from "./+types/index";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle } from "#common/i18n-vi";
import { blogTexts, type BlogTexts } from "#common/page-texts/blog";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067). The posts are the owner's and stay Vietnamese.
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

const LATEST_COUNT = 3;

/** The coming-soon frame of the blog, in the page's language. */
const pageOf = (t: BlogTexts) => comingSoonPageOf(t, "/blog", "blog");

export async function loader({ request, context }: Route.LoaderArgs) {
  const [posts, categories] = await Promise.all([context.services.blog.listPosts(), context.services.blog.listCategories()]);
  const { texts } = pageTextsFor(request, blogTexts);
  return { texts, latest: posts.slice(0, LATEST_COUNT), categories, siteUrl: context.env.siteUrl };
}

export const action = (args: Route.ActionArgs) => newsletterAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return comingSoonMeta(pageOf(data.texts), data.siteUrl, siteInfoIn(matches).brandName);
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { latest, categories } = loaderData;
  const t = usePageTexts<BlogTexts>();
  return (
    <ComingSoon page={pageOf(t)}>
      {latest.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="latest-posts">
          <h2 id="latest-posts" className="text-2xl font-bold text-gray-900">
            {t.latest}
          </h2>
          <PostCardGrid posts={latest} className="mt-6 grid gap-6 md:grid-cols-3" headingLevel={3} />
          <nav aria-label={t.categoriesNav} className="mt-8 flex flex-wrap gap-2">
            {categories.map((category) => (
              <Link
                key={category.id}
                to={blogCategoryPath(category.slug)}
                lang="vi"
                className="rounded-full bg-gray-100 px-4 py-1.5 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
              >
                {category.name}
              </Link>
            ))}
          </nav>
        </section>
      )}
    </ComingSoon>
  );
}
