import { createContext, Fragment, use, useCallback, useContext, useLayoutEffect, useMemo, useState } from "react";
import { useMatches, useRevalidator } from "react-router";
import { LANGUAGE_COOKIE, languageOf, pageLanguageOf, vi, type FrameMessages, type Language, type Messages } from "#common/i18n-vi";

interface LanguageContextValue {
  /** The language this page is shown in (its texts, its toasts, `<html lang>`). */
  language: Language;
  /** The visitor's choice (the footer switch); pages without an English variant stay Vietnamese. */
  chosen: Language;
  /** The frame's texts; a page's own come from app/lib/page-messages.ts. English has both parts in one object. */
  messages: FrameMessages;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageContextValue>({ language: "vi", chosen: "vi", messages: vi, setLanguage: () => {} });

/** The English catalogue once loaded; most visitors read Vietnamese and never download it. */
let english: Messages | null = null;
let englishLoading: Promise<Messages> | null = null;

function loadEnglish(): Promise<Messages> {
  englishLoading ??= import("#common/i18n-en").then(
    (module) => (english = module.en),
    (error: unknown) => {
      englishLoading = null;
      throw error;
    },
  );
  return englishLoading;
}

/** An English page waits for its catalogue (on the server and while hydrating) rather than showing Vietnamese first. */
function useCatalogue(language: Language): FrameMessages {
  if (language === "vi") return vi;
  return english ?? use(loadEnglish());
}

/**
 * The storefront's language (common/i18n-vi.ts): the visitor's choice first from the root loader (cookie or
 * `Accept-Language`), then from the footer switch, which remembers it in a cookie for a year. A page is shown in
 * that language only when it has that variant (`englishPageHandle`), so a Vietnamese page's toasts and frame stay
 * Vietnamese for everyone.
 */
export function LanguageProvider({ initial, pageHasEnglish, children }: { initial: Language; pageHasEnglish: boolean; children: React.ReactNode }) {
  // The frame is mounted anew when a page turns into the error page: the switch's cookie, read again, outlives that.
  const [chosen, setChosen] = useState(() => (typeof document !== "undefined" && document.cookie.includes(`${LANGUAGE_COOKIE}=`) ? languageOf(document.cookie, null) : initial));
  const language = pageLanguageOf(chosen, pageHasEnglish);
  const messages = useCatalogue(language);
  const revalidator = useRevalidator();
  // The server wrote the first page's `<html lang>`; after a switch or a move to a page without English, this keeps it true.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback(
    (next: Language) => {
      const apply = () => {
        document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
        setChosen(next);
        // A page's own texts come with its data in one language (common/page-texts): fetched again in the new one.
        if (pageHasEnglish) void revalidator.revalidate();
      };
      if (next === "en" && pageHasEnglish && !english) loadEnglish().then(apply, () => undefined);
      else apply();
    },
    [pageHasEnglish, revalidator],
  );
  const value = useMemo(() => ({ language, chosen, messages, setLanguage }), [language, chosen, messages, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The catalogue in the page's language. */
export function useMessages(): FrameMessages {
  return useContext(LanguageContext).messages;
}

/**
 * The page catalogue's texts the current page's loader chose (`texts` in its data, common/page-texts): the deepest
 * route that has them. Usable in any component of the page, lazily loaded parts too; the type comes from the
 * catalogue module as a type only, so no text of it enters the bundle. Here, in the frame's module, so that it adds
 * no chunk of its own to a page's first JavaScript.
 */
export function usePageTexts<T>(): { readonly [K in keyof T]: string } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]!.data as { texts?: unknown } | undefined;
    if (data && typeof data === "object" && data.texts && typeof data.texts === "object") return data.texts as { readonly [K in keyof T]: string };
  }
  throw new Error("usePageTexts: this page's loader returns no texts");
}

/**
 * A catalogue text with React nodes put in for its `{name}` placeholders: the owner's words inside an interface
 * sentence ("12 places in <span lang="vi">Hà Nội</span>") keep their own language mark. Here, in the frame's
 * module, for the same reason as `usePageTexts`.
 */
export function fillParts(template: string, values: Record<string, React.ReactNode>): React.ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && name in values ? values[name] : part;
    return <Fragment key={index}>{value}</Fragment>;
  });
}
