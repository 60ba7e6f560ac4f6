import { isOneOf, labelOf } from "./labels";

/**
 * Order status lifecycle (not in the spec; needed by any real shop):
 * pending → confirmed → shipping → completed, and canceled from any state that is not completed.
 * The server enforces it (server/services/cart-and-orders/orders.ts); the admin screen offers only these moves.
 */
export const ORDER_STATUSES = ["pending", "confirmed", "shipping", "completed", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Chờ xác nhận",
  confirmed: "Đã xác nhận",
  shipping: "Đang giao hàng",
  completed: "Hoàn thành",
  canceled: "Đã hủy",
};

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "canceled"],
  confirmed: ["shipping", "canceled"],
  shipping: ["completed", "canceled"],
  completed: [],
  canceled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return isOneOf(ORDER_STATUSES, value);
}

/** Statuses an order may move to from `from`. */
export function nextOrderStatuses(from: string): readonly OrderStatus[] {
  return isOrderStatus(from) ? NEXT[from] : [];
}

/** The states from which `to` can be reached. */
export function previousOrderStatuses(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => NEXT[from].includes(to));
}

export function orderStatusLabel(status: string): string {
  return labelOf(ORDER_STATUS_LABELS, status);
}
