import { data, type AppLoadContext } from "react-router";
import { REVIEW_HONEYPOT, REVIEW_THANKS, type ReviewFormResult } from "#common/review-form";
import { refusalOf } from "./action-refusal.server";

/**
 * The product page's review form (works without JavaScript: a plain form post to the page's own action, so the
 * page carries no script for it): the same reviews service as POST /api/products/{id}/reviews — honeypot, limits
 * per client and the wait for the shop's approval included.
 */
export async function reviewFormAction({ request, context, productId }: { request: Request; context: AppLoadContext; productId: number }) {
  const form = await request.formData();
  const values = { author: String(form.get("author") ?? ""), rating: String(form.get("rating") ?? ""), text: String(form.get("text") ?? "") };
  try {
    // The service checks the honeypot first, then the fields (the stars arrive as text from the radio buttons).
    const rating = values.rating === "" ? undefined : Number(values.rating);
    await context.services.reviews.submit(productId, { ...values, rating, [REVIEW_HONEYPOT]: form.get(REVIEW_HONEYPOT) ?? "" }, context.clientIp || "unknown");
    return { ok: true, message: REVIEW_THANKS } satisfies ReviewFormResult;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const { status, message, fieldErrors, headers } = refusal;
    return data({ ok: false, message, fieldErrors, values } satisfies ReviewFormResult, { status, headers });
  }
}
