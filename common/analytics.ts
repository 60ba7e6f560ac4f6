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
