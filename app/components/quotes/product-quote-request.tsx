import { lazy, Suspense, useState } from "react";
import { useMessages } from "~/lib/language";
import { fill } from "#common/i18n-vi";
import type { productTexts } from "#common/page-texts/product";
import { usePageTexts } from "~/lib/language";

/** The form (and the schemas it checks with) is fetched on the first hover, focus or tap, never with the page. */
const loadForm = () => import("./quote-request-form");
const QuoteRequestForm = lazy(() => loadForm().then((module) => ({ default: module.QuoteRequestForm })));

/**
 * "Yêu cầu báo giá" on a product page: a cafe chain or a business asks for a quote of this machine in the page's
 * quantity, without adding it to a cart first.
 */
export function ProductQuoteRequest({ productId, productName, quantity }: { productId: number; productName: string; quantity: number }) {
  const [open, setOpen] = useState(false);
  const t = useMessages();
  const page = usePageTexts<typeof productTexts.vi>();
  if (!open) {
    return (
      <button
        type="button"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t.quoteRequest}
      </button>
    );
  }
  return (
    <div className="w-full">
      <Suspense fallback={<p className="mt-4 text-sm text-gray-600">{t.loading}</p>}>
        <QuoteRequestForm
          startOpen
          items={[{ productId, quantity }]}
          intro={fill(page.quoteIntro, { quantity, name: productName })}
        />
      </Suspense>
    </div>
  );
}
