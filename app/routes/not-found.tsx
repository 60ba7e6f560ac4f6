import { notFound } from "~/lib/loader-errors.server";

/** Catch-all: answer with a real 404 status; the root error boundary renders the not-found page. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
