/**
 * The one analytics module (spec section 7: "Analytics events go through a global tag function").
 *
 * Google: with GA_MEASUREMENT_ID the root loads the Google tag (gtag.js) and every event below goes to it, under
 * GA4's recommended names and parameters where GA4 has one (view_item, add_to_cart, begin_checkout, purchase,
 * generate_lead, share, select_content) and the spec's names otherwise (contact, blog_view, read_time,
 * seo_score); amounts are whole dong with currency VND. Without an id no third-party script loads and the Google
 * side does nothing.
 *
 * First party: page views, read time and the sales funnel's browser steps (product view, add to cart, checkout
 * started) also go to the shop's own collector (first-party-analytics.ts), with or without Google. Orders and
 * leads are counted by the server from the rows it stores, never from the browser.
 *
 * Pages call it through app/lib/track.ts, which loads this module once the browser is idle and hands it every
 * call made before, in order.
 *
 * No event is lost to timing: a page's effects run before the root's, so Google events raised before the root
 * called `initAnalytics` wait in a queue and go out in order once it knows whether there is a measurement id.
 */

import { READ_TIME_MIN_SECONDS } from "#common/analytics";
import { shareablePath, shareableUrl } from "#common/personal-data-masks";
import { sendFunnelStep, sendPageView, sendReadTime } from "./first-party-analytics";

export { contentLink, shareLink } from "./analytics-links";

type GtagArgs = [command: string, ...rest: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

/** Before the root's first effect events wait; then the tag is on (an id) or off (none) for the whole visit. */
type TagState = { status: "waiting"; queue: GtagArgs[] } | { status: "on" } | { status: "off" };

/** A page raises a handful of events before the root's effect; anything beyond this is a bug, not traffic. */
const MAX_QUEUED = 50;

let tag: TagState = { status: "waiting", queue: [] };

function gtagCommand(...args: GtagArgs): void {
  if (typeof window === "undefined") return;
  try {
    if (tag.status === "on") window.gtag?.(...args);
    else if (tag.status === "waiting" && tag.queue.length < MAX_QUEUED) tag.queue.push(args);
  } catch {
    // Analytics must never break a page or a form.
  }
}

/**
 * Sets up the Google tag once (the root, before any page effect): with an id, gtag.js is loaded and the queued
 * events are sent; without one, the queue is dropped and every later event is ignored.
 */
export function initAnalytics(id: string | null | undefined): void {
  if (typeof window === "undefined" || tag.status !== "waiting") return;
  const queued = tag.queue;
  if (!id) {
    tag = { status: "off" };
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  // Page views are sent by `trackPageView` on each route change, not by gtag's automatic one.
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  tag = { status: "on" };
  for (const args of queued) gtagCommand(...args);
}

/** Any Google Analytics 4 event, e.g. `trackEvent("select_content", { content_type: "blog_tag", content_id: "trà sữa" })`. */
export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  gtagCommand("event", name, params);
}

/** Admin screens are not the shop's traffic: neither collector counts them. */
function isAdminPath(path: string): boolean {
  return /^\/admin(\/|$|\?)/.test(path);
}

/** Where a page view happened, read when it happened (app/lib/track.ts may hand the event over later). */
export interface PageViewPlace {
  href: string;
  title: string;
}

/** A page view on each route change: to the first-party collector (SEO analytics) and to Google when configured. */
export function trackPageView(path: string, place?: PageViewPlace): void {
  if (typeof document === "undefined" || isAdminPath(path)) return;
  const { href, title } = place ?? { href: window.location.href, title: document.title };
  sendPageView(path.split("?")[0]!);
  // Google gets no link secrets, phones or e-mails from the address (issue 45 point 7, decision 0062): the page's
  // address without its query (bar campaign tags), set for every later event too, which gtag would otherwise tag
  // with the full address itself.
  const location = shareableUrl(href);
  const referrer = typeof document.referrer === "string" && document.referrer ? shareableUrl(document.referrer) : "";
  gtagCommand("set", { page_location: location, ...(referrer ? { page_referrer: referrer } : {}) });
  trackEvent("page_view", { page_path: shareablePath(path), page_location: location, page_title: title });
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

function cartParams(value: number, items: Array<AnalyticsItem & { quantity: number }>) {
  return { currency: "VND", value, items: items.map((item) => itemParams(item, item.quantity)) };
}

/** A product page was shown (spec section 4: "view-item analytics event on load"). */
export function trackViewItem(item: AnalyticsItem): void {
  sendFunnelStep({ type: "product_view", productId: item.id });
  trackEvent("view_item", cartParams(item.price, [{ ...item, quantity: 1 }]));
}

/** A product was added to the cart (after the server accepted it). */
export function trackAddToCart(item: AnalyticsItem, quantity: number): void {
  sendFunnelStep({ type: "add_to_cart", productId: item.id });
  trackEvent("add_to_cart", cartParams(item.price * quantity, [{ ...item, quantity }]));
}

/** The checkout page was opened with a cart; `value` is the order total the buyer sees, tax included. */
export function trackBeginCheckout(value: number, items: Array<AnalyticsItem & { quantity: number }>): void {
  sendFunnelStep({ type: "checkout" });
  trackEvent("begin_checkout", cartParams(value, items));
}

/** An order was placed (Google only: the server counts orders from the orders table). */
export function trackPurchase(orderId: number | string, value: number, items: Array<AnalyticsItem & { quantity: number }>): void {
  trackEvent("purchase", { transaction_id: String(orderId), ...cartParams(value, items) });
}

/** The spec's `lead` event (GA4 `generate_lead`), sent when a lead form was accepted; the server counts the request itself. */
export function trackLead({ form, product, needType }: { form: string; product: string; needType?: string }): void {
  trackEvent("generate_lead", { lead_source: form, product, ...(needType ? { need_type: needType } : {}) });
}

/** The spec's `contact` event: a consultation request was accepted. */
export function trackContact({ method, product }: { method: string; product: string }): void {
  trackEvent("contact", { method, product });
}

export interface AnalyticsPost {
  id: number;
  slug: string;
  title: string;
}

/** A blog post was shown. */
export function trackBlogView(post: AnalyticsPost): void {
  trackEvent("blog_view", { post_id: post.id, post_slug: post.slug, post_title: post.title });
}

/** Time spent on a post, only when over 10 seconds (spec section 9); also kept by the first-party collector. */
export function trackReadTime(post: AnalyticsPost, seconds: number): void {
  if (seconds <= READ_TIME_MIN_SECONDS) return;
  sendReadTime(`/blog/${post.slug}`, seconds);
  trackEvent("read_time", { post_id: post.id, post_slug: post.slug, value: Math.round(seconds) });
}

/** The editor's SEO score of a post as saved (spec section 7: "SEO score"). */
export function trackSeoScore(post: { id: number; slug: string }, score: number): void {
  trackEvent("seo_score", { post_id: post.id, post_slug: post.slug, value: score });
}

/** What a link click is worth telling: a share, a blog keyword or tag, or a link leaving the site. */
export type LinkEvent = [name: "share" | "select_content", params: Record<string, string | boolean>];

/** The event a click on this link sends, from its `data-analytics-*` marks or its address; null for plain internal links. */
export function linkEventOf(link: { href: string; dataset: DOMStringMap }, siteOrigin: string): LinkEvent | null {
  const { analyticsShare, analyticsContent, analyticsId } = link.dataset;
  if (analyticsShare) return ["share", { method: analyticsShare, content_type: "blog_post", item_id: analyticsId ?? link.href }];
  if (analyticsContent) return ["select_content", { content_type: analyticsContent, content_id: analyticsId ?? "", link_url: link.href }];
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin === siteOrigin) return null;
  return [
    "select_content",
    { content_type: "outbound_link", content_id: url.hostname, link_url: url.href, link_domain: url.hostname, outbound: true },
  ];
}

/** The event of a click on `link` (its address and marks as they were at the click), if it is worth telling. */
export function trackLinkClick(link: { href: string; dataset: DOMStringMap }, siteOrigin: string): void {
  const found = linkEventOf(link, siteOrigin);
  if (found) trackEvent(...found);
}

/** Link clicks (spec section 7) for the whole document, from one listener; returns the function that removes it. */
export function listenForLinkClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (link) trackLinkClick(link, window.location.origin);
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
