import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { loadConfigOrExit } from "./config";
import { createLogger, isInteractive, resolveLogFormat } from "./logger";
import { pageLoadContext } from "./page-context";
import { startServer } from "./process/serve";

/** Development server: Vite in middleware mode with hot reload, same Express app and services. */
async function main() {
  const config = loadConfigOrExit({ NODE_ENV: "development", BACKUP_INTERVAL_HOURS: "0", ...process.env });
  const logger = createLogger(config.LOG_LEVEL, { format: resolveLogFormat(config.LOG_FORMAT, config.NODE_ENV) });
  await startServer({
    config,
    logger,
    banner: isInteractive(),
    pages: async (services) => {
      const { createServer: createViteServer } = await import("vite");
      const vite = await createViteServer({ server: { middlewareMode: true } });
      return {
        devMiddleware: vite.middlewares,
        pageHandler: createRequestHandler({
          build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
          mode: "development",
          getLoadContext: pageLoadContext(services, config),
        }),
      };
    },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
