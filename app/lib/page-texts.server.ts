import { languageOf, type Language } from "#common/i18n-vi";
import type { PageCatalogue } from "#common/page-texts";

/** The visitor's language as the root loader and the page cache read it (cookie, else `Accept-Language`). */
export function visitorLanguage(request: Request): Language {
  return languageOf(request.headers.get("cookie"), request.headers.get("accept-language"));
}

/** The half of a page catalogue a page with an English variant shows to this visitor, with its language. */
export function pageTextsFor<T extends Record<string, string>>(request: Request, catalogue: PageCatalogue<T>) {
  const language = visitorLanguage(request);
  return { language, texts: catalogue[language] };
}
