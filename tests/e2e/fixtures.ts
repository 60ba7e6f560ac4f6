import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

export { expect };

/** A Content-Security-Policy violation reported by a page (`securitypolicyviolation`). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/** Reports every `securitypolicyviolation` of every page the context opens, from the first script on. */
async function watchCsp(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding("__reportCspViolation", ({ page }, violation: Omit<CspViolation, "page">) => {
    violations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (violation: unknown) => void }).__reportCspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

/**
 * Playwright's `test` with one addition every spec gets: no page any test opens — in the default context or in
 * one it creates with `browser.newContext()` — may log a Content-Security-Policy violation (zod compiling with
 * `new Function` under a policy without 'unsafe-eval' did, on the admin pages).
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: CspViolation[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      (browser as { newContext: Browser["newContext"] }).newContext = async (options) => {
        const created = await newContext(options);
        await watchCsp(created, violations);
        return created;
      };
      try {
        await use(violations);
      } finally {
        (browser as { newContext: Browser["newContext"] }).newContext = newContext;
      }
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** The seeded administrator of the browser tests (playwright.config.ts passes these to the server). */
export const E2E_ADMIN = { username: "admin", password: "e2e-Admin-Pass-2026" } as const;

/**
 * Logs the page in through the real login page and waits until it has left it. `next` is where to land
 * (default: the admin home, /admin/contact-requests).
 */
export async function loginAsAdmin(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login");
  await page.getByLabel("Tên đăng nhập").fill(E2E_ADMIN.username);
  await page.getByLabel("Mật khẩu").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
}
