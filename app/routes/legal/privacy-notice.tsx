import { Link } from "react-router";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { privacyNoticeTexts } from "#common/page-texts/privacy-notice";
import { brandedTitle } from "~/lib/seo";
import { pageTextsFor } from "~/lib/page-texts.server";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/privacy-notice";

/** English on English pages (issue 45 point 2; page catalogue, decision 0060). Not a shared page: see the loader. */
export const handle = englishPageHandle;

/**
 * The privacy notice (`/chinh-sach-bao-mat`, issue 45, decision 0059): built on every request from the store
 * settings and the processors actually configured, with the version each consent names. Personal (no shared
 * handle): a processor switched on in its own settings shows at once, without waiting for the page cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, texts } = pageTextsFor(request, privacyNoticeTexts);
  return { notice: await context.services.notice.privacyNotice(undefined, language), siteUrl: context.env.siteUrl, texts };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  const texts = data?.texts ?? privacyNoticeTexts.vi;
  return [
    { title: brandedTitle(texts.title, brandName) },
    { name: "description", content: fill(texts.description, { brand: brandName }) },
    ...(data ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/chinh-sach-bao-mat` }] : []),
  ];
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { notice, texts } = loaderData;
  const { controller } = notice;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{texts.title}</h1>
      <p className="mt-2 text-sm text-gray-500" data-testid="notice-version">
        {fill(texts.version, { version: notice.version })}
      </p>
      {texts.versionNote && <p className="mt-1 text-sm text-gray-500">{texts.versionNote}</p>}

      <h2 className="mt-8 text-xl font-bold text-gray-900">{texts.whoHeading}</h2>
      <p className="mt-2">
        {texts.controller} <strong>{controller.seller?.legalName ?? controller.brandName}</strong>
        {controller.seller && (
          <>
            {" "}
            ({fill(texts.brand, { brand: controller.brandName })}), {fill(texts.taxCode, { taxCode: controller.seller.taxCode })},{" "}
            {fill(texts.address, { address: controller.seller.address })}
          </>
        )}
        {controller.registration && <>, {controller.registration}</>}. {fill(texts.contact, { hotline: controller.hotline })}{" "}
        <a href={`mailto:${controller.privacyEmail}`} className="text-brand-700 underline">
          {controller.privacyEmail}
        </a>
        .
      </p>

      <h2 className="mt-8 text-xl font-bold text-gray-900">{texts.purposesHeading}</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-500">
            <tr>
              <th className="py-2 pr-3">{texts.purposeColumn}</th>
              <th className="py-2 pr-3">{texts.basisColumn}</th>
              <th className="py-2">{texts.dataColumn}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 align-top">
            {notice.purposes.map((row) => (
              <tr key={row.purpose}>
                <td className="py-2 pr-3">{row.purpose}</td>
                <td className="py-2 pr-3">{row.basis}</td>
                <td className="py-2">{row.data}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="mt-8 text-xl font-bold text-gray-900">{texts.categoriesHeading}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notice.categories.map((category) => (
          <li key={category}>{category}</li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-bold text-gray-900">{texts.processorsHeading}</h2>
      {notice.processors.length === 0 ? (
        <p className="mt-2">{texts.noProcessors}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="notice-processors">
          {notice.processors.map((processor) => (
            <li key={processor.name}>
              <strong>{processor.name}</strong>: {processor.purpose} ({processor.data})
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-gray-600">{texts.storage}</p>

      <h2 className="mt-8 text-xl font-bold text-gray-900">{texts.retentionHeading}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notice.retention.map((row) => (
          <li key={row.record}>
            {row.record}: {row.period}
          </li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-bold text-gray-900">{texts.rightsHeading}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notice.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p className="mt-2">
        {texts.requestBefore}{" "}
        <Link to={notice.requestPath} className="text-brand-700 underline">
          {texts.requestLink}
        </Link>{" "}
        {fill(texts.requestAfter, { email: controller.privacyEmail })}
      </p>
    </main>
  );
}
