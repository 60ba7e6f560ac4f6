import { Link } from "react-router";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { aboutTexts, type AboutTexts } from "#common/page-texts/contact";
import { sharedPageHandle } from "#common/shared-page";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";
import { useSiteInfo } from "~/lib/root-data";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/about";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, aboutTexts);
  return { texts, siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { brandName } = siteInfoIn(matches);
  return [
    { title: fill(data.texts.metaTitle, { brand: brandName }) },
    { name: "description", content: fill(data.texts.metaDescription, { brand: brandName }) },
    { tagName: "link", rel: "canonical", href: `${data.siteUrl}/about` },
  ];
}

const PLEDGES = [
  { title: "pledge1Title", text: "pledge1Text" },
  { title: "pledge2Title", text: "pledge2Text" },
  { title: "pledge3Title", text: "pledge3Text" },
] as const;

export default function About() {
  const { brandName } = useSiteInfo();
  const t = usePageTexts<AboutTexts>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-bold text-gray-900">{fill(t.title, { brand: brandName })}</h1>
          <p className="mt-5 text-lg leading-relaxed text-gray-700">{fill(t.intro, { brand: brandName })}</p>
          <p className="mt-4 text-lg leading-relaxed text-gray-700">{t.network}</p>
          <Link to="/products" className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            {t.products}
          </Link>
        </div>
        <img src="/images/about-map.svg" alt={t.mapAlt} width={600} height={600} fetchPriority="high" className="w-full rounded-2xl bg-brand-50" />
      </div>
      <section aria-labelledby="pledges-heading" className="mt-16">
        <h2 id="pledges-heading" className="text-center text-3xl font-bold text-gray-900">
          {t.pledges}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {PLEDGES.map((pledge, index) => (
            <li key={pledge.title} className="rounded-2xl border border-gray-200 p-6">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
              <h3 className="mt-4 text-xl font-semibold text-gray-900">{t[pledge.title]}</h3>
              <p className="mt-2 text-gray-600">{t[pledge.text]}</p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
