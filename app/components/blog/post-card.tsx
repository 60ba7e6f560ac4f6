import { Link } from "react-router";
import { Photo } from "~/components/ui/photo";
import { useLanguage } from "~/lib/language";
import { formatLongDate } from "~/lib/seo";
import { blogPostPath } from "./blog-links";

export interface PostCardData {
  id: number;
  title: string;
  slug: string;
  summary: string | null;
  coverImage: string | null;
  publishedAt: Date | string | null;
  createdAt: Date | string;
}

export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = post.publishedAt ?? post.createdAt;
  const { language } = useLanguage();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md">
      <Link to={blogPostPath(post.slug)} tabIndex={-1} aria-hidden="true">
        <Photo
          src={post.coverImage || "/images/placeholder.svg"}
          alt=""
          width={1200}
          height={630}
          sizes="(min-width: 1152px) 360px, (min-width: 640px) 46vw, calc(100vw - 2rem)"
          loading="lazy"
          className="aspect-[1200/630] w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <time dateTime={new Date(date).toISOString()} className="text-sm text-gray-500">
          {formatLongDate(date, language)}
        </time>
        <Heading className="mt-1 text-lg font-semibold text-gray-900 group-hover:text-brand-700">
          <Link to={blogPostPath(post.slug)} lang="vi">{post.title}</Link>
        </Heading>
        {post.summary && <p className="mt-2 line-clamp-3 text-sm text-gray-600" lang="vi">{post.summary}</p>}
      </div>
    </article>
  );
}

/** Post cards in a list; `className` sets its spacing and columns. */
export function PostCardGrid({
  posts,
  className,
  headingLevel,
  label,
}: {
  posts: PostCardData[];
  className: string;
  headingLevel?: 2 | 3;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
