import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { eventLoopLag, type EventLoopLag } from "./event-loop-lag";

export type ShedReason = "renders" | "requests" | "event_loop_lag";
export const SHED_REASONS: readonly ShedReason[] = ["renders", "requests", "event_loop_lag"];

/** One log line per this period while refusing, with the count: a line per refusal would add to the overload. */
const LOG_EVERY_MS = 10_000;

/** What a shed request is told: come back in a moment (an overload lasts seconds, and the answer is cheap). */
export const SHED_RETRY_AFTER_SECONDS = 2;
const SHED_MESSAGE = "Máy chủ đang quá tải, vui lòng thử lại sau ít giây";

/** The browsers' answer: static, Vietnamese, no script, nothing fetched (it must cost nothing to send). */
const SHED_PAGE = `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Máy chủ đang quá tải</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:15vh auto;padding:0 1.25rem;color:#1f2937;line-height:1.6}a{color:#92400e}</style>
</head>
<body>
<h1>Máy chủ đang quá tải</h1>
<p>Có quá nhiều người truy cập cùng lúc. Vui lòng tải lại trang sau vài giây.</p>
<p><a href="">Tải lại trang</a></p>
</body>
</html>
`;

export interface LoadSheddingOptions {
  /** Most page renders (cache misses that reach React Router) under way at once; 0 = no bound. */
  maxRenders: number;
  /** Most API calls and page renders under way at once, together; 0 = no bound. */
  maxRequests: number;
  /** Event-loop lag (ms) above which new work is refused; 0 = not watched. */
  maxEventLoopLagMs: number;
  /** Counts each refusal (the operator's /metrics). */
  onShed?: (reason: ShedReason) => void;
  /** Told, at most every ten seconds, how many requests were refused and why. */
  logger?: Logger;
  /** Replaceable for tests; the process's own by default. */
  lag?: EventLoopLag;
}

export interface LoadShedder {
  /** In front of the REST API: admits the call or answers 503 JSON. */
  api: RequestHandler;
  /** In front of the page handler, after the page cache (its hits never get here): admits the render or answers 503 HTML. */
  pages: RequestHandler;
  /** Work under way now. */
  inFlight(): { api: number; renders: number };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set when the request was refused for overload (summed in one log line, not logged one by one). */
      shedReason?: ShedReason;
    }
  }
}

const ADMITTED = Symbol("admitted by the load shedder");

/**
 * Refuses new work the moment the process is saturated, instead of letting it queue: a queued request waits for
 * all the work ahead of it (50 connections on fresh PGlite renders left 14 requests waiting more than 10 s), a
 * refused one is answered in milliseconds with 503 and `Retry-After`. Saturated means: as many renders or
 * requests under way as allowed, or an event loop running late. What is mounted before it — the probes, /metrics,
 * static files, uploads, the page cache's hits, the bank's webhook — is never refused.
 * See docs/decisions/0033-load-shedding-and-worker-readiness.md.
 */
export function createLoadShedder({ maxRenders, maxRequests, maxEventLoopLagMs, onShed, logger, lag = eventLoopLag() }: LoadSheddingOptions): LoadShedder {
  let api = 0;
  let renders = 0;
  const unlogged: Record<ShedReason, number> = { renders: 0, requests: 0, event_loop_lag: 0 };
  let loggedAt = -Infinity;

  const record = (reason: ShedReason) => {
    onShed?.(reason);
    unlogged[reason] += 1;
    const now = performance.now();
    if (!logger || now - loggedAt < LOG_EVERY_MS) return;
    loggedAt = now;
    logger.warn(
      { refused: { ...unlogged }, inFlight: { api, renders }, eventLoopLagMs: Math.round(lag.lastMs()) },
      "overloaded: refusing new requests with 503 (counted in shop_requests_shed_total)",
    );
    for (const key of SHED_REASONS) unlogged[key] = 0;
  };

  const overloaded = (kind: "api" | "render"): ShedReason | null => {
    if (kind === "render" && maxRenders > 0 && renders >= maxRenders) return "renders";
    if (maxRequests > 0 && api + renders >= maxRequests) return "requests";
    if (maxEventLoopLagMs > 0 && lag.exceeds(maxEventLoopLagMs)) return "event_loop_lag";
    return null;
  };

  const admit = (kind: "api" | "render"): RequestHandler => (req, res, next) => {
    const marked = req as Request & { [ADMITTED]?: true };
    // An /api path no router answered falls through to the pages: it was counted once already.
    if (marked[ADMITTED]) return next();
    const reason = overloaded(kind);
    if (reason) {
      record(reason);
      refuse(kind, res, reason);
      return;
    }
    marked[ADMITTED] = true;
    if (kind === "api") api += 1;
    else renders += 1;
    // `close` comes once per response, answered or abandoned.
    res.once("close", () => {
      if (kind === "api") api -= 1;
      else renders -= 1;
    });
    next();
  };

  return { api: admit("api"), pages: admit("render"), inFlight: () => ({ api, renders }) };
}

function refuse(kind: "api" | "render", res: Response, reason: ShedReason) {
  res.locals.shedReason = reason;
  res.status(503);
  res.setHeader("Retry-After", String(SHED_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  if (kind === "api") res.json({ message: SHED_MESSAGE });
  else res.type("html").send(SHED_PAGE);
}
