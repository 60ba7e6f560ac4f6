import { isOneOf, labelOf } from "./labels";
import { TRANSFER_NOTE_MAX_LENGTH } from "./vietqr";

/**
 * How a buyer pays (the payment tab of the checkout) and where the payment stands (set by the shop). `card` is the
 * spec's card form (staff phone the buyer to take the payment): offered only while no gateway is configured, and
 * kept for the orders placed with it; `vnpay` is the VNPAY gateway's hosted page (decision 0054), `momo` the MoMo
 * wallet's (decision 0057), `vnpay_instalment` VNPAY's instalment product (trả góp by credit card, decision 0061).
 */
export const PAYMENT_METHODS = ["cod", "bank_transfer", "card", "vnpay", "momo", "vnpay_instalment"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Every way an order is paid: the choices above, and a dealer's order on credit (công nợ, due in its payment
 * terms; issue 43), which no buyer or staff form offers.
 */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, "credit"] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** Methods paid on a payment gateway's own page: only its signed notification (IPN) records the payment. */
export const GATEWAY_PAYMENT_METHODS = ["vnpay", "momo", "vnpay_instalment"] as const satisfies readonly PaymentMethod[];
export type GatewayPaymentMethod = (typeof GATEWAY_PAYMENT_METHODS)[number];

/** Gateways whose attempts the shop keeps (`gateway_transactions.provider`). */
export const GATEWAY_PROVIDERS = ["vnpay", "momo"] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/** An attempt waits for the gateway's word; `paid` and `failed` are what its signed notification or query said. */
export const GATEWAY_TRANSACTION_STATUSES = ["pending", "paid", "failed"] as const;
export type GatewayTransactionStatus = (typeof GATEWAY_TRANSACTION_STATUSES)[number];

/**
 * A refund sent to a gateway (decision 0054): `pending` while its answer is awaited or was not readable (the amount
 * stays reserved), `refunded` once the gateway confirmed it, `failed` when the gateway refused it.
 */
export const GATEWAY_REFUND_STATUSES = ["pending", "refunded", "failed"] as const;
export type GatewayRefundStatus = (typeof GATEWAY_REFUND_STATUSES)[number];

/** A refund through a gateway as the order desk shows it. */
export interface GatewayRefundView {
  id: number;
  provider: GatewayProvider;
  /** The payment attempt refunded (`vnp_TxnRef`, MoMo's `orderId`). */
  txnRef: string;
  amount: number;
  status: GatewayRefundStatus;
  /** The gateway's answer code and message (a refusal's reason). */
  responseCode: string | null;
  message: string | null;
  /** The gateway's transaction number of the refund. */
  transactionNo: string | null;
  createdByName: string;
  createdAt: string;
}

/** The refusal of `paymentMethod: "vnpay"` while VNPAY is not configured. */
export const VNPAY_UNAVAILABLE_MESSAGE = "Thanh toán qua VNPAY hiện chưa được bật, vui lòng chọn hình thức khác";
/** The refusal of `paymentMethod: "vnpay_instalment"` while VNPAY is not configured or the owner has not turned instalments on. */
export const VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE = "Trả góp qua VNPAY hiện chưa được bật, vui lòng chọn hình thức khác";

/**
 * The smallest order total offered instalments (trả góp), in whole dong (decision 0061). VNPAY's instalment page
 * (sandbox.vnpayment.vn/apis/docs/thanh-toan-installment/installment.html) could not be read past its introduction,
 * so its own figure is not known here; 3.000.000 đ is the card issuers' published floor for converting a card
 * payment to instalments (e.g. VPBank/Timo: "giao dịch … có giá trị từ 3.000.000 VND trở lên"), below which VNPAY
 * has no bank to offer. VNPAY answers per amount which banks and terms apply on its own page.
 */
export const VNPAY_INSTALMENT_MIN_TOTAL = 3_000_000;

/** The checkout offers instalments only at or above the minimum; the server refuses them below it (one rule). */
export function instalmentAllowed(total: number): boolean {
  return Number.isFinite(total) && total >= VNPAY_INSTALMENT_MIN_TOTAL;
}

export const VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE = "Trả góp qua VNPAY chỉ áp dụng cho đơn hàng từ 3.000.000 đ, vui lòng chọn hình thức khác";

/** The refusal of `paymentMethod: "momo"` while MoMo is not configured. */
export const MOMO_UNAVAILABLE_MESSAGE = "Thanh toán qua ví MoMo hiện chưa được bật, vui lòng chọn hình thức khác";

/** What staff may choose for a phone order: a gateway needs the buyer at its page, so a phone order never uses one. */
export const PHONE_ORDER_PAYMENT_METHODS = ["cod", "bank_transfer", "card"] as const satisfies readonly PaymentMethod[];

export function isGatewayPaymentMethod(method: string): method is GatewayPaymentMethod {
  return isOneOf(GATEWAY_PAYMENT_METHODS, method);
}

export const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  cod: "Thanh toán khi nhận hàng (COD)",
  bank_transfer: "Chuyển khoản ngân hàng (VietQR)",
  card: "Thẻ ngân hàng (nhân viên gọi xác nhận thanh toán)",
  vnpay: "Thẻ ATM / thẻ quốc tế / QR ngân hàng (VNPAY)",
  momo: "Ví MoMo",
  vnpay_instalment: "Trả góp qua thẻ tín dụng (VNPAY)",
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

/** One attempt on a gateway as the order desk shows it (amount in whole dong, times ISO 8601). */
export interface GatewayTransactionView {
  provider: GatewayProvider;
  txnRef: string;
  amount: number;
  status: GatewayTransactionStatus;
  responseCode: string | null;
  /** The gateway's own transaction number (`vnp_TransactionNo`, MoMo's `transId`). */
  transactionNo: string | null;
  bankCode: string | null;
  paidAt: string | null;
  createdAt: string;
}

/**
 * The VNPAY return page: whether VNPAY signed the buyer's return, and what the shop has recorded for that attempt
 * (`pending` while its notification has not arrived); null when the attempt is unknown.
 */
export interface GatewayReturnView {
  verified: boolean;
  orderId: number | null;
  /** The buyer's order page, with its signed link. */
  orderPath: string | null;
  status: GatewayTransactionStatus | null;
}

/** The VNPAY return page's view (the same for every gateway). */
export type VnpayReturnView = GatewayReturnView;

/** One gateway attempt on the reconciliation page: the shop's record beside the gateway's word, and what differs. */
export interface GatewayReconciliationRow {
  provider: GatewayProvider;
  orderId: number;
  txnRef: string;
  amount: number;
  shopStatus: GatewayTransactionStatus;
  shopTransactionNo: string | null;
  /** The money recorded for it among the payments received (null: none). */
  shopMoney: number | null;
  gatewayStatus: GatewayTransactionStatus | "unknown" | "unreachable";
  gatewayAmount: number | null;
  gatewayTransactionNo: string | null;
  /** Vietnamese, one line per mismatch; empty when both agree. */
  problems: string[];
  createdAt: string;
}

export interface GatewayReconciliationView {
  from: string;
  to: string;
  rows: GatewayReconciliationRow[];
  /** More attempts than one reconciliation asks about: narrow the period. */
  truncated: boolean;
  mismatches: number;
}
