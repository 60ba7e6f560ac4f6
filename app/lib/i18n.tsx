import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { LANGUAGE_COOKIE, MESSAGES, type Language, type Messages } from "#common/i18n";

interface LanguageContextValue {
  language: Language;
  messages: Messages;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageContextValue>({ language: "vi", messages: MESSAGES.vi, setLanguage: () => {} });

/**
 * The storefront's language (common/i18n.ts): first from the root loader (cookie or `Accept-Language`), then
 * from the footer switch, which remembers it in a cookie for a year and sets `<html lang>` at once.
 */
export function LanguageProvider({ initial, children }: { initial: Language; children: React.ReactNode }) {
  const [language, setState] = useState(initial);
  const setLanguage = useCallback((next: Language) => {
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = next;
    setState(next);
  }, []);
  const value = useMemo(() => ({ language, messages: MESSAGES[language], setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The catalogue in the visitor's language. */
export function useMessages(): Messages {
  return useContext(LanguageContext).messages;
}
