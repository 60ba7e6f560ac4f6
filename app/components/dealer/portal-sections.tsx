import { useEffect, useState } from "react";
import { Form } from "react-router";
import { PhotoPicker } from "~/components/after-sale/warranty-forms";
import { useWards } from "~/lib/locations";
import { dayVi, LEAD_OUTCOME_LABELS, type DealerLeadView, type DealerMachines } from "#common/dealers";

/**
 * The dealer portal's leads and machines (issue 43, points 4 and 5), for a phone: the leads waiting for an answer
 * (with the time left) and the accepted ones with their outcome form; the machines in stock with a sale form each,
 * and the ones sold with their warranty.
 */

export const inputClass = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base";

export function Notice({ error, done }: { error: string | null; done: string | null }) {
  if (error) {
    return (
      <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
        {error}
      </p>
    );
  }
  if (done) {
    return (
      <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
        {done}
      </p>
    );
  }
  return null;
}

export const timeVi = (iso: string) =>
  new Date(iso).toLocaleString("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", hour: "2-digit", minute: "2-digit", day: "2-digit", month: "2-digit" });

/**
 * "Nhận yêu cầu" / "Từ chối" for a lead or a service request waiting for this place's answer: two plain forms, so
 * a dealer answers from a phone without JavaScript.
 */
export function AnswerButtons({ accept, decline, idName, id }: { accept: string; decline: string; idName: string; id: number }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value={accept} />
        <input type="hidden" name={idName} value={id} />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white">
          Nhận yêu cầu
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value={decline} />
        <input type="hidden" name={idName} value={id} />
        <button type="submit" className="rounded-md border border-gray-300 px-4 py-2">
          Từ chối
        </button>
      </Form>
    </div>
  );
}

/** The outcome's select of an accepted lead or service request; the form shows the fields the chosen outcome needs. */
export function OutcomeSelect({ labels, value, onChange }: { labels: Readonly<Record<string, string>>; value: string; onChange(value: string): void }) {
  return (
    <label className="block text-gray-800">
      Kết quả
      <select name="outcome" value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {Object.entries(labels).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

function LeadCard({ lead, serials }: { lead: DealerLeadView; serials: string[] }) {
  const [outcome, setOutcome] = useState<string>(lead.outcome ?? "contacted");
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap justify-between gap-2">
        <span className="font-medium text-gray-900">
          {lead.name} · {lead.product}
        </span>
        <span className={lead.state === "waiting" ? "font-semibold text-amber-700" : "text-green-700"}>
          {lead.state === "waiting" ? `Nhận trước ${timeVi(lead.dueAt)}` : lead.outcome ? LEAD_OUTCOME_LABELS[lead.outcome] : "Đã nhận"}
        </span>
      </div>
      <p className="mt-1 text-gray-600">
        {lead.provinceName ?? ""}
        {lead.message ? ` · “${lead.message}”` : ""}
      </p>
      {lead.state === "accepted" && (
        <p className="mt-1 text-gray-800">
          Điện thoại:{" "}
          <a className="font-semibold text-brand-700 underline" href={`tel:${lead.phone}`}>
            {lead.phone}
          </a>
          {lead.address ? ` · ${lead.address}` : ""}
        </p>
      )}
      {lead.state === "waiting" ? (
        <AnswerButtons accept="accept" decline="decline" idName="leadId" id={lead.id} />
      ) : (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="outcome" />
          <input type="hidden" name="leadId" value={lead.id} />
          <OutcomeSelect labels={LEAD_OUTCOME_LABELS} value={outcome} onChange={setOutcome} />
          {outcome === "sold" && (
            <label className="block text-gray-800">
              Serial máy đã bán
              <input name="serial" list={`serials-${lead.id}`} defaultValue={lead.outcomeSerial ?? ""} className={inputClass} />
              <datalist id={`serials-${lead.id}`}>
                {serials.map((serial) => (
                  <option key={serial} value={serial} />
                ))}
              </datalist>
            </label>
          )}
          {outcome === "lost" && (
            <label className="block text-gray-800">
              Lý do
              <input name="reason" defaultValue={lead.outcomeReason ?? ""} maxLength={300} className={inputClass} />
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

export function LeadsSection({ leads, serials, error, done }: { leads: DealerLeadView[]; serials: string[]; error: string | null; done: string | null }) {
  return (
    <section aria-labelledby="leads-heading" className="mt-8">
      <h2 id="leads-heading" className="text-lg font-semibold text-gray-900">
        Khách hàng được giới thiệu
      </h2>
      <Notice error={error} done={done} />
      {leads.length === 0 ? (
        <p className="mt-2 text-gray-600">Chưa có yêu cầu nào.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} serials={serials} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The sale form's province chosen as a GET step: its machine, the province and its wards, rendered by the server. */
export interface SaleStep {
  serial: string;
  provinceCode: string;
  wards: Array<{ code: string; name: string }>;
}

/**
 * A machine's sale. The province is its own small GET form (`?sale=<serial>&province=<code>`, the finder's way): without
 * JavaScript its button reloads the portal with that province's wards in the ward list; with JavaScript the button
 * goes away and the wards of the province picked come from the locations API (`useWards`), as at the checkout.
 */
function SaleForm({ serial, provinces, today, step }: { serial: string; provinces: Array<{ code: string; name: string }>; today: string; step: SaleStep | null }) {
  const [provinceCode, setProvinceCode] = useState(step?.provinceCode ?? "");
  // The button of the GET step is for browsers without JavaScript; once it runs, picking a province is enough.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const fromServer = step && step.provinceCode === provinceCode ? step.wards : null;
  // The shop's one ward loader (the checkout's too): the API client, the chosen province's list only.
  const loaded = useWards(fromServer ? "" : provinceCode).wards;
  const wards = fromServer ?? loaded ?? [];
  const [invoice, setInvoice] = useState<string[]>([]);
  const provinceId = `sale-province-${serial}`;
  return (
    <details className="mt-2" open={step ? true : undefined}>
      <summary className="cursor-pointer font-medium text-brand-700">Ghi nhận bán máy {serial}</summary>
      <Form method="get" preventScrollReset className="mt-2 space-y-2">
        <input type="hidden" name="sale" value={serial} />
        <label htmlFor={provinceId} className="block text-gray-800">
          Tỉnh/thành của người mua
        </label>
        <div className="flex gap-2">
          <select id={provinceId} name="province" required value={provinceCode} onChange={(event) => setProvinceCode(event.target.value)} className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base">
            <option value="">Chọn tỉnh/thành</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </select>
          <button type="submit" hidden={ready} className="shrink-0 rounded-md border border-brand-700 px-3 py-2 font-medium text-brand-700">
            Chọn
          </button>
        </div>
      </Form>
      {/* Posted to the step's address: a refused sale comes back with the province's wards still listed. */}
      <Form method="post" action={step ? `?sale=${encodeURIComponent(serial)}&province=${step.provinceCode}` : undefined} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="sale" />
        <input type="hidden" name="serial" value={serial} />
        <input type="hidden" name="provinceCode" value={provinceCode} />
        <label className="block text-gray-800">
          Phường/xã
          <select name="wardCode" required defaultValue="" key={provinceCode} className={inputClass}>
            <option value="">{provinceCode ? "Chọn phường/xã" : "Chọn tỉnh/thành trước"}</option>
            {wards.map((ward) => (
              <option key={ward.code} value={ward.code}>
                {ward.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-gray-800">
          Tên người mua / quán
          <input name="buyerName" required maxLength={120} className={inputClass} />
        </label>
        <label className="block text-gray-800">
          Điện thoại người mua
          <input name="buyerPhone" type="tel" inputMode="tel" required className={inputClass} />
        </label>
        <label className="block text-gray-800">
          E-mail người mua (không bắt buộc)
          <input name="buyerEmail" type="email" className={inputClass} />
        </label>
        <label className="block text-gray-800">
          Địa chỉ
          <input name="address" required maxLength={300} className={inputClass} />
        </label>
        <label className="block text-gray-800">
          Ngày bán
          <input name="soldOn" type="date" required max={today} defaultValue={today} className={inputClass} />
        </label>
        <PhotoPicker label="Ảnh hóa đơn bán (không bắt buộc)" photos={invoice} onChange={setInvoice} max={1} />
        <input type="hidden" name="invoicePhotoUrl" value={invoice[0] ?? ""} />
        <p className="text-xs text-gray-600">Bảo hành của máy bắt đầu từ ngày bán; người mua nhận đường dẫn tra cứu bảo hành.</p>
        <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-3 font-medium text-white sm:w-auto">
          Ghi nhận bán
        </button>
      </Form>
    </details>
  );
}

export function MachinesSection({
  machines,
  provinces,
  saleStep,
  today,
  error,
  done,
}: {
  machines: DealerMachines;
  provinces: Array<{ code: string; name: string }>;
  saleStep: SaleStep | null;
  today: string;
  error: string | null;
  done: string | null;
}) {
  return (
    <section aria-labelledby="machines-heading" className="mt-8">
      <h2 id="machines-heading" className="text-lg font-semibold text-gray-900">
        Máy của đại lý
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Tồn kho: {machines.stock} · Đã bán: {machines.sold}
      </p>
      <Notice error={error} done={done} />
      {machines.items.length === 0 ? (
        <p className="mt-2 text-gray-600">Chưa có máy nào được giao kèm serial.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {machines.items.map((machine) => (
            <li key={machine.serial} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium text-gray-900">
                  {machine.serial} · {machine.productName}
                </span>
                <span className={machine.status === "sold" ? "text-green-700" : "text-gray-700"}>{machine.status === "sold" ? "Đã bán" : "Trong kho"}</span>
              </div>
              {machine.status === "sold" && machine.buyer ? (
                <p className="mt-1 text-gray-600">
                  {machine.buyer.name} · bán ngày {dayVi(machine.soldOn!)} · bảo hành đến {machine.warrantyUntil ? dayVi(machine.warrantyUntil) : ""}
                </p>
              ) : (
                <SaleForm serial={machine.serial} provinces={provinces} today={today} step={saleStep?.serial === machine.serial ? saleStep : null} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
