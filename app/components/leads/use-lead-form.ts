import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "~/lib/toast";
import type { Language, Messages } from "#common/i18n-vi";
import { normalizeVietnamesePhone } from "#common/leads";
import { ApiError, submissionKeys, type RequestOptions } from "~/lib/api-client";
import { useLanguage } from "~/lib/language";
import { usePageMessages } from "~/lib/page-messages";
import { firstErrors } from "./form-parts";

/** A toast title with its description (spec section 8 texts). */
export interface LeadMessage {
  title: string;
  description: string;
}

/** Every lead form has a phone and the honeypot; all its fields are text. */
type LeadFields = Record<string, string> & { phone: string; website: string };

export interface LeadFormOptions<F extends LeadFields> {
  /** The empty form: the first state, and the state after each success. */
  empty: () => F;
  /**
   * Posts the form through the API client with the given options (its `Idempotency-Key`); resolves on a 2xx
   * answer, throws `ApiError` on anything else.
   */
  send: (form: F, options: RequestOptions) => Promise<unknown>;
  /** Success toast; `duration` only where the spec sets one. */
  success: LeadMessage & { duration?: number };
  /** Failure toast, also repeated inside the form. */
  failure: LeadMessage;
  /** Called when a send starts, after the previous failure is cleared. */
  onStart?: () => void;
  /** Called after the success toast and the reset, with the form that was sent (analytics, close the dialog). */
  onSuccess: (sent: F) => void;
}

/**
 * State and submit of a lead form (decision 0007): the phone is checked before sending, a second submit while
 * sending is ignored, and success is reported only on a 2xx answer (toast, form cleared). Any failure (network,
 * 4xx, 5xx) keeps the form, shows the field errors of a 400 and the failure toast and message. Each attempt
 * goes with an `Idempotency-Key`, the same for a resend of unchanged content: a retry after a lost answer
 * cannot store the lead (and alert the shop) twice.
 */
export function useLeadForm<F extends LeadFields>({ empty, send, success, failure: failureText, onStart, onSuccess }: LeadFormOptions<F>) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LeadMessage | null>(null);
  const keys = useRef(submissionKeys());
  const t = usePageMessages();
  const { language } = useLanguage();
  /** The `<form>` element (`ref={lead.formRef}`). */
  const formRef = useRef<HTMLFormElement>(null);

  // A form rendered by the server may have been typed into before its code loaded: take what its fields show into
  // the state as it hydrates, before the first re-render would put the empty state back into them.
  useLayoutEffect(() => {
    setForm((current) => withTypedValues(current, formRef.current));
  }, []);

  const update = (field: keyof F & string) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };

  /** Value, error and change handler of one field, for the shared field components of form-parts.tsx. */
  const bind = (field: keyof F & string) => ({ value: form[field], error: errors[field], onChange: update(field) });

  const honeypot = { value: form.website, onChange: (value: string) => setForm((current) => ({ ...current, website: value })) };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const current = withTypedValues(form, event.currentTarget);
    if (current !== form) setForm(current);
    if (normalizeVietnamesePhone(current.phone) === null) {
      setErrors({ phone: t.phoneInvalid });
      return;
    }
    setSending(true);
    setFailure(null);
    onStart?.();
    const sent = current;
    try {
      await send(sent, { idempotencyKey: keys.current.keyFor(sent) });
    } catch (error) {
      console.error("lead form not sent:", error);
      setSending(false);
      setErrors(firstErrors(error instanceof ApiError ? error.fieldErrors : {}));
      const shown = error instanceof ApiError && error.status === 429 ? rateLimitedFailure(failureText, error, t, language) : failureText;
      setFailure(shown);
      toast.error(shown.title, { description: shown.description });
      return;
    }
    keys.current.succeeded();
    setSending(false);
    const { title, ...toastOptions } = success;
    toast.success(title, toastOptions);
    setForm(empty());
    setErrors({});
    onSuccess(sent);
  }

  return { form, errors, sending, failure, update, bind, honeypot, submit, formRef };
}

/**
 * The form as its fields show it. A form below the fold is rendered by the server and answers once its code has
 * loaded: what a quick visitor typed before that is in the fields but not yet in the state, and is what they mean
 * to send. Fields are matched by `name`; the same object comes back when nothing differs.
 */
function withTypedValues<F extends LeadFields>(form: F, element: HTMLFormElement | null): F {
  if (!element || typeof FormData === "undefined") return form;
  const shown = new FormData(element);
  let merged: F | null = null;
  for (const field of Object.keys(form) as (keyof F & string)[]) {
    const value = shown.get(field);
    if (typeof value === "string" && value !== form[field]) (merged ??= { ...form })[field] = value as F[typeof field];
  }
  return merged ?? form;
}

/**
 * A 429 explains itself: the server's own message and, when it said, how long until a new request is taken. The
 * server speaks Vietnamese: a page in another language says only its own failure text and the wait.
 */
export function rateLimitedFailure(failure: LeadMessage, error: ApiError, t: Messages, language: Language): LeadMessage {
  const wait = error.retryAfterSeconds;
  const retry = wait === null ? "" : t.leadRetryAfter(wait);
  const said = language === "vi" ? (error.serverMessage ?? failure.description) : failure.description;
  return { title: failure.title, description: `${said}${retry}` };
}
