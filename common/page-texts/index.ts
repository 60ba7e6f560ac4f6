/**
 * Page catalogues (docs/decisions/0060-english-storefront-pages.md): the interface texts of one storefront page in
 * both languages. The route's loader picks the visitor's language and returns only that half as `texts`
 * (app/lib/page-texts.server.ts); components read it with `usePageTexts` (app/lib/page-texts.ts). So neither
 * language's texts of a page travel in any JavaScript bundle: they arrive with the page's data, in one language.
 * Texts are plain strings (loader data is JSON); a value to put in is written `{name}` and filled by `fill`
 * (common/i18n-vi.ts).
 */
import type { Language } from "../i18n-vi";

/** A page catalogue: English has exactly the Vietnamese keys. */
export type PageCatalogue<T extends Record<string, string>> = { readonly [L in Language]: { readonly [K in keyof T]: string } };

/** Defines a page catalogue; the Vietnamese half names the keys, the English half must have them all. */
export function pageCatalogue<const T extends Record<string, string>>(vi: T, en: { readonly [K in keyof T]: string }): PageCatalogue<T> {
  return { vi, en };
}

