import { Link } from "react-router";
import { Photo } from "~/components/ui/photo";
import { contentLink } from "~/lib/analytics-links";
import { formatLongDate } from "~/lib/seo";
import { blogCategoryPath, blogTagPath } from "./blog-links";
import { PostBody } from "./post-body";

/** The article column: beside the sidebar from 1,024 px (at most 780 px), the page's width below. */
export const POST_COLUMN_SIZES = "(min-width: 1024px) 780px, calc(100vw - 2rem)";

export interface PostArticleProps {
  title: string;
  date: Date | string;
  categories: { id: number; name: string; slug: string }[];
  coverImage: string | null;
  summary: string | null;
  /** Sanitized post HTML. */
  content: string;
  tags: string[];
  /** The interface's words around the owner's post, in the page's language (common/page-texts/blog.ts). */
  texts: { categories: string; tags: string };
  language: "vi" | "en";
}

/**
 * The body of a public blog post — category badges, title, date, cover, summary, HTML, tags. The public page
 * (routes/blog/post.tsx) and the editor's preview render this same component, so the preview is exact.
 */
export function PostArticleContent({ title, date, categories, coverImage, summary, content, tags, texts, language }: PostArticleProps) {
  return (
    <>
      <header>
        <ul className="flex flex-wrap gap-2" aria-label={texts.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={blogCategoryPath(category.slug)}
                lang="vi"
                className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        <h1 className="mt-3 text-3xl leading-tight font-bold text-gray-900 sm:text-4xl" lang="vi">{title}</h1>
        <p className="mt-3 text-sm text-gray-500">
          <time dateTime={new Date(date).toISOString()}>{formatLongDate(date, language)}</time>
        </p>
      </header>
      {coverImage && (
        <Photo
          src={coverImage}
          alt={title}
          width={1200}
          height={630}
          sizes={POST_COLUMN_SIZES}
          fetchPriority="high"
          className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover"
        />
      )}
      {summary && <p className="mt-6 text-lg font-medium text-gray-700" lang="vi">{summary}</p>}
      <PostBody html={content} />
      {tags.length > 0 && (
        <div className="mt-10 flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-gray-700">{texts.tags}:</span>
          <ul className="flex flex-wrap gap-2" aria-label={texts.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={blogTagPath(tag)}
                  {...contentLink("blog_tag", tag)}
                  lang="vi"
                  className="inline-flex rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
