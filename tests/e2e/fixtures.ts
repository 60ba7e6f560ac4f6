import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";

export { expect };

/** A Content-Security-Policy violation reported by a page (`securitypolicyviolation`). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * An error a page reported: a `console.error` message (React's hydration mismatches, failed loads of a script, an
 * image or a fetch among them) or an exception no code caught (`pageerror`, which is where a production build of
 * React reports "Minified React error #418/#419/#423/#425").
 */
export interface PageError {
  page: string;
  kind: "console.error" | "pageerror";
  /** The message, then the script or resource it came from when the browser names one (` — url`). */
  message: string;
}

/** Everything a page of the test reported that fails it. */
interface PageWatch {
  cspViolations: CspViolation[];
  pageErrors: PageError[];
}

function consoleText(message: ConsoleMessage): string {
  const source = message.location().url;
  return source ? `${message.text()} — ${source}` : message.text();
}

/**
 * Watches every page the context opens: `securitypolicyviolation` events (from the first script on), console
 * errors and uncaught exceptions. Errors matching one of `allowed` are left out.
 */
async function watchContext(context: BrowserContext, found: PageWatch, allowed: readonly RegExp[]): Promise<void> {
  const record = (page: Page | null, kind: PageError["kind"], message: string) => {
    if (allowed.some((pattern) => pattern.test(message))) return;
    found.pageErrors.push({ page: page?.url() ?? "(no page)", kind, message });
  };
  context.on("console", (message) => {
    if (message.type() === "error") record(message.page(), "console.error", consoleText(message));
  });
  context.on("weberror", (webError) => {
    const error = webError.error();
    // The message and the first frames: enough to find the code, short enough to read in a report.
    const stack = (error.stack ?? "").split("\n").filter((line) => line.trim().startsWith("at ")).slice(0, 3);
    record(webError.page(), "pageerror", [error.message, ...stack].join("\n"));
  });

  await context.exposeBinding("__reportCspViolation", ({ page }, violation: Omit<CspViolation, "page">) => {
    found.cspViolations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (violation: unknown) => void }).__reportCspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

/**
 * Playwright's `test` with one rule every spec gets: no page any test opens — in the default context or in one it
 * creates with `browser.newContext()` — may log a Content-Security-Policy violation (zod compiling with
 * `new Function` under a policy without 'unsafe-eval' did, on the admin pages), a console error or an uncaught
 * exception (a hydration mismatch did, on the editor of a product with a trial form). The test fails at its end
 * with the page and the message of each.
 *
 * A test that provokes an error on purpose (a request it makes fail, a 404 it asks for) names exactly that error,
 * for itself or for the tests of one `describe`:
 *
 *     test.use({ allowedConsoleErrors: [/status of 404 .* — http:\/\/[^/]+\/uploads\/missing\.png$/] });
 *
 * Each pattern is tested against the message as reported (`text — source url`); keep it as narrow as the case.
 */
export const test = base.extend<{
  /** Console errors and page errors this test provokes on purpose; see above. */
  allowedConsoleErrors: RegExp[];
  cspViolations: CspViolation[];
  /** The errors reported so far (not the allowed ones): a test may check them itself before it ends. */
  pageErrors: PageError[];
  pageWatch: PageWatch;
}>({
  allowedConsoleErrors: [[], { option: true }],
  pageWatch: [
    async ({ browser, context, allowedConsoleErrors }, use) => {
      const found: PageWatch = { cspViolations: [], pageErrors: [] };
      await watchContext(context, found, allowedConsoleErrors);
      const newContext = browser.newContext.bind(browser);
      (browser as { newContext: Browser["newContext"] }).newContext = async (options) => {
        const created = await newContext(options);
        await watchContext(created, found, allowedConsoleErrors);
        return created;
      };
      try {
        await use(found);
      } finally {
        (browser as { newContext: Browser["newContext"] }).newContext = newContext;
      }
      expect(found.cspViolations, "Content-Security-Policy violations").toEqual([]);
      expect(found.pageErrors, "console errors and uncaught exceptions of the pages this test opened").toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: async ({ pageWatch }, use) => use(pageWatch.cspViolations),
  pageErrors: async ({ pageWatch }, use) => use(pageWatch.pageErrors),
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
