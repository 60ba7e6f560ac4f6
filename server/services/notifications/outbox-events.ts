import { BUSINESS_STATUS_LABELS, labelOf, LEAD_SOURCE_LABELS, NEED_TYPE_LABELS } from "#common/leads";
import { paymentMethodLabel } from "#common/payment";
import type { Db } from "../../db/client";
import { leadMails, orderPlacedMails, orderUpdatedMail, paymentReceivedMail, refundDueMail, type PaymentForEmail, type RefundDueForEmail } from "./email-templates";
import type { StoredLead } from "../leads/leads";
import type { NotificationService } from "./notifications";
import type { OrderView } from "../cart-and-orders/orders";
import type { StoreSettingsService } from "../content/store-settings";

/**
 * What goes into the notification outbox when an order or a lead is stored, or a transfer pays an order (or
 * reaches a canceled one); called inside the transaction that stores it (see createServices).
 */
export function outboxEvents(
  notifications: NotificationService,
  options: {
    /** The store settings' notification address and signature, read when each mail is written. */
    settings: Pick<StoreSettingsService, "notifyEmail" | "siteInfo">;
    orderUrl(orderId: number): string;
  },
) {
  const { settings } = options;
  return {
    async orderPlaced(executor: Db, order: OrderView): Promise<void> {
      const mails = orderPlacedMails(
        {
          id: order.id,
          createdAt: order.createdAt,
          customer: order.address,
          lines: order.items.map((line) => ({ name: line.name, unitPrice: line.price, quantity: line.quantity })),
          subtotal: order.subtotal,
          tax: order.tax,
          total: order.total,
          paymentMethodLabel: paymentMethodLabel(order.paymentMethod),
          invoice: order.invoice,
          installationFee: order.installationFee,
          deposit: order.deposit,
        },
        await settings.notifyEmail(executor),
        options.orderUrl(order.id),
        await settings.siteInfo(executor),
      );
      await notifications.enqueue(executor, mails);
    },

    async paymentReceived(executor: Db, payment: PaymentForEmail): Promise<void> {
      await notifications.enqueue(executor, paymentReceivedMail(payment, options.orderUrl(payment.orderId), await settings.siteInfo(executor)));
    },

    async refundDue(executor: Db, refund: RefundDueForEmail): Promise<void> {
      await notifications.enqueue(executor, refundDueMail(refund, await settings.notifyEmail(executor)));
    },

    async leadStored(executor: Db, { id, values }: StoredLead): Promise<void> {
      const mails = leadMails(
        {
          id,
          kindLabel: labelOf(LEAD_SOURCE_LABELS, values.source ?? "contact"),
          fullName: values.fullName,
          phone: values.phone,
          product: values.product,
          needTypeLabel: labelOf(NEED_TYPE_LABELS, values.needType),
          businessStatus: values.businessStatus ? labelOf(BUSINESS_STATUS_LABELS, values.businessStatus) : null,
          address: values.address,
          message: values.message,
        },
        await settings.notifyEmail(executor),
      );
      await notifications.enqueue(executor, mails);
    },
  };
}

/** The buyer's mail when staff change an order (the order desk, issue 36); called inside the edit's transaction. */
export function orderUpdatedEvent(
  notifications: NotificationService,
  options: { settings: Pick<StoreSettingsService, "siteInfo">; orderUrl(orderId: number): string },
) {
  return async (executor: Db, order: OrderView, changes: string[]): Promise<void> => {
    const mail = orderUpdatedMail(
      {
        id: order.id,
        createdAt: order.createdAt,
        customer: order.address,
        lines: order.items.map((line) => ({ name: line.name, unitPrice: line.price, quantity: line.quantity })),
        subtotal: order.subtotal,
        tax: order.tax,
        total: order.total,
        paymentMethodLabel: paymentMethodLabel(order.paymentMethod),
      },
      changes,
      options.orderUrl(order.id),
      await options.settings.siteInfo(executor),
    );
    await notifications.enqueue(executor, mail);
  };
}
