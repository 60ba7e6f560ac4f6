import { useSearchParams } from "react-router";
import { isOneOf } from "#common/labels";
import { SERVICE_PROBLEMS } from "#common/after-sale";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { warrantyTexts, type WarrantyTexts } from "#common/page-texts/warranty";
import { sharedPageHandle } from "#common/shared-page";
import { ActivationForm, ServiceRequestForm, WarrantyLookupForm } from "~/components/after-sale/warranty-forms";
import { fillParts, usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";
import { useSiteInfo } from "~/lib/root-data";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/warranty";

/**
 * /warranty: look-up, service request and activation. The same page for every visitor (the forms; a `serial`
 * in the address only fills them in): the page cache may keep it, and every answer comes from the API.
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, warrantyTexts);
  return { siteUrl: context.env.siteUrl, texts };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  // The titles are in the page's data (its language's catalogue): the catalogue itself stays on the server.
  if (!data) return [];
  return [
    { title: fill(data.texts.metaTitle, { brand: brandName }) },
    { name: "description", content: data.texts.metaDescription },
    { tagName: "link", rel: "canonical", href: `${data.siteUrl}/warranty` },
  ];
}

export default function Warranty() {
  const [params] = useSearchParams();
  const { supportHotline } = useSiteInfo();
  const t = usePageTexts<WarrantyTexts>();
  const serial = (params.get("serial") ?? "").slice(0, 40);
  const problem = params.get("problem");
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">{t.heading}</h1>
        <p className="mt-2 text-gray-600">
          {fillParts(t.intro, {
            hotline: (
              <a href={supportHotline.href} className="font-semibold text-brand-700">
                {supportHotline.display}
              </a>
            ),
          })}
        </p>
      </header>
      <WarrantyLookupForm initialSerial={serial} />
      <ServiceRequestForm initialSerial={serial} initialProblem={isOneOf(SERVICE_PROBLEMS, problem) ? problem : null} />
      <ActivationForm initialSerial={serial} />
    </main>
  );
}
