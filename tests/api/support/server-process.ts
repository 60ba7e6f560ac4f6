/**
 * The production server's process without the pages (no build needed): the same start-up, the same signal
 * handling and the same database handling as build/server.js, for tests that signal or kill a real process.
 * Prints one JSON line `{ "url": ... }` once it serves.
 */
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/logger";
import { startServer, stopOnSignals } from "../../../server/serve";

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, { format: "json" });
const running = await startServer({ config, logger, logFormat: "json" });
stopOnSignals(running, logger, config.SHUTDOWN_GRACE_SECONDS);
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
