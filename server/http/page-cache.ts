import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { languageOf } from "#common/i18n";
import { matchesEtag, preferredEncoding, type FastAnswer } from "./fast-answers";
import type { PageRoutes } from "./page-routes";

/**
 * What a CDN in front may do with a page nobody is signed in to: keep it a minute, and serve the stale copy for
 * ten more while it fetches a fresh one. Browsers revalidate every time (max-age=0).
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Shared pages differ by the language: chosen by cookie, else by the browser's language. */
const SHARED_PAGE_VARY = "Cookie, Accept-Language";
/** Headers that belong to one answer, not to the page: never stored with it. */
const PER_ANSWER_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "date", "connection", "keep-alive", "transfer-encoding", "x-page-cache", "etag", "vary"]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface CachedPage {
  status: number;
  /**
   * Every header the render sent that belongs to the page (content type, caching, the security headers with the
   * Content-Security-Policy carrying this page's script hashes): a hit is answered with them before any other
   * middleware runs.
   */
  headers: Array<[string, string | string[]]>;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

export interface PageCacheOptions {
  /** Upper bound of the compressed pages kept, in bytes. */
  maxBytes: number;
  /** Longest an unchanged page is kept (content changes empty the cache at once anyway). */
  ttlMs: number;
  /** Counts hits and misses (the operator's /metrics). */
  onLookup?: (result: "hit" | "miss") => void;
  /** Which pages may be shared: the routes' own word (server/http/page-routes.ts). */
  routes: PageRoutes;
}

export interface PageCache {
  /**
   * Answers a request for a kept page as early as a static file — before Express, logging, sessions, CSRF and
   * compression — with the headers stored with the page. False for anything else.
   */
  answerHits: FastAnswer;
  /** Renders a shared page once (nonce-free, CSP by hashes) and keeps it; waits for a render already under way. */
  middleware: RequestHandler;
  /** Forgets every page, including renders under way (they finish but are not kept). */
  clear(): void;
  readonly size: number;
}

/**
 * The in-process cache of shared pages: the same bytes for every visitor, with or without a session or a cart,
 * so one render answers every repeat visit until a public change (services/foundation/public-content.ts) empties it. Only
 * pages whose route says they may be shared come here; a render that read the session anyway is not kept.
 * See docs/decisions/0024-shared-page-cache-and-workers.md and 0034-one-page-for-every-visitor.md.
 */
export function createPageCache({ maxBytes, ttlMs, onLookup, routes }: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.br.length + page.gzip.length + 512,
    ttl: ttlMs,
  });
  /** Renders under way, so fifty first visitors of a page wait for one render instead of starting fifty. */
  const rendering = new Map<string, Promise<void>>();
  let generation = 0;

  const answerHits: FastAnswer = (req, res) => {
    const page = pages.get(cacheKey(req));
    if (!page) return false;
    onLookup?.("hit");
    sendCached(req, res, page);
    return true;
  };

  const middleware: RequestHandler = async (req, res, next) => {
    if (!isSharedRequest(req, routes)) return next();
    const key = cacheKey(req);
    let page = pages.get(key);
    if (!page && req.method === "GET") {
      const inFlight = rendering.get(key);
      if (inFlight) {
        await inFlight;
        page = pages.get(key);
      }
    }
    if (page) {
      onLookup?.("hit");
      sendCached(req, res, page);
      return;
    }
    onLookup?.("miss");
    if (req.method !== "GET") return next();

    let done!: () => void;
    const settled = new Promise<void>((resolve) => (done = resolve));
    rendering.set(key, settled);
    const startedIn = generation;
    captureRender(res, async (capture) => {
      if (generation !== startedIn || !capture.keepable) return;
      const [br, gz] = await Promise.all([
        brotli(capture.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: capture.body.length } }),
        gzipAsync(capture.body, { level: 6 }),
      ]);
      if (generation !== startedIn) return;
      pages.set(key, {
        status: res.statusCode,
        headers: capture.headers,
        etag: capture.etag,
        br,
        gzip: gz,
      });
    }).finally(() => {
      if (rendering.get(key) === settled) rendering.delete(key);
      done();
    });
    // Rendered without the per-request nonce: the inline scripts are allowed by their hashes instead.
    res.locals.cspNonce = "";
    next();
  };

  return {
    answerHits,
    middleware,
    clear() {
      generation += 1;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

/** A page anyone may get the same copy of: GET or HEAD of a page whose route says it may be shared. */
function isSharedRequest(req: Request, routes: PageRoutes): boolean {
  return (req.method === "GET" || req.method === "HEAD") && routes.isShared(req.path);
}

/** Path, query in a fixed order, and the language the root loader will choose. */
function cacheKey(req: IncomingMessage): string {
  const url = new URL((req as Partial<Request>).originalUrl ?? req.url ?? "/", "http://page");
  url.searchParams.sort();
  const language = languageOf(req.headers.cookie, req.headers["accept-language"]);
  return `${language} ${url.pathname}${url.search}`;
}

function headerText(res: Response, name: string): string | null {
  const value = res.getHeader(name);
  return value === undefined ? null : String(value);
}

/**
 * Only complete, successful answers that are nobody's own are kept: no cookie set, the session never read while
 * rendering, nothing marked private, not encoded.
 */
function isKeepable(res: Response): boolean {
  const cacheControl = String(res.getHeader("Cache-Control") ?? "");
  return (
    res.statusCode === 200 &&
    !res.locals.readPersonalData &&
    res.getHeader("Set-Cookie") === undefined &&
    !/private|no-store/.test(cacheControl) &&
    res.getHeader("Content-Encoding") === undefined
  );
}

interface RenderCapture {
  body: Buffer;
  etag: string;
  /** The page's own headers, as a hit will send them. */
  headers: Array<[string, string | string[]]>;
  /** Judged before the body is handed on (compression adds its own Content-Encoding then). */
  keepable: boolean;
}

/**
 * Holds the rendered page until it is complete, then sends it with the hashes of its inline scripts in the
 * Content-Security-Policy and the shared caching headers; `keep` then decides whether it is cached.
 */
function captureRender(res: Response, keep: (capture: RenderCapture) => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    let ended = false;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk != null) chunks.push(toBuffer(chunk, encoding));
      const cb = typeof encoding === "function" ? encoding : callback;
      if (typeof cb === "function") queueMicrotask(() => (cb as () => void)());
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      ended = true;
      res.write = write as Response["write"];
      res.end = end as Response["end"];
      const body = Buffer.concat(chunks);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      prepareSharedHeaders(res, body, etag);
      const keepable = isKeepable(res);
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !PER_ANSWER_HEADERS.has(name))
        .map(([name, value]): [string, string | string[]] => [name, Array.isArray(value) ? value : String(value)]);
      const cb = [chunk, encoding, callback].find((argument) => typeof argument === "function");
      end(body, cb);
      keep({ body, etag, keepable, headers }).catch(() => undefined).finally(resolve);
      return res;
    }) as Response["end"];
    // A visitor who leaves before the render ends: nothing to keep.
    res.once("close", () => {
      if (!ended) resolve();
    });
  });
}

function prepareSharedHeaders(res: Response, body: Buffer, etag: string) {
  if (res.headersSent) return;
  // The safety net under the routes' word: a render that read a session or a cookie was someone's own.
  if (res.locals.readPersonalData) res.setHeader("Cache-Control", "private, no-store");
  const contentType = String(res.getHeader("Content-Type") ?? "");
  if (contentType.startsWith("text/html")) {
    const policy = headerText(res, "Content-Security-Policy");
    if (policy) res.setHeader("Content-Security-Policy", withScriptHashes(policy, inlineScriptHashes(body.toString("utf8"))));
  }
  if (res.statusCode === 200 && res.getHeader("Set-Cookie") === undefined) {
    if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
    res.setHeader("ETag", etag);
  }
  res.vary(SHARED_PAGE_VARY);
  res.setHeader("X-Page-Cache", "miss");
}

/** The kept page: its stored headers, 304 to a client holding it, else the kept compressed bytes it takes. */
function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  const headers: Record<string, string | string[]> = Object.fromEntries(page.headers);
  headers.etag = page.etag;
  headers.vary = `${SHARED_PAGE_VARY}, Accept-Encoding`;
  headers["x-page-cache"] = "hit";
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.length);
  res.writeHead(page.status, headers);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD) are never run, so the policy does not apply to them. */
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The CSP source expressions (`'sha256-…'`) of every inline script in a rendered page, in order, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", code = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with the request's nonce replaced by the page's script hashes. */
export function withScriptHashes(policy: string, hashes: string[]): string {
  return policy.replace(/\s*'nonce-[^']*'/, hashes.length ? ` ${hashes.join(" ")}` : "");
}
