/**
 * What pages call to report analytics events. The analytics module itself (app/lib/analytics.ts, with the Google
 * tag and the first-party collector) is loaded once the browser is idle, so it is not part of the JavaScript every
 * page preloads; calls made before it has loaded wait here and reach it in the order they were made, so no event
 * is lost — the page view of the first page included. Link clicks are listened for at once and remembered as they
 * were at the click.
 */
import type * as Analytics from "./analytics";
import type { AnalyticsItem, AnalyticsPost } from "./analytics";
import { whenIdle } from "./idle";

export type { AnalyticsItem, AnalyticsPost } from "./analytics";

type AnalyticsModule = typeof Analytics;
type Call = (analytics: AnalyticsModule) => void;

/** A page raises a handful of events before the browser is idle; anything beyond this is a bug, not traffic. */
const MAX_WAITING_CALLS = 100;

let analytics: AnalyticsModule | null = null;
let waiting: Call[] = [];
let loadRequested = false;

function withAnalytics(call: Call): void {
  if (typeof window === "undefined") return;
  if (analytics) {
    run(call, analytics);
    return;
  }
  if (waiting.length < MAX_WAITING_CALLS) waiting.push(call);
  if (loadRequested) return;
  loadRequested = true;
  whenIdle(() => {
    import("./analytics").then(
      (loaded) => {
        analytics = loaded;
        const calls = waiting;
        waiting = [];
        for (const waitingCall of calls) run(waitingCall, loaded);
      },
      // Analytics must never break a page: without the module the events are dropped.
      () => {
        waiting = [];
      },
    );
  });
}

function run(call: Call, loaded: AnalyticsModule): void {
  try {
    call(loaded);
  } catch {
    // Analytics must never break a page or a form.
  }
}

export function initAnalytics(id: string | null | undefined): void {
  withAnalytics((loaded) => loaded.initAnalytics(id));
}

export function trackPageView(path: string): void {
  if (typeof document === "undefined") return;
  const place = { href: window.location.href, title: document.title };
  withAnalytics((loaded) => loaded.trackPageView(path, place));
}

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  withAnalytics((loaded) => loaded.trackEvent(name, params));
}

export function trackViewItem(item: AnalyticsItem): void {
  withAnalytics((loaded) => loaded.trackViewItem(item));
}

export function trackAddToCart(item: AnalyticsItem, quantity: number): void {
  withAnalytics((loaded) => loaded.trackAddToCart(item, quantity));
}

export function trackBeginCheckout(value: number, items: Array<AnalyticsItem & { quantity: number }>): void {
  withAnalytics((loaded) => loaded.trackBeginCheckout(value, items));
}

export function trackPurchase(orderId: number | string, value: number, items: Array<AnalyticsItem & { quantity: number }>): void {
  withAnalytics((loaded) => loaded.trackPurchase(orderId, value, items));
}

export function trackLead(lead: { form: string; product: string; needType?: string }): void {
  withAnalytics((loaded) => loaded.trackLead(lead));
}

export function trackContact(contact: { method: string; product: string }): void {
  withAnalytics((loaded) => loaded.trackContact(contact));
}

export function trackBlogView(post: AnalyticsPost): void {
  withAnalytics((loaded) => loaded.trackBlogView(post));
}

export function trackReadTime(post: AnalyticsPost, seconds: number): void {
  withAnalytics((loaded) => loaded.trackReadTime(post, seconds));
}

/** Link clicks (spec section 7) for the whole document, from one listener; returns the function that removes it. */
export function listenForLinkClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link) return;
    const clicked = { href: link.href, dataset: { ...link.dataset } };
    const siteOrigin = window.location.origin;
    withAnalytics((loaded) => loaded.trackLinkClick(clicked, siteOrigin));
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
