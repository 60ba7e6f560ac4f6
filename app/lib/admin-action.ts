/** An admin page action's answer (app/lib/admin-action.server.ts), as the page reads it. */
export type ActionFailure = { ok: false; intent?: string; message: string; fieldErrors?: Record<string, string[]> };
export type ActionSuccess<T = unknown> = { ok: true; intent: string; result: T };
export type ActionOutcome<T = unknown> = ActionSuccess<T> | ActionFailure;
