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
  /** The submission without its `intent`: a JSON object (`useAdminAction`) or a form's fields (`<Form>`, files included). */
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

export interface AdminActionOptions {
  /** Refuse a larger body with 413 and this message before reading it (a page that takes files). */
  bodyLimit?: { bytes: number; message: string };
}

/**
 * An admin page's action: the page's roles are checked first (requireAdminPage), the submission's `intent` picks
 * its handler, the handler calls a service with the raw payload (the service parses it), and the answer is
 * `{ ok: true, intent, result }` or an `ActionFailure` (with the intent) and the status the REST API would give. A handler that
 * answers for itself (a `Response`, or `data()` with its own status) is sent as it is.
 */
export function adminActions<H extends Record<string, IntentHandler>>(handlers: H, options: AdminActionOptions = {}) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const staff = await requireAdminPage(request, context);
    const body = options.bodyLimit ? await withinLimit(request, options.bodyLimit.bytes) : request;
    if (!body) return data<ActionFailure>({ ok: false, message: options.bodyLimit!.message }, { status: 413 });
    const submitted = await payloadOf(body);
    const intent = typeof submitted?.intent === "string" ? submitted.intent : "";
    const handler = submitted && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!submitted || !handler) return data<ActionFailure>({ ok: false, intent, message: "Thao tác không hợp lệ" }, { status: 400 });
    const { intent: _intent, ...payload } = submitted;
    return attempt(async () => {
      const result = await handler({ payload, id: (label) => parseIdParam(String(payload.id ?? ""), label), actor: actorOf(staff), staff, params, request, context, services: context.services });
      // Sent as the handler made it; typed as nothing so the page's action data stays the intents' answers.
      if (result instanceof Response || isDataWithResponseInit(result)) return result as never;
      return { ok: true, intent, result } as IntentSuccess<H>;
    }, intent);
  };
}

function isDataWithResponseInit(value: unknown): value is ReturnType<typeof data> {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** The request with its body read into memory when it is at most `limit` bytes; null when larger. */
async function withinLimit(request: Request, limit: number): Promise<Request | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return request;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value as Uint8Array<ArrayBuffer>);
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: new Blob(chunks) });
}

/**
 * The submitted fields: a JSON object (`useAdminAction`), or a form's fields (the first value of each name); null
 * when unreadable. The sign-in pages, outside the admin layout, read theirs with it too.
 */
export async function payloadOf(request: Request): Promise<Record<string, unknown> | null> {
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
