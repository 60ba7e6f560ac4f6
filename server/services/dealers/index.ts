import type { PlaceOrder } from "../cart-and-orders/placement/place-order";
import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import { createAuthService } from "../staff-and-access/auth";
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from "../staff-and-access/passwords";
import type { SessionService } from "../staff-and-access/sessions";
import { createSecondStepService } from "../staff-and-access/two-factor";
import { createDealerAccountService, DEALER_ACCOUNTS } from "./accounts";
import type { OutboxEvents } from "../notifications/outbox-events";
import type { PlaceService } from "../places/places";
import { createDealerLeadService } from "./dealer-leads";
import { createDealerNetworkService } from "./dealer-network";
import { createServiceCentreRequestService } from "./service-centre-requests";
import type { Db } from "../../db/client";
import type { AuditActor } from "../staff-and-access/audit";

/**
 * The dealer network inside the shop (issue 43, decision 0053): dealer accounts and their sign-in (the staff
 * login's rate limits and slow-down, counted apart; the staff's two-step module over dealer accounts), and the network's prices, credit orders and ledger.
 */
export function createDealerServices(
  foundation: Foundation,
  deps: {
    placeOrder: PlaceOrder;
    settings: StoreSettingsService;
    places: PlaceService;
    outbox: OutboxEvents;
    sessions: SessionService;
    passwordHashing?: ScryptParams;
    /** The service desk's change of a request in a transaction; called only at run time, after everything is built. */
    applyServiceRequestChanges?: (executor: Db, requestId: number, changes: Record<string, unknown>, actor: AuditActor) => Promise<void>;
  },
) {
  const { db, rateLimiter, linkSecret, siteUrl, locations } = foundation;
  const passwordHashing = deps.passwordHashing ?? DEFAULT_SCRYPT_PARAMS;
  // Two-step sign-in as for staff (issue 43): the same module over the dealer accounts, its counters apart.
  const { service: dealerTwoFactor } = createSecondStepService({ db, sessions: deps.sessions, rateLimiter, secret: linkSecret, accounts: DEALER_ACCOUNTS });
  const accounts = createDealerAccountService(db, { passwordHashing, siteUrl, clearSecondStep: dealerTwoFactor.clear });
  // Service requests to service centres (decision 0064): the same window setting as leads; the desk's change rules
  // come from the after-sale services, built later (`applyServiceRequestChanges` is bound then).
  const serviceCentreRequests = createServiceCentreRequestService(db, {
    responseHours: (executor) => deps.settings.dealerLeadResponseHours(executor),
    nextCentre: (executor, request, tried) => deps.places.nearestServiceCentre(executor, request, tried),
    applyRequestChanges: (executor, requestId, changes, actor) => {
      if (!deps.applyServiceRequestChanges) throw new Error("service request changes are not wired");
      return deps.applyServiceRequestChanges(executor, requestId, changes, actor);
    },
    now: () => new Date(),
  });
  return {
    dealerAccounts: accounts,
    dealerTwoFactor,
    dealerAuth: createAuthService({
      users: accounts.credentials,
      accountKeyPrefix: "login:dealer",
      rateLimiter,
      secret: linkSecret,
      passwordHashing,
      onSignedIn: accounts.recordSignIn,
    }),
    dealers: {
      ...createDealerNetworkService(db, { placeOrder: deps.placeOrder, locations }),
      brandName: async () => (await deps.settings.siteInfo()).brandName,
    },
    dealerLeads: createDealerLeadService(db, {
      locations,
      responseHours: (executor) => deps.settings.dealerLeadResponseHours(executor),
      nextPlace: (executor, lead, tried) => deps.places.nextPlace(executor, lead, tried),
      leadRouted: (executor, lead, place) => deps.outbox.leadRouted(executor, lead, place),
      now: () => new Date(),
      // One expiry job for the portal: service requests move on with the leads (decision 0064).
      expireServiceRequest: (tx, requestId, assignmentId, at) => serviceCentreRequests.expireOne(tx, requestId, assignmentId, at),
    }),
    serviceCentreRequests,
  };
}
