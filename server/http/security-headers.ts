import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

const YOUTUBE_FRAMES = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];
const GOOGLE_TAG_HOSTS = ["https://www.googletagmanager.com"];
const GOOGLE_ANALYTICS_CONNECT = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

/**
 * Helmet's headers plus a Content-Security-Policy that allows only what the site uses: its own files,
 * inline scripts carrying this request's nonce (React Router's hydration data), YouTube no-cookie frames,
 * and the Google tag when a measurement id is configured. Admin pages may not be framed at all.
 */
export function securityHeaders(options: { analytics: boolean }): RequestHandler[] {
  const scriptHosts = options.analytics ? GOOGLE_TAG_HOSTS : [];
  const connectHosts = options.analytics ? GOOGLE_ANALYTICS_CONNECT : [];
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: Express.Locals }).locals.cspNonce}'`, ...scriptHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: so a blog post's cover or picture given by URL (admin editor) displays; images cannot run script.
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...connectHosts],
        frameSrc: ["'self'", ...YOUTUBE_FRAMES],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense over HTTPS; the reverse proxy in front of production sets it.
    strictTransportSecurity: false,
  });
  const adminNoFraming: RequestHandler = (req, res, next) => {
    if (req.path.startsWith("/admin") || req.path.startsWith("/api/admin")) {
      const policy = res.getHeader("Content-Security-Policy");
      if (typeof policy === "string") {
        res.setHeader("Content-Security-Policy", policy.replace("frame-ancestors 'self'", "frame-ancestors 'none'"));
      }
      res.setHeader("X-Frame-Options", "DENY");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }
    next();
  };
  return [nonce, headers, adminNoFraming];
}
