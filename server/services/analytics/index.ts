import type { Foundation } from "../foundation";
import { createAnalyticsService } from "./analytics";

/** First-party counters, the SEO report and the sales funnel. */
export function createAnalyticsServices(foundation: Foundation) {
  return { analytics: createAnalyticsService(foundation.db) };
}
