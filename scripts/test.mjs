#!/usr/bin/env node
// `npm test`: the linter (import boundaries, decision 0046), unit and API tests (Vitest), then a production build and
// the browser tests (Playwright in Debian's Chromium). Any failure — including a missing browser — fails the whole run; nothing is skipped.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const started = Date.now();
/** Each phase's wall time, printed at the end (docs/test-suite-timing.md keeps the history). */
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const phaseStarted = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timings.push(`${label} ${seconds(Date.now() - phaseStarted)}`);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (${timings.join(", ")})`);
    process.exit(result.status ?? 1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`✖ Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}

console.log(
  process.env.TEST_DATABASE_URL
    ? `API tests run on PGlite and on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`
    : "API tests run on PGlite only (set TEST_DATABASE_URL to add a PostgreSQL server).",
);
run("lint", "npm", ["run", "lint"]);
run("unit + API tests", "npx", ["vitest", "run"]);
run("production build", "npm", ["run", "build"]);

// Two servers (playwright.config.ts): the shared one and the editors' one, each in a subfolder of `dataDir`.
const port = await freePort();
let editorsPort = await freePort();
while (editorsPort === port) editorsPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
try {
  run("browser tests", "npx", ["playwright", "test"], {
    E2E_PORT: String(port),
    E2E_EDITORS_PORT: String(editorsPort),
    E2E_DATA_DIR: dataDir,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n✔ all test suites passed in ${seconds(Date.now() - started)} (${timings.join(", ")})`);
