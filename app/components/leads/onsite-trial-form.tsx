import { useState } from "react";
import type { Messages } from "#common/i18n-vi";
import { BUSINESS_STATUS_LABELS, type ProductOption } from "#common/leads";
import { trackLead } from "~/lib/track";
import { api } from "~/lib/api-client";
import { useLanguage } from "~/lib/language";
import { usePageMessages } from "~/lib/page-messages";
import { consultationFailure } from "./lead-texts";
import { AddressField, DealerSharingBox, dealerSharingOf, Field, FormFailure, Honeypot, inputClass, NameField, PhoneField, SubmitButton } from "./form-parts";
import { useLeadForm } from "./use-lead-form";

const onsiteSuccess = (t: Messages) => ({ title: t.onsiteSuccessTitle, description: t.onsiteSuccess });

/**
 * The LS-200 form sends the business status as the Vietnamese text (spec 3), whatever the page's language; values
 * running / soon.
 */
const STATUS_CHOICES = [
  { value: "running", text: BUSINESS_STATUS_LABELS.running, label: (t: Messages) => t.businessRunning },
  { value: "soon", text: BUSINESS_STATUS_LABELS.planning, label: (t: Messages) => t.businessPlanning },
] as const;

const EMPTY = { name: "", phone: "", address: "", message: "", businessStatus: "running", dealerSharing: "", website: "" };

/**
 * LS-200 on-site trial form (spec 2, 3, 5, 8): name, phone and address required, desired time sent as `message`;
 * POST /api/trial-requests. Success only on 2xx: toast and a note that the team calls within 24 hours, form
 * cleared. Failure (non-2xx or network): toast, form kept. No box or heading of its own: TrialSection gives both.
 */
export function OnsiteTrialForm({ product = "LS-200" }: { product?: ProductOption }) {
  const [done, setDone] = useState(false);
  const t = usePageMessages();
  // The form sits in the product's own (Vietnamese) section: its words are the page's language, and say so.
  const { language } = useLanguage();
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
    success: onsiteSuccess(t),
    failure: consultationFailure(t),
    onStart: () => setDone(false),
    onSuccess: () => {
      trackLead({ form: "onsite_trial", product });
      setDone(true);
    },
  });
  const { form, errors, update } = lead;

  return (
    <div lang={language}>
      <p className="text-sm text-gray-600">{t.onsiteIntro}</p>
      <form ref={lead.formRef} method="post" className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={lead.submit} aria-label={t.onsiteFormLabel(product)}>
        <NameField name="name" {...lead.bind("name")} />
        <PhoneField {...lead.bind("phone")} />
        <div className="sm:col-span-2">
          <AddressField label={t.onsiteAddress} required {...lead.bind("address")} />
        </div>
        <Field label={t.onsiteTime} error={errors.message}>
          {(props) => (
            <input {...props} name="message" placeholder={t.onsiteTimePlaceholder} maxLength={200} className={inputClass} value={form.message} onChange={update("message")} />
          )}
        </Field>
        <fieldset>
          <legend className="block text-sm font-medium text-gray-800">{t.trialBusinessStatus}</legend>
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
                {choice.label(t)}
              </label>
            ))}
          </div>
        </fieldset>
        <DealerSharingBox {...lead.bind("dealerSharing")} />
        <FormFailure failure={lead.failure} />
        <Honeypot {...lead.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton sending={lead.sending}>{t.onsiteSend}</SubmitButton>
        </div>
      </form>
      <p role="status" className="mt-3 text-sm font-medium text-brand-800">
        {done ? t.onsiteDone : ""}
      </p>
    </div>
  );
}
