import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { loadConfig } from "./config";
import { pageLoadContext } from "./page-context";
import { resolveSessionSecret } from "./secrets";
import { startMaintenance } from "./maintenance";
import { smtpTransport, startNotificationWorker } from "./mailer";
import { createLogger } from "./logger";

/** Production entry, bundled to build/server.js next to build/client and build/server/index.js. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // Signs cookies and buyers' order links; resolved once (it may be generated into DATA_DIR on first start).
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const services = await bootstrap(config, logger, sessionSecret);
  const stopMaintenance = startMaintenance(services, logger);
  const mailWorker = config.SMTP_URL
    ? startNotificationWorker({ notifications: services.notifications, transport: smtpTransport(config.SMTP_URL), from: config.MAIL_FROM, logger })
    : null;
  if (!mailWorker) logger.warn("SMTP_URL is not set: notifications are kept in the outbox and not e-mailed");

  const buildUrl = new URL("./server/index.js", import.meta.url);
  const build = (await import(buildUrl.href)) as ServerBuild;
  const app = createApp({
    config,
    services,
    logger,
    sessionSecret,
    clientBuildDir: fileURLToPath(new URL("./client", import.meta.url)),
    pageHandler: createRequestHandler({
      build,
      mode: "production",
      getLoadContext: pageLoadContext(services, config),
    }),
  });

  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, database: services.database.driver }, `listening on http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const forceExit = setTimeout(() => {
      logger.warn("forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    stopMaintenance();
    mailWorker?.stop();
    server.close(async () => {
      await services.database.close().catch((error) => logger.error({ err: error }, "closing the database failed"));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
