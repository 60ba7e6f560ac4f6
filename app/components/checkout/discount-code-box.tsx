import { useState } from "react";
import type { Totals } from "#common/money";
import { api, ApiError } from "~/lib/api-client";
import { useLanguage } from "~/lib/language";
import type { Language } from "#common/i18n";

/**
 * The field's words in both checkout languages. Kept here, in the checkout's own chunk, rather than in the shared
 * catalogue (common/i18n-*.ts) that every storefront page loads: the home and product pages are at their JavaScript
 * budget (decision 0025), and only the checkout needs these.
 */
const WORDS: Record<Language, { label: string; apply: string; remove: string; applied: (code: string) => string; failed: string }> = {
  vi: { label: "Mã giảm giá", apply: "Áp dụng", remove: "Bỏ mã", applied: (code) => `Đã áp dụng mã ${code}`, failed: "Không áp dụng được mã giảm giá" },
  en: { label: "Discount code", apply: "Apply", remove: "Remove code", applied: (code) => `Code ${code} applied`, failed: "The discount code could not be applied" },
};

/** A code the server accepted for this cart, with the totals it priced (shown until the order is placed). */
export interface AppliedCode {
  code: string;
  totals: Totals;
}

/**
 * The checkout's discount-code field: the server checks the code against the cart and answers the totals; the
 * order sends the code again and the server decides once more (the figure shown here is never sent as a discount).
 */
export function DiscountCodeBox({ applied, onChange }: { applied: AppliedCode | null; onChange: (applied: AppliedCode | null) => void }) {
  const t = WORDS[useLanguage().language];
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await api.post<AppliedCode>("/api/discount-codes/check", { code }));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t.failed);
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <p className="mb-4 flex items-center justify-between gap-2 rounded-md bg-brand-50 p-2 text-sm text-brand-900" role="status">
        <span>{t.applied(applied.code)}</span>
        <button type="button" onClick={() => onChange(null)} className="font-medium text-brand-700 hover:underline">
          {t.remove}
        </button>
      </p>
    );
  }
  return (
    <div className="mb-4">
      <label htmlFor="discount-code" className="block text-sm font-medium text-gray-700">
        {t.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="discount-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "discount-code-error" : undefined}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm uppercase"
        />
        <button type="button" onClick={() => void apply()} disabled={busy} className="rounded-md border border-brand-700 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60">
          {t.apply}
        </button>
      </div>
      {error && (
        <p id="discount-code-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
