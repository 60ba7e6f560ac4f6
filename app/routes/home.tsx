import { FeaturedProducts } from "~/components/home/featured-products";
import { HeroSlider } from "~/components/home/hero-slider";
import { lazyBelowTheFold } from "~/components/ui/below-the-fold";
import { organizationJsonLd, seoMeta } from "~/lib/seo";
import { useSiteInfo } from "~/lib/root-data";
import type { Route } from "./+types/home";
import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle } from "#common/i18n-vi";
import { fill } from "#common/i18n-vi";
import { homeTexts } from "#common/page-texts/home";
import { pageTextsFor } from "~/lib/page-texts.server";
import { usePageTexts } from "~/lib/language";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0060).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export async function loader({ request, context }: Route.LoaderArgs) {
  const siteUrl = context.env.siteUrl;
  const site = await context.services.storeSettings.siteInfo();
  const { texts } = pageTextsFor(request, homeTexts);
  return {
    texts,
    // Not awaited: the page shell streams at once and the featured list follows in the same response
    // (skeletons meanwhile, spec section 4); crawlers get the complete HTML.
    featured: context.services.catalog.listFeatured(),
    // Built here so the SEO helpers stay on the server: the browser only reads the finished tags.
    seo: seoMeta({
      siteUrl,
      path: "/",
      title: texts.title,
      description: texts.description,
      image: "/images/banners/banner-1.svg",
      jsonLd: [organizationJsonLd(siteUrl, site)],
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  // The titles are in the page's data (its language's catalogue): the catalogue itself stays on the server.
  return data?.seo ?? [];
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
  const t = usePageTexts<typeof homeTexts.vi>();
  return (
    <main>
      <h1 className="sr-only">{fill(t.heading, { brand: brandName })}</h1>
      <HeroSlider />

      <section aria-labelledby="intro-heading" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <p className="font-semibold uppercase tracking-wide text-accent-700">{t.introKicker}</p>
          <h2 id="intro-heading" className="mt-2 text-3xl font-bold leading-tight text-gray-900 sm:text-4xl">
            {t.introHeading}
          </h2>
          <p className="mt-4 text-lg text-gray-600">
            {t.introText}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#demo-experience" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
              {t.introTrial}
            </a>
            <a href="#featured-products" className="rounded-lg border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              {t.introProducts}
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
