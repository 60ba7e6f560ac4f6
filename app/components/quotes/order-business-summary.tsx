import type { OrderPayment } from "#common/amount-due";
import { formatVnd } from "#common/money";
import type { EInvoiceRecord, InvoiceDetails } from "#common/quotes";
import { fill } from "#common/i18n-vi";
import type { OrderTexts } from "#common/page-texts/order";
import { usePageTexts } from "~/lib/language";

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
  const t = usePageTexts<OrderTexts>();
  const einvoice = order.einvoice && order.einvoice.mode !== "pending" ? order.einvoice : null;
  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 text-sm text-gray-700">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {payment.deposit > 0 && (<><dt>{t.deposit}</dt><dd className="text-right tabular-nums">{formatVnd(payment.deposit)}{payment.depositPaid ? " ✓" : ""}</dd></>)}
        <dt>{t.paid}</dt><dd className="text-right tabular-nums" data-testid="amount-paid">{formatVnd(payment.amountPaid)}</dd>
        {payment.amountRefunded > 0 && (<><dt>{t.refunded}</dt><dd className="text-right tabular-nums" data-testid="amount-refunded">{formatVnd(payment.amountRefunded)}</dd></>)}
        <dt className="font-medium">{t.due}</dt><dd className="text-right font-medium tabular-nums" data-testid="amount-due">{formatVnd(payment.amountDue)}</dd>
      </dl>
      {payment.restOnDelivery && <p data-testid="rest-on-delivery">{fill(t.restOnDelivery, { amount: formatVnd(payment.amountDue) })}</p>}
      {order.invoice && (
        <div>
          <p className="font-medium">{t.vatInvoice}</p>
          <p lang="vi">{order.invoice.companyName}</p>
          <p>{fill(t.taxCode, { code: order.invoice.taxCode })}</p>
          <p lang="vi" translate="no">{order.invoice.address}</p>
          <p>{fill(t.invoiceEmail, { email: order.invoice.email })}</p>
        </div>
      )}
      {einvoice && (
        <div data-testid="einvoice">
          <p className="font-medium">{fill(t.einvoice, { number: einvoice.number })}</p>
          <p>{t.einvoiceLookupCode}<span className="font-mono">{einvoice.lookupCode}</span></p>
          {einvoice.lookupUrl && <a href={einvoice.lookupUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">{t.einvoiceLookup}</a>}
        </div>
      )}
    </div>
  );
}
