import { useState } from "react";
import { BUSINESS_STATUS_LABELS, type ProductOption } from "#common/leads";
import { trackLead } from "~/lib/track";
import { api } from "~/lib/api-client";
import { CONSULTATION_FAILURE } from "./lead-texts";
import { AddressField, DealerSharingBox, dealerSharingOf, Field, FormFailure, Honeypot, inputClass, NameField, PhoneField, SubmitButton } from "./form-parts";
import { useLeadForm } from "./use-lead-form";

export const ONSITE_SUCCESS = {
  title: "Đăng ký thành công!",
  description: "Đội ngũ của chúng tôi sẽ gọi điện cho bạn trong vòng 24 giờ để hẹn lịch mang máy đến quán.",
};

/** The LS-200 form sends the business status as the Vietnamese text (spec 3); values running / soon. */
const STATUS_CHOICES = [
  { value: "running", text: BUSINESS_STATUS_LABELS.running },
  { value: "soon", text: BUSINESS_STATUS_LABELS.planning },
] as const;

const EMPTY = { name: "", phone: "", address: "", message: "", businessStatus: "running", dealerSharing: "", website: "" };

/**
 * LS-200 on-site trial form (spec 2, 3, 5, 8): name, phone and address required, desired time sent as `message`;
 * POST /api/trial-requests. Success only on 2xx: toast and a note that the team calls within 24 hours, form
 * cleared. Failure (non-2xx or network): toast, form kept. No box or heading of its own: TrialSection gives both.
 */
export function OnsiteTrialForm({ product = "LS-200" }: { product?: ProductOption }) {
  const [done, setDone] = useState(false);
  const lead = useLeadForm({
    empty: () => EMPTY,
    send: (form, options) => {
      const choice = STATUS_CHOICES.find((status) => status.value === form.businessStatus) ?? STATUS_CHOICES[0];
      return api.post("/api/trial-requests", {
        name: form.name,
        phone: form.phone,
        address: form.address,
        message: form.message,
        businessStatus: choice.text,
        product,
        ...dealerSharingOf(form.dealerSharing),
        website: form.website,
      }, options);
    },
    success: ONSITE_SUCCESS,
    failure: CONSULTATION_FAILURE,
    onStart: () => setDone(false),
    onSuccess: () => {
      trackLead({ form: "onsite_trial", product });
      setDone(true);
    },
  });
  const { form, errors, update } = lead;

  return (
    <div>
      <p className="text-sm text-gray-600">Chúng tôi mang máy đến tận quán của bạn trên toàn quốc để pha thử trước khi mua.</p>
      <form ref={lead.formRef} method="post" className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={lead.submit} aria-label={`Đăng ký dùng thử ${product} tại quán`}>
        <NameField name="name" {...lead.bind("name")} />
        <PhoneField {...lead.bind("phone")} />
        <div className="sm:col-span-2">
          <AddressField label="Địa chỉ quán" required {...lead.bind("address")} />
        </div>
        <Field label="Thời gian mong muốn" error={errors.message}>
          {(props) => (
            <input {...props} name="message" placeholder="Ví dụ: sáng thứ bảy" maxLength={200} className={inputClass} value={form.message} onChange={update("message")} />
          )}
        </Field>
        <fieldset>
          <legend className="block text-sm font-medium text-gray-800">Tình trạng kinh doanh</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {STATUS_CHOICES.map((choice) => (
              <label key={choice.value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="businessStatus"
                  value={choice.value}
                  checked={form.businessStatus === choice.value}
                  onChange={update("businessStatus")}
                  className="h-4 w-4 accent-brand-700"
                />
                {choice.text}
              </label>
            ))}
          </div>
        </fieldset>
        <DealerSharingBox {...lead.bind("dealerSharing")} />
        <FormFailure failure={lead.failure} />
        <Honeypot {...lead.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton sending={lead.sending}>Đăng ký dùng thử miễn phí</SubmitButton>
        </div>
      </form>
      <p role="status" className="mt-3 text-sm font-medium text-brand-800">
        {done ? "Cảm ơn bạn! Đội ngũ của chúng tôi sẽ gọi điện cho bạn trong vòng 24 giờ." : ""}
      </p>
    </div>
  );
}
