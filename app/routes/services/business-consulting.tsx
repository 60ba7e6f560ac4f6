import { InfoCards, SeeAlso, ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import { Section } from "~/components/content/page-hero";
import type { Route } from "./+types/business-consulting";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle } from "#common/i18n-vi";
import { businessConsultingTexts, type BusinessConsultingTexts } from "#common/page-texts/services";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

function pageOf(t: BusinessConsultingTexts): ServicePageInfo {
  return {
    path: "/services/business-consulting",
    title: t.title,
    breadcrumbLabel: t.breadcrumb,
    metaTitle: t.metaTitle,
    description: t.metaDescription,
    // The desk's word for what the request is about, whatever the page's language.
    consultationProduct: "Dịch vụ tư vấn kinh doanh",
    home: t.home,
    eyebrow: t.eyebrow,
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, businessConsultingTexts);
  return { texts, siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return servicePageMeta(pageOf(data.texts), data.siteUrl, siteInfoIn(matches).brandName);
}

export default function BusinessConsulting() {
  const t = usePageTexts<BusinessConsultingTexts>();
  const areas = [1, 2, 3, 4, 5, 6].map((n) => ({
    title: t[`area${n}Title` as keyof BusinessConsultingTexts],
    text: t[`area${n}Text` as keyof BusinessConsultingTexts],
  }));
  return (
    <ServicePage
      page={pageOf(t)}
      lead={<p>{t.lead}</p>}
      heroAction={t.heroAction}
      cta={{ title: t.ctaTitle, text: t.ctaText, action: t.ctaAction }}
    >
      <Section id="con-so">
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          <div className="rounded-xl bg-brand-50 p-6">
            <dt className="text-sm text-gray-600">{t.statCustomers}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">500+</dd>
          </div>
          <div className="rounded-xl bg-brand-50 p-6">
            <dt className="text-sm text-gray-600">{t.statOwners}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">1000+</dd>
          </div>
          <div className="rounded-xl bg-brand-50 p-6">
            <dt className="text-sm text-gray-600">{t.statCentres}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">{t.statCentresValue}</dd>
          </div>
        </dl>
      </Section>

      <Section id="linh-vuc" title={t.areas}>
        <InfoCards items={areas} gridClassName="md:grid-cols-2 lg:grid-cols-3" />
        <SeeAlso intro={t.seeAlsoIntro} to="/knowledge/courses">
          {t.seeAlso}
        </SeeAlso>
      </Section>
    </ServicePage>
  );
}
