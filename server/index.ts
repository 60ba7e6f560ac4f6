import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config";
import { createLogger, resolveLogFormat } from "./logger";
import { pageLoadContext } from "./page-context";
import { startServer, stopOnSignals } from "./serve";

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
      cachePages: true,
      pageHandler: createRequestHandler({ build: await buildLoading, mode: "production", getLoadContext: pageLoadContext(services, config) }),
    }),
  });

  stopOnSignals(running, logger, config.SHUTDOWN_GRACE_SECONDS);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
