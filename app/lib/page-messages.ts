import { vi, type Messages } from "#common/i18n-vi";
import { viPages } from "#common/i18n-vi-pages";
import { useLanguage } from "./language";

const VIETNAMESE: Messages = { ...vi, ...viPages };

/**
 * The whole catalogue in the page's language, for the pages with an English variant and their parts (cart,
 * checkout, the header cart's panel, the footer). Their Vietnamese texts load with them, not with every page.
 */
export function usePageMessages(): Messages {
  const { language, messages } = useLanguage();
  // An English page's catalogue is the whole English one (common/i18n-en.ts).
  return language === "vi" ? VIETNAMESE : (messages as Messages);
}
