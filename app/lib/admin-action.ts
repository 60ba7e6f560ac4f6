import { isRouteErrorResponse, type ClientActionFunctionArgs } from "react-router";

/** An admin page action's answer (app/lib/admin-action.server.ts), as the page reads it. */
export type ActionFailure = { ok: false; intent?: string; message: string; fieldErrors?: Record<string, string[]> };
export type ActionSuccess<T = unknown> = { ok: true; intent: string; result: T };
export type ActionOutcome<T = unknown> = ActionSuccess<T> | ActionFailure;

/** The failure of a submission that got no usable answer: offline, server down, an error on the server. */
export const NO_ANSWER_MESSAGE = "Không thực hiện được thao tác. Vui lòng thử lại.";

/**
 * The browser half of an admin page's action (`export const clientAction = adminClientAction`): a submission that
 * got no answer, or an answer that is not the action's (a 5xx, a proxy's page), comes back as a failure the screen
 * shows in its toast, instead of replacing the page with the error boundary. A redirect (signed out) and the page's
 * own refusals (403, 404) still go to the router.
 */
export async function adminClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) throw error;
    console.error("admin action: no usable answer", error);
    return { ok: false, message: NO_ANSWER_MESSAGE } satisfies ActionFailure;
  }
}
