import type { RequestHandler } from "express";
import { UPLOAD_URL_PATTERN } from "#common/uploaded-image";
import type { UploadService } from "../services/foundation/uploads";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/uploads/*` from the database (server/services/foundation/uploads.ts), the same in every app process. A name
 * never changes content, so browsers and CDNs keep it for a year and a revalidation is a 304. Mounted before
 * logging and sessions: a photo costs a lookup (often in memory), not a page's middleware. Unknown names are a
 * short plain 404, not the site's rendered 404 page.
 */
export function serveUploads(uploads: UploadService): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Opened directly, a photo is a document: it may run nothing and embed nothing.
    res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    const file = UPLOAD_URL_PATTERN.test(`/uploads${req.path}`) ? await uploads.file(req.path.slice(1)).catch(next) : null;
    if (file === undefined) return;
    if (!file) {
      res.status(404).setHeader("Cache-Control", "public, max-age=60");
      res.type("text/plain; charset=utf-8").send("Không tìm thấy ảnh");
      return;
    }
    const etag = `"${file.sha256}"`;
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", etag);
    res.setHeader("Content-Type", file.contentType);
    if (matches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Length", file.bytes.length);
    res.end(req.method === "HEAD" ? undefined : file.bytes);
  };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}
