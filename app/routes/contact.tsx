import { useSearchParams } from "react-router";
import { formatOfficeAddress } from "#common/site-info";
import { ContactForm } from "~/components/content/contact-form";
import { PageHero, Section } from "~/components/content/page-hero";
import { useSiteInfo } from "~/lib/root-data";
import { siteInfoIn } from "~/lib/site-info-meta";
import { brandedTitle, breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";
import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { contactTexts, type ContactTexts } from "#common/page-texts/contact";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export function loader({ request, context }: Route.LoaderArgs) {
  const provinces = context.services.locations.listProvinces().map(({ code, name }) => ({ code, name }));
  const { texts } = pageTextsFor(request, contactTexts);
  return { texts, siteUrl: context.env.siteUrl, provinces };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { siteUrl, texts } = data;
  const { brandName, hotline } = siteInfoIn(matches);
  return seoMeta({
    siteUrl,
    path: "/contact",
    title: brandedTitle(texts.metaTitle, brandName),
    description: fill(texts.metaDescription, { brand: brandName, hotline: hotline.display }),
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: texts.home, path: "/" },
        { name: texts.eyebrow, path: "/contact" },
      ]),
    ],
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const product = searchParams.get("product")?.slice(0, 120) || undefined;
  const { hotline, supportHotline, contactEmail, offices, seller, registration, moitUrl } = useSiteInfo();
  const t = usePageTexts<ContactTexts>();
  return (
    <main>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        lead={<p>{t.lead}</p>}
        breadcrumb={[{ label: t.home, to: "/" }, { label: t.eyebrow }]}
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-xl font-bold text-gray-900">{t.details}</h2>
            <dl className="mt-4 space-y-3 text-gray-700">
              <div>
                <dt className="font-semibold text-gray-900">{t.salesHotline}</dt>
                <dd>
                  <a href={hotline.href} className="text-brand-700 underline">
                    {hotline.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-900">{t.supportHotline}</dt>
                <dd>
                  <a href={supportHotline.href} className="text-brand-700 underline">
                    {supportHotline.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-900">{t.email}</dt>
                <dd>
                  <a href={`mailto:${contactEmail}`} className="text-brand-700 underline">
                    {contactEmail}
                  </a>
                </dd>
              </div>
            </dl>
            {seller && (
              <>
                {/* The seller's legal identity (Decree 52/2013 art. 29, issue 45), from the store settings. */}
                <h2 className="mt-8 text-xl font-bold text-gray-900">{t.seller}</h2>
                <dl className="mt-4 space-y-1 text-gray-700" data-testid="contact-seller">
                  <div><dt className="inline font-semibold text-gray-900">{t.sellerName}</dt><dd className="inline" lang="vi">{seller.legalName}</dd></div>
                  <div><dt className="inline font-semibold text-gray-900">{t.sellerTaxCode}</dt><dd className="inline">{seller.taxCode}</dd></div>
                  {registration && <div><dt className="inline font-semibold text-gray-900">{t.sellerRegistration}</dt><dd className="inline" lang="vi">{registration}</dd></div>}
                  <div><dt className="inline font-semibold text-gray-900">{t.sellerAddress}</dt><dd className="inline" lang="vi" translate="no">{seller.address}</dd></div>
                </dl>
                {moitUrl && (
                  <a href={moitUrl} target="_blank" rel="noopener" className="mt-3 inline-block rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700">
                    ✓ {t.moit}
                  </a>
                )}
              </>
            )}
            <h2 className="mt-8 text-xl font-bold text-gray-900">{t.offices}</h2>
            <ul className="mt-4 space-y-4">
              {offices.map((office) => (
                <li key={office.region} className="rounded-xl border border-gray-200 p-4">
                  <h3 className="font-semibold text-brand-800" lang="vi">{office.label}</h3>
                  <address className="mt-1 text-gray-700 not-italic" lang="vi" translate="no">{formatOfficeAddress(office)}</address>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
            <ContactForm product={product} provinces={loaderData.provinces} />
          </div>
        </div>
      </Section>
    </main>
  );
}
