import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { matchesEtag, pathOf, preferredEncoding, type FastAnswer } from "./fast-answers";

export interface StaticFiles {
  /** `/assets/*`: fingerprinted by Vite, so cached for a year as immutable; answered before Express runs. */
  assets: FastAnswer;
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
interface AssetFile {
  /** Every header of a 200, precomputed (Content-Length and Content-Encoding are added per answer). */
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * The built browser files, sent as the brotli or gzip twin the build wrote next to each one
 * (scripts/build.mjs), chosen by `Accept-Encoding` with `Vary: Accept-Encoding`; nothing is compressed per
 * request. Mounted before the logging, session and page middleware, so a file costs about what a 304 does.
 * Vite's fingerprinted `/assets` never change while the process runs, so the folder (a few MB) is read once at
 * start and each file is sent from memory before Express runs (server/http/fast-answers.ts); the other files go
 * through `express-static-gzip`.
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

/** `/assets/<name>` → the file, for every file of the build's assets folder (read once, at start). */
function loadAssets(dir: string): Map<string, AssetFile> {
  const files = new Map<string, AssetFile>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    const type = ASSET_TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(dir, name);
    const identity = readFileSync(file);
    const twin = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
    const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
    files.set(`/assets/${name}`, {
      headers: { "Content-Type": type, "Cache-Control": IMMUTABLE, ETag: etag, Vary: "Accept-Encoding", "X-Content-Type-Options": "nosniff" },
      etag,
      identity,
      br: twin(".br"),
      gzip: twin(".gz"),
    });
  }
  return files;
}

function immutableAssets(dir: string): FastAnswer {
  const files = loadAssets(dir);
  return (req, res) => {
    const file = files.get(pathOf(req.url));
    if (!file) return false;
    if (matchesEtag(req.headers["if-none-match"], file.etag)) {
      res.writeHead(304, file.headers);
      res.end();
      return true;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const [body, sent] = encoding === "br" && file.br ? [file.br, "br"] : encoding && file.gzip ? [file.gzip, "gzip"] : [file.identity, null];
    res.writeHead(200, { ...file.headers, ...(sent ? { "Content-Encoding": sent } : {}), "Content-Length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
