import type { Page } from "@playwright/test";

/**
 * Collects page errors and console errors. Failed loads of artwork under /images/ are left out while the
 * illustrations are drawn in a parallel branch; everything else (script errors, hydration mismatches,
 * failed API calls) is kept.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const url = message.location().url ?? "";
    if (/^Failed to load resource/.test(message.text()) && new URL(url, "http://x").pathname.startsWith("/images/")) return;
    errors.push(`${message.text()} ${url}`);
  });
  return errors;
}

/** Waits until React has hydrated (buttons respond), using the header's mobile-search/menu or dropdown toggles. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector("header button");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactProps"));
  });
}
