import { createHmac, timingSafeEqual } from "node:crypto";

/** `name=value` pairs of a Cookie header (values URI-decoded when valid). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

function signature(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function signValue(value: string, secret: string): string {
  return `${value}.${signature(value, secret)}`;
}

/** The value when the signature matches (constant-time), otherwise null. */
export function unsignValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(signature(value, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
