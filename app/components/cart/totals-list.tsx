import { formatVnd, type Totals } from "#common/money";
import { usePageMessages } from "~/lib/page-messages";

/** Subtotal, free shipping, 10 % tax and total (spec section 9) — figures from `computeTotals`. */
export function TotalsList({ totals }: { totals: Totals }) {
  const t = usePageMessages();
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-gray-600">{t.subtotal}</dt>
        <dd data-testid="summary-subtotal">{formatVnd(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-gray-600">{t.shipping}</dt>
        <dd className="text-brand-700">{t.freeShipping}</dd>
      </div>
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
