import type { Logger } from "pino";
import type { Services } from "./services";

/** Hourly clean-up of expired sessions (and their carts) and rate-limit windows. */
export function startMaintenance(services: Services, logger: Logger, intervalMs = 60 * 60 * 1000): () => void {
  const run = async () => {
    try {
      const sessions = await services.sessions.deleteExpired();
      const windows = await services.rateLimiter.deleteExpired();
      if (sessions || windows) logger.info({ sessions, windows }, "expired sessions and rate-limit windows removed");
    } catch (error) {
      logger.error({ err: error }, "maintenance failed");
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
