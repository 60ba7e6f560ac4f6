import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { ProductOption } from "#common/leads";
import { takeEarlyTap } from "~/lib/early-taps";
import { ConsultationProvider, useConsultation } from "./consultation-context";

/** The trial dialog's code loads when a page offers the trial (idle time) or at the latest when it opens. */
export const loadTrialDialog = () => import("./trial-registration-dialog");
const TrialRegistrationDialog = lazy(() => loadTrialDialog().then((module) => ({ default: module.TrialRegistrationDialog })));

const TrialDialogContext = createContext<((product?: ProductOption) => void) | null>(null);

/** One trial-registration dialog for the whole site, opened with a preselected machine or none. */
function TrialDialogProvider({ children }: { children: ReactNode }) {
  // Mounted on the first open and kept afterwards, so a closed dialog keeps what the visitor typed.
  const [trial, setTrial] = useState<{ open: boolean; product?: ProductOption; mounted: boolean }>({ open: false, mounted: false });
  const openTrial = useCallback((product?: ProductOption) => setTrial({ open: true, product, mounted: true }), []);
  return (
    <TrialDialogContext.Provider value={openTrial}>
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
    </TrialDialogContext.Provider>
  );
}

/** Opens the trial-registration dialog; `product` preselects the machine. */
export function useTrialDialog(): (product?: ProductOption) => void {
  const openTrial = useContext(TrialDialogContext);
  if (!openTrial) throw new Error("useTrialDialog must be used inside <LeadProvider>");
  return openTrial;
}

/** Mounted once in the root layout: the site-wide consultation dialog and trial-registration dialog. */
export function LeadProvider({ children }: { children: ReactNode }) {
  return (
    <ConsultationProvider>
      <TrialDialogProvider>
        {children}
        <EarlyTapReplay />
      </TrialDialogProvider>
    </ConsultationProvider>
  );
}

/** Opens the dialog a visitor tapped for before hydration (app/lib/early-taps.ts). */
function EarlyTapReplay() {
  const consultation = useConsultation();
  const openTrial = useTrialDialog();
  useEffect(() => {
    const tap = takeEarlyTap();
    if (tap?.kind === "trial") openTrial(tap.product as ProductOption | undefined);
    else if (tap?.kind === "consultation") consultation.open(tap.product);
    // Once, after the first hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
