import type { Request } from "express";

/** The client an anti-spam limit counts: its IP (the proxy's view of it when TRUST_PROXY is set). */
export function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
