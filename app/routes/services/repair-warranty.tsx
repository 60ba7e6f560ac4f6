import { Link } from "react-router";
import { useSiteInfo } from "~/lib/root-data";
import { Section } from "~/components/content/page-hero";
import { InfoCards, SeeAlso, ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import type { Route } from "./+types/repair-warranty";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

import { englishPageHandle, fill } from "#common/i18n-vi";
import { repairWarrantyTexts, type RepairWarrantyTexts } from "#common/page-texts/services";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

type Texts = RepairWarrantyTexts;

function pageOf(t: Texts): ServicePageInfo {
  return {
    path: "/services/repair-warranty",
    title: t.title,
    breadcrumbLabel: t.breadcrumb,
    metaTitle: t.metaTitle,
    description: t.metaDescription,
    // The desk's word for what the request is about, whatever the page's language.
    consultationProduct: "Dịch vụ sửa chữa và bảo hành",
    home: t.home,
    eyebrow: t.eyebrow,
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, repairWarrantyTexts);
  return { texts, siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return servicePageMeta(pageOf(data.texts), data.siteUrl, siteInfoIn(matches).brandName);
}

export default function RepairWarranty() {
  const { supportHotline } = useSiteInfo();
  const t = usePageTexts<Texts>();
  const phone = supportHotline.display;
  const commitments = [1, 2, 3, 4].map((n) => ({
    title: t[`commitment${n}Title` as keyof Texts],
    text: t[`commitment${n}Text` as keyof Texts],
  }));
  return (
    <ServicePage
      page={pageOf(t)}
      lead={<p>{t.lead}</p>}
      heroAction={t.heroAction}
      heroPhone={{ href: supportHotline.href, label: fill(t.hotline, { phone }) }}
      cta={{ title: t.ctaTitle, text: fill(t.ctaText, { phone }), action: t.ctaAction }}
    >
      <Section id="tra-cuu-bao-hanh" title={t.online}>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <Link to="/warranty#tra-cuu" className="rounded-xl border border-brand-200 p-5 font-semibold text-brand-800 hover:bg-brand-50">
            {t.onlineLookup}
          </Link>
          <Link to="/warranty#yeu-cau-sua-chua" className="rounded-xl border border-brand-200 p-5 font-semibold text-brand-800 hover:bg-brand-50">
            {t.onlineRequest}
          </Link>
          <Link to="/warranty#kich-hoat" className="rounded-xl border border-brand-200 p-5 font-semibold text-brand-800 hover:bg-brand-50">
            {t.onlineActivate}
          </Link>
        </div>
      </Section>

      <Section id="cam-ket" title={t.commitments}>
        <InfoCards items={commitments} gridClassName="md:grid-cols-2" />
      </Section>

      <Section id="pham-vi" title={t.scope}>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl bg-brand-50 p-6">
            <h3 className="font-semibold text-brand-800">{t.covered}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
              <li>{t.covered1}</li>
              <li>{t.covered2}</li>
              <li>{t.covered3}</li>
              <li>{t.covered4}</li>
            </ul>
          </div>
          <div className="rounded-xl bg-gray-50 p-6">
            <h3 className="font-semibold text-gray-900">{t.notCovered}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
              <li>{t.notCovered1}</li>
              <li>{t.notCovered2}</li>
              <li>{t.notCovered3}</li>
            </ul>
          </div>
        </div>
      </Section>

      <Section id="bao-duong" title={t.maintenance}>
        <p className="mt-4 max-w-3xl text-gray-700">{t.maintenanceLead}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <article className="rounded-xl border border-gray-200 p-6">
            <h3 className="text-lg font-semibold text-gray-900">{t.byPhoneTitle}</h3>
            <p className="mt-2 text-gray-700">{fill(t.byPhoneText, { phone })}</p>
          </article>
          <article className="rounded-xl border border-gray-200 p-6">
            <h3 className="text-lg font-semibold text-gray-900">{t.byPostTitle}</h3>
            <p className="mt-2 text-gray-700">{t.byPostText}</p>
            <Link to="/dealers?kind=service_center" className="mt-3 inline-block font-semibold text-brand-800 underline">
              {t.findCentre}
            </Link>
          </article>
        </div>
        <SeeAlso intro={t.seeAlsoIntro} to="/blog/checklist-van-hanh-ve-sinh-quan-tra-ca-phe">
          {/* The post's own title (the owner's words). */}
          <span lang="vi">checklist vận hành và vệ sinh quán trà, cà phê</span>
        </SeeAlso>
      </Section>
    </ServicePage>
  );
}
