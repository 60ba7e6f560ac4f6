/**
 * The production server's process without the pages (no build needed): the same start-up, the same worker
 * processes (WEB_CONCURRENCY), the same signal handling and the same database handling as build/server.js, for
 * tests that signal or kill a real process. Each process that serves prints one JSON line `{ "url": ... }`.
 */
import { runServer } from "../../../server/process/cluster";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/logger";

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, { format: "json" });
const running = await runServer({ config, logger, logFormat: "json" });
if (running) process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
