import type { CatalogService } from "../catalog/catalog";
import type { Foundation } from "../foundation";
import type { OutboxEvents } from "../notifications/outbox-events";
import type { PlaceService } from "../places/places";
import type { ConsentService } from "../privacy/consent";
import type { ServiceEvents } from "../service-options";
import { createLeadsService, type LeadsOptions } from "./leads";
import { createNewsletterService } from "./newsletter";

/** How a consent names the form it was given on. */
const LEAD_FORM_NAMES: Record<string, string> = {
  contact: "Biểu mẫu tư vấn",
  trial: "Biểu mẫu đăng ký dùng thử",
  "onsite-trial": "Biểu mẫu dùng thử tại cửa hàng",
};

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
      noticeVersion: () => deps.consent.noticeVersion(),
      onStored: async (executor, lead) => {
        await outbox.leadStored(executor, lead);
        // A dealer gets the lead only with the visitor's recorded consent (issue 45, decision 0062); otherwise the
        // brand's own sales, who have every lead's alert, answer it.
        const shared = lead.dealerSharing
          ? (await deps.consent.recordChoices(executor, { dealerSharing: true }, { phone: lead.values.phone }, LEAD_FORM_NAMES[lead.values.source ?? "contact"] ?? "Biểu mẫu liên hệ", lead.dealerSharing.noticeVersion)).includes("dealer-sharing")
          : false;
        const routed = await places.routeLead(executor, lead, { toPlace: shared });
        if (routed) await outbox.leadRouted(executor, lead, routed);
        events.leadStored?.(lead);
      },
    }),
    newsletter: createNewsletterService(rateLimiter, idempotency, deps.consent),
  };
}
