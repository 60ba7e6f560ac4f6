import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { createApiRouter } from "./api";
import { BANK_NOTIFICATIONS_PATH, bankNotificationsRouter } from "./api/bank-notifications";
import { ZALO_EVENTS_PATH, zaloEventsRouter } from "./api/zalo";
import type { Config } from "./config";
import { csrfGuard } from "./http/csrf";
import { jsonErrorHandler } from "./http/error-handler";
import { healthRoutes } from "./http/health";
import { requireUsableHost } from "./http/host";
import { answerFirst, type FastAnswer } from "./http/fast-answers";
import { createLoadShedder } from "./http/load-shedding";
import { createPageCache } from "./http/page-cache";
import { requestLogging } from "./http/request-log";
import { canonicalPagePaths, pagePrivacy } from "./http/page-privacy";
import type { PageRoutes } from "./http/page-routes";
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
  /**
   * The page routes (from the server build): which pages may be shared, and each page's canonical path. Without
   * them every page is private and nothing is cached.
   */
  pageRoutes?: PageRoutes;
  /** Drives /readyz; an app built without one is ready at once. */
  lifecycle?: Lifecycle;
  /** The registry whose order and lead counters the services feed (see serviceOptionsFrom). */
  metrics?: Metrics;
  /**
   * Keeps the rendered shared pages (PAGE_CACHE_MB of them) and empties them on every public content change;
   * only for a production page handler with its routes, never the Vite dev server.
   */
  cachePages?: boolean;
}

/**
 * A cached page is dropped at once when public content changes (services/foundation/public-content.ts); the limit only
 * bounds how stale a page can get from what no write announces (the clock, e.g. "new" badges).
 */
const PAGE_CACHE_TTL_MS = 10 * 60 * 1000;

export function createApp({
  config,
  services,
  logger,
  sessionSecret,
  clientBuildDir,
  devMiddleware,
  pageHandler,
  pageRoutes,
  lifecycle = createLifecycle("ready"),
  metrics = createMetrics(),
  cachePages = false,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", 1);

  // Answered before Express: the build's fingerprinted files and kept pages (server/http/fast-answers.ts).
  const fastAnswers: FastAnswer[] = [];
  app.use(metrics.countRequests);
  if (clientBuildDir) {
    // Before logging, sessions and compression: the build's files are sent as their precompressed twins.
    const files = staticFiles(clientBuildDir);
    fastAnswers.push(files.assets);
    app.use(files.others);
  }
  const pageCache =
    pageHandler && pageRoutes && cachePages && !devMiddleware && config.PAGE_CACHE_MB > 0
      ? createPageCache({
          maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          ttlMs: PAGE_CACHE_TTL_MS,
          onLookup: (result) => metrics.pageCache.inc({ result }),
          routes: pageRoutes,
        })
      : null;
  if (pageCache) {
    services.publicContent.onPublicContentChanged(() => pageCache.clear());
    // A kept page is answered as early as a static file, with the headers stored with it.
    fastAnswers.push(pageCache.answerHits);
  }
  // Photos staff uploaded, from the database; as early as the build's files, for the same reason.
  app.use("/uploads", serveUploads(services.uploads));
  app.use(compression());
  app.use(requestLogging(logger));

  // Vite's dev server injects inline scripts and a websocket the policy would block.
  if (!devMiddleware) app.use(securityHeaders({ analytics: Boolean(config.GA_MEASUREMENT_ID) }));
  app.use(healthRoutes(lifecycle, services.database));
  if (config.METRICS_TOKEN) {
    metrics.trackOutbox(() => services.notifications.backlog());
    app.get("/metrics", metrics.endpoint(config.METRICS_TOKEN));
  }
  // Refuses work in overload (server/http/load-shedding.ts). Mounted in front of /api (after the bank's webhook) and
  // of the page handler (after the page cache), so whatever comes before those is never refused.
  const shedding = createLoadShedder({
    maxRenders: config.MAX_CONCURRENT_RENDERS,
    maxRequests: config.MAX_CONCURRENT_REQUESTS,
    maxEventLoopLagMs: config.MAX_EVENT_LOOP_LAG_MS,
    onShed: metrics.countShed,
    logger,
  });
  metrics.trackInFlight(shedding.inFlight);
  app.use(requireUsableHost);
  app.use(sessionMiddleware({ sessions: services.sessions, secret: sessionSecret, secure: config.cookieSecure }));
  app.use(csrfGuard(config.SITE_URL));

  // Signed over the raw body, so it is parsed by its own route; absent (404) without BANK_WEBHOOK_SECRET.
  if (config.BANK_WEBHOOK_SECRET) app.use(BANK_NOTIFICATIONS_PATH, bankNotificationsRouter(services, config.BANK_WEBHOOK_SECRET));
  // Zalo's delivery reports (decision 0040), signed over the raw body like the bank's; 401 until the OA secret key is set.
  app.use(ZALO_EVENTS_PATH, zaloEventsRouter(services));
  app.use("/api", shedding.api);
  app.use(
    "/api",
    express.json({ limit: "1mb" }),
    createApiRouter(services, {
      siteUrl: config.SITE_URL,
      analyticsEventsPerMinute: config.ANALYTICS_RATE_LIMIT,
      anonymousUploads: {
        bytesPerAddress: Math.floor(config.ANONYMOUS_UPLOAD_MB_PER_ADDRESS * 1024 * 1024),
        bytesPerDay: Math.floor(config.ANONYMOUS_UPLOAD_MB_PER_DAY * 1024 * 1024),
      },
    }),
  );
  app.use("/api", jsonErrorHandler);

  // Admin screens stay out of search results even if a link to them leaks (the pages also carry a robots meta).
  app.use("/admin", (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  if (pageRoutes) app.use(canonicalPagePaths(pageRoutes));
  app.use(pagePrivacy(pageRoutes ?? null));
  if (devMiddleware) app.use(devMiddleware);
  if (pageCache) app.use(pageCache.middleware);
  // After the page cache: a page it answers costs next to nothing and is never refused; a render may be.
  if (pageHandler) app.use(shedding.pages, pageHandler);
  app.use(jsonErrorHandler);
  answerFirst(app, fastAnswers.map((answer) => metrics.countFastAnswers(answer)));
  return app;
}
