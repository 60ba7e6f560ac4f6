import type { ReactNode } from "react";
import { useMessages } from "~/lib/language";

/*
 * The dropdown's frame, shared by the box (search-box.tsx, its "searching" fallback) and the answers it loads later
 * (search-results.tsx): the answers take it from here, not from the box that loads them.
 */

/** The dropdown under the box (max height 24rem). */
export function SearchDropdown({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg">
      {children}
    </div>
  );
}

/** What the dropdown says while the answers are on their way. */
export function SearchingStatus() {
  const t = useMessages();
  return (
    <p role="status" className="px-4 py-3 text-sm text-gray-500">
      {t.searching}
    </p>
  );
}
