import { data, type AppLoadContext } from "react-router";
import { idempotencyKeySchema } from "#common/schemas/checkout";
import { comingSoonFrame } from "#common/page-texts/coming-soon";
import { NEWSLETTER_ALREADY_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from "#common/schemas/newsletter";
import { refusalOf } from "./action-refusal.server";
import { visitorLanguage } from "./page-texts.server";

export interface NewsletterActionResult {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** `"vi"`: a server message left as the service said it, on an English page. */
  lang?: "vi";
}

/**
 * The service's Vietnamese answer in the visitor's language: every page with the form has an English variant
 * (docs/decisions/0067). An answer with no English wording (a rate limit) stays Vietnamese, marked.
 */
function inLanguage(request: Request, result: NewsletterActionResult): NewsletterActionResult {
  if (visitorLanguage(request) === "vi") return result;
  const en = comingSoonFrame.en;
  const said: Record<string, string> = { [NEWSLETTER_SUCCESS_MESSAGE]: en.newsletterDone, [NEWSLETTER_ALREADY_MESSAGE]: en.newsletterAlready };
  if (result.ok) return { ...result, ...(said[result.message] ? { message: said[result.message]! } : { lang: "vi" }) };
  if (result.fieldErrors?.email) return { ok: false, message: en.newsletterInvalid, fieldErrors: { email: [en.newsletterInvalid] } };
  return { ...result, lang: "vi" };
}

/** Honeypot field: people never see or fill it; simple bots do. */
export const NEWSLETTER_HONEYPOT = "website";

/**
 * The coming-soon pages' form action (works without JavaScript): the same newsletter service as
 * POST /api/newsletter. A bad address is a 400 with the message to show under the field.
 */
export async function newsletterAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await request.formData();
  if (String(form.get(NEWSLETTER_HONEYPOT) ?? "") !== "") {
    return inLanguage(request, { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE });
  }
  try {
    // Sent by the form's script (one per attempt); a form posted without JavaScript has none.
    const key = idempotencyKeySchema.safeParse(form.get("idempotencyKey"));
    const result = await context.services.newsletter.subscribe(
      { email: form.get("email") ?? "", source: form.get("source") ?? undefined },
      context.clientIp || "unknown",
      key.success ? key.data : null,
    );
    return inLanguage(request, { ok: true, message: result.message });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const { status, message, fieldErrors, headers } = refusal;
    return data(inLanguage(request, { ok: false, message, fieldErrors }), { status, headers });
  }
}
