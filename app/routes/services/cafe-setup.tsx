import { useSiteInfo } from "~/lib/root-data";
import { ConsultationButton } from "~/components/content/consultation-button";
import { Section } from "~/components/content/page-hero";
import { ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import type { Route } from "./+types/cafe-setup";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

import { englishPageHandle, fill } from "#common/i18n-vi";
import { cafeSetupTexts, type CafeSetupTexts } from "#common/page-texts/services";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

type Texts = CafeSetupTexts;
const text = (t: Texts, key: string) => t[key as keyof Texts];

function pageOf(t: Texts): ServicePageInfo {
  return {
    path: "/services/cafe-setup",
    title: t.title,
    breadcrumbLabel: t.breadcrumb,
    metaTitle: t.metaTitle,
    description: t.metaDescription,
    // The desk's word for what the request is about, whatever the page's language.
    consultationProduct: "Dịch vụ setup quán",
    home: t.home,
    eyebrow: t.eyebrow,
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, cafeSetupTexts);
  // Each package's consultation reaches the desk under its Vietnamese name.
  const subjects = [1, 2, 3, 4].map((n) => `Setup quán – ${text(cafeSetupTexts.vi, `pkg${n}Name`)}`);
  return { texts, subjects, siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return servicePageMeta(pageOf(data.texts), data.siteUrl, siteInfoIn(matches).brandName);
}

export default function CafeSetup({ loaderData }: Route.ComponentProps) {
  const { hotline } = useSiteInfo();
  const t = usePageTexts<Texts>();
  const packages = [1, 2, 3, 4].map((n) => ({
    name: text(t, `pkg${n}Name`),
    area: text(t, `pkg${n}Area`),
    fit: text(t, `pkg${n}Fit`),
    items: [1, 2, 3, 4].map((i) => text(t, `pkg${n}Item${i}`)),
    button: text(t, `pkg${n}Button`),
    subject: loaderData.subjects[n - 1]!,
  }));
  const steps = [1, 2, 3, 4].map((n) => [text(t, `step${n}Title`), text(t, `step${n}Text`)] as const);
  return (
    <ServicePage
      page={pageOf(t)}
      lead={<p>{t.lead}</p>}
      heroAction={t.heroAction}
      cta={{ title: t.ctaTitle, text: fill(t.ctaText, { phone: hotline.display }), action: t.ctaAction }}
    >
      <Section id="goi-dich-vu" title={t.packages}>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {packages.map((pkg) => (
            <article key={pkg.name} className="flex flex-col rounded-xl border border-gray-200 p-6">
              <h3 className="text-lg font-bold text-brand-800">{pkg.name}</h3>
              <p className="mt-1 font-semibold text-accent-700">{pkg.area}</p>
              <p className="mt-2 text-sm text-gray-600">{pkg.fit}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
                {pkg.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <ConsultationButton product={pkg.subject} className="mt-6 w-full">
                {pkg.button}
              </ConsultationButton>
            </article>
          ))}
        </div>
      </Section>

      <Section id="quy-trinh" title={t.process}>
        <ol className="mt-6 grid gap-4 md:grid-cols-4">
          {steps.map(([step, description], index) => (
            <li key={step} className="rounded-xl bg-brand-50 p-5">
              <p className="text-sm font-semibold text-accent-700">{fill(t.step, { n: index + 1 })}</p>
              <h3 className="mt-1 font-semibold text-gray-900">{step}</h3>
              <p className="mt-2 text-sm text-gray-700">{description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </ServicePage>
  );
}
