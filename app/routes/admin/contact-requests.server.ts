import type { AuditRow } from "#common/audit";
import type { LeadRouting } from "#common/places";
import { leadListQuerySchema } from "#common/schemas/leads";
import type { OutboxMessage } from "~/components/admin/outbox-messages";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/contact-requests";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = leadListQuerySchema.safeParse({ ...params, pageSize: PAGE_SIZE });
  const query = parsed.success ? parsed.data : leadListQuerySchema.parse({ pageSize: PAGE_SIZE });
  try {
    const list = await context.services.leads.list(query);
    const history = await context.services.audit.forEntities(
      "lead",
      list.items.map((lead) => lead.id),
    );
    // Lead routing (issue 33): where each lead was sent and the alert queued to it.
    const routing = await context.services.places.routingOf(list.items);
    // Each lead's messages (the shop's e-mail, the buyer's Zalo message; decision 0040), by lead id.
    const messageRows = await context.services.notifications.listForMany(list.items.map((lead) => `contact-request:${lead.id}`));
    const messages = Object.fromEntries(Object.entries(messageRows).map(([ref, rows]) => [ref.slice("contact-request:".length), rows]));
    return { list, history, routing, messages, loadError: false as const };
  } catch (error) {
    console.error("admin contact requests: load failed", error);
    return {
      list: null,
      history: {} as Record<string, AuditRow[]>,
      routing: undefined as LeadRouting | undefined,
      messages: {} as Record<string, OutboxMessage[]>,
      loadError: true as const,
    };
  }
}

/** The same leads service as `PUT /api/contact-requests/{id}/status`. */
export const action = adminActions({
  status: ({ services, id, payload, actor }) => services.leads.updateStatus(id("Mã yêu cầu"), payload.status, actor),
  /** The same service as `PUT /api/admin/contact-requests/{id}/place`: staff re-route a lead. */
  route: ({ services, id, payload, actor }) => services.places.rerouteLead(id("Mã yêu cầu"), payload, actor),
  // The same as POST /api/admin/notifications/{id}/resend.
  resend: ({ services, id }) => services.notifications.resend(id("Mã tin nhắn")),
});
