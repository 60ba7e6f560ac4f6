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
import { createPageCache } from "./http/page-cache";
import { personalPagesNoStore } from "./http/personal-pages";
import { securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session";
import { staticFiles } from "./http/static-files";
import { serveUploads } from "./http/uploads";
import type { Services } from "./services";
import { createLifecycle, type Lifecycle } from "./process/lifecycle";
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
  /**
   * Keeps rendered pages of visitors without a session (PAGE_CACHE_MB of them) and empties them on every public
   * content change; only for a production page handler, never the Vite dev server.
   */
  cachePages?: boolean;
}

/**
 * A cached page is dropped at once when public content changes (services/public-content.ts); the limit only
 * bounds how stale a page can get from what no write announces (the clock, e.g. "new" badges).
 */
const PAGE_CACHE_TTL_MS = 10 * 60 * 1000;

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
  cachePages = false,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", 1);

  app.use(metrics.countRequests);
  if (clientBuildDir) {
    // Before logging, sessions and compression: the build's files are sent as their precompressed twins.
    const files = staticFiles(clientBuildDir);
    app.use("/assets", files.assets);
    app.use(files.others);
  }
  // Photos staff uploaded, from the database; as early as the build's files, for the same reason.
  app.use("/uploads", serveUploads(services.uploads));
  app.use(compression());
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
  app.use(
    "/api",
    express.json({ limit: "1mb" }),
    createApiRouter(services, {
      siteUrl: config.SITE_URL,
      analyticsEventsPerMinute: config.ANALYTICS_RATE_LIMIT,
    }),
  );
  app.use("/api", jsonErrorHandler);

  // Admin screens stay out of search results even if a link to them leaks (the pages also carry a robots meta).
  app.use("/admin", (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  app.use(personalPagesNoStore);
  if (devMiddleware) app.use(devMiddleware);
  if (pageHandler && cachePages && !devMiddleware && config.PAGE_CACHE_MB > 0) {
    const pageCache = createPageCache({
      maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
      ttlMs: PAGE_CACHE_TTL_MS,
      onLookup: (result) => metrics.pageCache.inc({ result }),
    });
    services.publicContent.onPublicContentChanged(() => pageCache.clear());
    app.use(pageCache.middleware);
  }
  if (pageHandler) app.use(pageHandler);
  app.use(jsonErrorHandler);
  return app;
}
