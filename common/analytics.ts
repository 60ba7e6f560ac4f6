/**
 * Analytics rules both sides share, without zod (the shop's pages import this). The collector's payload schema
 * is in common/schemas/analytics.ts.
 */

/** Read-time events count only above this many seconds (spec sections 7 and 9). */
export const READ_TIME_MIN_SECONDS = 10;

export const ANALYTICS_PERIODS = ["day", "week", "month", "year"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** Referrer host of a visit without a referring page. */
export const DIRECT_REFERRER = "direct";
/** Referrer of an order whose buyer sent no analytics that day (Do Not Track, no JavaScript, landed yesterday). */
export const UNKNOWN_REFERRER = "unknown";

export function referrerLabel(host: string): string {
  if (host === DIRECT_REFERRER) return "Truy cập trực tiếp";
  if (host === UNKNOWN_REFERRER) return "Không rõ";
  return host;
}

/** The SEO report of a period (GET /api/admin/blog/analytics, the SEO analytics page). */
export interface AnalyticsReport {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  overview: {
    views: number;
    blogViews: number;
    uniqueVisitors: number;
    averageReadTimeSeconds: number | null;
    readTimeSamples: number;
    averageSeoScore: number | null;
    optimisedPosts: number;
    totalPosts: number;
    keywordCount: number;
    topPosts: { id: number; title: string; slug: string; views: number; seoScore: number }[];
  };
  /** Views per day (per month for a year). */
  series: { key: string; label: string; views: number }[];
  posts: {
    id: number;
    title: string;
    slug: string;
    isPublished: boolean;
    keyword: string | null;
    seoScore: number;
    views: number;
    totalViews: number;
    averageReadTimeSeconds: number | null;
  }[];
  keywords: { keyword: string; posts: { id: number; title: string; seoScore: number }[]; averageScore: number; views: number }[];
  referrers: { host: string; views: number }[];
}

/** The sales funnel of a period (GET /api/admin/analytics/funnel, the sales analytics page). */
export interface SalesFunnelReport {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  /** Visitors per day, summed over the period (as on the SEO page). */
  visitors: number;
  /** Of those, visitors who opened a product page, added to the cart, started the checkout. */
  productViews: number;
  addToCart: number;
  checkouts: number;
  /** Orders placed in the period and not canceled, and their totals (tax included) in whole dong. */
  orders: number;
  revenue: number;
  /** Orders placed in the period and canceled since (not in `orders` or `revenue`). */
  canceledOrders: number;
  /** Per product: page views and add-to-cart actions, orders containing it, units and line totals (before tax). */
  products: { productId: number; name: string; views: number; adds: number; orders: number; quantity: number; revenue: number }[];
  /** Contact and trial requests received, by form (`source`) and product. */
  leads: { source: string; product: string; count: number }[];
  /** Where the buyers of the period's orders had come from (`direct`, `unknown` or a host), with their revenue. */
  referrers: { host: string; orders: number; revenue: number }[];
}
