import { data } from "react-router";
import { errorResponseOf } from "../../server/http/error-response";

/**
 * The status a thrown service error stands for, from the one mapping the REST API and the page actions use
 * (server/http/error-response.ts); undefined for anything unexpected.
 */
export function statusOf(error: unknown): number | undefined {
  return errorResponseOf(error)?.status;
}

/** Awaits a service call; a service 404 (or 400 for a bad id) becomes the route's 404 page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
}

/**
 * Awaits a service call; a query the service refuses (400: a NUL in a search) becomes the route's 400 answer and
 * its error boundary, instead of a server error.
 */
export async function orBadRequest<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (statusOf(error) === 400) throw data(null, { status: 400, statusText: "Bad Request" });
    throw error;
  }
}

export function notFound() {
  return data(null, { status: 404, statusText: "Not Found" });
}

/** A path segment that must be a positive id; anything else is a 404 page. */
export function idParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound();
  return Number(raw);
}
