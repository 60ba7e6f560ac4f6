import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { NO_ANSWER_MESSAGE, type ActionOutcome } from "~/lib/admin-action";

/** What to tell the staff member about one submission. */
export interface AdminActionMessages<T> {
  /** The success toast (omitted: none), from the handler's result when a function. */
  success?: string | ((result: T) => string);
  /** The success toast's second line. */
  successDescription?: (result: T) => string | undefined;
  /**
   * The failure toast's title, from the refusal's reason when a function; the reason is its description. Omitted:
   * the reason is the title. False: no toast, the screen shows the hook's `error` where it belongs.
   */
  failure?: string | false | ((reason: string) => string);
  /** The failure toast's description when the screen has its own words for every failure. */
  failureDescription?: string;
}

interface Pending<T> extends AdminActionMessages<T> {
  before: unknown;
  resolve: (result: T | null) => void;
}

/**
 * The one way an admin screen writes: `run(intent, payload)` posts to a page's route action (its own by default,
 * `action` for another page's), the action calls the service (app/lib/admin-action.server.ts), React Router
 * revalidates the page's loaders, and this hook owns what is left — busy state, the success or failure toast, and
 * the reason and field errors of a refused submission. `run` resolves with the handler's result, or null when
 * refused. A payload that is a `FormData` (a file) is posted as multipart; anything else as JSON. The page (or the
 * `action` page) exports `clientAction = adminClientAction`, so a submission without an answer is a failure here too.
 */
export function useAdminAction<T = unknown>(options: { action?: string } = {}) {
  const fetcher = useFetcher<ActionOutcome<T>>();
  const pending = useRef<Pending<T> | null>(null);
  const sawBusy = useRef(false);

  useEffect(() => {
    if (fetcher.state !== "idle") {
      sawBusy.current = true;
      return;
    }
    const current = pending.current;
    if (!current || !sawBusy.current) return;
    pending.current = null;
    sawBusy.current = false;
    const outcome = fetcher.data !== current.before ? fetcher.data : undefined;
    if (outcome?.ok) {
      const result = outcome.result;
      const message = typeof current.success === "function" ? current.success(result) : current.success;
      if (message) toast.success(message, { description: current.successDescription?.(result) });
      current.resolve(result);
      return;
    }
    const reason = outcome?.message ?? NO_ANSWER_MESSAGE;
    const title = typeof current.failure === "function" ? current.failure(reason) : current.failure;
    if (title) toast.error(title, { description: current.failureDescription ?? reason });
    else if (title === undefined) toast.error(reason);
    current.resolve(null);
  }, [fetcher.state, fetcher.data]);

  const run = useCallback(
    (intent: string, payload: Record<string, unknown> | FormData = {}, messages: AdminActionMessages<T> = {}) =>
      new Promise<T | null>((resolve) => {
        pending.current = { ...messages, before: fetcher.data, resolve };
        sawBusy.current = false;
        if (payload instanceof FormData) {
          payload.set("intent", intent);
          void fetcher.submit(payload, { method: "post", encType: "multipart/form-data", action: options.action });
        } else {
          void fetcher.submit({ ...payload, intent } as never, { method: "post", encType: "application/json", action: options.action });
        }
      }),
    [fetcher, options.action],
  );

  const failure = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return { run, busy: fetcher.state !== "idle", error: failure?.message ?? null, fieldErrors: failure?.fieldErrors ?? {} };
}
