import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { ChannelSender, MailTransport, NotificationService } from "./notifications";

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}

/**
 * Background delivery of the notification outbox. A mail-server outage only delays mails: they stay in the
 * outbox and are retried; the visitor's request never waits for SMTP.
 */
export function startNotificationWorker(options: {
  notifications: NotificationService;
  /** null: no SMTP server; e-mails stay in the outbox, other channels still go. */
  transport: MailTransport | null;
  /** The Zalo sender (server/services/notifications/zalo-channel.ts). */
  zalo?: ChannelSender;
  from: string;
  logger: Logger;
  intervalMs?: number;
}): { stop(): Promise<void>; runOnce(): Promise<void> } {
  let running: Promise<void> | null = null;
  const stopped = new AbortController();
  const runOnce = () => {
    if (stopped.signal.aborted) return Promise.resolve();
    running ??= (async () => {
      try {
        const { sent, failed } = await options.notifications.deliverDue(options.transport, options.from, {
          signal: stopped.signal,
          senders: options.zalo ? { zalo: options.zalo } : {},
        });
        if (sent || failed) options.logger.info({ sent, failed }, "notification outbox delivered");
      } catch (error) {
        options.logger.error({ err: error }, "notification delivery failed");
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 15_000);
  timer.unref();
  return {
    /** No new round; resolves once the mail being sent (if any) is finished and recorded. */
    stop: async () => {
      clearInterval(timer);
      stopped.abort();
      await running;
    },
    runOnce,
  };
}
