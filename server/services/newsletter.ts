import { NewsletterSignupSchema, NEWSLETTER_ALREADY_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from "#common/schemas/newsletter";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

export interface NewsletterResult {
  /** false when the address was already on the list (not an error: the visitor's wish is fulfilled). */
  created: boolean;
  message: string;
}

export function createNewsletterService(db: Db) {
  return {
    /** Validates (ZodError → 400) and stores the address once; a repeat sign-up is a no-op. */
    async subscribe(input: unknown): Promise<NewsletterResult> {
      const { email, source } = NewsletterSignupSchema.parse(input);
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, source })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0
        ? { created: true, message: NEWSLETTER_SUCCESS_MESSAGE }
        : { created: false, message: NEWSLETTER_ALREADY_MESSAGE };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
