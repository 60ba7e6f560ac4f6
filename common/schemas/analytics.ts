import { z } from "../zod";
import { text } from "../validation";
import { ANALYTICS_PERIODS } from "../analytics";

export const AnalyticsPeriodSchema = z.enum(ANALYTICS_PERIODS).catch("week");

const productId = z.number().int().positive().max(2_147_483_647);

/**
 * Body of POST /api/analytics/events (first-party collector): page views and read time for the SEO report, and
 * the sales funnel's steps taken in the browser. Orders are not among them: the server counts those itself.
 */
export const AnalyticsEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("pageview"),
    path: text().min(1).max(512),
    /** `document.referrer` of the landing page; only its host is kept. */
    referrer: text().max(2048).nullish(),
  }),
  z.object({
    type: z.literal("read_time"),
    path: text().min(1).max(512),
    seconds: z.number().finite().min(0).max(24 * 3600),
  }),
  z.object({ type: z.literal("product_view"), productId }),
  z.object({ type: z.literal("add_to_cart"), productId }),
  z.object({ type: z.literal("checkout") }),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
