import { Link } from "react-router";
import { blogCategoryPath } from "~/components/blog/blog-links";
import { PostCardGrid } from "~/components/blog/post-card";
import { ComingSoon, comingSoonMeta, type ComingSoonPageInfo } from "~/components/content/coming-soon";
import { newsletterAction } from "~/lib/newsletter.server";
import type { Route } from "./+types/index";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const LATEST_COUNT = 3;

const PAGE: ComingSoonPageInfo = {
  path: "/blog",
  metaTitle: "Blog kinh doanh quán cà phê, trà sữa – sắp ra mắt",
  description:
    "Blog chia sẻ kinh nghiệm khởi nghiệp, vận hành và marketing quán cà phê, trà sữa đang được hoàn thiện. Đăng ký email để nhận bài viết mới sớm nhất.",
  eyebrow: "Blog",
  title: "Blog giải pháp kinh doanh đồ uống",
  lead: "Trang blog mới với kinh nghiệm khởi nghiệp, vận hành và marketing cho quán cà phê, trà sữa đang được hoàn thiện.",
  topics: [
    "Khởi nghiệp quán trà sữa, cà phê với vốn nhỏ",
    "Chọn và bảo dưỡng máy pha tự động",
    "Ý tưởng marketing giúp quán đông khách",
    "Công thức pha chế dễ chuẩn hóa",
  ],
  source: "blog",
};

export async function loader({ context }: Route.LoaderArgs) {
  const [posts, categories] = await Promise.all([context.services.blog.listPosts(), context.services.blog.listCategories()]);
  return { latest: posts.slice(0, LATEST_COUNT), categories, siteUrl: context.env.siteUrl };
}

export const action = (args: Route.ActionArgs) => newsletterAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  return comingSoonMeta(PAGE, data?.siteUrl, siteInfoIn(matches).brandName);
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { latest, categories } = loaderData;
  return (
    <ComingSoon page={PAGE}>
      {latest.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="latest-posts">
          <h2 id="latest-posts" className="text-2xl font-bold text-gray-900">
            Đọc trước một số bài viết
          </h2>
          <PostCardGrid posts={latest} className="mt-6 grid gap-6 md:grid-cols-3" headingLevel={3} />
          <nav aria-label="Chuyên mục blog" className="mt-8 flex flex-wrap gap-2">
            {categories.map((category) => (
              <Link
                key={category.id}
                to={blogCategoryPath(category.slug)}
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
