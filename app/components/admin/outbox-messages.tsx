import { Form, useNavigation } from "react-router";
import { isOneOf } from "#common/labels";
import { notificationStatusLabel, RESENDABLE_NOTIFICATION_STATUSES } from "#common/notification-status";
import { CHANNEL_LABELS, type NotificationChannel } from "#common/zalo";

/** One outbox row as the staff screens get it (the notifications table's columns they show). */
export interface OutboxMessage {
  id: number;
  channel: string;
  subject: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: Date | string | null;
  /** Set when the provider reported the message reached the recipient (Zalo's delivery report). */
  deliveredAt?: Date | string | null;
}

const TIME = new Intl.DateTimeFormat("vi-VN", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Asia/Ho_Chi_Minh",
});

const STATUS_CLASS: Record<string, string> = {
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  pending: "bg-amber-100 text-amber-800",
  unconfirmed: "bg-orange-100 text-orange-800",
  held: "bg-gray-200 text-gray-800",
};

/**
 * The messages about an order or a lead on both channels (e-mail, Zalo), with their status, the reason of a failure
 * and a re-send button on one the outbox will not retry by itself: failed, of unknown outcome, or held after a
 * restore (the page's action answers intent `resend`; decisions 0040, 0048).
 */
export function OutboxMessages({ messages }: { messages: OutboxMessage[] }) {
  const busy = useNavigation().state !== "idle";
  if (messages.length === 0) return <p className="text-gray-600">Chưa có tin nhắn nào.</p>;
  return (
    <ul className="space-y-3" data-testid="outbox-messages">
      {messages.map((message) => (
        <li key={message.id} data-channel={message.channel} data-status={message.status}>
          <p className="flex flex-wrap items-center gap-2">
            <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-700">
              {CHANNEL_LABELS[message.channel as NotificationChannel] ?? message.channel}
            </span>
            <span className="font-medium">{message.subject}</span>
          </p>
          <p className="mt-0.5 text-gray-500">
            {message.recipient} ·{" "}
            <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASS[message.status] ?? "bg-gray-100"}`}>
              {notificationStatusLabel(message.status)}
            </span>
            {message.sentAt ? ` · ${TIME.format(new Date(message.sentAt))}` : ""}
            {message.deliveredAt ? ` · khách đã nhận ${TIME.format(new Date(message.deliveredAt))}` : ""}
            {message.status !== "sent" && message.attempts > 0 ? ` · ${message.attempts} lần thử` : ""}
          </p>
          {message.status !== "sent" && message.lastError && <p className="mt-0.5 text-xs text-red-700">Lý do: {message.lastError}</p>}
          {isOneOf(RESENDABLE_NOTIFICATION_STATUSES, message.status) && (
            <Form method="post" className="mt-1">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="id" value={message.id} />
              <button
                type="submit"
                disabled={busy}
                className="rounded-md border border-gray-300 px-2 py-1 text-xs font-medium hover:bg-gray-50 disabled:opacity-50"
              >
                Gửi lại
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
