import { data, type AppLoadContext } from "react-router";
import { idempotencyKeySchema } from "#common/schemas/checkout";
import { NEWSLETTER_SUCCESS_MESSAGE } from "#common/schemas/newsletter";
import { refusalOf } from "./action-refusal.server";

export interface NewsletterActionResult {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
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
    return { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE } satisfies NewsletterActionResult;
  }
  try {
    // Sent by the form's script (one per attempt); a form posted without JavaScript has none.
    const key = idempotencyKeySchema.safeParse(form.get("idempotencyKey"));
    const result = await context.services.newsletter.subscribe(
      { email: form.get("email") ?? "", source: form.get("source") ?? undefined },
      context.clientIp || "unknown",
      key.success ? key.data : null,
    );
    return { ok: true, message: result.message } satisfies NewsletterActionResult;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const { status, message, fieldErrors, headers } = refusal;
    return data({ ok: false, message, fieldErrors } satisfies NewsletterActionResult, { status, headers });
  }
}
