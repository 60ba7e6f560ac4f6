import { isOneOf, labelOf } from "./labels";
import { TRANSFER_NOTE_MAX_LENGTH } from "./vietqr";

/** How a buyer pays (the payment tab of the checkout) and where the payment stands (set by the shop). */
export const PAYMENT_METHODS = ["cod", "bank_transfer", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Every way an order is paid: the choices above, and a dealer's order on credit (công nợ, due in its payment
 * terms; issue 43), which no buyer or staff form offers.
 */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, "credit"] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  cod: "Thanh toán khi nhận hàng (COD)",
  bank_transfer: "Chuyển khoản ngân hàng (VietQR)",
  card: "Thẻ ngân hàng (nhân viên gọi xác nhận thanh toán)",
  credit: "Công nợ đại lý",
};

export const PAYMENT_STATUSES = ["unpaid", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Chưa thanh toán",
  paid: "Đã thanh toán",
  refunded: "Đã hoàn tiền",
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return isOneOf(PAYMENT_STATUSES, value);
}

export function paymentMethodLabel(method: string): string {
  return labelOf(PAYMENT_METHOD_LABELS, method);
}

export function paymentStatusLabel(status: string): string {
  return labelOf(PAYMENT_STATUS_LABELS, status);
}

/**
 * The bank-transfer note of an order: plain ASCII with the order number, as banks accept it. From order 100000 on
 * the long form would not fit and the bank would cut the number, so the note drops "Thanh toan" (the matching of
 * incoming transfers, common/bank-note.ts, reads both).
 */
export function orderTransferNote(orderId: number): string {
  const note = `Thanh toan don hang ${orderId}`;
  return note.length <= TRANSFER_NOTE_MAX_LENGTH ? note : `Don hang ${orderId}`;
}
