import { PrivacyNoticeLine } from "~/components/ui/privacy-notice-line";
import { useEffect, useId, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { submissionKeys } from "~/lib/api-client";
import type { NewsletterActionResult } from "~/lib/newsletter.server";

interface NewsletterSignupProps {
  /** Which page the address came from (see common/schemas/newsletter.ts). */
  source: "blog" | "knowledge-business-solutions" | "knowledge-recipes";
  title: string;
  text: string;
  /** The form's words, in the page's language (its catalogue, common/page-texts/coming-soon.ts). */
  labels: NewsletterLabels;
}

export interface NewsletterLabels {
  email: string;
  placeholder: string;
  submit: string;
  sending: string;
}


/**
 * Email box of the coming-soon pages. Posts to the page's own action (newsletterAction): a plain form post
 * without JavaScript, a fetcher (no navigation) with it; success shows a toast and an inline message.
 */
export function NewsletterSignup({ source, title, text, labels }: NewsletterSignupProps) {
  const fetcher = useFetcher<NewsletterActionResult>();
  const actionData = useActionData<NewsletterActionResult>();
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const keyRef = useRef<HTMLInputElement>(null);
  const keys = useRef(submissionKeys());
  const id = useId();

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      keys.current.succeeded();
      toast.success(fetcher.data.message);
      formRef.current?.reset();
    }
  }, [fetcher.data]);

  const emailError = result && !result.ok ? (result.fieldErrors?.email?.[0] ?? result.message) : undefined;
  return (
    <div className="rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-gray-200 sm:p-8">
      <h2 className="text-xl font-bold text-gray-900">{title}</h2>
      <p className="mt-2 text-gray-600">{text}</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        className="mt-5"
        noValidate
        aria-describedby={`${id}-status`}
        // One Idempotency-Key per attempt, the same when the same address is sent again after a failure.
        onSubmit={(event) => {
          if (keyRef.current) keyRef.current.value = keys.current.keyFor(new FormData(event.currentTarget).get("email"));
        }}
      >
        <input type="hidden" name="source" value={source} />
        <input ref={keyRef} type="hidden" name="idempotencyKey" defaultValue="" />
        <div className="hidden" aria-hidden="true">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-gray-700">
          {labels.email}
        </label>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            placeholder={labels.placeholder}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-error` : undefined}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 px-4 py-3 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? labels.sending : labels.submit}
          </button>
        </div>
        {emailError && (
          <p id={`${id}-error`} className="mt-2 text-sm text-red-700" lang={result?.lang}>
            {emailError}
          </p>
        )}
        <p id={`${id}-status`} role="status" className="mt-3 text-sm font-medium text-brand-700" lang={result?.ok ? result.lang : undefined}>
          {result?.ok ? result.message : ""}
        </p>
        {/* Signing up is the newsletter's consent (issue 45); each issue carries the link to withdraw it. */}
        <PrivacyNoticeLine className="mt-1" />
      </fetcher.Form>
    </div>
  );
}
