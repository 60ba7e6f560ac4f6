import { data } from "react-router";

/**
 * Route loaders run inside the React Router bundle, which has its own copy of the service error classes,
 * so errors are recognised by their `status` rather than by `instanceof`.
 */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
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

export function notFound() {
  return data(null, { status: 404, statusText: "Not Found" });
}

/** A path segment that must be a positive id; anything else is a 404 page. */
export function idParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound();
  return Number(raw);
}
