import { createServer } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { loadConfig } from "./config";
import { pageLoadContext } from "./page-context";
import { resolveSessionSecret } from "./secrets";
import { startMaintenance } from "./maintenance";
import { createLogger } from "./logger";

/** Development server: Vite in middleware mode with hot reload, same Express app and services. */
async function main() {
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const logger = createLogger(config.LOG_LEVEL);
  // Signs cookies and buyers' order links; resolved once (it may be generated into DATA_DIR on first start).
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const services = await bootstrap(config, logger, sessionSecret);
  startMaintenance(services, logger);
  const vite = await import("vite").then(({ createServer: createViteServer }) =>
    createViteServer({ server: { middlewareMode: true } }),
  );
  const app = createApp({
    config,
    services,
    logger,
    sessionSecret,
    devMiddleware: vite.middlewares,
    pageHandler: createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
      getLoadContext: pageLoadContext(services, config),
    }),
  });
  createServer(app).listen(config.PORT, config.HOST, () => {
    logger.info(`dev server on http://localhost:${config.PORT}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
