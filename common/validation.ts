import type { ZodError } from "zod";

/** The message of a 400 whose details are in its field errors. */
export const VALIDATION_MESSAGE = "Dữ liệu không hợp lệ";

/** `{ fieldPath: [messages] }` from a zod error (`_` for the payload as a whole), for 400 responses and forms. */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}
