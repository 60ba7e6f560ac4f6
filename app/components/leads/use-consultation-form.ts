import { UNKNOWN_PRODUCT } from "#common/leads";
import { trackContact, trackLead } from "~/lib/track";
import { api } from "~/lib/api-client";
import { dealerSharingOf } from "./form-parts";
import { usePageMessages } from "~/lib/page-messages";
import { consultationFailure, consultationSuccess } from "./lead-texts";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { fullName: "", phone: "", message: "", provinceCode: "", dealerSharing: "", website: "" };

/**
 * A consultation request (spec 2, 5, 7, 8), for the site-wide dialog and the /contact page's form: name and
 * phone, optional message; POST /api/contact-requests with needType "contact" and the page's product name
 * (`Chưa xác định` when there is none). The success toast lasts 3000 ms; `lead` and `contact` events on success.
 */
export function useConsultationForm({
  product,
  analytics,
  onStart,
  onSuccess,
}: {
  product: string | undefined;
  /** How the analytics events name this form (`form` of `lead`, `method` of `contact`). */
  analytics: { form: string; method: string };
  onStart?: () => void;
  onSuccess: () => void;
}) {
  const productName = product?.trim() || UNKNOWN_PRODUCT;
  const t = usePageMessages();
  const lead = useLeadForm({
    empty: () => EMPTY,
    send: (form, options) =>
      api.post("/api/contact-requests", {
        fullName: form.fullName,
        phone: form.phone,
        message: form.message,
        // The /contact page asks for it, so the lead can be routed to the nearest dealer; the dialog does not.
        ...(form.provinceCode ? { provinceCode: form.provinceCode } : {}),
        needType: "contact",
        product: productName,
        ...dealerSharingOf(form.dealerSharing),
        website: form.website,
      }, options),
    success: { ...consultationSuccess(t), duration: 3000 },
    failure: consultationFailure(t),
    onStart,
    onSuccess: () => {
      trackLead({ form: analytics.form, product: productName });
      trackContact({ method: analytics.method, product: productName });
      onSuccess();
    },
  });
  return { lead, productName };
}
