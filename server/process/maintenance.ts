import type { Logger } from "pino";
import type { Services } from "../services";

/** Hours between two clean-ups of unused uploads, whichever process runs them (each reads every table's text). */
const UPLOAD_CLEAN_UP_EVERY_MS = 6 * 3600_000;
/** Minutes between two checks of the dealers' lead windows. */
const LEAD_EXPIRY_EVERY_MS = 5 * 60_000;

/**
 * Hourly clean-up of expired sessions (and their carts), rate-limit windows and old idempotency answers, and the
 * daily maintenance reminders (checked hourly; each is queued once); every six hours, the uploads nothing uses.
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
      // Gateway orders nobody paid (decision 0054): VNPAY is asked once more, then the order is canceled and its
      // stock returned.
      const canceled = await services.orders.cancelExpiredGatewayOrders();
      if (canceled.length) logger.info({ orders: canceled }, "unpaid gateway orders canceled");
      if (queued) logger.info({ queued }, "maintenance reminders queued");
      // One process in six hours removes the uploads past their grace period that nothing refers to (decision 0049):
      // the first to count a hit in the window does it.
      if ((await services.rateLimiter.hit("maintenance:unused-uploads", 1, UPLOAD_CLEAN_UP_EVERY_MS)).allowed) {
        const removed = await services.uploads.deleteUnused();
        if (removed.files) logger.info(removed, "unused uploads removed");
      }
      // Retention of personal data (issue 45): once a day, whichever process counts the first hit of the day's window.
      if ((await services.rateLimiter.hit("maintenance:privacy-retention", 1, 24 * 3600_000)).allowed) {
        const retained = await services.privacyRequests.applyRetention();
        if (Object.values(retained).some((count) => count > 0)) logger.info(retained, "personal data past its retention period removed");
      }
    } catch (error) {
      logger.error({ err: error }, "maintenance failed");
    }
  };
  // Leads a dealer, and service requests a service centre (decision 0064), did not accept in time move on (issue 43):
  // one job, checked every five minutes, so a 4-hour window is kept to within minutes; each moves once, whichever
  // process gets it.
  const expireLeads = async () => {
    try {
      const moved = await services.dealerLeads.expireOverdue();
      if (moved) logger.info({ moved }, "unanswered portal leads and service requests re-routed");
    } catch (error) {
      logger.error({ err: error }, "dealer lead re-routing failed");
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const leadTimer = setInterval(expireLeads, Math.min(intervalMs, LEAD_EXPIRY_EVERY_MS));
  leadTimer.unref();
  void run();
  return () => {
    clearInterval(timer);
    clearInterval(leadTimer);
  };
}
