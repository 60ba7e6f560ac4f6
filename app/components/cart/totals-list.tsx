import { formatVnd, VAT_LINE_EXPLANATION, VAT_LINE_LABEL, type Totals } from "#common/money";

/** Subtotal, free shipping, 10 % tax and total (spec section 9) — figures from `computeTotals`. */
export function TotalsList({ totals }: { totals: Totals }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-gray-600">Tạm tính</dt>
        <dd data-testid="summary-subtotal">{formatVnd(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-gray-600">Phí vận chuyển</dt>
        <dd className="text-brand-700">Miễn phí</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-gray-600">{VAT_LINE_LABEL}</dt>
        <dd data-testid="summary-tax">{formatVnd(totals.tax)}</dd>
      </div>
      <div className="flex justify-between border-t border-gray-200 pt-3 text-base font-bold">
        <dt>Tổng cộng</dt>
        <dd data-testid="summary-total" className="text-accent-700">
          {formatVnd(totals.total)}
        </dd>
      </div>
      <p data-testid="summary-vat-note" className="text-xs text-gray-500">
        {VAT_LINE_EXPLANATION}
      </p>
    </dl>
  );
}
