import { data } from "react-router";
import { statusOf } from "./loader-errors.server";

export type ActionFailure = { ok: false; message: string; fieldErrors?: Record<string, string[]> };

/**
 * Runs a page action's service call: a refusal a person can fix (a zod or service 400 with its field messages,
 * 404, 409, 429) comes back as `{ ok: false, message }` with its status; anything else goes to the error boundary.
 * (Errors are recognised by status and name: the route bundle has its own copy of the error classes.)
 */
export async function attempt<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if ((error as Error)?.name === "ZodError") {
      const issues = (error as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues;
      const fieldErrors = Object.fromEntries(issues.map((issue) => [issue.path.join(".") || "_", [issue.message]]));
      return data<ActionFailure>({ ok: false, message: issues[0]?.message ?? "Dữ liệu không hợp lệ", fieldErrors }, { status: 400 });
    }
    const status = statusOf(error);
    if (status === 400 || status === 404 || status === 409 || status === 429) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      return data<ActionFailure>({ ok: false, message: (error as Error).message, fieldErrors }, { status });
    }
    throw error;
  }
}
