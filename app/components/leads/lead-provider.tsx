import type { ReactNode } from "react";
import { LeadSeamsContext, type LeadSeams } from "./lead-seams";

/**
 * Mounted once in the root layout. The leads feature replaces this body: render its consultation and
 * trial dialogs here and provide their openers (and its TrialForm) through `LeadSeamsContext`.
 */
const noLeadFeatures: LeadSeams = {};

export function LeadProvider({ children }: { children: ReactNode }) {
  return <LeadSeamsContext.Provider value={noLeadFeatures}>{children}</LeadSeamsContext.Provider>;
}
