import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config";
import { createLogger, resolveLogFormat } from "./logger";
import { pageLoadContext } from "./page-context";
import { startServer } from "./serve";

/** How long a process manager should wait after SIGTERM before it kills us; we exit well before. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Production entry, bundled to build/server.js next to build/client and build/server/index.js. */
async function main() {
  const config = loadConfig();
  const logFormat = resolveLogFormat(config.LOG_FORMAT);
  const logger = createLogger(config.LOG_LEVEL, { format: logFormat });
  const buildUrl = new URL("./server/index.js", import.meta.url);
  // Loaded while the database starts: neither needs the other.
  const buildLoading = import(buildUrl.href) as Promise<ServerBuild>;
  buildLoading.catch(() => undefined);

  const running = await startServer({
    config,
    logger,
    logFormat,
    pages: async (services) => ({
      clientBuildDir: fileURLToPath(new URL("./client", import.meta.url)),
      pageHandler: createRequestHandler({ build: await buildLoading, mode: "production", getLoadContext: pageLoadContext(services, config) }),
    }),
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down: /readyz answers 503, finishing in-flight requests");
    const forceExit = setTimeout(() => {
      logger.warn(`forced exit after ${SHUTDOWN_GRACE_MS / 1000} s`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    void running.shutdown().then(() => {
      logger.info("stopped");
      process.exit(0);
    });
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
