import { VALIDATION_MESSAGE } from "#common/validation";
import { errorResponseOf } from "../../server/http/error-response";

/** A refusal as a page action shows it: the status, the sentence, the field messages, the 429's wait. */
export interface Refusal {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** `Retry-After` for a 429, as the REST API sends it. */
  headers?: Record<string, string>;
}

/**
 * A thrown error a person can fix (any 4xx: a zod or service 400 with its field messages, 401, 404, 409, 413,
 * 422, 429), through the one mapping the REST API uses too (server/http/error-response.ts); null for anything
 * else, which belongs to the error boundary.
 */
export function refusalOf(error: unknown): Refusal | null {
  const answer = errorResponseOf(error);
  if (!answer || answer.status >= 500) return null;
  const fieldErrors = answer.body.errors;
  // A form shows the first field's own words rather than the generic "invalid data".
  const firstFieldMessage = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined;
  const message = answer.body.message === VALIDATION_MESSAGE && firstFieldMessage ? firstFieldMessage : answer.body.message;
  const headers = answer.retryAfterSeconds !== undefined ? { "Retry-After": String(answer.retryAfterSeconds) } : undefined;
  return { status: answer.status, message, fieldErrors, headers };
}
