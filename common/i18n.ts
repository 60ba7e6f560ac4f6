/**
 * The storefront's message catalogue in both languages, for the server and the checkout: Vietnamese (the default,
 * with the language rules, in i18n-vi.ts) and English (i18n-en.ts). Pages in the browser read i18n-vi.ts and load
 * English only when the visitor chose it (app/lib/language.tsx).
 */
import { en } from "./i18n-en";
import { vi, type Language, type Messages } from "./i18n-vi";
import { viPages } from "./i18n-vi-pages";

export * from "./i18n-vi";

export const MESSAGES: Record<Language, Messages> = { vi: { ...vi, ...viPages }, en };

/** `build` run with a language's messages once, the first time that language asks (the forms' schemas). */
export function perLanguage<T>(build: (messages: Messages) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    let value = built.get(language);
    if (value === undefined) built.set(language, (value = build(MESSAGES[language])));
    return value;
  };
}
