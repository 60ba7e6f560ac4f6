import { useCallback } from "react";
import { useConsultation as useConsultationDialog } from "./consultation-context";

/** Toast texts of a consultation request (spec section 8), for inline forms that send one. */
export { CONSULTATION_FAILURE, CONSULTATION_SUCCESS } from "./lead-texts";
import { sendLead, trackLeadEvent } from "./lead-client";

/**
 * What content pages use to reach the leads feature: open the site-wide consultation dialog, or post a
 * consultation request from an inline form (the /contact page) through the same client as the dialog.
 */
export interface ConsultationContext {
  /** Product or service name the request is about (spec: the page context name, default 'Chưa xác định'). */
  product?: string;
}

export interface ConsultationRequest {
  fullName: string;
  phone: string;
  message?: string;
  product?: string;
}

export const DEFAULT_CONSULTATION_PRODUCT = "Chưa xác định";

export function useConsultation() {
  const dialog = useConsultationDialog();
  const open = useCallback((context: ConsultationContext = {}) => dialog.open(context.product), [dialog]);
  return { open };
}

/** POST /api/contact-requests as the consultation dialog does (needType 'contact'); throws unless the answer is 2xx. */
export async function submitConsultation(request: ConsultationRequest): Promise<void> {
  const product = request.product || DEFAULT_CONSULTATION_PRODUCT;
  const result = await sendLead("/api/contact-requests", {
    fullName: request.fullName,
    phone: request.phone,
    message: request.message || null,
    needType: "contact",
    product,
  });
  if (!result.ok) throw new Error(result.message ?? `${result.status ?? "network"}: request failed`);
  trackLeadEvent("lead", { form: "contact_page", product });
  trackLeadEvent("contact", { method: "contact_page", product });
}
