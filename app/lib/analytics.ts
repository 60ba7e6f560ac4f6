/**
 * The one analytics module (spec section 7, "Analytics events go through a global tag function").
 * Google tag (gtag.js) with the measurement id from the server's public env; every function is a no-op
 * until `initAnalytics` got an id, so pages and tests without GA_MEASUREMENT_ID send nothing and load no
 * third-party script. Amounts are in VND.
 */

import { sendPageView } from "./first-party-analytics";

type GtagArgs = [command: string, ...rest: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

let measurementId: string | null = null;

export function isAnalyticsEnabled(): boolean {
  return measurementId !== null;
}

/** Loads the Google tag once, after hydration. Page views are sent by `trackPageView`, not by gtag itself. */
export function initAnalytics(id: string | null | undefined): void {
  if (!id || typeof window === "undefined" || measurementId) return;
  measurementId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false });
  if (typeof document !== "undefined") {
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
}

/** Any Google Analytics 4 event, e.g. `trackEvent("generate_lead", { product: "LT-300" })`. */
export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  if (!measurementId || typeof window === "undefined" || !window.gtag) return;
  window.gtag("event", name, params);
}

/** A page view: always to the first-party collector (SEO analytics), and to Google when configured. */
export function trackPageView(path: string): void {
  if (typeof document === "undefined") return;
  sendPageView(path.split("?")[0]!);
  trackEvent("page_view", { page_path: path, page_location: window.location.href, page_title: document.title });
}

export interface AnalyticsItem {
  id: number;
  name: string;
  /** Unit price actually charged, whole dong. */
  price: number;
  category?: string;
}

function itemParams(item: AnalyticsItem, quantity: number) {
  return { item_id: String(item.id), item_name: item.name, item_category: item.category, price: item.price, quantity };
}

export function trackViewItem(item: AnalyticsItem): void {
  trackEvent("view_item", { currency: "VND", value: item.price, items: [itemParams(item, 1)] });
}

export function trackAddToCart(item: AnalyticsItem, quantity: number): void {
  trackEvent("add_to_cart", { currency: "VND", value: item.price * quantity, items: [itemParams(item, quantity)] });
}

export function trackPurchase(orderId: number | string, value: number, items: Array<AnalyticsItem & { quantity: number }>): void {
  trackEvent("purchase", {
    transaction_id: String(orderId),
    currency: "VND",
    value,
    items: items.map((item) => itemParams(item, item.quantity)),
  });
}

/** The `lead` and `contact` events of spec section 7, sent when a lead form was accepted. */
export function trackLeadEvent(name: "lead" | "contact", params: Record<string, string | number>): void {
  try {
    trackEvent(name, params);
  } catch {
    // Analytics must never break a form.
  }
}

/** Test hook: forget the measurement id. */
export function resetAnalyticsForTests(): void {
  measurementId = null;
}
