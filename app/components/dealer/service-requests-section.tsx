import { useState } from "react";
import { Form } from "react-router";
import { SERVICE_SLOT_LABELS } from "#common/after-sale";
import { dayVi, SERVICE_CENTRE_OUTCOME_LABELS, type ServiceCentreRequestView } from "#common/dealers";
import { AnswerButtons, inputClass, Notice, OutcomeSelect, timeVi } from "./portal-sections";

/**
 * A service centre's warranty and repair requests in the portal (decision 0064), for a phone: the requests waiting
 * for an answer (with the time left) and the accepted ones with the owner's contact and an outcome form.
 */

function RequestCard({ request, today }: { request: ServiceCentreRequestView; today: string }) {
  const [outcome, setOutcome] = useState<string>(request.outcome ?? "contacted");
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3 text-sm" data-testid={`service-request-${request.id}`}>
      <div className="flex flex-wrap justify-between gap-2">
        <span className="font-medium text-gray-900">
          {request.reference} · {request.productName}
        </span>
        <span className={request.state === "waiting" ? "font-semibold text-amber-700" : "text-green-700"}>
          {request.state === "waiting" ? `Nhận trước ${timeVi(request.dueAt)}` : request.outcome ? SERVICE_CENTRE_OUTCOME_LABELS[request.outcome] : "Đã nhận"}
        </span>
      </div>
      <p className="mt-1 text-gray-800">
        {request.problemLabel}
        {request.description ? ` · “${request.description}”` : ""}
      </p>
      <p className="mt-1 text-gray-600">
        {[request.wardName, request.provinceName].filter(Boolean).join(", ")} · {request.modeLabel} · mong muốn {dayVi(request.preferredDate)}, {request.slotLabel.toLowerCase()} ·{" "}
        {request.underWarranty ? "Trong bảo hành" : "Ngoài bảo hành"} · Serial {request.serial}
      </p>
      {request.state === "accepted" && (
        <div className="mt-2 rounded-md bg-gray-50 p-2 text-gray-800">
          <p>
            {request.ownerName ?? "Chủ máy"} ·{" "}
            <a className="font-semibold text-brand-700 underline" href={`tel:${request.phone}`}>
              {request.phone}
            </a>
          </p>
          {request.address && <p className="mt-1">{request.address}</p>}
          <p className="mt-1 text-gray-600">
            Trạng thái: {request.statusLabel}
            {request.visitDate ? ` · hẹn ${dayVi(request.visitDate)}` : ""}
          </p>
        </div>
      )}
      {request.state === "waiting" ? (
        <AnswerButtons accept="service-accept" decline="service-decline" idName="requestId" id={request.id} />
      ) : (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="service-outcome" />
          <input type="hidden" name="requestId" value={request.id} />
          <OutcomeSelect labels={SERVICE_CENTRE_OUTCOME_LABELS} value={outcome} onChange={setOutcome} />
          {outcome === "visit_booked" && (
            <>
              <label className="block text-gray-800">
                Ngày hẹn
                <input name="visitDate" type="date" required min={today} defaultValue={request.visitDate ?? today} className={inputClass} />
              </label>
              <label className="block text-gray-800">
                Khung giờ
                <select name="visitSlot" defaultValue="" className={inputClass}>
                  <option value="">Không chọn</option>
                  {Object.entries(SERVICE_SLOT_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          {outcome === "cannot_repair" && (
            <label className="block text-gray-800">
              Lý do
              <input name="reason" required defaultValue={request.outcomeReason ?? ""} maxLength={300} className={inputClass} />
            </label>
          )}
          <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700">
            Lưu kết quả
          </button>
        </Form>
      )}
    </li>
  );
}

export function ServiceRequestsSection({
  requests,
  today,
  error,
  done,
}: {
  requests: ServiceCentreRequestView[];
  today: string;
  error: string | null;
  done: string | null;
}) {
  return (
    <section aria-labelledby="service-requests-heading" className="mt-8">
      <h2 id="service-requests-heading" className="text-lg font-semibold text-gray-900">
        Yêu cầu bảo hành/sửa chữa
      </h2>
      <p className="mt-1 text-sm text-gray-600">Yêu cầu của chủ máy trong khu vực. Số điện thoại và địa chỉ hiện sau khi nhận.</p>
      <Notice error={error} done={done} />
      {requests.length === 0 ? (
        <p className="mt-2 text-gray-600">Chưa có yêu cầu nào.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} today={today} />
          ))}
        </ul>
      )}
    </section>
  );
}
