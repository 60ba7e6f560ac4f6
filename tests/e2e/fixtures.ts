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

/** The test's own excuses: `allowedConsoleErrors` (option) and what it passed to `allowConsoleErrors` (once used). */
interface Allowances {
  patterns: RegExp[];
  /** Patterns given to `allowConsoleErrors`: each must excuse at least one error before the test ends. */
  mustMatch: Set<RegExp>;
}

/**
 * Watches every page the context opens: `securitypolicyviolation` events (from the first script on), console
 * errors and uncaught exceptions. Errors an allowance matches are left out.
 */
async function watchContext(context: BrowserContext, found: PageWatch, allowances: Allowances): Promise<void> {
  const record = (page: Page | null, kind: PageError["kind"], message: string) => {
    const excuse = allowances.patterns.find((pattern) => pattern.test(message));
    if (excuse) {
      allowances.mustMatch.delete(excuse);
      return;
    }
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The console error Chromium logs for a load that failed — a page, a script, an image, a fetch: `status` is the
 * HTTP status it answered, or the network error (`"net::ERR_FAILED"` for a request the test aborted). `path` is the
 * address after the origin, the query included: a string for exactly that, or a RegExp for the whole of it.
 *
 *     allowConsoleErrors(failedLoad(404, "/products/999"), failedLoad("net::ERR_FAILED", /\/assets\/[^/?]+\.js/))
 */
export function failedLoad(status: number | `net::${string}`, path: string | RegExp): RegExp {
  const answer = typeof status === "number" ? `the server responded with a status of ${status} \\([^)]*\\)` : escapeRegExp(status);
  const address = typeof path === "string" ? escapeRegExp(path) : `(?:${path.source})`;
  return new RegExp(`^Failed to load resource: ${answer} — https?://[^/]+${address}$`);
}

/**
 * Playwright's `test` with one rule every spec gets: no page any test opens — in the default context or in one it
 * creates with `browser.newContext()` — may log a Content-Security-Policy violation (zod compiling with
 * `new Function` under a policy without 'unsafe-eval' did, on the admin pages), a console error or an uncaught
 * exception (a hydration mismatch did, on the editor of a product with a trial form). The test fails at its end
 * with the page and the message of each.
 *
 * A test that provokes an error on purpose (a request it makes fail, a page it expects to be 404) names exactly
 * that error, before provoking it:
 *
 *     allowConsoleErrors(failedLoad(404, "/products/999"), /^lead form not sent: ApiError: 500/);
 *
 * Each pattern is tested against the message as reported (`text — source url`) and must excuse at least one
 * error by the end of the test, so an excuse cannot outlive what it was written for. The `allowedConsoleErrors`
 * option (`test.use`) does the same for every test of a file or a `describe`, without the last check.
 */
export const test = base.extend<{
  /** Errors every test of a file or `describe` provokes on purpose: `test.use({ allowedConsoleErrors: [...] })`. */
  allowedConsoleErrors: RegExp[];
  /** Excuses errors this test provokes on purpose; see above. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  cspViolations: CspViolation[];
  /** The errors reported so far (not the excused ones): a test may check them itself before it ends. */
  pageErrors: PageError[];
  pageWatch: PageWatch & { allowances: Allowances };
}>({
  allowedConsoleErrors: [[], { option: true }],
  pageWatch: [
    async ({ browser, context, allowedConsoleErrors }, use, testInfo) => {
      const found: PageWatch = { cspViolations: [], pageErrors: [] };
      const allowances: Allowances = { patterns: [...allowedConsoleErrors], mustMatch: new Set() };
      await watchContext(context, found, allowances);
      const newContext = browser.newContext.bind(browser);
      (browser as { newContext: Browser["newContext"] }).newContext = async (options) => {
        const created = await newContext(options);
        await watchContext(created, found, allowances);
        return created;
      };
      try {
        await use({ ...found, allowances });
      } finally {
        (browser as { newContext: Browser["newContext"] }).newContext = newContext;
      }
      expect(found.cspViolations, "Content-Security-Policy violations").toEqual([]);
      expect(found.pageErrors, "console errors and uncaught exceptions of the pages this test opened").toEqual([]);
      // Only when the test got to its end: a test that failed earlier may not have reached what it provokes.
      if (testInfo.status === testInfo.expectedStatus) {
        expect([...allowances.mustMatch].map(String), "allowed console errors that never happened").toEqual([]);
      }
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ pageWatch }, use) => {
    await use((...patterns) => {
      pageWatch.allowances.patterns.push(...patterns);
      for (const pattern of patterns) pageWatch.allowances.mustMatch.add(pattern);
    });
  },
  cspViolations: async ({ pageWatch }, use) => use(pageWatch.cspViolations),
  pageErrors: async ({ pageWatch }, use) => use(pageWatch.pageErrors),
});

/** The seeded administrator of the browser tests (playwright.config.ts passes these to the server). */
export const E2E_ADMIN = { username: "admin", password: "e2e-Admin-Pass-2026" } as const;

/**
 * Logs the page in through the real login page and waits until it has left it. `next` is where to land
 * (default: the admin home, the dashboard at /admin).
 */
export async function loginAsAdmin(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login");
  await page.getByLabel("Tên đăng nhập").fill(E2E_ADMIN.username);
  await page.getByLabel("Mật khẩu").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
}
