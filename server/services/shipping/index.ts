import { eq } from "drizzle-orm";
import { specRowsOf } from "#common/product-content";
import { parcelGramsOf } from "#common/shipments";
import { products } from "../../db/schema";
import type { MachineService } from "../after-sale/machines";
import type { OrderEvents } from "../cart-and-orders/order-events";
import type { OrderService } from "../cart-and-orders/orders";
import type { StoreSettingsService } from "../content/store-settings";
import type { Foundation } from "../foundation";
import { createSecretBox } from "../foundation/secret-box";
import { ghnCarrier } from "./ghn/ghn-carrier";
import { DEFAULT_GHN_ENDPOINTS, type GhnEndpoints } from "./ghn/ghn-api";
import { createGhnSettings } from "./ghn/ghn-settings";
import { ownCarrier } from "./own-carrier";
import { createShipmentService } from "./shipments";

/** Shipments and the carriers they go with (decision 0052): the own team and GHN; another carrier is one more module. */
export function createShippingServices(
  foundation: Foundation,
  deps: {
    events: OrderEvents;
    orders: OrderService;
    machines: MachineService;
    settings: StoreSettingsService;
    ghnEndpoints?: GhnEndpoints;
    /** Encrypts the carrier's token in the database (the link secret when unset), as the Zalo secrets. */
    secretsKey?: string;
  },
) {
  const { db, linkSecret, siteUrl } = foundation;
  const ghnSettings = createGhnSettings({ db, box: createSecretBox(deps.secretsKey ?? linkSecret), endpoints: deps.ghnEndpoints ?? DEFAULT_GHN_ENDPOINTS, siteUrl });
  const shipments = createShipmentService(db, {
    events: deps.events,
    orders: deps.orders,
    machines: deps.machines,
    carriers: {
      own: ownCarrier(),
      ghn: ghnCarrier({
        account: ghnSettings.account,
        formerNamesOf: (address) => (address.provinceCode ? (foundation.locations.listWards(address.provinceCode).find((ward) => ward.code === address.wardCode)?.formerNames ?? []) : []),
      }),
    },
    siteInfo: () => deps.settings.siteInfo(),
    async weightOf(productId) {
      const [row] = await db.select({ specRows: products.specRows }).from(products).where(eq(products.id, productId));
      return parcelGramsOf(specRowsOf(row?.specRows));
    },
  });
  return { shipments, ghnSettings };
}
