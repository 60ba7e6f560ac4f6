import { Link } from "react-router";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { blogCategoryPath } from "~/components/blog/blog-links";
import { PostCard } from "~/components/blog/post-card";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { orNotFound } from "~/lib/loader-errors.server";
import { breadcrumbJsonLd, noindexMeta, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/category";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog } = context.services;
  const category = await orNotFound(blog.getCategoryBySlug(params.slug));
  const [posts, categories] = await Promise.all([blog.listPostsOfCategory(category.id), blog.listCategories()]);
  return { category, posts, categories, siteUrl: context.env.siteUrl };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "404 Page Not Found" }, ...noindexMeta()];
  const { category, posts, siteUrl } = data;
  const path = blogCategoryPath(category.slug);
  return seoMeta({
    siteUrl,
    path,
    title: `${category.name} – Blog kinh doanh quán cà phê, trà sữa | TeaCoffee Pro`,
    description:
      category.description ?? `Các bài viết chuyên mục ${category.name} dành cho chủ quán cà phê, trà sữa.`,
    noindex: posts.length === 0,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: category.name, path },
      ]),
    ],
  });
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, posts, categories } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: "Trang chủ", to: "/" }, { label: "Blog", to: "/blog" }, { label: category.name }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
        <section aria-labelledby="category-title">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Chuyên mục</p>
          <h1 id="category-title" className="mt-1 text-3xl font-bold text-gray-900">
            {category.name}
          </h1>
          {category.description && <p className="mt-3 text-gray-700">{category.description}</p>}
          {posts.length > 0 ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2" aria-label={`Bài viết chuyên mục ${category.name}`}>
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-xl bg-gray-50 p-8 text-center">
              <p className="text-gray-700">Chưa có bài viết nào trong chuyên mục này.</p>
              <Link to="/blog" className="mt-4 inline-block font-semibold text-brand-700 underline">
                Xem tất cả bài viết
              </Link>
            </div>
          )}
        </section>
        <BlogSidebar categories={categories} currentCategorySlug={category.slug} />
      </div>
    </main>
  );
}
