import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/fixtures";
import { e2eServerEnv } from "./tests/e2e/support/server-env";

/**
 * Browser tests run the production build (build/server.js) in Debian's Chromium — no browser download.
 * scripts/test.mjs chooses two free ports and a fresh data folder; running `playwright test` directly uses defaults.
 * Two servers: the shared one, and the editors' one (see EDITOR_SPECS), each on a PGlite folder of its own.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const editorsPort = Number(process.env.E2E_EDITORS_PORT ?? port + 1);
const dataDir = process.env.E2E_DATA_DIR ?? "./data/e2e";
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * Specs that change the catalogue or the blog every visitor sees: a product or a post they add, price or publish
 * for a while would be counted by the storefront, blog and sitemap specs. They get a server of their own.
 */
const EDITOR_SPECS = ["catalog-admin.spec.ts", "blog-admin.spec.ts"];

/** The production server the specs of one project talk to: its port and its own subfolder of `dataDir`. */
function webServer(serverPort: number, folder: string) {
  return {
    command: "node build/server.js",
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...e2eServerEnv(serverPort, path.join(dataDir, folder)),
      // The seeded administrator the browser tests log in as.
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every browser test posts from 127.0.0.1 into a data folder that may outlive a run; the 5-per-10-minutes
      // lead limit itself is covered by tests/api/leads.test.ts.
      LEAD_RATE_LIMIT: "1000",
      // Likewise the analytics collector's 60 events per client per minute (tests/api/analytics.test.ts): two
      // browsers clicking through pages send more than that.
      ANALYTICS_RATE_LIMIT: "100000",
      // A demo bank account, so the VietQR bank-transfer option is offered (tests/e2e/bank-transfer.spec.ts).
      BANK_BIN: "970436",
      BANK_ACCOUNT: "0011004455667",
      BANK_ACCOUNT_NAME: "CONG TY MAY PHA DEMO",
      BANK_NAME: "Vietcombank",
      // The bank-notification webhook of tests/e2e/bank-transfer-confirmation.spec.ts.
      BANK_WEBHOOK_SECRET: "e2e-bank-webhook-secret-0123456789",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // Two browsers: a spec file runs in one worker, its tests in order. The editors' specs run beside the others,
  // on their own server (project "editors").
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Most tests take 3–15 s; a loaded machine (2 cores, two browsers, two servers) has stretched a 10 s story past
  // 30 s. A test that hangs still fails, in a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    // The call button pulses for ever on every shop page (motion-safe): in software compositing that kept about a
    // tenth of a core busy per open page. No test is about the pulse; the hero slider does not depend on it.
    reducedMotion: "reduce",
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and one screenshot. The trace's
    // screencast is left out: encoding frames all through every test took about a third of the run's CPU.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // First: catalog-admin is one of the longest files; started last it would run on alone at the end.
    {
      name: "editors",
      testMatch: EDITOR_SPECS,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${editorsPort}` },
    },
    { name: "desktop", testIgnore: EDITOR_SPECS, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: [webServer(port, "shared"), webServer(editorsPort, "editors")],
});
