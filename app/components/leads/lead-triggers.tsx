/**
 * The consultation button, which the floating call button puts on every page (so this module ships in every page's
 * first JavaScript); the trial buttons and section, drawn only by sections loaded later, are in trial-triggers.tsx.
 */
import type { ReactNode } from "react";
import { useConsultation } from "./consultation-context";

export interface TriggerProps {
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
}

/** A button that opens the consultation dialog; `product` is the page's context name (default 'Chưa xác định'). */
export function ConsultationTrigger({ product, children, className, "aria-label": ariaLabel }: TriggerProps & { product?: string }) {
  const consultation = useConsultation();
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      data-early-tap="consultation"
      data-product={product}
      onClick={() => consultation.open(product)}
    >
      {children}
    </button>
  );
}
