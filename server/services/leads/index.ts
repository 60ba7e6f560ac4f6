import type { CatalogService } from "../catalog/catalog";
import type { Foundation } from "../foundation";
import type { OutboxEvents } from "../notifications/outbox-events";
import type { PlaceService } from "../places/places";
import type { ConsentService } from "../privacy/consent";
import type { ServiceEvents } from "../service-options";
import { createLeadsService, type LeadsOptions } from "./leads";
import { createNewsletterService } from "./newsletter";

/** Contact and trial requests (mailed to the shop, routed to the nearest dealer), and the newsletter. */
export function createLeadServices(
  foundation: Foundation,
  deps: { options?: LeadsOptions; catalog: CatalogService; places: PlaceService; outbox: OutboxEvents; events: ServiceEvents; consent: ConsentService },
) {
  const { db, rateLimiter, idempotency } = foundation;
  const { places, outbox, events } = deps;
  return {
    leads: createLeadsService(db, rateLimiter, idempotency, {
      ...deps.options,
      // The trial forms' models come from the catalogue (issue 37), not a list in code.
      models: () => deps.catalog.listModels(),
      onStored: async (executor, lead) => {
        await outbox.leadStored(executor, lead);
        const routed = await places.routeLead(executor, lead);
        if (routed) await outbox.leadRouted(executor, lead, routed);
        events.leadStored?.(lead);
      },
    }),
    newsletter: createNewsletterService(rateLimiter, idempotency, deps.consent),
  };
}
