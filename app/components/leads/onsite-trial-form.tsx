import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { BUSINESS_STATUS_LABELS, LEAD_LIMITS, normalizeVietnamesePhone, PHONE_MESSAGE, type ProductOption } from "#common/leads";
import { CONSULTATION_FAILURE } from "./consultation-dialog";
import { Field, firstErrors, FormFailure, Honeypot, inputClass, SubmitButton } from "./form-parts";
import { sendLead, trackLeadEvent } from "./lead-client";

export const ONSITE_SUCCESS = {
  title: "Đăng ký thành công!",
  description: "Đội ngũ của chúng tôi sẽ gọi điện cho bạn trong vòng 24 giờ để hẹn lịch mang máy đến quán.",
};

/** The LS-200 form sends the business status as the Vietnamese text (spec 3); values running / soon. */
const STATUS_CHOICES = [
  { value: "running", text: BUSINESS_STATUS_LABELS.running },
  { value: "soon", text: BUSINESS_STATUS_LABELS.planning },
] as const;

const EMPTY = { name: "", phone: "", address: "", message: "", businessStatus: "running", website: "" };

/**
 * LS-200 on-site trial form (spec 2, 3, 5, 8): name, phone and address required, desired time sent as `message`;
 * POST /api/trial-requests. Success only on 2xx: toast and a note that the team calls within 24 hours, form
 * cleared. Failure (non-2xx or network): toast, form kept.
 */
export function OnsiteTrialForm({ product = "LS-200" }: { product?: ProductOption }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<typeof CONSULTATION_FAILURE | null>(null);
  const [done, setDone] = useState(false);
  const headingId = useId();

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (normalizeVietnamesePhone(form.phone) === null) {
      setErrors({ phone: PHONE_MESSAGE });
      return;
    }
    setSending(true);
    setFailure(null);
    setDone(false);
    const choice = STATUS_CHOICES.find((status) => status.value === form.businessStatus) ?? STATUS_CHOICES[0];
    const result = await sendLead("/api/trial-requests", {
      name: form.name,
      phone: form.phone,
      address: form.address,
      message: form.message,
      businessStatus: choice.text,
      product,
      website: form.website,
    });
    setSending(false);
    if (result.ok) {
      toast.success(ONSITE_SUCCESS.title, { description: ONSITE_SUCCESS.description });
      trackLeadEvent("lead", { form: "onsite_trial", product });
      setForm(EMPTY);
      setErrors({});
      setDone(true);
    } else {
      setErrors(firstErrors(result.fieldErrors));
      setFailure(CONSULTATION_FAILURE);
      toast.error(CONSULTATION_FAILURE.title, { description: CONSULTATION_FAILURE.description });
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        Đăng ký dùng thử {product} miễn phí tại quán
      </h2>
      <p className="mt-1 text-sm text-gray-600">Chúng tôi mang máy đến tận quán của bạn trên toàn quốc để pha thử trước khi mua.</p>
      <form method="post" className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} aria-label={`Đăng ký dùng thử ${product} tại quán`}>
        <Field label="Họ và tên" required error={errors.name}>
          {(props) => <input {...props} name="name" autoComplete="name" maxLength={LEAD_LIMITS.fullName} className={inputClass} value={form.name} onChange={update("name")} />}
        </Field>
        <Field label="Số điện thoại" required error={errors.phone}>
          {(props) => (
            <input
              {...props}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0912 345 678"
              maxLength={LEAD_LIMITS.phoneInput}
              className={inputClass}
              value={form.phone}
              onChange={update("phone")}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Địa chỉ quán" required error={errors.address}>
            {(props) => (
              <input {...props} name="address" autoComplete="street-address" maxLength={LEAD_LIMITS.address} className={inputClass} value={form.address} onChange={update("address")} />
            )}
          </Field>
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
        <FormFailure failure={failure} />
        <Honeypot value={form.website} onChange={(value) => setForm((current) => ({ ...current, website: value }))} />
        <div className="sm:col-span-2">
          <SubmitButton sending={sending}>Đăng ký dùng thử miễn phí</SubmitButton>
        </div>
      </form>
      <p role="status" className="mt-3 text-sm font-medium text-brand-800">
        {done ? "Cảm ơn bạn! Đội ngũ của chúng tôi sẽ gọi điện cho bạn trong vòng 24 giờ." : ""}
      </p>
    </section>
  );
}
