/**
 * The shop's own collector (POST /api/analytics/events, see server/api/analytics.ts): no cookies, no identifiers,
 * nothing third-party. Called by app/lib/analytics.ts only. The landing page view carries `document.referrer`
 * (only its host is kept on the server); in-app navigations carry none.
 */
import { READ_TIME_MIN_SECONDS } from "#common/analytics";
import type { AnalyticsEvent } from "#common/schemas/analytics";

const ENDPOINT = "/api/analytics/events";
let landingSent = false;

/** Visitors who ask not to be tracked send nothing (the server ignores them too). */
function trackingRefused(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === "1" || browser.globalPrivacyControl === true;
}

function send(event: AnalyticsEvent): void {
  if (typeof window === "undefined" || typeof navigator === "undefined" || trackingRefused()) return;
  const json = JSON.stringify(event);
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
  if (!tracked(path) || seconds <= READ_TIME_MIN_SECONDS) return;
  send({ type: "read_time", path, seconds: Math.round(seconds) });
}

/** A step of the sales funnel taken in the browser: a product page shown, an add to cart, the checkout opened. */
export function sendFunnelStep(step: Extract<AnalyticsEvent, { type: "product_view" | "add_to_cart" | "checkout" }>): void {
  send(step);
}
