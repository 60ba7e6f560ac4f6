import { FeaturedProducts } from "~/components/home/featured-products";
import { HeroSlider } from "~/components/home/hero-slider";
import { lazyBelowTheFold } from "~/components/ui/below-the-fold";
import { organizationJsonLd, seoMeta } from "~/lib/seo";
import { useSiteInfo } from "~/lib/root-data";
import type { Route } from "./+types/home";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const TITLE = "Máy pha trà, máy pha cà phê tự động cho quán – LT-150, LT-300, LS-200, LS-250";
const DESCRIPTION =
  "Máy pha trà và cà phê tự động cho quán trà sữa, quán cà phê: dùng thử miễn phí tại cửa hàng, bảo hành đến 12 tháng, hỗ trợ 24/7.";

export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.env.siteUrl;
  const site = await context.services.storeSettings.siteInfo();
  return {
    // Not awaited: the page shell streams at once and the featured list follows in the same response
    // (skeletons meanwhile, spec section 4); crawlers get the complete HTML.
    featured: context.services.catalog.listFeatured(),
    // Built here so the SEO helpers stay on the server: the browser only reads the finished tags.
    seo: seoMeta({
      siteUrl,
      path: "/",
      title: TITLE,
      description: DESCRIPTION,
      image: "/images/banners/banner-1.svg",
      jsonLd: [organizationJsonLd(siteUrl, site)],
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? data.seo : [{ title: TITLE }, { name: "description", content: DESCRIPTION }];
}

/**
 * The demonstration video beside the introduction: server-rendered, its player code (and the video list) loads once
 * the page is up; a click before that is replayed.
 */
const IntroVideo = lazyBelowTheFold(() => import("~/components/home/intro-video").then((module) => module.IntroVideo));

/** Everything after the featured products: server-rendered, hydrated when it comes near or the browser is idle. */
const HomeLowerSections = lazyBelowTheFold(() => import("~/components/home/home-lower-sections").then((module) => module.HomeLowerSections));

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brandName } = useSiteInfo();
  return (
    <main>
      <h1 className="sr-only">{brandName} – máy pha trà và cà phê tự động cho quán</h1>
      <HeroSlider />

      <section aria-labelledby="intro-heading" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <p className="font-semibold uppercase tracking-wide text-accent-700">Hơn 1000 chủ quán tin dùng</p>
          <h2 id="intro-heading" className="mt-2 text-3xl font-bold leading-tight text-gray-900 sm:text-4xl">
            Pha trà, pha cà phê chuẩn vị chỉ với một nút bấm
          </h2>
          <p className="mt-4 text-lg text-gray-600">
            Máy pha tự động giúp quán trà sữa, quán cà phê giữ hương vị đồng đều ở mọi ca, giảm phụ thuộc vào pha chế
            viên. Giá chỉ khoảng một phần ba mặt bằng thị trường, nhân viên mới học 5 phút là vận hành được.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#demo-experience" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
              Trải nghiệm máy miễn phí
            </a>
            <a href="#featured-products" className="rounded-lg border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              Xem Sản Phẩm
            </a>
          </div>
        </div>
        <IntroVideo />
      </section>

      <FeaturedProducts products={loaderData.featured} />

      <HomeLowerSections />
    </main>
  );
}
