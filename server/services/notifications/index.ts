import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import { createSecretBox } from "../foundation/secret-box";
import { createNotificationService } from "./notifications";
import { createMailTemplates } from "./mail-templates";
import { outboxEvents } from "./outbox-events";
import { DEFAULT_ZALO_ENDPOINTS, zaloApi, type ZaloEndpoints } from "./zalo-api";
import { createZaloChannel } from "./zalo-channel";

/** The outbox (e-mail and Zalo ZNS, decision 0040) and what each event of the shop puts into it. */
export function createNotificationServices(
  foundation: Foundation,
  deps: {
    settings: StoreSettingsService;
    orderUrl(orderId: number): string;
    zaloEndpoints?: ZaloEndpoints;
    /** Encrypts provider secrets stored in the database (the link secret when unset). */
    secretsKey?: string;
    outboxLeaseMs?: number;
  },
) {
  const { db, linkSecret, siteUrl } = foundation;
  const notifications = createNotificationService(db, undefined, { leaseMs: deps.outboxLeaseMs });
  const zalo = createZaloChannel({
    db,
    notifications,
    api: zaloApi(deps.zaloEndpoints ?? DEFAULT_ZALO_ENDPOINTS),
    box: createSecretBox(deps.secretsKey ?? linkSecret),
    linkSecret,
    siteUrl,
  });
  const mailTemplates = createMailTemplates(db);
  return { notifications, zalo, mailTemplates, outbox: outboxEvents(notifications, { settings: deps.settings, orderUrl: deps.orderUrl, zalo, mailTemplates }) };
}
