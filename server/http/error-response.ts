import { fieldErrorsOf, VALIDATION_MESSAGE } from "#common/validation";
import type { ZodError } from "zod";
import { SERVICE_ERROR } from "../services/foundation/errors";

/** What a refused request answers: its status and its JSON body (`{ message, errors?, …details }`). */
interface ErrorResponse {
  status: number;
  body: { message: string; errors?: Record<string, string[]>; [detail: string]: unknown };
  /** A 429's wait, for the `Retry-After` header (RFC 9110). */
  retryAfterSeconds?: number;
}

/**
 * The one mapping from a thrown error to an answer, used by the REST API's error handler and by the admin pages'
 * actions alike: a service's typed error (its `status`, its field errors, its details), a zod error (400 with the
 * field messages), or null for anything unexpected (a 500 whose cause is logged, never sent).
 * Errors are recognised by a shared symbol and zod's name, not by `instanceof`: the page bundle carries its own copy
 * of the classes.
 */
export function errorResponseOf(error: unknown): ErrorResponse | null {
  if (typeof error !== "object" || error === null) return null;
  const candidate = error as { name?: unknown; status?: unknown; message?: unknown; fieldErrors?: unknown; details?: unknown };
  if (candidate.name === "ZodError" && Array.isArray((error as ZodError).issues)) {
    return { status: 400, body: { message: VALIDATION_MESSAGE, errors: fieldErrorsOf(error as ZodError) } };
  }
  if (!(SERVICE_ERROR in candidate) || typeof candidate.status !== "number") return null;
  const message = typeof candidate.message === "string" ? candidate.message : "";
  if (candidate.name === "ValidationError") {
    return { status: 400, body: { message, errors: (candidate.fieldErrors as Record<string, string[]> | undefined) ?? {} } };
  }
  const details = (candidate.details as Record<string, unknown> | undefined) ?? {};
  const retryAfter = details.retryAfterSeconds;
  return {
    status: candidate.status as number,
    body: { message, ...details },
    retryAfterSeconds: candidate.status === 429 && typeof retryAfter === "number" ? retryAfter : undefined,
  };
}
