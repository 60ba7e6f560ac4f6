import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express } from "express";

/**
 * An answer given before Express runs at all: true when it answered, false to let the app handle the request.
 * For what is the same bytes for everyone and already in memory — the build's fingerprinted files and kept
 * pages — Express's routing, the request log, security-header computation, sessions, CSRF and compression cost
 * more than the answer itself; these answers carry the headers they need, precomputed.
 */
export type FastAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts the fast answers in front of an Express app, invisibly to whoever mounts it (`createServer(app)`,
 * `app(req, res)`): Express's app function hands every request to `app.handle`, which is wrapped here.
 */
export function answerFirst(app: Express, answers: FastAnswer[]): void {
  if (answers.length === 0) return;
  const handle = (app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void }).handle.bind(app);
  (app as unknown as { handle: typeof handle }).handle = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") {
      for (const answer of answers) if (answer(req, res)) return;
    }
    handle(req, res, next);
  };
}

/**
 * The encoding to send: brotli whenever the client takes it (browsers list it after gzip), else gzip, else none.
 * `Accept-Encoding` tokens with `q=0` are refused ones.
 */
export function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | null {
  if (typeof header !== "string" || header === "") return null;
  let gzip = false;
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/.test(parameter));
    if (refused) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "x-gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : null;
}

/** Does `If-None-Match` name this entity tag (weak comparison, as RFC 9110 asks for GET)? */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (typeof ifNoneMatch !== "string") return false;
  if (ifNoneMatch.trim() === "*") return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = strip(etag);
  return ifNoneMatch.split(",").some((tag) => strip(tag) === wanted);
}

/** The path of a request target, without its query (`/assets/x.js?v=1` → `/assets/x.js`). */
export function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}
