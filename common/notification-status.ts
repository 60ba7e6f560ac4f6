import { labelOf } from "./labels";

/**
 * Delivery state of a message in the notification outbox (server/services/notifications/notifications.ts):
 * `pending` until it is sent or retried too often, then `sent` or `failed`. Two states stop a message that might
 * already have reached its recipient from being sent again by itself (decision 0048): `unconfirmed`, when the
 * provider may have accepted it but its answer never came (a timeout after the message was handed over), and
 * `held`, when it was waiting at the time of a backup that has been restored. Staff send those again by hand.
 * The order and lead pages of the admin show it.
 */
export const NOTIFICATION_STATUSES = ["pending", "sent", "failed", "unconfirmed", "held"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** What staff may send again from the admin: the outbox never retries these by itself. */
export const RESENDABLE_NOTIFICATION_STATUSES = ["failed", "unconfirmed", "held"] as const satisfies readonly NotificationStatus[];

const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: "Chờ gửi",
  sent: "Đã gửi",
  failed: "Gửi thất bại",
  unconfirmed: "Chưa rõ đã gửi",
  held: "Tạm giữ sau khôi phục",
};

export function notificationStatusLabel(status: string): string {
  return labelOf(NOTIFICATION_STATUS_LABELS, status);
}
