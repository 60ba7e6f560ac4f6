import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

export interface StaticFiles {
  /** `/assets/*`: fingerprinted by Vite, so cached for a year as immutable. */
  assets: RequestHandler;
  /** Everything else in the client build (favicon, images): cached for an hour. */
  others: RequestHandler;
}

/**
 * The built browser files, sent as the brotli or gzip twin the build wrote next to each one
 * (scripts/build.mjs), chosen by `Accept-Encoding` with `Vary: Accept-Encoding`; nothing is compressed per
 * request. Mounted before the logging, session and page middleware, so a file costs about what a 304 does.
 */
export function staticFiles(clientBuildDir: string): StaticFiles {
  const withTwins = (root: string, maxAge: string, immutable: boolean) =>
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        immutable,
        maxAge,
        index: false,
        redirect: false,
        setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
      },
    }) as RequestHandler;
  return {
    assets: withTwins(path.join(clientBuildDir, "assets"), "1y", true),
    others: withTwins(clientBuildDir, "1h", false),
  };
}
