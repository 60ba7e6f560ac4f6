import type { ReactNode } from "react";
import type { ProductOption } from "#common/leads";
import { usePrefetchWhenIdle } from "./consultation-context";
import { loadTrialDialog, useTrialDialog } from "./lead-provider";
import type { TriggerProps } from "./lead-triggers";

/** A button that opens the trial-registration dialog with `product` preselected. */
export function TrialTrigger({ product, children, className, "aria-label": ariaLabel }: TriggerProps & { product?: ProductOption }) {
  const openTrial = useTrialDialog();
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      data-early-tap="trial"
      data-product={product}
      onClick={() => openTrial(product)}
    >
      {children}
    </button>
  );
}

/** The trial-registration button of the LT-300 and LS-250 pages; the dialog's code is fetched while the page idles. */
function TrialOffer({ product }: { product: ProductOption }) {
  usePrefetchWhenIdle(loadTrialDialog);
  return (
    <TrialTrigger product={product} className="rounded-md bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-600">
      Đăng ký dùng thử miễn phí
    </TrialTrigger>
  );
}

/**
 * A product page's trial section: `contact` opens the trial-registration dialog (LT-300, LS-250); `onsite` holds
 * the on-site trial form given as children (the LS-200 page's own code carries it, so it hydrates with the section).
 */
export function TrialSection({
  product,
  variant,
  title,
  children,
}: {
  product: ProductOption;
  variant: "contact" | "onsite";
  title: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`trial-${variant}-${product}`} className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      {/* p-6 on phones: the on-site form's inputs get the width of the dialogs' lead forms. */}
      <h2 id={`trial-${variant}-${product}`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">
        {variant === "onsite" ? children : <TrialOffer product={product} />}
      </div>
    </section>
  );
}
