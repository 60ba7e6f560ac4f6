import { data, isRouteErrorResponse, Link } from "react-router";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { blogTagPath } from "~/components/blog/blog-links";
import { PostCard } from "~/components/blog/post-card";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { breadcrumbJsonLd, noindexMeta, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tag";

const LOAD_ERROR_MESSAGE = "Không thể tải dữ liệu";

export async function loader({ params, context }: Route.LoaderArgs) {
  const tag = params.tag.trim();
  try {
    const [posts, categories] = await Promise.all([context.services.blog.listPostsByTag(tag), context.services.blog.listCategories()]);
    return { tag, posts, categories, siteUrl: context.env.siteUrl };
  } catch {
    // Spec: a tag page that cannot load shows an error page with 'Không thể tải dữ liệu' (not the 404 page).
    throw data(LOAD_ERROR_MESSAGE, { status: 503, statusText: "Service Unavailable" });
  }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: `${LOAD_ERROR_MESSAGE} | TeaCoffee Pro` }, ...noindexMeta()];
  const { tag, posts, siteUrl } = loaded;
  const path = blogTagPath(tag);
  return seoMeta({
    siteUrl,
    path,
    title: `Bài viết về “${tag}” – Blog TeaCoffee Pro`,
    description: `Tổng hợp bài viết về ${tag} dành cho chủ quán cà phê, trà sữa: kinh nghiệm, hướng dẫn và ý tưởng thực tế.`,
    noindex: posts.length === 0,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: `#${tag}`, path },
      ]),
    ],
  });
}

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, posts, categories } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: "Trang chủ", to: "/" }, { label: "Blog", to: "/blog" }, { label: `#${tag}` }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
        <section aria-labelledby="tag-title">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Thẻ</p>
          <h1 id="tag-title" className="mt-1 text-3xl font-bold text-gray-900">
            #{tag}
          </h1>
          {posts.length > 0 ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2" aria-label={`Bài viết có thẻ ${tag}`}>
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-xl bg-gray-50 p-8 text-center">
              <p className="text-gray-700">Chưa có bài viết nào với thẻ này.</p>
              <Link to="/blog" className="mt-4 inline-block font-semibold text-brand-700 underline">
                Xem tất cả bài viết
              </Link>
            </div>
          )}
        </section>
        <BlogSidebar categories={categories} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : LOAD_ERROR_MESSAGE;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${LOAD_ERROR_MESSAGE} | TeaCoffee Pro`}</title>
      <h1 className="text-2xl font-bold text-gray-900">Có lỗi xảy ra</h1>
      <p className="mt-4 text-gray-700">{message}</p>
      <Link to="/blog" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        Về trang blog
      </Link>
    </main>
  );
}
