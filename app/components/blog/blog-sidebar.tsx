import { Link } from "react-router";
import { ConsultationButton } from "~/components/content/consultation-button";
import { contentLink } from "~/lib/analytics-links";
import { BLOG_KEYWORDS, blogCategoryPath, blogTagPath } from "./blog-links";

export interface SidebarCategory {
  id: number;
  name: string;
  slug: string;
}

/** Blog sidebar: categories, a consulting call to action and the six fixed keyword links. */
export function BlogSidebar({ categories, currentCategorySlug }: { categories: SidebarCategory[]; currentCategorySlug?: string }) {
  return (
    <aside className="space-y-6" aria-label="Thanh bên blog">
      <section className="rounded-xl border border-gray-200 p-5" aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className="font-bold text-gray-900">
          Chuyên mục
        </h2>
        <ul className="mt-3 space-y-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={blogCategoryPath(category.slug)}
                aria-current={category.slug === currentCategorySlug ? "page" : undefined}
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
          Cần tư vấn mở quán?
        </h2>
        <p className="mt-2 text-sm text-brand-50">
          Chuyên gia của chúng tôi đã đồng hành cùng hơn 500 chủ quán. Nhận tư vấn miễn phí về mô hình, thiết bị và chi phí.
        </p>
        <ConsultationButton product="Tư vấn từ blog" variant="light" className="mt-4 w-full">
          Nhận tư vấn miễn phí
        </ConsultationButton>
      </section>

      <section className="rounded-xl border border-gray-200 p-5" aria-labelledby="sidebar-keywords">
        <h2 id="sidebar-keywords" className="font-bold text-gray-900">
          Từ khóa phổ biến
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {BLOG_KEYWORDS.map((keyword) => (
            <li key={keyword.tag}>
              <Link
                to={blogTagPath(keyword.tag)}
                {...contentLink("blog_keyword", keyword.tag)}
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
