import { useId, useState } from "react";
import { DealerSharingBox, FormFailure, Honeypot, MessageField, NameField, PhoneField, SelectField, SubmitButton } from "~/components/leads/form-parts";
import { consultationSuccess } from "~/components/leads/lead-texts";
import { usePageMessages } from "~/lib/page-messages";
import { useConsultationForm } from "~/components/leads/use-consultation-form";
import type { ContactTexts } from "#common/page-texts/contact";
import { usePageTexts } from "~/lib/language";

/**
 * The /contact page's consultation request, the same request as the consultation dialog's but inline: the phone is
 * checked before sending, a bot filling the honeypot is turned away by the server, a 400's field errors show
 * under their fields. Success: toast, form cleared and a note under it; any failure keeps the form. The province
 * (optional) routes the request to the nearest dealer.
 */
export function ContactForm({ product, provinces }: { product?: string; provinces: ReadonlyArray<{ code: string; name: string }> }) {
  const headingId = useId();
  const t = usePageTexts<ContactTexts>();
  const [sent, setSent] = useState(false);
  const success = consultationSuccess(usePageMessages());
  const { lead } = useConsultationForm({
    product,
    analytics: { form: "contact_page", method: "contact_page" },
    onStart: () => setSent(false),
    onSuccess: () => setSent(true),
  });

  return (
    <form method="post" className="relative space-y-4" aria-labelledby={headingId} onSubmit={lead.submit}>
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {t.formTitle}
      </h2>
      <NameField {...lead.bind("fullName")} />
      <PhoneField {...lead.bind("phone")} />
      <SelectField
        label={t.province}
        name="provinceCode"
        placeholder={t.provincePlaceholder}
        options={provinces.map((province) => ({ value: province.code, text: province.name, lang: "vi" }))}
        {...lead.bind("provinceCode")}
      />
      <MessageField label={t.message} rows={4} {...lead.bind("message")} />
      <DealerSharingBox {...lead.bind("dealerSharing")} />
      <FormFailure failure={lead.failure} />
      <Honeypot {...lead.honeypot} />
      <SubmitButton sending={lead.sending}>{t.send}</SubmitButton>
      <p role="status" className="text-sm font-medium text-brand-700">
        {sent ? `${success.title}. ${success.description}` : ""}
      </p>
    </form>
  );
}
