import type { PaymentParts } from "#common/business-buyers";
import { formatVnd } from "#common/money";
import type { EInvoiceRecord, InvoiceDetails } from "#common/quotes";

/** On the buyer's order page (decision 0042): the deposit, paid and due, the VAT invoice details and the e-invoice. */
export function OrderBusinessSummary({
  order,
  payment,
}: {
  order: { invoice: InvoiceDetails | null; installationFee: number; einvoice: EInvoiceRecord | null };
  payment: PaymentParts;
}) {
  const einvoice = order.einvoice && order.einvoice.mode !== "pending" ? order.einvoice : null;
  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 text-sm text-gray-700">
      {order.installationFee > 0 && <p>Gồm phí giao hàng và lắp đặt: {formatVnd(order.installationFee)} (chưa VAT)</p>}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {payment.deposit > 0 && (<><dt>Đặt cọc</dt><dd className="text-right tabular-nums">{formatVnd(payment.deposit)}{payment.depositPaid ? " ✓" : ""}</dd></>)}
        <dt>Đã thanh toán</dt><dd className="text-right tabular-nums" data-testid="amount-paid">{formatVnd(payment.amountPaid)}</dd>
        <dt className="font-medium">Cần thanh toán</dt><dd className="text-right font-medium tabular-nums" data-testid="amount-due">{formatVnd(payment.amountDue)}</dd>
      </dl>
      {order.invoice && (
        <div>
          <p className="font-medium">Hóa đơn VAT</p>
          <p>{order.invoice.companyName}</p>
          <p>Mã số thuế: {order.invoice.taxCode}</p>
          <p>{order.invoice.address}</p>
          <p>Gửi hóa đơn tới: {order.invoice.email}</p>
        </div>
      )}
      {einvoice && (
        <div data-testid="einvoice">
          <p className="font-medium">Hóa đơn điện tử số {einvoice.number}</p>
          <p>Mã tra cứu: <span className="font-mono">{einvoice.lookupCode}</span></p>
          {einvoice.lookupUrl && <a href={einvoice.lookupUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">Tra cứu hóa đơn</a>}
        </div>
      )}
    </div>
  );
}
