import type { Messages } from "#common/i18n-vi";
import { BUSINESS_STATUSES, NEED_TYPES, type BusinessStatus, type ProductOption } from "#common/leads";
import { usePageMessages } from "~/lib/page-messages";
import { useRootData } from "~/lib/root-data";
import { trackLead } from "~/lib/track";
import { api } from "~/lib/api-client";
import { consultationSuccess } from "./lead-texts";
import { AddressField, DealerSharingBox, dealerSharingOf, FormFailure, Honeypot, MessageField, NameField, PhoneField, SelectField, SubmitButton } from "./form-parts";
import { LeadDialog, type DialogOpenProps } from "./lead-dialog";
import { useLeadForm } from "./use-lead-form";

/** Spec section 8: failure of the trial-registration contact form. */
const trialFailure = (t: Messages) => ({ title: t.trialFailureTitle, description: t.trialFailure });

/** The kinds of trial and business statuses in the page's language (the values sent stay the API's). */
const needTypeLabel = (t: Messages, type: (typeof NEED_TYPES)[number]) => ({ contact: t.needContact, atStore: t.needAtStore, atCenter: t.needAtCenter })[type];
export const businessStatusLabel = (t: Messages, status: BusinessStatus) => ({ running: t.businessRunning, planning: t.businessPlanning })[status];

const emptyForm = (product: ProductOption | "") => ({
  fullName: "",
  phone: "",
  needType: "",
  product: product as string,
  businessStatus: "",
  address: "",
  message: "",
  dealerSharing: "",
  website: "",
});

export interface TrialRegistrationDialogProps extends DialogOpenProps {
  /** LT-300 and LS-250 product pages pass their product (spec 2). */
  defaultProduct?: ProductOption;
}

/**
 * Free-trial registration (home demo section, LT-300 and LS-250 pages): fullName, phone, needType and product
 * required; businessStatus, address and message optional and sent as null when empty (spec 5).
 * POST /api/contact-requests; success only on 2xx (toast, reset, close); failure keeps the dialog and the form.
 */
export function TrialRegistrationDialog({ defaultProduct, open, onOpenChange }: TrialRegistrationDialogProps) {
  // The catalogue's machines (root data), so a machine the owner adds can be chosen.
  const models = useRootData()?.models ?? [];
  const orNull = (value: string) => (value.trim() === "" ? null : value);
  const t = usePageMessages();
  const lead = useLeadForm({
    empty: () => emptyForm(defaultProduct ?? ""),
    send: (form, options) =>
      api.post("/api/contact-requests", {
        fullName: form.fullName,
        phone: form.phone,
        needType: form.needType,
        product: form.product,
        businessStatus: orNull(form.businessStatus),
        address: orNull(form.address),
        message: orNull(form.message),
        source: "trial",
        ...dealerSharingOf(form.dealerSharing),
        website: form.website,
      }, options),
    success: consultationSuccess(t),
    failure: trialFailure(t),
    onSuccess: (sent) => {
      trackLead({ form: "trial_registration", product: sent.product, needType: sent.needType });
      onOpenChange(false);
    },
  });

  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      maxWidth="max-w-lg"
      title={t.trialTitle}
      description={t.trialIntro}
    >
      <form ref={lead.formRef} method="post" className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={lead.submit}>
        <NameField {...lead.bind("fullName")} />
        <PhoneField {...lead.bind("phone")} />
        <SelectField
          label={t.trialNeedType}
          name="needType"
          required
          placeholder={t.trialNeedTypePlaceholder}
          options={NEED_TYPES.map((type) => ({ value: type, text: needTypeLabel(t, type) }))}
          {...lead.bind("needType")}
        />
        <SelectField
          label={t.trialProduct}
          name="product"
          required
          placeholder={t.trialProductPlaceholder}
          options={models.map((product) => ({ value: product, text: product }))}
          {...lead.bind("product")}
        />
        <SelectField
          label={t.trialBusinessStatus}
          name="businessStatus"
          placeholder={t.trialBusinessStatusPlaceholder}
          options={BUSINESS_STATUSES.map((status) => ({ value: status, text: businessStatusLabel(t, status) }))}
          {...lead.bind("businessStatus")}
        />
        <AddressField label={t.trialAddress} {...lead.bind("address")} />
        <div className="sm:col-span-2">
          <MessageField {...lead.bind("message")} />
        </div>
        <DealerSharingBox {...lead.bind("dealerSharing")} />
        <FormFailure failure={lead.failure} />
        <Honeypot {...lead.honeypot} />
        {/* Held at the dialog's bottom edge while the fields scroll: on a phone the form is taller than the screen. */}
        <div className="sticky bottom-0 z-10 -mx-6 -mb-6 border-t border-gray-100 bg-white px-6 pt-3 pb-6 sm:col-span-2">
          <SubmitButton sending={lead.sending}>{t.trialSend}</SubmitButton>
        </div>
      </form>
    </LeadDialog>
  );
}
