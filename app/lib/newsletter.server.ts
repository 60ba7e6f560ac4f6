import { data, type AppLoadContext } from "react-router";
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
    const result = await context.services.newsletter.subscribe(
      { email: form.get("email") ?? "", source: form.get("source") ?? undefined },
      context.clientIp || "unknown",
    );
    return { ok: true, message: result.message } satisfies NewsletterActionResult;
  } catch (error) {
    if (statusOf(error) === 429) {
      return data({ ok: false, message: (error as Error).message } satisfies NewsletterActionResult, { status: 429 });
    }
    const issues = zodIssuesOf(error);
    if (!issues) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of issues) (fieldErrors[String(issue.path[0] ?? "_")] ??= []).push(issue.message);
    const message = fieldErrors.email?.[0] ?? "Dữ liệu không hợp lệ";
    return data({ ok: false, message, fieldErrors } satisfies NewsletterActionResult, { status: 400 });
  }
}
