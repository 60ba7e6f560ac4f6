import { auditTime } from "#common/audit";
import { formatVnd } from "#common/money";
import { englishPageHandle, fill, vi } from "#common/i18n-vi";
import { warrantyTexts, type WarrantyTexts } from "#common/page-texts/warranty";
import { labelsIn } from "~/components/after-sale/after-sale-labels";
import { formatDay, ServiceStatusBadge } from "~/components/after-sale/service-badges";
import { fillParts, usePageTexts } from "~/lib/language";
import { orNotFound } from "~/lib/loader-errors.server";
import { pageTextsFor } from "~/lib/page-texts.server";
import { useSiteInfo } from "~/lib/root-data";
import type { Route } from "./+types/service-request";

/**
 * /service/{token}: the owner's private page of a service request. Personal (no shared handle: never cached,
 * `private, no-store`); any other token is the 404 page. Its texts are the warranty catalogue's, in the visitor's
 * language (docs/decisions/0067); what the owner and the staff wrote stays as written.
 */
export const handle = englishPageHandle;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const serviceRequest = await orNotFound(context.services.afterSale.serviceRequests.byToken(params.token));
  const { texts } = pageTextsFor(request, warrantyTexts);
  return { request: serviceRequest, texts, title: fill(texts.serviceTitle, { reference: serviceRequest.reference }) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? data.title : vi.notFoundTitle }, { name: "robots", content: "noindex, nofollow" }];
}

export default function ServiceRequestPage({ loaderData: { request } }: Route.ComponentProps) {
  const { supportHotline } = useSiteInfo();
  const t = usePageTexts<WarrantyTexts>();
  const labels = labelsIn(t);
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{fill(t.serviceTitle, { reference: request.reference })}</h1>
        <ServiceStatusBadge status={request.status} label={labels.status[request.status]} />
      </div>
      <dl className="grid gap-2 rounded-2xl border border-gray-200 bg-white p-6 text-sm sm:grid-cols-2">
        <div><dt className="text-gray-500">{t.serviceMachine}</dt><dd className="font-medium"><span lang="vi">{request.productName}</span> · {request.serial}</dd></div>
        <div><dt className="text-gray-500">{t.serviceProblem}</dt><dd>{labels.problem[request.problem]}</dd></div>
        <div><dt className="text-gray-500">{t.mode}</dt><dd>{labels.mode[request.mode]}</dd></div>
        <div><dt className="text-gray-500">{t.serviceVisit}</dt><dd data-testid="visit">{request.visitDate ? `${formatDay(request.visitDate)}${request.visitSlot ? ` · ${labels.slot[request.visitSlot]}` : ""}` : fill(t.serviceAwaiting, { day: formatDay(request.preferredDate), slot: labels.slot[request.slot] })}</dd></div>
        <div><dt className="text-gray-500">{t.serviceTechnician}</dt><dd>{request.technicianName ? <span translate="no">{request.technicianName}</span> : t.serviceUnassigned}</dd></div>
        <div><dt className="text-gray-500">{t.serviceCost}</dt><dd>{labels.coverage[request.coverage]}{request.quotedAmount !== null ? fill(t.serviceQuoted, { amount: formatVnd(request.quotedAmount) }) : ""}</dd></div>
        {request.eligibleForReplacement && <div className="sm:col-span-2 rounded-md bg-amber-50 p-3 text-amber-900">{t.serviceReplacement}</div>}
        {request.description && <div className="sm:col-span-2"><dt className="text-gray-500">{t.serviceDescription}</dt><dd className="whitespace-pre-line" lang="vi">{request.description}</dd></div>}
      </dl>
      <section aria-labelledby="steps-title" className="rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="steps-title" className="text-lg font-semibold">{t.serviceProgress}</h2>
        <ol className="mt-3 space-y-3 text-sm" data-testid="service-steps">
          {request.steps.map((step, index) => (
            <li key={index} className="border-l-2 border-brand-200 pl-3">
              <p className="font-medium">{labels.status[step.status]}</p>
              <p className="text-gray-500">{auditTime(step.at)}</p>
              {step.note && <p className="mt-1 whitespace-pre-line" lang="vi">{step.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      {request.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {request.photos.map((photo) => <img key={photo} src={photo} alt={t.servicePhotoAlt} width={96} height={96} className="h-24 w-24 rounded border object-cover" />)}
        </div>
      )}
      <p className="text-sm text-gray-600">
        {fillParts(t.serviceUrgent, {
          hotline: <a href={supportHotline.href} className="font-semibold text-brand-700">{supportHotline.display}</a>,
          reference: request.reference,
        })}
      </p>
    </main>
  );
}
