import { Form, Link, useNavigation } from "react-router";
import {
  BANK_TRANSFER_PROVIDER_LABELS,
  BANK_TRANSFER_STATUS_LABELS,
  transferResultText,
  type BankTransferStatus,
  type BankTransferView,
} from "#common/bank-transfers";
import { labelOf } from "#common/labels";
import { formatVnd } from "#common/money";
import { AdminTable, type AdminColumn } from "./ui/admin-table";
import { ORDER_TIME_FORMAT } from "./order-status-badge";

const TONES: Record<BankTransferStatus, string> = {
  matched: "bg-green-50 text-green-800 ring-green-200",
  partial: "bg-amber-50 text-amber-800 ring-amber-200",
  over: "bg-violet-50 text-violet-800 ring-violet-200",
  unmatched: "bg-red-50 text-red-700 ring-red-200",
  duplicate: "bg-gray-100 text-gray-700 ring-gray-300",
  "refund-due": "bg-orange-50 text-orange-800 ring-orange-300",
  deposit: "bg-sky-50 text-sky-800 ring-sky-200",
};

export function BankTransferStatusBadge({ status }: { status: BankTransferStatus }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status]}`}>
      {BANK_TRANSFER_STATUS_LABELS[status]}
    </span>
  );
}

/** An unmatched transfer is given to an order by its number; the order is then settled as if the note had named it. */
function AssignForm({ transfer }: { transfer: BankTransferView }) {
  const busy = useNavigation().state !== "idle";
  const inputId = `assign-order-${transfer.id}`;
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="id" value={transfer.id} />
      <label htmlFor={inputId} className="sr-only">
        Mã đơn hàng cho giao dịch #{transfer.id}
      </label>
      <input
        id={inputId}
        name="orderId"
        inputMode="numeric"
        pattern="[0-9]*"
        required
        placeholder="Mã đơn"
        className="w-24 rounded-md border border-gray-300 px-2 py-1"
      />
      <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-3 py-1 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
        Gán
      </button>
    </Form>
  );
}

const TRANSFER_COLUMNS: AdminColumn[] = [
  { label: "Thời gian" },
  { label: "Số tiền", numeric: true },
  { label: "Nội dung chuyển khoản" },
  { label: "Nguồn" },
  { label: "Trạng thái" },
  { label: "Đơn hàng" },
];

/** Incoming transfers: when, how much, the note, where it came from, and the order it pays (or a form to assign one). */
export function BankTransferTable({ transfers, caption = "Giao dịch chuyển khoản đến" }: { transfers: BankTransferView[]; caption?: string }) {
  if (transfers.length === 0) {
    return <p className="mt-4 rounded-lg border border-dashed border-gray-300 bg-white p-6 text-gray-600">Chưa có giao dịch nào.</p>;
  }
  return (
    <AdminTable caption={caption} columns={TRANSFER_COLUMNS} className="mt-4">
      {transfers.map((transfer) => (
        <tr key={transfer.id} className="border-t border-gray-100" data-testid="bank-transfer-row">
          <td className="whitespace-nowrap px-4 py-3 text-gray-600">{ORDER_TIME_FORMAT.format(new Date(transfer.transactedAt))}</td>
          <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">{formatVnd(transfer.amount)}</td>
          <td className="max-w-md break-words px-4 py-3 font-mono text-xs">{transfer.note}</td>
          <td className="whitespace-nowrap px-4 py-3 text-gray-600">
            {labelOf(BANK_TRANSFER_PROVIDER_LABELS, transfer.provider)}
            {transfer.bankReference && <span className="block text-xs text-gray-500">{transfer.bankReference}</span>}
          </td>
          <td className="px-4 py-3">
            <BankTransferStatusBadge status={transfer.status} />
          </td>
          <td className="px-4 py-3">
            {transfer.status === "unmatched" ? (
              <AssignForm transfer={transfer} />
            ) : transfer.orderId !== null ? (
              <Link to={`/admin/orders/${transfer.orderId}`} className="text-brand-700 hover:underline">
                {transferResultText(transfer)}
              </Link>
            ) : (
              <span className="text-gray-600">{transferResultText(transfer)} (#{transfer.duplicateOfId})</span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
