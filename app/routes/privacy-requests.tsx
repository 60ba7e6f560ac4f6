import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { privacyRequestsTexts, type PrivacyRequestsTexts } from "#common/page-texts/privacy-requests";
import { PrivacyRequestForm } from "~/components/privacy/privacy-request-form";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/privacy-requests";

/**
 * The same page for every visitor of a language (decision 0034): what is personal comes from the API after the
 * code. It has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, privacyRequestsTexts);
  return { texts, siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { brandName } = siteInfoIn(matches);
  const { texts, siteUrl } = data;
  return [
    { title: fill(texts.metaTitle, { brand: brandName }) },
    { name: "description", content: texts.metaDescription },
    { tagName: "link", rel: "canonical", href: `${siteUrl}/yeu-cau-du-lieu` },
  ];
}

export default function PrivacyRequestsPage() {
  const t = usePageTexts<PrivacyRequestsTexts>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-3 text-gray-700">{t.intro}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-600">
        <li>{t.note1}</li>
        <li>{t.note2}</li>
        <li>{t.note3}</li>
      </ul>
      <div className="mt-6">
        <PrivacyRequestForm />
      </div>
    </div>
  );
}
