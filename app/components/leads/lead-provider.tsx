import { useMemo, useState, type ReactNode } from "react";
import { ConsultationProvider, useConsultation } from "./consultation-dialog";
import { LeadSeamsContext, type LeadSeams, type ProductOption, type TrialFormProps } from "./lead-seams";
import { OnsiteTrialForm } from "./onsite-trial-form";
import { TrialRegistrationDialog } from "./trial-registration-dialog";

/** Product pages' trial slot: the registration dialog (LT-300, LS-250) or the LS-200 on-site form. */
function TrialForm({ product, variant }: TrialFormProps) {
  return variant === "onsite" ? <OnsiteTrialForm product={product} /> : <TrialRegistrationDialog defaultProduct={product} />;
}

function LeadSeamsBridge({ children }: { children: ReactNode }) {
  const consultation = useConsultation();
  const [trial, setTrial] = useState<{ open: boolean; product?: ProductOption }>({ open: false });
  const seams = useMemo<LeadSeams>(
    () => ({
      openConsultation: (options) => consultation.open(options?.product),
      openTrial: (options) => setTrial({ open: true, product: options?.product }),
      TrialForm,
    }),
    [consultation],
  );
  return (
    <LeadSeamsContext.Provider value={seams}>
      {children}
      <TrialRegistrationDialog
        key={trial.product ?? "any"}
        defaultProduct={trial.product}
        open={trial.open}
        onOpenChange={(open) => setTrial((current) => ({ ...current, open }))}
      />
    </LeadSeamsContext.Provider>
  );
}

/** Mounted once in the root layout: the site-wide consultation dialog, the trial dialog, and the product-page forms. */
export function LeadProvider({ children }: { children: ReactNode }) {
  return (
    <ConsultationProvider>
      <LeadSeamsBridge>{children}</LeadSeamsBridge>
    </ConsultationProvider>
  );
}
