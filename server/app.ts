import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { createApiRouter } from "./api";
import { BANK_NOTIFICATIONS_PATH, bankNotificationsRouter } from "./api/bank-notifications";
import type { Config } from "./config";
import { csrfGuard } from "./http/csrf";
import { jsonErrorHandler } from "./http/error-handler";
import { healthRoutes } from "./http/health";
import { requireUsableHost } from "./http/host";
import { personalPagesNoStore } from "./http/personal-pages";
import { securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session";
import type { Services } from "./services";
import { createUploadStore } from "./services/uploads";
import { createLifecycle, type Lifecycle } from "./lifecycle";
import { createMetrics, type Metrics } from "./metrics";

export interface AppOptions {
  config: Config;
  services: Services;
  logger: Logger;
  /** Signs the session cookie. */
  sessionSecret: string;
  /** Serves built browser assets (production). */
  clientBuildDir?: string;
  /** Extra middleware before the pages (the Vite dev server in development). */
  devMiddleware?: RequestHandler;
  /** React Router request handler for pages; absent in API-only tests. */
  pageHandler?: RequestHandler;
  /** Drives /readyz; an app built without one is ready at once. */
  lifecycle?: Lifecycle;
  /** The registry whose order and lead counters the services feed (see serviceOptionsFrom). */
  metrics?: Metrics;
}

/** Probes and scrapes are not worth a log line each. */
const QUIET_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

export function createApp({
  config,
  services,
  logger,
  sessionSecret,
  clientBuildDir,
  devMiddleware,
  pageHandler,
  lifecycle = createLifecycle("ready"),
  metrics = createMetrics(),
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", 1);

  app.use(compression());
  app.use(metrics.countRequests);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? "") || req.url?.startsWith("/assets/") === true },
      // Method, URL and status are enough; headers would carry cookies.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    }),
  );

  // Vite's dev server injects inline scripts and a websocket the policy would block.
  if (!devMiddleware) app.use(securityHeaders({ analytics: Boolean(config.GA_MEASUREMENT_ID) }));
  app.use(healthRoutes(lifecycle, services.database));
  if (config.METRICS_TOKEN) {
    metrics.trackOutbox(() => services.notifications.backlog());
    app.get("/metrics", metrics.endpoint(config.METRICS_TOKEN));
  }
  app.use(requireUsableHost);
  app.use(sessionMiddleware({ sessions: services.sessions, secret: sessionSecret, secure: config.cookieSecure }));
  app.use(csrfGuard(config.SITE_URL));

  // Signed over the raw body, so it is parsed by its own route; absent (404) without BANK_WEBHOOK_SECRET.
  if (config.BANK_WEBHOOK_SECRET) app.use(BANK_NOTIFICATIONS_PATH, bankNotificationsRouter(services, config.BANK_WEBHOOK_SECRET));
  const uploadsDir = path.resolve(config.DATA_DIR, "uploads");
  app.use(
    "/api",
    express.json({ limit: "1mb" }),
    createApiRouter(services, { uploads: createUploadStore(uploadsDir), siteUrl: config.SITE_URL }),
  );
  app.use("/api", jsonErrorHandler);

  // Images uploaded by administrators (blog covers and pictures); random file names, so cache them long.
  app.use("/uploads", express.static(uploadsDir, { maxAge: "30d", index: false, dotfiles: "ignore", redirect: false }));

  if (clientBuildDir) {
    // Fingerprinted by Vite: safe to cache forever.
    app.use(
      "/assets",
      express.static(path.join(clientBuildDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientBuildDir, { maxAge: "1h", index: false }));
  }
  // Admin screens stay out of search results even if a link to them leaks (the pages also carry a robots meta).
  app.use("/admin", (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  app.use(personalPagesNoStore);
  if (devMiddleware) app.use(devMiddleware);
  if (pageHandler) app.use(pageHandler);
  app.use(jsonErrorHandler);
  return app;
}
