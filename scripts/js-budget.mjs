#!/usr/bin/env node
// `node scripts/js-budget.mjs`: the JavaScript a storefront page makes the browser fetch before it can hydrate —
// every module preload of the server-rendered HTML (as `<link rel="modulepreload">` or in the list the head's inline
// script preloads after the first paint, app/lib/preloads-after-paint.server.ts) plus what its inline module script imports —
// summed as gzip -9 of each file, against the budget of the performance issue. Run after `npm run build`: it starts
// build/server.js on a free port with a fresh data folder, measures four pages, stops the server and exits non-zero
// when a budgeted page is over.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./build.mjs";

/** The budget, in gzip kB (1 kB = 1000 bytes), for each page it applies to. */
export const BUDGET_KB = 130;
// /dealers: the dealer finder (issue 33), budgeted like the two busiest pages.
export const BUDGETED_PATHS = ["/", "/products/2", "/dealers"];
export const MEASURED_PATHS = [...BUDGETED_PATHS, "/products", "/blog"];

/** The script addresses a page's HTML makes the browser fetch before hydration, in document order, without repeats. */
export function preloadedScriptsOf(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  for (const [, list] of html.matchAll(/<script\b[^>]*>\/\*preloads-after-paint\*\/[\s\S]*?\((\[[^\]]*\])\);<\/script>/g)) {
    for (const href of JSON.parse(list)) found.add(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of body.matchAll(/\bimport\s+(?:[^"';]*?\s+from\s+)?["']([^"']+\.js)["']/g)) found.add(specifier);
  }
  return [...found];
}

const gzipBytesCache = new Map();

function gzipBytes(file) {
  let bytes = gzipBytesCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipBytesCache.set(file, bytes);
  }
  return bytes;
}

/**
 * For each path: the scripts its HTML preloads (as served, e.g. `/assets/root-abc.js`) with their gzip -9 size read
 * from `clientDir` on disk, and their total in bytes.
 */
export async function measurePreloadedScripts(baseUrl, paths, clientDir = path.join(root, "build/client")) {
  const results = [];
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, baseUrl));
    if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
    const html = await response.text();
    const scripts = preloadedScriptsOf(html).map((href) => {
      const pathname = new URL(href, baseUrl).pathname;
      return { href: pathname, gzipBytes: gzipBytes(path.join(clientDir, pathname)) };
    });
    const totalGzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    results.push({ path: pagePath, scripts, totalGzipBytes });
  }
  return results;
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

/** Starts build/server.js on a fresh data folder and resolves once /readyz answers 200 (the first start seeds demo data). */
async function startBuiltServer() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "js-budget-"));
  const child = spawn(process.execPath, [path.join(root, "build/server.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SITE_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const stop = () =>
    new Promise((resolve) => {
      const cleanUp = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      child.once("exit", cleanUp);
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode})\n${stderr}`);
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not become ready within 90 s\n${stderr}`);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

function printTable(results) {
  console.log(`Preloaded JavaScript, gzip -9 (budget ${BUDGET_KB} kB for ${BUDGETED_PATHS.join(", ")})\n`);
  console.log(`${"page".padEnd(14)}${"files".padStart(6)}${"kB".padStart(9)}  budget`);
  for (const { path: pagePath, scripts, totalGzipBytes } of results) {
    const verdict = BUDGETED_PATHS.includes(pagePath) ? (totalGzipBytes <= BUDGET_KB * 1000 ? "✓" : "✗") : "";
    console.log(`${pagePath.padEnd(14)}${String(scripts.length).padStart(6)}${kB(totalGzipBytes).padStart(9)}  ${verdict}`);
  }
  if (process.argv.includes("--files")) {
    for (const { path: pagePath, scripts } of results) {
      console.log(`\n${pagePath}`);
      for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`${kB(script.gzipBytes).padStart(8)}  ${script.href}`);
      }
    }
  }
}

async function main() {
  const server = await startBuiltServer();
  let results;
  try {
    results = await measurePreloadedScripts(server.baseUrl, MEASURED_PATHS);
  } finally {
    await server.stop();
  }
  printTable(results);
  const over = results.filter((result) => BUDGETED_PATHS.includes(result.path) && result.totalGzipBytes > BUDGET_KB * 1000);
  return over.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
