import { NewsletterSignupSchema, NEWSLETTER_ALREADY_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from "#common/schemas/newsletter";
import { TooManyRequestsError } from "../foundation/errors";
import { requestFingerprint, type IdempotencyStore } from "../foundation/idempotency";
import type { RateLimiter } from "../foundation/rate-limiter";
import type { ConsentService } from "../privacy/consent";

/** Sign-ups stored per client (IP) and window: plenty for people, a wall for scripts filling the list. */
const NEWSLETTER_RATE_LIMIT = 10;
const NEWSLETTER_RATE_WINDOW_MS = 10 * 60 * 1000;
const NEWSLETTER_RATE_LIMIT_MESSAGE = "Bạn đã đăng ký quá nhiều lần, vui lòng thử lại sau ít phút.";

interface NewsletterResult {
  /** false when the address was already on the list (not an error: the visitor's wish is fulfilled). */
  created: boolean;
  message: string;
}

/**
 * The newsletter list is the consent records' `newsletter` purpose (issue 45, decision 0059): a sign-up is a consent
 * given through the form, naming the privacy notice's version; unsubscribing is the signed link of each issue.
 */
export function createNewsletterService(rateLimiter: RateLimiter, idempotency: IdempotencyStore, consent: ConsentService) {
  return {
    /**
     * Validates (ZodError → 400) and stores the address once; a repeat sign-up is a no-op. Only valid sign-ups
     * count towards the client's limit (429), so a typo costs nothing. A retry with the same `Idempotency-Key`
     * gets the first answer again and is not counted; the key with another address is a 422.
     */
    async subscribe(input: unknown, clientKey: string, idempotencyKey: string | null = null): Promise<NewsletterResult & { replayed: boolean }> {
      const { email, source } = NewsletterSignupSchema.parse(input);
      const request = { scope: "newsletter", key: idempotencyKey, fingerprint: requestFingerprint({ email, source }) };
      const earlier = await idempotency.replay<NewsletterResult>(request);
      if (earlier) return { ...earlier.body, replayed: true };
      const limit = await rateLimiter.hit(`newsletter:${clientKey}`, NEWSLETTER_RATE_LIMIT, NEWSLETTER_RATE_WINDOW_MS);
      if (!limit.allowed) throw new TooManyRequestsError(NEWSLETTER_RATE_LIMIT_MESSAGE);
      const version = await consent.noticeVersion();
      const answer = await idempotency.run(request, async (tx): Promise<NewsletterResult> => {
        const { created } = await consent.give(tx, "newsletter", email, { channel: "web", how: `Đăng ký bản tin (${source})`, version });
        return created
          ? { created: true, message: NEWSLETTER_SUCCESS_MESSAGE }
          : { created: false, message: NEWSLETTER_ALREADY_MESSAGE };
      });
      return { ...answer.body, replayed: answer.replayed };
    },
  };
}
