import type { StatementColumns, StatementRow } from "./bank-statement";
import { formatVnd } from "./money";

/**
 * Where an incoming bank transfer stands. matched / partial / over describe the order it pays: the sum of the
 * order's transfers against its total (less = partial, more = over). unmatched: no order found yet, for staff to
 * assign. duplicate: a second record (statement row and notification) of a transfer already counted. refund-due:
 * money for an order that was canceled and whose refund is not recorded yet (payment status "refunded").
 */
export const BANK_TRANSFER_STATUSES = ["matched", "partial", "over", "unmatched", "duplicate", "refund-due", "deposit"] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];

export const BANK_TRANSFER_STATUS_LABELS: Record<BankTransferStatus, string> = {
  matched: "Đã khớp đơn",
  partial: "Chuyển thiếu",
  over: "Chuyển thừa",
  unmatched: "Chưa khớp đơn",
  duplicate: "Trùng giao dịch đã có",
  "refund-due": "Cần hoàn tiền",
  // Decision 0042: the order's deposit is in, its rest is paid at delivery.
  deposit: "Đã nhận đặt cọc",
};

export interface OrderBalance {
  /** Whole dong received by transfer for the order. */
  received: number;
  total: number;
  status: "matched" | "partial" | "over";
  /** How much is missing (partial) or in excess (over); 0 when matched. */
  difference: number;
}

/** The transfers an order received against its total. */
export function orderBalance(total: number, received: number): OrderBalance {
  const status = received < total ? "partial" : received > total ? "over" : "matched";
  return { received, total, status, difference: Math.abs(total - received) };
}

/** What staff read next to an order's transfers: "thiếu 1.000đ", "thừa 1.000đ" or "đủ". */
export function balanceText(balance: Pick<OrderBalance, "status" | "difference">): string {
  if (balance.status === "partial") return `thiếu ${formatVnd(balance.difference)}`;
  if (balance.status === "over") return `thừa ${formatVnd(balance.difference)}`;
  return "đủ";
}

export const BANK_TRANSFER_PROVIDER_LABELS: Record<string, string> = { sepay: "SePay", statement: "Sao kê CSV" };

/** One line for staff about a transfer: the order it pays and how that order stands. */
export function transferResultText(transfer: { status: BankTransferStatus; orderId: number | null; difference: number }): string {
  if (transfer.status === "unmatched") return "Chưa khớp đơn nào";
  if (transfer.status === "duplicate") return "Trùng giao dịch đã ghi nhận, không tính lại";
  if (transfer.status === "refund-due") return `Đơn #${transfer.orderId} đã hủy: cần hoàn tiền`;
  if (transfer.status === "matched") return `Thanh toán đơn #${transfer.orderId}`;
  if (transfer.status === "deposit") return `Đặt cọc đơn #${transfer.orderId}: còn ${formatVnd(transfer.difference)} khi giao hàng`;
  return `Đơn #${transfer.orderId}: ${balanceText({ status: transfer.status, difference: transfer.difference })}`;
}

/** An incoming transfer as the admin's payments and order pages show it. */
export interface BankTransferView {
  id: number;
  provider: string;
  transactedAt: Date;
  amount: number;
  note: string;
  bankReference: string | null;
  gateway: string | null;
  orderId: number | null;
  matchedBy: string | null;
  duplicateOfId: number | null;
  status: BankTransferStatus;
  /** What the order still lacks or has in excess (partial / over); 0 otherwise. */
  difference: number;
  createdAt: Date;
}

/** What a statement row did (or would do) on import: stored with its status, seen before, or skipped. */
type StatementRowOutcome = BankTransferStatus | "seen" | "skipped";

export interface StatementRowResult extends Omit<StatementRow, "transactedAt"> {
  transactedAt: Date | null;
  outcome: StatementRowOutcome;
  orderId: number | null;
  difference: number;
}

/** A statement's preview or import result (POST /api/admin/bank-statements/preview and /import). */
export interface StatementPreview {
  header: string[];
  headerRow: number;
  /** Null until date, amount and note columns are known (remembered, guessed from the header, or chosen). */
  columns: StatementColumns | null;
  /** The columns a guess found, for the form to preselect when `columns` is null. */
  suggested: { [K in keyof StatementColumns]: number | null };
  /** The layout was seen before and its columns come from the last import. */
  remembered: boolean;
  rows: StatementRowResult[];
}
