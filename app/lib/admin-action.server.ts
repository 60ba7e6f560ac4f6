import { data, type ActionFunctionArgs, type AppLoadContext, type Params } from "react-router";
import { parseIdParam } from "../../server/http/params";
import { refusalOf } from "./action-refusal.server";
import { actorOf, requireAdminPage, type PageStaff } from "./admin-guard.server";
import type { ActionFailure, ActionSuccess } from "./admin-action";

export type { ActionFailure, ActionSuccess } from "./admin-action";

/**
 * Runs a page action's service call: a refusal a person can fix (any 4xx but 401: a zod or service 400 with its
 * field messages, 404, 409, 413, 422, 429) comes back as `{ ok: false, message, fieldErrors }` with its status;
 * anything else goes to the error boundary. The status comes from the one mapping the REST API uses too.
 */
export async function attempt<T>(run: () => Promise<T>, intent?: string) {
  try {
    return await run();
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal || refusal.status === 401) throw error;
    const { status, message, fieldErrors, headers } = refusal;
    const failure: ActionFailure = intent === undefined ? { ok: false, message, fieldErrors } : { ok: false, intent, message, fieldErrors };
    return data<ActionFailure>(failure, { status, headers });
  }
}

/** What an intent's handler is given: the submitted fields, the signed-in staff member and the page's context. */
export interface IntentInput {
  /** The submission: a JSON object (`useAdminAction`) or a form's fields (`<Form>`, files included). */
  payload: Record<string, unknown>;
  /** The payload's `id` as a record id (a 400 with the label's message when it is not one). */
  id: (label?: string) => number;
  actor: { id: number; username: string };
  staff: PageStaff;
  params: Params;
  request: Request;
  context: AppLoadContext;
  services: AppLoadContext["services"];
}

export type IntentHandler = (input: IntentInput) => Promise<unknown> | unknown;

/** The success answer of each intent: `{ ok: true, intent, result }`, the result typed by its handler. */
export type IntentSuccess<H extends Record<string, IntentHandler>> = {
  [K in keyof H & string]: ActionSuccess<Awaited<ReturnType<H[K]>>> & { intent: K };
}[keyof H & string];

/**
 * An admin page's action: the page's roles are checked first (requireAdminPage), the submission's `intent` picks
 * its handler, the handler calls a service with the raw payload (the service parses it), and the answer is
 * `{ ok: true, intent, result }` or an `ActionFailure` (with the intent) and the status the REST API would give.
 */
export function adminActions<H extends Record<string, IntentHandler>>(handlers: H) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const staff = await requireAdminPage(request, context);
    const payload = await payloadOf(request);
    const intent = typeof payload?.intent === "string" ? payload.intent : "";
    const handler = payload && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!payload || !handler) return data<ActionFailure>({ ok: false, intent, message: "Thao tác không hợp lệ" }, { status: 400 });
    return attempt(async () => {
      const result = await handler({ payload, id: (label) => parseIdParam(String(payload.id ?? ""), label), actor: actorOf(staff), staff, params, request, context, services: context.services });
      return { ok: true, intent, result } as IntentSuccess<H>;
    }, intent);
  };
}

/** The submitted fields: a JSON object, or a form's fields (the first value of each name); null when unreadable. */
async function payloadOf(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form) if (!(name in fields)) fields[name] = value;
    return fields;
  } catch {
    return null;
  }
}
