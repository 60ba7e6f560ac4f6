import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { ConsultationProvider, useConsultation } from "./consultation-context";
import { LeadSeamsContext, type LeadSeams, type ProductOption, type TrialFormProps } from "./lead-seams";

// Form code loads where it is used (product pages, or the first time a trial dialog opens), not on every page.
const OnsiteTrialForm = lazy(() => import("./onsite-trial-form").then((module) => ({ default: module.OnsiteTrialForm })));
const TrialRegistrationDialog = lazy(() =>
  import("./trial-registration-dialog").then((module) => ({ default: module.TrialRegistrationDialog })),
);

/** Product pages' trial slot: the registration dialog (LT-300, LS-250) or the LS-200 on-site form. */
function TrialForm({ product, variant }: TrialFormProps) {
  return (
    <Suspense fallback={null}>
      {variant === "onsite" ? <OnsiteTrialForm product={product} /> : <TrialRegistrationDialog defaultProduct={product} />}
    </Suspense>
  );
}

function LeadSeamsBridge({ children }: { children: ReactNode }) {
  const consultation = useConsultation();
  const [trial, setTrial] = useState<{ open: boolean; product?: ProductOption; mounted?: boolean }>({ open: false });
  const seams = useMemo<LeadSeams>(
    () => ({
      openConsultation: (options) => consultation.open(options?.product),
      openTrial: (options) => setTrial({ open: true, product: options?.product, mounted: true }),
      TrialForm,
    }),
    [consultation],
  );
  return (
    <LeadSeamsContext.Provider value={seams}>
      {children}
      {trial.mounted && (
        <Suspense fallback={null}>
          <TrialRegistrationDialog
            key={trial.product ?? "any"}
            defaultProduct={trial.product}
            open={trial.open}
            onOpenChange={(open) => setTrial((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
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
