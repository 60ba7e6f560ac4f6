import { Link } from "react-router";
import { ConsultationButton } from "~/components/content/consultation-button";
import type { BlogTexts } from "#common/page-texts/blog";
import { contentLink } from "~/lib/analytics-links";
import { usePageTexts } from "~/lib/language";
import { BLOG_KEYWORDS, blogCategoryPath, blogTagPath } from "./blog-links";

export interface SidebarCategory {
  id: number;
  name: string;
  slug: string;
}

/** Blog sidebar: categories, a consulting call to action and the six fixed keyword links. */
export function BlogSidebar({ categories, currentCategorySlug }: { categories: SidebarCategory[]; currentCategorySlug?: string }) {
  const t = usePageTexts<BlogTexts>();
  return (
    <aside className="space-y-6" aria-label={t.sidebar}>
      <section className="rounded-xl border border-gray-200 p-5" aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className="font-bold text-gray-900">
          {t.categories}
        </h2>
        <ul className="mt-3 space-y-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={blogCategoryPath(category.slug)}
                aria-current={category.slug === currentCategorySlug ? "page" : undefined}
                lang="vi"
                className="text-gray-700 hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-xl bg-brand-800 p-5 text-white" aria-labelledby="sidebar-consulting">
        <h2 id="sidebar-consulting" className="font-bold">
          {t.consultingTitle}
        </h2>
        <p className="mt-2 text-sm text-brand-50">
          {t.consultingText}
        </p>
        <ConsultationButton product="Tư vấn từ blog" variant="light" className="mt-4 w-full">
          {t.consultingButton}
        </ConsultationButton>
      </section>

      <section className="rounded-xl border border-gray-200 p-5" aria-labelledby="sidebar-keywords">
        <h2 id="sidebar-keywords" className="font-bold text-gray-900">
          {t.keywords}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {BLOG_KEYWORDS.map((keyword) => (
            <li key={keyword.tag}>
              <Link
                to={blogTagPath(keyword.tag)}
                {...contentLink("blog_keyword", keyword.tag)}
                lang="vi"
                className="inline-flex rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
              >
                {keyword.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
