import { takeLowStockAlerts } from "./catalog/catalog-bulk";
import type { OrderEvents } from "./cart-and-orders/order-events";
import type { StoreSettingsService } from "./content/store-settings";
import type { EInvoiceService } from "./einvoices/einvoices";
import type { PublicContentChanges } from "./foundation/public-content";
import type { MachineService } from "./after-sale/machines";
import { lowStockMail } from "./notifications/email-templates";
import type { NotificationService } from "./notifications/notifications";
import type { OutboxEvents } from "./notifications/outbox-events";
import type { ServiceEvents } from "./service-options";

/**
 * Every side effect of an order, in one place (decision 0047): each line subscribes one piece of work to one
 * order event. In-transaction work exists exactly when the order's change does; after-commit work runs only once
 * it has committed.
 */
export function subscribeToOrderEvents(
  events: OrderEvents,
  deps: {
    outbox: OutboxEvents;
    notifications: NotificationService;
    settings: StoreSettingsService;
    machines: Pick<MachineService, "orderStatusChanged">;
    einvoices: Pick<EInvoiceService, "issueOnCompletion">;
    publicContent: PublicContentChanges;
    metrics: ServiceEvents;
  },
): void {
  const { outbox, notifications, settings, machines, einvoices, publicContent, metrics } = deps;
  const catalogChanged = () => publicContent.publicContentChanged({ kind: "catalog" });

  // The buyer's confirmation and the shop's alert (mail, Zalo); the operator's count.
  events.on("order.placed", { inTransaction: (tx, { order }) => outbox.orderPlaced(tx, order), afterCommit: ({ order }) => metrics.orderPlaced?.(order) });
  // A counted product that falls to its threshold tells the shop once (issue 36), whichever way it left; the
  // shop's pages show stock.
  events.on("order.stock-taken", {
    inTransaction: async (tx, { productIds }) => {
      const alert = await takeLowStockAlerts(tx, productIds);
      if (alert) await notifications.enqueue(tx, lowStockMail(alert, await settings.notifyEmail(tx)));
    },
    afterCommit: catalogChanged,
  });
  events.on("order.stock-returned", { afterCommit: catalogChanged });
  // Shipped and delivered reach the buyer's Zalo; delivery starts the machines' warranty; a completed order gets
  // its e-invoice (decision 0043) once the move has committed.
  events.on("order.status-changed", {
    inTransaction: async (tx, { order, to }) => {
      await outbox.orderStatusChanged(tx, order, to);
      await machines.orderStatusChanged(tx, order.id, to);
    },
    afterCommit: async ({ order, to }) => {
      if (to === "completed") await einvoices.issueOnCompletion(order.id);
    },
  });
  events.on("order.edited", { inTransaction: (tx, { order, changes }) => outbox.orderEdited(tx, order, changes) });
  events.on("order.payment-received", { inTransaction: (tx, payment) => outbox.paymentReceived(tx, payment) });
  events.on("order.refund-due", { inTransaction: (tx, refund) => outbox.refundDue(tx, refund) });
  // The buyer is told of each refund (issue 42).
  events.on("order.refunded", { inTransaction: (tx, refund) => outbox.refunded(tx, refund) });
  // The buyer hears when a shipment leaves (carrier, tracking link) and when it arrives (issue 42).
  events.on("order.shipment-changed", { inTransaction: (tx, change) => outbox.shipmentChanged(tx, change) });
  events.on("order.installation-booked", { inTransaction: (tx, booking) => outbox.installationBooked(tx, booking) });
}
