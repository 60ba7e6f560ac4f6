import { createActivationService } from "./activations";
import { createDealerMachineService } from "./dealer-machines";
import type { AfterSaleDeps } from "./deps";
import { createMachineService } from "./machines";
import { createReminderService } from "./reminders";
import { createServiceRequestService } from "./service-requests";

/** After the sale: machines by serial, warranty activations, service requests and maintenance reminders. */
export function createAfterSaleServices(deps: AfterSaleDeps) {
  return {
    machines: createMachineService(deps),
    activations: createActivationService(deps),
    dealerMachines: createDealerMachineService(deps),
    serviceRequests: createServiceRequestService(deps),
    reminders: createReminderService(deps),
    /** Public submissions per client and window (the photo upload counts four times as many). */
    limits: { rateLimit: deps.rateLimit, rateWindowMs: deps.rateWindowMs },
  };
}

export type AfterSaleServices = ReturnType<typeof createAfterSaleServices>;
