import { formatVnd, type Totals } from "#common/money";
import { usePageMessages } from "~/lib/page-messages";

/**
 * Subtotal, a discount code's line when there is one (taken off before VAT), free shipping, 10 % tax and total
 * (spec section 9) — figures from `computeTotals` / `discountedTotals`, or an order's printed figures
 * (`printableOrder`, whose subtotal includes a quote's installation fee line: then no "free shipping" row).
 */
export function TotalsList({ totals, freeShipping = true }: { totals: Totals & { discountCode?: string | null }; freeShipping?: boolean }) {
  const t = usePageMessages();
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-gray-600">{t.subtotal}</dt>
        <dd data-testid="summary-subtotal">{formatVnd(totals.subtotal)}</dd>
      </div>
      {totals.discount ? (
        <div className="flex justify-between">
          <dt className="text-gray-600">{totals.discountCode ? `${t.discount} (${totals.discountCode})` : t.discount}</dt>
          <dd data-testid="summary-discount" className="text-brand-700">
            -{formatVnd(totals.discount)}
          </dd>
        </div>
      ) : null}
      {freeShipping && (
        <div className="flex justify-between">
          <dt className="text-gray-600">{t.shipping}</dt>
          <dd className="text-brand-700">{t.freeShipping}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-gray-600">{t.vatLine}</dt>
        <dd data-testid="summary-tax">{formatVnd(totals.tax)}</dd>
      </div>
      <div className="flex justify-between border-t border-gray-200 pt-3 text-base font-bold">
        <dt>{t.total}</dt>
        <dd data-testid="summary-total" className="text-accent-700">
          {formatVnd(totals.total)}
        </dd>
      </div>
      <p data-testid="summary-vat-note" className="text-xs text-gray-500">
        {t.vatNote}
      </p>
    </dl>
  );
}
