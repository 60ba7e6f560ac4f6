import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { maskedPath } from "#common/personal-data-masks";

/** Probes and scrapes are not worth a log line each, nor are the build's files. */
const QUIET_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The fields of a request's line besides its message. Pretty output (server/logger.ts) leaves them out: the
 * message already says them.
 */
export const REQUEST_LINE_FIELDS = ["reqId", "method", "path", "status", "durationMs"] as const;

/**
 * The path without the query string: a query may carry a signed link's token or a searched phone, and the path says
 * enough. A segment holding a phone or an e-mail (`/api/admin/zalo/opt-outs/0912345678`) is masked (issue 45 point 7).
 */
function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const query = url.indexOf("?");
  return maskedPath(query < 0 ? url : url.slice(0, query));
}

function fieldsOf(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  return { method: req.method, path: pathOf(req), status: res.statusCode, durationMs: Math.round(responseTime) };
}

function lineOf(req: IncomingMessage, res: ServerResponse, responseTime: number | undefined): string {
  const duration = responseTime === undefined ? "" : ` ${Math.round(responseTime)} ms`;
  return `${req.method} ${pathOf(req)} ${res.statusCode}${duration}`;
}

/**
 * One line per request, written when it is answered: `GET /products/2 200 35 ms`, with the same facts as fields
 * (method, path, status, durationMs) and the request's id (reqId) for JSON. Never headers (they carry cookies)
 * nor the query. Lines a handler writes through `req.log` carry the same reqId. A 5xx is logged at error without
 * a stack: whoever caught the error logs it with its stack (server/http/error-handler.ts, React Router's).
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    // Nothing of pino-http's logs the request or response objects now; should something, method and URL only
    // (headers would carry cookies).
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: maskedPath(req.url.split("?")[0] ?? "") }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? "") || req.url?.startsWith("/assets/") === true },
    customSuccessObject: (req, res, val: { responseTime: number }) => fieldsOf(req, res, val.responseTime),
    customErrorObject: (req, res, _error, val: { responseTime: number }) => fieldsOf(req, res, val.responseTime),
    customSuccessMessage: (req, res, responseTime) => lineOf(req, res, responseTime),
    // pino-http passes the response time here too (its logger.js), though its types leave it out.
    customErrorMessage: (req, res, _error, responseTime?: number) => lineOf(req, res, responseTime),
    // Requests refused for overload are summed by the load shedder in one line now and then (and counted in
    // /metrics): one line each would add to the overload.
    customLogLevel: (_req, res, error) =>
      (res as unknown as { locals?: Express.Locals }).locals?.shedReason ? "silent" : error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
  });
}
