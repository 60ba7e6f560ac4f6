import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import type { OutboxEvents } from "../notifications/outbox-events";
import type { Actor } from "../staff-and-access/audit";
import { assignLeadToPortal } from "../dealers/dealer-leads";
import { createPlaceService } from "./places";

/** Dealers and service centres (issue 33): the settings' regional offices are places too, and leads are routed. */
export function createPlaceServices(foundation: Foundation, deps: { settings: StoreSettingsService; outbox: OutboxEvents }) {
  const { db, locations, publicContent } = foundation;
  const places = createPlaceService(db, {
    locations,
    routingEnabled: (executor) => deps.settings.leadRouting(executor),
    placesChanged: () => publicContent.publicContentChanged({ kind: "places" }),
    // The dealer portal's answer window opens with each routing (issue 43).
    leadRouted: async (executor, leadId, placeId) => assignLeadToPortal(executor, leadId, placeId, new Date(), await deps.settings.dealerLeadResponseHours(executor)),
  });
  deps.settings.whenSaved((tx, settings) => places.syncOffices(tx, settings.offices));
  return {
    places: {
      ...places,
      /** Staff re-route a lead; the new place gets the lead's alert in the same transaction. */
      rerouteLead: (leadId: number, body: unknown, actor: Actor) =>
        places.rerouteLead(leadId, body, actor, (tx, lead, place) => deps.outbox.leadRouted(tx, { id: lead.id, values: lead }, place)),
    },
  };
}
