import { csvFile, formulaSafe } from "./csv";
import { isOneOf, labelOf } from "./labels";
import type { OrderStatus } from "./order-status";
import type { OrderPaymentMethod, PaymentStatus } from "./payment";

/**
 * The owner's order desk (issue 36): what staff read about an order's money, and the lists and views its screens
 * share. Pure: the admin pages render these in the browser.
 */

/** The name the audit trail gives a change no staff member made (a paid order confirmed by the setting). */
export const SYSTEM_ACTOR_NAME = "Hệ thống";

/** How money goes back to a buyer. */
/** `gateway`: back through the gateway the order was paid on (VNPAY, MoMo; decision 0054). */
export const REFUND_METHODS = ["bank_transfer", "cash", "gateway"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  bank_transfer: "Chuyển khoản lại",
  cash: "Tiền mặt",
  gateway: "Hoàn qua cổng thanh toán (VNPAY/MoMo)",
};

export function refundMethodLabel(method: string): string {
  return labelOf(REFUND_METHOD_LABELS, method);
}

/**
 * Where an order's money stands, as the list's payment column and the filter say it: a paid order and an unpaid
 * one never look the same. `refund-due`: canceled with money kept (the bank-transfer desk's "Cần hoàn tiền").
 */
export const PAYMENT_STANDINGS = ["unpaid", "partial", "paid", "partially-refunded", "refunded", "refund-due"] as const;
export type PaymentStanding = (typeof PAYMENT_STANDINGS)[number];

export const PAYMENT_STANDING_LABELS: Record<PaymentStanding, string> = {
  unpaid: "Chưa thanh toán",
  partial: "Thanh toán thiếu",
  paid: "Đã thanh toán",
  "partially-refunded": "Hoàn tiền một phần",
  refunded: "Đã hoàn tiền",
  "refund-due": "Cần hoàn tiền",
};

export function isPaymentStanding(value: unknown): value is PaymentStanding {
  return isOneOf(PAYMENT_STANDINGS, value);
}

/** An order's money: what came in, what went back, and what the shop keeps (whole dong). */
export interface OrderMoney {
  amountPaid: number;
  amountRefunded: number;
  /** amountPaid − amountRefunded. */
  net: number;
  standing: PaymentStanding;
}

/**
 * The one rule for an order's money. Paid: the bank transfers linked to it, or its total once staff (or the
 * transfers) marked it paid, whichever is more. Refunded: the sum of its refunds (all of it when the order is marked
 * refunded). The same rule is written in
 * SQL for the lists (server/services/order-desk/order-money.ts); tests hold the two together.
 */
export function orderMoney(order: {
  total: number;
  status: OrderStatus | string;
  paymentStatus: PaymentStatus | string;
  transfersReceived: number;
  refunded: number;
}): OrderMoney {
  const markedPaid = order.paymentStatus === "paid" || order.paymentStatus === "refunded" ? order.total : 0;
  const amountPaid = Math.max(order.transfersReceived, markedPaid);
  // An order marked "refunded" by hand (before refunds were recorded) gave everything back.
  const amountRefunded = order.paymentStatus === "refunded" ? Math.max(order.refunded, amountPaid) : order.refunded;
  const net = amountPaid - amountRefunded;
  return { amountPaid, amountRefunded, net, standing: paymentStanding({ ...order, amountPaid, amountRefunded }) };
}

function paymentStanding(order: { total: number; status: string; paymentStatus: string; amountPaid: number; amountRefunded: number }): PaymentStanding {
  const net = order.amountPaid - order.amountRefunded;
  if ((order.amountRefunded > 0 && net <= 0) || order.paymentStatus === "refunded") return "refunded";
  if (order.status === "canceled" && net > 0) return "refund-due";
  if (order.amountRefunded > 0) return "partially-refunded";
  if (order.amountPaid === 0) return "unpaid";
  return order.amountPaid < order.total ? "partial" : "paid";
}

/**
 * The list's money-to-collect filter (`?due=`): orders with money still due (common/amount-due.ts), or only those
 * where it is overdue.
 */
export const DUE_FILTERS = ["outstanding", "overdue"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
export const DUE_FILTER_LABELS: Record<DueFilter, string> = {
  outstanding: "Còn phải thu",
  overdue: "Quá hạn thu",
};

/** One row of the admin order list (and of its CSV export). */
export interface AdminOrderRow extends OrderMoney {
  /** Still to collect (common/amount-due.ts). */
  amountDue: number;
  id: number;
  createdAt: Date;
  fullName: string;
  phone: string;
  email: string;
  province: string;
  total: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: OrderPaymentMethod;
}

export const ORDER_SORTS = ["newest", "oldest", "total-desc", "total-asc"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  newest: "Mới nhất",
  oldest: "Cũ nhất",
  "total-desc": "Tổng tiền cao nhất",
  "total-asc": "Tổng tiền thấp nhất",
};
export const ORDER_PAGE_SIZES = [20, 50, 100] as const;

export const ORDER_DOCUMENT_KINDS = ["delivery-note", "packing-slip"] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
export const ORDER_DOCUMENT_LABELS: Record<OrderDocumentKind, string> = {
  "delivery-note": "Phiếu giao hàng",
  "packing-slip": "Phiếu đóng gói",
};

/** A refund as the order page lists it. */
export interface OrderRefundView {
  id: number;
  amount: number;
  method: RefundMethod;
  reason: string;
  restock: boolean;
  createdByName: string;
  createdAt: Date;
}

/** A note on an order; `visibleToBuyer` ones also show on the buyer's order page. */
export interface OrderNoteView {
  id: number;
  body: string;
  visibleToBuyer: boolean;
  authorName: string;
  createdAt: Date;
}

/** A note of the shop as the buyer reads it on their order page. */
export type BuyerOrderNote = Pick<OrderNoteView, "id" | "body" | "createdAt">;

/** What the dashboard (`/admin`, `GET /api/admin/dashboard`) shows a role; a part the role may not see is absent. */
export interface DashboardView {
  sales?: {
    today: DashboardPeriod;
    month: DashboardPeriod;
    awaitingConfirmation: number;
    unmatchedTransfers: number;
    refundDue: number;
    newLeads: number;
    /** Money still to collect over every order, and the overdue part of it (common/amount-due.ts). */
    toCollect: { amount: number; orders: number; overdueAmount: number; overdueOrders: number };
  };
  lowStock: Array<{ id: number; name: string; stockQuantity: number }>;
  funnel?: { from: string; to: string; visitors: number; checkouts: number; orders: number; revenue: number };
  /** The service desk's open and overdue requests, for the roles that open /admin/service-requests, when any exist. */
  service?: { open: number; overdue: number };
}

export interface DashboardPeriod {
  /** Vietnam calendar days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  orders: number;
  /** The totals of the period's orders that are not canceled. */
  expected: number;
  /** What the shop keeps of the period's orders: paid minus refunded. */
  paid: number;
}

/** Counted stock at or under this many machines shows on the dashboard. */
export const LOW_STOCK_THRESHOLD = 3;

/** An order list cell (common/csv.ts's formula rule), quoted only when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  const text = typeof value === "string" ? formulaSafe(value) : value == null ? "" : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return csvFile(rows.map((row) => row.map(csvCell).join(",")));
}
