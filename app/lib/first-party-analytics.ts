/**
 * First-party page-view analytics (POST /api/analytics/events, see server/api/analytics.ts): no cookies, no
 * identifiers, nothing third-party. The landing page view carries `document.referrer` (only its host is
 * kept on the server); in-app navigations carry none. The Google tag module can call these too.
 */
const ENDPOINT = "/api/analytics/events";
let landingSent = false;

function send(body: Record<string, unknown>): void {
  if (typeof window === "undefined" || typeof navigator === "undefined") return;
  if (navigator.doNotTrack === "1") return;
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ENDPOINT, new Blob([json], { type: "application/json" }))) return;
  } catch {
    // fall back to fetch below
  }
  void fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: json, keepalive: true, credentials: "omit" }).catch(
    () => undefined,
  );
}

/** Admin screens are never counted (the server ignores them too). */
function tracked(path: string): boolean {
  return !/^\/(admin|api)(\/|$)/.test(path);
}

export function sendPageView(path: string): void {
  if (!tracked(path)) return;
  if (!landingSent) {
    landingSent = true;
    send({ type: "pageview", path, referrer: typeof document === "undefined" ? "" : document.referrer });
    return;
  }
  send({ type: "pageview", path });
}

/** Spec: read time only when over 10 seconds (the server checks again). */
export function sendReadTime(path: string, seconds: number): void {
  if (!tracked(path) || seconds <= 10) return;
  send({ type: "read_time", path, seconds: Math.round(seconds) });
}
