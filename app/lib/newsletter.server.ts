import { data, type AppLoadContext } from "react-router";
import { idempotencyKeySchema } from "#common/schemas/checkout";
import { NEWSLETTER_SUCCESS_MESSAGE } from "#common/schemas/newsletter";
import { statusOf } from "./loader-errors.server";

export interface NewsletterActionResult {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** Honeypot field: people never see or fill it; simple bots do. */
export const NEWSLETTER_HONEYPOT = "website";

function zodIssuesOf(error: unknown): { path: PropertyKey[]; message: string }[] | undefined {
  const candidate = error as { name?: unknown; issues?: unknown } | null;
  return candidate?.name === "ZodError" && Array.isArray(candidate.issues) ? candidate.issues : undefined;
}

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
    const status = statusOf(error);
    if (status === 429 || status === 422) {
      return data({ ok: false, message: (error as Error).message } satisfies NewsletterActionResult, { status });
    }
    const issues = zodIssuesOf(error);
    if (!issues) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of issues) (fieldErrors[String(issue.path[0] ?? "_")] ??= []).push(issue.message);
    const message = fieldErrors.email?.[0] ?? "Dữ liệu không hợp lệ";
    return data({ ok: false, message, fieldErrors } satisfies NewsletterActionResult, { status: 400 });
  }
}
