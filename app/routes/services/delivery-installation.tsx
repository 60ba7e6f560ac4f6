import { useSiteInfo } from "~/lib/root-data";
import { Section } from "~/components/content/page-hero";
import { InfoCards, SeeAlso, ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import type { Route } from "./+types/delivery-installation";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

import { englishPageHandle, fill } from "#common/i18n-vi";
import { deliveryInstallationTexts, type DeliveryInstallationTexts } from "#common/page-texts/services";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

type Texts = DeliveryInstallationTexts;

/** The order total from which delivery is free in the three cities, as the page has always said it. */
const FREE_DELIVERY_FROM = "1.000.000đ";

function pageOf(t: Texts): ServicePageInfo {
  return {
    path: "/services/delivery-installation",
    title: t.title,
    breadcrumbLabel: t.breadcrumb,
    metaTitle: t.title,
    description: fill(t.metaDescription, { amount: FREE_DELIVERY_FROM }),
    // The desk's word for what the request is about, whatever the page's language.
    consultationProduct: "Dịch vụ giao hàng và lắp đặt",
    home: t.home,
    eyebrow: t.eyebrow,
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, deliveryInstallationTexts);
  return { texts, siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return servicePageMeta(pageOf(data.texts), data.siteUrl, siteInfoIn(matches).brandName);
}

const cards = (t: Texts, prefix: "shipping" | "install", count: number) =>
  Array.from({ length: count }, (_, index) => ({
    title: t[`${prefix}${index + 1}Title` as keyof Texts],
    text: fill(t[`${prefix}${index + 1}Text` as keyof Texts], { amount: FREE_DELIVERY_FROM }),
  }));

export default function DeliveryInstallation() {
  const { hotline } = useSiteInfo();
  const t = usePageTexts<Texts>();
  const steps = [t.step1, t.step2, t.step3, t.step4];
  return (
    <ServicePage
      page={pageOf(t)}
      lead={<p>{t.lead}</p>}
      heroAction={t.heroAction}
      heroPhone={{ href: hotline.href, label: fill(t.hotline, { phone: hotline.display }) }}
      cta={{ title: t.ctaTitle, text: t.ctaText, action: t.ctaAction }}
    >
      <Section id="giao-hang" title={t.shipping}>
        <InfoCards items={cards(t, "shipping", 3)} gridClassName="md:grid-cols-3" />
      </Section>

      <Section id="lap-dat" title={t.installation} className="bg-white">
        <p className="mt-2 max-w-3xl text-gray-700">{t.installationLead}</p>
        <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {cards(t, "install", 5).map((service, index) => (
            <li key={service.title} className="rounded-xl bg-brand-50 p-6">
              <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-gray-900">{service.title}</h3>
              <p className="mt-2 text-gray-700">{service.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="quy-trinh" title={t.process}>
        <ol className="mt-6 space-y-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-lg border border-gray-200 p-4">
              <span className="font-bold text-accent-700">{fill(t.step, { n: index + 1 })}</span>
              <span className="text-gray-700">{step}</span>
            </li>
          ))}
        </ol>
        <SeeAlso intro={t.seeAlsoIntro} to="/services/repair-warranty">
          {t.seeAlso}
        </SeeAlso>
      </Section>
    </ServicePage>
  );
}
