import { Transform } from "node:stream";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "pino";
import {
  DEFAULT_CLAIM_LEASE_MS,
  DeliveryUnconfirmed,
  sendBudgetMs,
  type ChannelSender,
  type MailTransport,
  type NotificationService,
} from "./notifications";

/** The mail's own callback for the moment its whole text has gone to the server (read by the stream plugin below). */
const HANDED_OVER = "outboxHandedOver";

/**
 * The outbox's SMTP transport. nodemailer's own timeouts are minutes (connection 2 min, socket 10 min); here they
 * fit inside one send's budget under the outbox lease (`sendBudgetMs`, decision 0048), and the send is aborted when
 * the outbox's deadline passes. An SMTP server accepts a message only with its answer to the message's end: a send
 * cut before the whole message went out, or refused with a 4xx/5xx answer, was not delivered (retried later); one cut
 * after it went out and before the answer may have been (`DeliveryUnconfirmed`, not sent again by itself).
 */
export function smtpTransport(smtpUrl: string, { leaseMs = DEFAULT_CLAIM_LEASE_MS }: { leaseMs?: number } = {}): MailTransport {
  const budgetMs = sendBudgetMs(leaseMs);
  // A value in SMTP_URL's query (…?socketTimeout=…) takes precedence; the deadline still applies.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    dnsTimeout: Math.min(10_000, budgetMs),
    connectionTimeout: Math.min(10_000, budgetMs),
    greetingTimeout: Math.min(10_000, budgetMs),
    socketTimeout: Math.min(30_000, budgetMs),
  });
  // The message is read only after the server accepted DATA; the end of that read is the end of the message.
  transporter.use("stream", (mail, done) => {
    const handedOver = (mail.data as Record<string, unknown>)[HANDED_OVER];
    if (typeof handedOver === "function") {
      mail.message.transform(
        () =>
          new Transform({
            transform: (chunk, _encoding, next) => next(null, chunk),
            flush: (next) => {
              handedOver();
              next();
            },
          }),
      );
    }
    done();
  });
  return {
    async send(mail, { signal } = {}) {
      let handedOver = false;
      try {
        await transporter.sendMail({ ...mail, signal, [HANDED_OVER]: () => (handedOver = true) } as SendMailOptions);
      } catch (error) {
        if (handedOver && !(error as { responseCode?: number }).responseCode) {
          throw new DeliveryUnconfirmed(
            `Không rõ máy chủ thư đã nhận thư hay chưa: thư đã gửi đi nhưng không có trả lời (${(error as Error).message}). Không tự gửi lại để tránh gửi trùng.`,
          );
        }
        throw error;
      }
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
