import { orderStatusLabel } from "#common/order-status";

const TONES: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  confirmed: "bg-blue-50 text-blue-800 ring-blue-200",
  shipping: "bg-violet-50 text-violet-800 ring-violet-200",
  completed: "bg-green-50 text-green-800 ring-green-200",
  canceled: "bg-gray-100 text-gray-700 ring-gray-300",
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status] ?? TONES.canceled}`}>
      {orderStatusLabel(status)}
    </span>
  );
}

/** Order times in the shop's time zone, so the server render and the browser agree. */
export const ORDER_TIME_FORMAT = new Intl.DateTimeFormat("vi-VN", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Asia/Ho_Chi_Minh",
});
