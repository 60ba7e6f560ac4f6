import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { FastAnswer } from "./http/fast-answers";
import type { ServiceEvents } from "./services";
import { SHED_REASONS, type ShedReason } from "./http/load-shedding";
import { maskedPath } from "#common/personal-data-masks";

/**
 * The operator's numbers in Prometheus text format: requests by route and status, orders and leads
 * created, the mail outbox, the anonymous page cache, and Node's own (event-loop lag, memory, GC).
 * One registry per app, so several apps in one process (the tests) never mix their counts.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersCreated = new Counter({ name: "shop_orders_created_total", help: "Orders placed", registers: [registry] });
  const leadsCreated = new Counter({
    name: "shop_leads_created_total",
    help: "Contact and trial requests stored, by source",
    labelNames: ["source"] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "shop_page_cache_requests_total",
    help: "Shared page requests answered by the in-process page cache (hit) or rendered (miss)",
    labelNames: ["result"] as const,
    registers: [registry],
  });

  const requestsShed = new Counter({
    name: "shop_requests_shed_total",
    help: "Requests answered 503 at once because the process was saturated, by reason (renders, requests, event_loop_lag)",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  // Every reason from the start, at 0, so a rate over them is defined before the first overload.
  for (const reason of SHED_REASONS) requestsShed.inc({ reason }, 0);

  const retention = new Counter({
    name: "shop_retention_records_total",
    help: "Records anonymised or deleted by the retention job, by kind of record (issue 45)",
    labelNames: ["kind"] as const,
    registers: [registry],
  });

  const events: ServiceEvents = {
    orderPlaced: () => ordersCreated.inc(),
    retentionApplied: (counts) => {
      for (const [kind, count] of Object.entries(counts)) retention.inc({ kind }, count);
    },
    leadStored: (lead) => leadsCreated.inc({ source: lead.values.source ?? "contact" }),
  };

  /** Counts every answered request once it is sent. */
  const countRequests: RequestHandler = (req, res, next) => {
    const stopTimer = duration.startTimer();
    res.on("finish", () => {
      const labels = { method: req.method, route: routeLabel(req, res.statusCode), status: String(res.statusCode) };
      requests.inc(labels);
      stopTimer(labels);
    });
    next();
  };

  /**
   * Counts the requests a fast answer (server/http/fast-answers.ts) gave, without the duration histogram: they
   * are sent from memory in well under its first bucket.
   */
  const countFastAnswers =
    (answer: FastAnswer): FastAnswer =>
    (req, res) => {
      if (!answer(req, res)) return false;
      const route = req.url?.startsWith("/assets/") ? "/assets/*" : "kept page";
      requests.inc({ method: req.method ?? "GET", route, status: String(res.statusCode) });
      return true;
    };

  /** The outbox gauges read the database when scraped, so every process reports the shared truth. */
  function trackOutbox(backlog: () => Promise<{ pending: number; oldestPendingAt: Date | null }>) {
    new Gauge({
      name: "shop_outbox_pending",
      help: "Notification e-mails waiting to be sent",
      registers: [registry],
      async collect() {
        this.set((await backlog()).pending);
      },
    });
    new Gauge({
      name: "shop_outbox_oldest_pending_seconds",
      help: "Age of the oldest notification e-mail still waiting (0 when none)",
      registers: [registry],
      async collect() {
        const { oldestPendingAt } = await backlog();
        this.set(oldestPendingAt ? Math.max(0, (Date.now() - oldestPendingAt.getTime()) / 1000) : 0);
      },
    });
  }

  /** API calls and page renders under way, read when scraped (the load shedder's own counts). */
  function trackInFlight(inFlight: () => { api: number; renders: number }) {
    new Gauge({
      name: "shop_requests_in_flight",
      help: "API calls (kind=api) and page renders (kind=render) under way in this process",
      labelNames: ["kind"] as const,
      registers: [registry],
      collect() {
        const now = inFlight();
        this.set({ kind: "api" }, now.api);
        this.set({ kind: "render" }, now.renders);
      },
    });
  }

  /** GET /metrics behind `Authorization: Bearer <token>`. */
  function endpoint(token: string): RequestHandler {
    const expected = createHash("sha256").update(token).digest();
    return async (req, res) => {
      const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
      if (!timingSafeEqual(createHash("sha256").update(given).digest(), expected)) {
        res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
        res.status(401).json({ message: "Cần mã truy cập hợp lệ" });
        return;
      }
      res.setHeader("Content-Type", registry.contentType);
      res.setHeader("Cache-Control", "no-store");
      res.send(await registry.metrics());
    };
  }

  const countShed = (reason: ShedReason) => requestsShed.inc({ reason });

  return { registry, events, pageCache, countShed, countRequests, countFastAnswers, trackOutbox, trackInFlight, endpoint };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * A label with few values: the Express route pattern for the API (`/api/orders/:id`), a fixed name for static
 * files, the first path segment for pages. Anything unmatched shares one label, so hostile URLs cannot grow
 * the series without bound.
 */
function routeLabel(req: Request, status: number): string {
  if (req.route?.path !== undefined) return `${req.baseUrl}${String(req.route.path)}`;
  // A segment holding a phone or an e-mail never becomes a label (issue 45 point 7).
  const path = maskedPath(req.originalUrl.split("?")[0] ?? "/");
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/uploads/")) return "/uploads/*";
  if (status >= 400 && status < 500) return "unmatched";
  if (path.startsWith("/api/")) return "/api/*";
  const [first, ...rest] = path.split("/").filter(Boolean);
  if (!first) return "/";
  return rest.length ? `/${first}/*` : `/${first}`;
}
