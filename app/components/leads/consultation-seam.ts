import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Seam between content pages and the consultation dialog (leads feature). Content pages only call
 * `useConsultation().open(...)` and `submitConsultation(...)`; the leads feature replaces this file's bodies
 * (open the dialog, post through its form) without touching the pages. Default: go to /contact.
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
  const navigate = useNavigate();
  const open = useCallback(
    (context: ConsultationContext = {}) => {
      navigate(context.product ? `/contact?product=${encodeURIComponent(context.product)}` : "/contact");
    },
    [navigate],
  );
  return { open };
}

/** POST /api/contact-requests as the consultation dialog does (needType 'contact'); throws on a non-ok answer. */
export async function submitConsultation(request: ConsultationRequest): Promise<void> {
  const response = await fetch("/api/contact-requests", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: request.fullName,
      phone: request.phone,
      message: request.message || null,
      needType: "contact",
      product: request.product || DEFAULT_CONSULTATION_PRODUCT,
    }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
}
