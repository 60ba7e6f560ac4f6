import { SERVICE_COVERAGE_LABELS, SERVICE_MODE_LABELS, SERVICE_PROBLEM_LABELS, SERVICE_SLOT_LABELS, serviceStatusLabel } from "#common/after-sale";
import { auditTime } from "#common/audit";
import { formatVnd } from "#common/money";
import { vi } from "#common/i18n-vi";
import { formatDay, ServiceStatusBadge } from "~/components/after-sale/service-badges";
import { orNotFound } from "~/lib/loader-errors.server";
import { useSiteInfo } from "~/lib/root-data";
import type { Route } from "./+types/service-request";

/**
 * /service/{token}: the owner's private page of a service request. Personal (no shared handle: never cached,
 * `private, no-store`); any other token is the 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return orNotFound(context.services.afterSale.serviceRequests.byToken(params.token));
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Yêu cầu sửa chữa ${data.reference}` : vi.notFoundTitle }, { name: "robots", content: "noindex, nofollow" }];
}

export default function ServiceRequestPage({ loaderData: request }: Route.ComponentProps) {
  const { supportHotline } = useSiteInfo();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Yêu cầu sửa chữa {request.reference}</h1>
        <ServiceStatusBadge status={request.status} />
      </div>
      <dl className="grid gap-2 rounded-2xl border border-gray-200 bg-white p-6 text-sm sm:grid-cols-2">
        <div><dt className="text-gray-500">Máy</dt><dd className="font-medium">{request.productName} · {request.serial}</dd></div>
        <div><dt className="text-gray-500">Tình trạng</dt><dd>{SERVICE_PROBLEM_LABELS[request.problem]}</dd></div>
        <div><dt className="text-gray-500">Hình thức</dt><dd>{SERVICE_MODE_LABELS[request.mode]}</dd></div>
        <div><dt className="text-gray-500">Lịch hẹn</dt><dd data-testid="visit">{request.visitDate ? `${formatDay(request.visitDate)}${request.visitSlot ? ` · ${SERVICE_SLOT_LABELS[request.visitSlot]}` : ""}` : `Chờ xác nhận (anh/chị mong muốn ${formatDay(request.preferredDate)} · ${SERVICE_SLOT_LABELS[request.slot]})`}</dd></div>
        <div><dt className="text-gray-500">Kỹ thuật viên</dt><dd>{request.technicianName ?? "Chưa phân công"}</dd></div>
        <div><dt className="text-gray-500">Chi phí</dt><dd>{SERVICE_COVERAGE_LABELS[request.coverage]}{request.quotedAmount !== null ? ` · báo giá ${formatVnd(request.quotedAmount)}` : ""}</dd></div>
        {request.eligibleForReplacement && <div className="sm:col-span-2 rounded-md bg-amber-50 p-3 text-amber-900">Máy trong 7 ngày đầu: nếu là lỗi nhà sản xuất, anh/chị được đổi máy mới.</div>}
        {request.description && <div className="sm:col-span-2"><dt className="text-gray-500">Mô tả</dt><dd className="whitespace-pre-line">{request.description}</dd></div>}
      </dl>
      <section aria-labelledby="steps-title" className="rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="steps-title" className="text-lg font-semibold">Tiến độ</h2>
        <ol className="mt-3 space-y-3 text-sm" data-testid="service-steps">
          {request.steps.map((step, index) => (
            <li key={index} className="border-l-2 border-brand-200 pl-3">
              <p className="font-medium">{serviceStatusLabel(step.status)}</p>
              <p className="text-gray-500">{auditTime(step.at)}</p>
              {step.note && <p className="mt-1 whitespace-pre-line">{step.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      {request.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {request.photos.map((photo) => <img key={photo} src={photo} alt="Ảnh anh/chị đã gửi" width={96} height={96} className="h-24 w-24 rounded border object-cover" />)}
        </div>
      )}
      <p className="text-sm text-gray-600">
        Cần hỗ trợ gấp? Gọi hotline kỹ thuật 24/7 <a href={supportHotline.href} className="font-semibold text-brand-700">{supportHotline.display}</a> và đọc mã {request.reference}.
      </p>
    </main>
  );
}
