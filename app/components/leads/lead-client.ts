import { trackEvent } from "~/lib/analytics";

/**
 * Browser side of the lead forms: one POST helper that reports success only on a 2xx answer (a network error,
 * a 4xx or a 5xx is a failure, so a visitor never sees a false "sent"), and the analytics events of spec 7.
 */

export type SendResult =
  | { ok: true; id: number | null }
  | { ok: false; status: number | null; message: string | null; fieldErrors: Record<string, string[]> };

export async function sendLead(url: string, body: unknown): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error(`${url}: network error`, error);
    return { ok: false, status: null, message: null, fieldErrors: {} };
  }
  const answer = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown; errors?: unknown } | null;
  if (response.ok) return { ok: true, id: typeof answer?.id === "number" ? answer.id : null };
  console.error(`${url}: ${response.status}: ${typeof answer?.message === "string" ? answer.message : response.statusText}`);
  return {
    ok: false,
    status: response.status,
    message: typeof answer?.message === "string" ? answer.message : null,
    fieldErrors: isFieldErrors(answer?.errors) ? answer.errors : {},
  };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return typeof value === "object" && value !== null && Object.values(value).every(Array.isArray);
}

/** `lead` and `contact` analytics events (spec section 7) through the one analytics module. */
export function trackLeadEvent(name: "lead" | "contact", params: Record<string, string | number>): void {
  try {
    trackEvent(name, params);
  } catch {
    // Analytics must never break a form.
  }
}
