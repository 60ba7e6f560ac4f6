import type { Logger } from "pino";
import type { Services } from "../services";

/**
 * Hourly clean-up of expired sessions (and their carts), rate-limit windows and old idempotency answers, and the
 * daily maintenance reminders (checked hourly; each is queued once).
 */
export function startMaintenance(services: Services, logger: Logger, intervalMs = 60 * 60 * 1000): () => void {
  const run = async () => {
    try {
      const sessions = await services.sessions.deleteExpired();
      const windows = await services.rateLimiter.deleteExpired();
      const answers = await services.idempotency.deleteExpired();
      if (sessions || windows || answers) logger.info({ sessions, windows, answers }, "expired sessions, rate-limit windows and idempotency answers removed");
      // Maintenance reminders: each machine's period is queued once (its key in maintenance_reminders), so running
      // this every hour in every process sends each reminder once, within an hour of its day.
      const { queued } = await services.afterSale.reminders.queueDue();
      if (queued) logger.info({ queued }, "maintenance reminders queued");
    } catch (error) {
      logger.error({ err: error }, "maintenance failed");
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
