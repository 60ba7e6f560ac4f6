/**
 * The production server's process without the pages (no build needed): the same start-up, the same worker
 * processes (WEB_CONCURRENCY), the same signal handling and the same database handling as build/server.js, for
 * tests that signal or kill a real process. Each process that serves prints one JSON line `{ "url": ... }`.
 *
 * For the overload and worker tests, three knobs of this file only (never read by the server itself):
 * - TEST_PAGES=1: stand-in pages of known cost, served and cached as production serves its pages (see below);
 * - TEST_CLIENT_BUILD_DIR: a client build folder to serve (/assets, as production does);
 * - TEST_START_DELAY_MS: each process's database start-up takes this much longer (a slow start, made visible).
 */
import { runServer } from "../../../server/process/cluster";
import { loadConfigOrExit } from "../../../server/config";
import { createLogger } from "../../../server/logger";

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL, { format: "json" });
const startDelayMs = Number(process.env.TEST_START_DELAY_MS ?? 0);

/**
 * `/work?ms=N`: a render costing N ms of CPU in 5 ms slices with the event loop free in between, as a real render
 * interleaves its database queries and React's work with everyone else's; `&wait=M` adds M ms of waiting without
 * CPU after it (a slow database answer), which keeps the render in flight long enough to be seen on a loaded machine. `/block?ms=N`: a render that holds the
 * event loop for N ms at once. Both answer a small HTML page (cacheable, like any anonymous page).
 */
async function standInPages() {
  const { default: express } = await import("express");
  const pages = express.Router();
  const milliseconds = (value: unknown) => Math.min(10_000, Math.max(0, Number(value) || 0));
  const spin = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  pages.get("/work", async (req, res) => {
    for (let left = milliseconds(req.query.ms); left > 0; left -= 5) {
      spin(Math.min(5, left));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const wait = milliseconds(req.query.wait);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    res.type("html").send(`<!doctype html><html><body><p>Trang ${req.originalUrl}</p></body></html>`);
  });
  pages.get("/block", (req, res) => {
    spin(milliseconds(req.query.ms));
    res.type("html").send(`<!doctype html><html><body><p>Trang ${req.originalUrl}</p></body></html>`);
  });
  return pages;
}

/** TEST_PAGES and TEST_CLIENT_BUILD_DIR's pages; loaded by the processes that serve (a cluster's primary starts faster without them). */
async function testPages() {
  const [{ pageRoutesOf }, { sharedPageHandle }] = await Promise.all([import("../../../server/http/page-routes"), import("#common/shared-page")]);
  return {
    pageHandler: process.env.TEST_PAGES === "1" ? await standInPages() : undefined,
    // Both stand-in pages say they may be shared, as the storefront's routes do.
    pageRoutes: pageRoutesOf({
      root: { id: "root", path: "", module: {} },
      work: { id: "work", parentId: "root", path: "work", module: { handle: sharedPageHandle } },
      block: { id: "block", parentId: "root", path: "block", module: { handle: sharedPageHandle } },
    }),
    cachePages: true,
    clientBuildDir: process.env.TEST_CLIENT_BUILD_DIR || undefined,
  };
}

const running = await runServer({
  config,
  logger,
  bootstrap: async (...args) => {
    if (startDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, startDelayMs));
    // Loaded by the processes that serve, as the primary of a cluster never does.
    const { bootstrap } = await import("../../../server/process/bootstrap");
    return bootstrap(...args);
  },
  pages: process.env.TEST_PAGES === "1" || process.env.TEST_CLIENT_BUILD_DIR ? testPages : undefined,
});
if (running) process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
