import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { HOTLINE } from "~/lib/site";

/**
 * Seams for the leads feature (consultation dialog, trial-registration dialog and inline trial forms).
 * The storefront renders triggers and slots; the leads feature fills them by providing `LeadSeamsContext`
 * (see lead-provider.tsx). Without a provider the triggers fall back to calling the hotline.
 */
export type ProductOption = "LT-150" | "LT-300" | "LS-200" | "LS-250";

export interface TrialFormProps {
  /** Preselected machine. */
  product: ProductOption;
  /** `contact` = the contact-request trial form (LT-300, LS-250); `onsite` = the LS-200 on-site trial form. */
  variant: "contact" | "onsite";
}

export interface LeadSeams {
  /** Opens the consultation dialog; `product` is the page's context name (default 'Chưa xác định'). */
  openConsultation?: (options?: { product?: string }) => void;
  /** Opens the trial-registration dialog. */
  openTrial?: (options?: { product?: ProductOption }) => void;
  /** Inline trial form shown on product pages. */
  TrialForm?: ComponentType<TrialFormProps>;
}

export const LeadSeamsContext = createContext<LeadSeams>({});

export function useLeadSeams(): LeadSeams {
  return useContext(LeadSeamsContext);
}

interface TriggerProps {
  children: ReactNode;
  className?: string;
  product?: string;
  "aria-label"?: string;
}

/** A button that runs `onOpen`, or a link calling the hotline when the leads feature registered no dialog. */
function OpenOrCallTrigger({ onOpen, children, className, "aria-label": ariaLabel }: Omit<TriggerProps, "product"> & { onOpen?: () => void }) {
  if (!onOpen) {
    return (
      <a href={HOTLINE.href} className={className} aria-label={ariaLabel}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} aria-label={ariaLabel} onClick={onOpen}>
      {children}
    </button>
  );
}

/** Opens the consultation dialog, or calls the hotline when no dialog is registered. */
export function ConsultationTrigger({ product, ...rest }: TriggerProps) {
  const { openConsultation } = useLeadSeams();
  return <OpenOrCallTrigger {...rest} onOpen={openConsultation && (() => openConsultation({ product }))} />;
}

/** Opens the trial-registration dialog, or calls the hotline when no dialog is registered. */
export function TrialTrigger({ product, ...rest }: Omit<TriggerProps, "product"> & { product?: ProductOption }) {
  const { openTrial } = useLeadSeams();
  return <OpenOrCallTrigger {...rest} onOpen={openTrial && (() => openTrial({ product }))} />;
}

/** Where a product page shows its trial form; a call-to-action card until the leads feature registers the form. */
export function TrialFormSlot({ product, variant, title }: TrialFormProps & { title: string }) {
  const { TrialForm } = useLeadSeams();
  return (
    <section aria-labelledby={`trial-${variant}-${product}`} className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h2 id={`trial-${variant}-${product}`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {TrialForm ? (
        <div className="mt-4">
          <TrialForm product={product} variant={variant} />
        </div>
      ) : (
        <div className="mt-3 space-y-4 text-gray-700">
          <p>
            {variant === "onsite"
              ? "Chúng tôi mang máy đến tận quán của bạn trên toàn quốc để bạn pha thử với nguyên liệu của mình — hoàn toàn miễn phí."
              : "Đăng ký dùng thử miễn phí tại quán của bạn hoặc tại trung tâm gần nhất, kỹ thuật viên hướng dẫn trực tiếp."}
          </p>
          <TrialTrigger
            product={product}
            className="inline-flex items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Đăng ký dùng thử {product}
          </TrialTrigger>
        </div>
      )}
    </section>
  );
}
