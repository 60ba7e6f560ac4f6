import { Link } from "react-router";
import { BANK_TRANSFER_PROVIDER_LABELS, BANK_TRANSFER_STATUS_LABELS, balanceText, type OrderBalance } from "#common/bank-transfers";
import { labelOf } from "#common/labels";
import { formatVnd } from "#common/money";
import type { BankTransferView } from "#common/bank-transfers";
import { ORDER_TIME_FORMAT } from "./order-status-badge";

const BALANCE_TONES: Record<OrderBalance["status"], string> = {
  matched: "text-green-800",
  partial: "text-amber-800",
  over: "text-violet-800",
};

/**
 * The transfers that paid an order, and what it still lacks ("thiếu") or received in excess ("thừa"): the content of
 * its panel. Money received on a canceled order is flagged until its refund is recorded.
 */
export function OrderBankTransfers({ transfers, balance }: { transfers: BankTransferView[]; balance: OrderBalance | null }) {
  const refundDue = transfers.some((transfer) => transfer.status === "refund-due");
  return transfers.length === 0 || !balance ? (
    <p className="text-gray-600">
      Chưa nhận chuyển khoản nào cho đơn này. Giao dịch chưa khớp đơn được gán ở trang{" "}
      <Link to="/admin/payments?status=unmatched" className="text-brand-700 hover:underline">
        Thanh toán
      </Link>
      .
    </p>
  ) : (
    <>
      <ul className="space-y-2">
        {transfers.map((transfer) => (
          <li key={transfer.id}>
            <p>
              <span className="font-medium tabular-nums">{formatVnd(transfer.amount)}</span>
              <span className="text-gray-500">
                {" "}
                · {ORDER_TIME_FORMAT.format(new Date(transfer.transactedAt))} · {labelOf(BANK_TRANSFER_PROVIDER_LABELS, transfer.provider)}
                {transfer.matchedBy === "staff" ? " · gán tay" : ""}
              </span>
            </p>
            <p className="break-words font-mono text-xs text-gray-600">{transfer.note}</p>
          </li>
        ))}
      </ul>
      <p className={`mt-3 border-t border-gray-100 pt-3 font-medium ${BALANCE_TONES[balance.status]}`} data-testid="order-transfer-balance">
        Đã nhận {formatVnd(balance.received)} / {formatVnd(balance.total)}: {balanceText(balance)}
      </p>
      {refundDue && (
        <p role="alert" className="mt-3 rounded-md bg-orange-50 p-3 font-medium text-orange-800" data-testid="order-refund-due">
          {BANK_TRANSFER_STATUS_LABELS["refund-due"]}: đơn đã hủy nhưng đã nhận {formatVnd(balance.received)}. Sau khi hoàn tiền cho khách, chọn
          trạng thái thanh toán “Đã hoàn tiền”.
        </p>
      )}
    </>
  );
}
