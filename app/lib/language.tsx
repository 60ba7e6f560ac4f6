import { createContext, use, useCallback, useContext, useMemo, useState } from "react";
import { LANGUAGE_COOKIE, vi, type Language, type Messages } from "#common/i18n-vi";

interface LanguageContextValue {
  language: Language;
  messages: Messages;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageContextValue>({ language: "vi", messages: vi, setLanguage: () => {} });

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
function useCatalogue(language: Language): Messages {
  if (language === "vi") return vi;
  return english ?? use(loadEnglish());
}

/**
 * The storefront's language (common/i18n-vi.ts): first from the root loader (cookie or `Accept-Language`), then
 * from the footer switch, which remembers it in a cookie for a year and sets `<html lang>` once the catalogue of the
 * new language is there.
 */
export function LanguageProvider({ initial, children }: { initial: Language; children: React.ReactNode }) {
  const [language, setState] = useState(initial);
  const messages = useCatalogue(language);
  const setLanguage = useCallback((next: Language) => {
    const apply = () => {
      document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
      document.documentElement.lang = next;
      setState(next);
    };
    if (next === "en" && !english) loadEnglish().then(apply, () => undefined);
    else apply();
  }, []);
  const value = useMemo(() => ({ language, messages, setLanguage }), [language, messages, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The catalogue in the visitor's language. */
export function useMessages(): Messages {
  return useContext(LanguageContext).messages;
}
