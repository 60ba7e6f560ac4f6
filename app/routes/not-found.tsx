import { notFound } from "~/lib/loader-errors.server";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

/** Catch-all: answer with a real 404 status; the root error boundary renders the not-found page. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
