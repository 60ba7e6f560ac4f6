import type { OrderPayment } from "#common/amount-due";
import { formatVnd } from "#common/money";
import type { EInvoiceRecord, InvoiceDetails } from "#common/quotes";

/**
 * On the buyer's order page (decisions 0042, 0051): the deposit, what is paid, refunded and still due, the VAT
 * invoice details and the e-invoice.
 */
export function OrderBusinessSummary({
  order,
  payment,
}: {
  order: { invoice: InvoiceDetails | null; einvoice: EInvoiceRecord | null };
  payment: OrderPayment;
}) {
  const einvoice = order.einvoice && order.einvoice.mode !== "pending" ? order.einvoice : null;
  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 text-sm text-gray-700">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {payment.deposit > 0 && (<><dt>Đặt cọc</dt><dd className="text-right tabular-nums">{formatVnd(payment.deposit)}{payment.depositPaid ? " ✓" : ""}</dd></>)}
        <dt>Đã thanh toán</dt><dd className="text-right tabular-nums" data-testid="amount-paid">{formatVnd(payment.amountPaid)}</dd>
        {payment.amountRefunded > 0 && (<><dt>Đã hoàn lại</dt><dd className="text-right tabular-nums" data-testid="amount-refunded">{formatVnd(payment.amountRefunded)}</dd></>)}
        <dt className="font-medium">Còn phải thanh toán</dt><dd className="text-right font-medium tabular-nums" data-testid="amount-due">{formatVnd(payment.amountDue)}</dd>
      </dl>
      {payment.restOnDelivery && <p data-testid="rest-on-delivery">Phần còn lại {formatVnd(payment.amountDue)} thanh toán khi giao hàng.</p>}
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
