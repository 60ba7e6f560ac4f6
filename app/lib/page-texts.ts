import { useMatches } from "react-router";

/**
 * The page catalogue's texts the current page's loader chose (`texts` in its data, common/page-texts): the deepest
 * route that has them. Usable in any component of the page, lazily loaded parts too; the type comes from the
 * catalogue module as a type only, so no text of it enters the bundle.
 */
export function usePageTexts<T>(): { readonly [K in keyof T]: string } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]!.data as { texts?: unknown } | undefined;
    if (data && typeof data === "object" && data.texts && typeof data.texts === "object") return data.texts as { readonly [K in keyof T]: string };
  }
  throw new Error("usePageTexts: this page's loader returns no texts");
}
