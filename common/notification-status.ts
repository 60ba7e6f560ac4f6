import { labelOf } from "./labels";

/**
 * Delivery state of a mail in the notification outbox (server/services/notifications/notifications.ts): `pending`
 * until it is sent or retried too often, then `sent` or `failed`. The order page of the admin shows it.
 */
export const NOTIFICATION_STATUSES = ["pending", "sent", "failed"] as const;
type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: "Chờ gửi",
  sent: "Đã gửi",
  failed: "Gửi thất bại",
};

export function notificationStatusLabel(status: string): string {
  return labelOf(NOTIFICATION_STATUS_LABELS, status);
}
