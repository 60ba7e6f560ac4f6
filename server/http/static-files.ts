import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

interface StaticFiles {
  /** `/assets/*`: fingerprinted by Vite, so cached for a year as immutable. */
  assets: RequestHandler;
  /** Everything else in the client build (favicon, images, documents): cached for an hour. */
  others: RequestHandler;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const ASSET_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};
/** A fingerprinted name as Vite writes it: no folders, no dot files, a known type. */
const ASSET_NAME = /^\/[\w.-]+$/;

interface AssetFile {
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * The built browser files, sent as the brotli or gzip twin the build wrote next to each one
 * (scripts/build.mjs), chosen by `Accept-Encoding` with `Vary: Accept-Encoding`; nothing is compressed per
 * request. Mounted before the logging, session and page middleware, so a file costs about what a 304 does.
 * Vite's fingerprinted `/assets` never change while the process runs, so each is read once and then sent from
 * memory (the whole folder is a few MB); the other files go through `express-static-gzip`.
 */
export function staticFiles(clientBuildDir: string): StaticFiles {
  const serveFile = expressStaticGzip(clientBuildDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { maxAge: "1h", index: false, redirect: false, setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff") },
  }) as RequestHandler;
  // Pages are most requests: knowing the build's few other files spares each page a disk lookup.
  const known = filesUnder(clientBuildDir);
  return {
    assets: immutableAssets(path.join(clientBuildDir, "assets")),
    others: (req, res, next) => (known.has(safeDecode(req.path)) ? serveFile(req, res, next) : next()),
  };
}

/** URL paths (`/favicon.svg`, `/images/x.webp`) of the build's files outside `assets`, without compressed twins. */
function filesUnder(root: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!relative.startsWith("assets/")) found.add(`/${relative}`);
  }
  return found;
}

function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

function immutableAssets(dir: string): RequestHandler {
  const files = new Map<string, Promise<AssetFile | null>>();
  const load = async (name: string): Promise<AssetFile | null> => {
    const type = ASSET_TYPES[path.extname(name)];
    if (!type) return null;
    const file = path.join(dir, name);
    const identity = await readFile(file).catch(() => null);
    if (!identity) return null;
    const [br, gzip] = await Promise.all([readFile(`${file}.br`).catch(() => null), readFile(`${file}.gz`).catch(() => null)]);
    return { type, etag: `"${createHash("sha1").update(identity).digest("base64url")}"`, identity, br, gzip };
  };

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !ASSET_NAME.test(req.path)) return next();
    let pending = files.get(req.path);
    if (!pending) {
      pending = load(req.path.slice(1));
      files.set(req.path, pending);
    }
    const file = await pending;
    if (!file) {
      // A missing name is not kept, so an unknown URL cannot grow the map.
      files.delete(req.path);
      return next();
    }
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", file.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.headers["if-none-match"] === file.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    // Brotli whenever the browser takes it: smaller, and browsers list it after gzip.
    const encoding = file.br && req.acceptsEncodings("br") ? "br" : file.gzip && req.acceptsEncodings("gzip") ? "gzip" : null;
    const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.identity;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
