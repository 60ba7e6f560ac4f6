import { Link } from "react-router";
import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { PRIVACY_NOTICE_PATH } from "#common/legal";
import { termsTexts, type TermsTexts } from "#common/page-texts/terms";
import { fillParts, usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";
import { brandedTitle } from "~/lib/seo";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/terms-of-sale";

/**
 * The same page for every visitor of a language, from the store settings (a change announces itself and empties
 * the cache); its interface has an English variant (docs/decisions/0067), the terms stay the owner's Vietnamese.
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

/** The terms of sale (`/dieu-khoan-ban-hang`, issue 45): delivery, payment, returns and warranty, with their version. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, termsTexts);
  return { texts, terms: await context.services.notice.termsOfSale(), siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { brandName } = siteInfoIn(matches);
  const { texts, siteUrl } = data;
  return [
    { title: brandedTitle(texts.metaTitle, brandName) },
    { name: "description", content: fill(texts.metaDescription, { brand: brandName }) },
    { tagName: "link", rel: "canonical", href: `${siteUrl}/dieu-khoan-ban-hang` },
  ];
}

const SECTIONS = ["delivery", "payment", "returns", "warranty"] as const;

export default function TermsOfSale({ loaderData }: Route.ComponentProps) {
  const { terms } = loaderData;
  const t = usePageTexts<TermsTexts>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{t.title}</h1>
      <p className="mt-2 text-sm text-gray-500" data-testid="terms-version">
        {fill(t.version, { version: terms.version })}
      </p>
      {t.ownText && <p className="mt-4 text-sm text-gray-600">{t.ownText}</p>}
      <p className="mt-4">
        {t.seller}
        <strong lang="vi">{terms.seller?.legalName ?? terms.brandName}</strong>
        {terms.seller && (
          <>
            {t.taxCode}
            {terms.seller.taxCode}
            {t.address}
            <span lang="vi">{terms.seller.address}</span>
          </>
        )}
        {terms.registration && (
          <>
            , <span lang="vi">{terms.registration}</span>
          </>
        )}
        .
      </p>
      {SECTIONS.map((key) => (
        <section key={key}>
          <h2 className="mt-8 text-xl font-bold text-gray-900">{t[key]}</h2>
          <p className="mt-2 whitespace-pre-line" lang="vi">
            {terms.terms[key]}
          </p>
        </section>
      ))}
      <p className="mt-8 text-sm text-gray-600">
        {fillParts(t.privacy, {
          link: (
            <Link to={PRIVACY_NOTICE_PATH} className="text-brand-700 underline">
              {t.privacyLink}
            </Link>
          ),
        })}
      </p>
    </main>
  );
}
