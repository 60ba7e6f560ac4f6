import type { ServiceCoverage, ServiceMode, ServiceProblem, ServiceSlot, ServiceStatus, WarrantyStatus } from "#common/after-sale";
import type { WarrantyTexts } from "#common/page-texts/warranty";

/**
 * The labels of the after-sale choices in the page's language, from the warranty catalogue
 * (common/page-texts/warranty.ts): the warranty page's forms and an owner's service request page.
 */
export function labelsIn(t: WarrantyTexts) {
  return {
    warranty: { valid: t.warrantyValid, expired: t.warrantyExpired, not_activated: t.warrantyNotActivated } satisfies Record<WarrantyStatus, string>,
    status: {
      new: t.statusNew,
      scheduled: t.statusScheduled,
      in_progress: t.statusInProgress,
      waiting_parts: t.statusWaitingParts,
      resolved: t.statusResolved,
      closed: t.statusClosed,
      canceled: t.statusCanceled,
    } satisfies Record<ServiceStatus, string>,
    problem: {
      not_heating: t.problemNotHeating,
      leaking: t.problemLeaking,
      error_code: t.problemErrorCode,
      weak_extraction: t.problemWeakExtraction,
      noise: t.problemNoise,
      maintenance: t.problemMaintenance,
      other: t.problemOther,
    } satisfies Record<ServiceProblem, string>,
    mode: { onsite: t.modeOnsite, bring_in: t.modeBringIn } satisfies Record<ServiceMode, string>,
    slot: { morning: t.slotMorning, afternoon: t.slotAfternoon, evening: t.slotEvening } satisfies Record<ServiceSlot, string>,
    coverage: { undecided: t.coverageUndecided, warranty: t.coverageWarranty, paid: t.coveragePaid } satisfies Record<ServiceCoverage, string>,
  };
}
