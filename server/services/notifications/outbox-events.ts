import { BUSINESS_STATUS_LABELS, labelOf, LEAD_SOURCE_LABELS, NEED_TYPE_LABELS } from "#common/leads";
import { formatVnd } from "#common/money";
import { paymentMethodLabel } from "#common/payment";
import type { ZaloEvent } from "#common/zalo";
import type { Db } from "../../db/client";
import {
  depositReceivedMail,
  leadMails,
  orderPlacedMails,
  orderUpdatedMail,
  type OrderForEmail,
  paymentPartReceivedMail,
  paymentReceivedMail,
  refundDueMail,
  refundMadeMail,
  type PaymentForEmail,
  type RefundDueForEmail,
  type RefundForEmail,
} from "./email-templates";
import { refundMethodLabel } from "#common/order-desk";
import type { StoredLead } from "../leads/leads";
import type { RoutedPlace } from "#common/places";
import { orderReference, contactRequestReference, type NotificationService, type OutgoingMail } from "./notifications";
import type { ZaloChannel } from "./zalo-channel";
import type { ShipmentStatus, ShipmentView } from "#common/shipments";
import { installationBookedMail, shipmentDeliveredMail, shipmentShippedMail } from "./shipment-mails";
import type { MailTemplateKey } from "#common/mail-templates";
import type { MailTemplateService } from "./mail-templates";
import type { OrderView } from "#common/order-view";
import type { StoreSettingsService } from "../content/store-settings";

/**
 * The buyer's e-mails of an event whose Zalo message is on carry the opt-out link (a signed link: only the holder
 * of the e-mail can use it for that phone). `buyerKinds`: the kinds of mail that go to the buyer (all when omitted).
 * Used here and by the after-sale and quote services for their buyer e-mails.
 */
export async function withZaloOptOutLink(
  zalo: ZaloChannel | undefined,
  executor: Db,
  event: ZaloEvent,
  mails: OutgoingMail[],
  phone: string | null | undefined,
  buyerKinds?: string[],
): Promise<OutgoingMail[]> {
  const url = zalo && phone && mails.length > 0 && (await zalo.enabledFor(executor, event)) ? zalo.optOutUrl(phone) : null;
  if (!url) return mails;
  const line = "Không muốn nhận tin Zalo từ cửa hàng? Bấm vào đây";
  return mails.map((mail) =>
    !buyerKinds || buyerKinds.includes(mail.kind)
      ? { ...mail, text: `${mail.text}\n\n${line}: ${url}`, html: mail.html && `${mail.html}<p style="font-size:12px;color:#666"><a href="${url}">${line}</a></p>` }
      : mail,
  );
}

/**
 * What goes into the notification outbox when an order or a lead is stored, or a transfer pays an order (or
 * reaches a canceled one); called inside the transaction that stores it (the order events' subscribers, server/services/subscribers.ts).
 */
export function outboxEvents(
  notifications: NotificationService,
  options: {
    /** The store settings' notification address and signature, read when each mail is written. */
    settings: Pick<StoreSettingsService, "notifyEmail" | "siteInfo"> & Partial<Pick<StoreSettingsService, "legal">>;
    orderUrl(orderId: number): string;
    /** The Zalo channel (decision 0040): each buyer event also queues its Zalo message when it is configured. */
    zalo?: ZaloChannel;
    /** The owner's wording of the buyer's money and shipping mails (issue 42 point 5); the built-in text without it. */
    mailTemplates?: Pick<MailTemplateService, "override">;
  },
) {
  const { settings, zalo } = options;
  const wording = (executor: Db, key: MailTemplateKey) => options.mailTemplates?.override(executor, key) ?? Promise.resolve(null);
  const leadForEmail = ({ id, values }: StoredLead) => ({
    id,
    kindLabel: labelOf(LEAD_SOURCE_LABELS, values.source ?? "contact"),
    fullName: values.fullName,
    phone: values.phone,
    product: values.product,
    needTypeLabel: labelOf(NEED_TYPE_LABELS, values.needType),
    businessStatus: values.businessStatus ? labelOf(BUSINESS_STATUS_LABELS, values.businessStatus) : null,
    address: values.address,
    message: values.message,
  });
  const orderDate = new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" });

  const withOptOutLink = (executor: Db, event: ZaloEvent, mails: OutgoingMail[], phone: string | undefined, buyerKinds: string[]) =>
    withZaloOptOutLink(zalo, executor, event, mails, phone, buyerKinds);

  /** The delivery and return terms the confirmation repeats (issue 45), and the version the buyer agreed to. */
  const saleTermsOf = async (executor: Db, order: OrderView) => {
    const legal = await settings.legal?.(executor);
    return legal ? { delivery: legal.terms.delivery, returns: legal.terms.returns, version: order.termsAccepted?.version ?? null } : null;
  };

  return {
    async orderPlaced(executor: Db, order: OrderView): Promise<void> {
      const mails = orderPlacedMails(
        orderForEmail(order),
        await settings.notifyEmail(executor),
        options.orderUrl(order.id),
        await settings.siteInfo(executor),
        await saleTermsOf(executor, order),
      );
      await notifications.enqueue(executor, await withOptOutLink(executor, "order-placed", mails, order.address.phone, ["order-confirmation"]));
      await zalo?.queue(executor, "order-placed", {
        phone: order.address.phone,
        subjectRef: orderReference(order.id),
        fields: {
          customer_name: order.address.fullName,
          order_code: String(order.id),
          order_total: formatVnd(order.total),
          order_date: orderDate.format(order.createdAt),
          payment_method: paymentMethodLabel(order.paymentMethod),
        },
      });
    },

    /**
     * A transfer reached an unpaid order: its deposit (mail and Zalo), another part (mail: what is still due), or
     * the payment that completes it (mail and Zalo). One event per stored transfer, so each is queued once.
     */
    async paymentReceived(executor: Db, payment: PaymentForEmail & { kind?: "paid" | "deposit" | "part"; amount?: number; deposit?: number }): Promise<void> {
      const kind = payment.kind ?? "paid";
      if (kind !== "paid") {
        const part = { ...payment, amount: payment.amount ?? 0, deposit: payment.deposit ?? 0 };
        const sender = await settings.siteInfo(executor);
        const orderUrl = options.orderUrl(payment.orderId);
        if (kind === "part") {
          await notifications.enqueue(executor, paymentPartReceivedMail(part, orderUrl, sender));
          return;
        }
        const mails = depositReceivedMail(part, orderUrl, sender, await wording(executor, "deposit-received"));
        await notifications.enqueue(executor, await withOptOutLink(executor, "deposit-received", mails, payment.customer.phone, ["deposit-received"]));
        await zalo?.queue(executor, "deposit-received", {
          phone: payment.customer.phone,
          subjectRef: orderReference(payment.orderId),
          fields: {
            customer_name: payment.customer.fullName,
            order_code: String(payment.orderId),
            amount: formatVnd(part.amount),
            rest: formatVnd(Math.max(0, payment.total - payment.received)),
          },
        });
        return;
      }
      const mails = paymentReceivedMail(payment, options.orderUrl(payment.orderId), await settings.siteInfo(executor), await wording(executor, "payment-received"));
      await notifications.enqueue(executor, await withOptOutLink(executor, "payment-received", mails, payment.customer.phone, ["payment-received"]));
      await zalo?.queue(executor, "payment-received", {
        phone: payment.customer.phone,
        subjectRef: orderReference(payment.orderId),
        fields: {
          customer_name: payment.customer.fullName,
          order_code: String(payment.orderId),
          amount: formatVnd(payment.received),
          order_total: formatVnd(payment.total),
        },
      });
    },

    /** An order moved to "shipping" or "completed" (delivered): Zalo only (no e-mail for these today). */
    async orderStatusChanged(executor: Db, order: OrderView, status: string): Promise<void> {
      const fields = { customer_name: order.address.fullName, order_code: String(order.id), order_total: formatVnd(order.total) };
      if (status === "shipping") await zalo?.queue(executor, "order-shipped", { phone: order.address.phone, subjectRef: orderReference(order.id), fields });
      if (status === "completed") await zalo?.queue(executor, "order-delivered", { phone: order.address.phone, subjectRef: orderReference(order.id), fields });
    },

    /** The buyer is told of each refund the shop records (issue 42), by mail and Zalo where they agreed. */
    async refunded(
      executor: Db,
      refund: { orderId: number; amount: number; fullyRefunded: boolean; method?: string; customer?: RefundForEmail["customer"]; refundedTotal?: number },
    ): Promise<void> {
      if (!refund.customer) return;
      const mail: RefundForEmail = {
        orderId: refund.orderId,
        customer: refund.customer,
        amount: refund.amount,
        methodLabel: refundMethodLabel(refund.method ?? ""),
        refundedTotal: refund.refundedTotal ?? refund.amount,
        fullyRefunded: refund.fullyRefunded,
        byBankTransfer: refund.method === "bank_transfer",
      };
      const mails = refundMadeMail(mail, options.orderUrl(refund.orderId), await settings.siteInfo(executor), await wording(executor, "refund-made"));
      await notifications.enqueue(executor, await withOptOutLink(executor, "order-refunded", mails, refund.customer.phone, ["refund-made"]));
      await zalo?.queue(executor, "order-refunded", {
        phone: refund.customer.phone,
        subjectRef: orderReference(refund.orderId),
        fields: { customer_name: refund.customer.fullName, order_code: String(refund.orderId), amount: formatVnd(refund.amount) },
      });
    },

    async refundDue(executor: Db, refund: RefundDueForEmail): Promise<void> {
      await notifications.enqueue(executor, refundDueMail(refund, await settings.notifyEmail(executor)));
    },

    async leadStored(executor: Db, lead: StoredLead): Promise<void> {
      await notifications.enqueue(executor, leadMails(leadForEmail(lead), await settings.notifyEmail(executor)));
      await zalo?.queue(executor, "lead-received", {
        phone: lead.values.phone,
        subjectRef: contactRequestReference(lead.id),
        fields: { customer_name: lead.values.fullName, request_code: String(lead.id), product: lead.values.product ?? "" },
      });
    },

    /** The buyer's mails about a shipment (issue 42): when it first leaves the shop, and when it is delivered. */
    async shipmentChanged(executor: Db, change: { order: OrderView; shipment: ShipmentView; from: ShipmentStatus | null; to: ShipmentStatus }): Promise<void> {
      const { order, shipment, from, to } = change;
      const leaving = from === "ready" && (to === "handed_to_carrier" || to === "in_transit");
      if (!leaving && to !== "delivered") return;
      const sender = await settings.siteInfo(executor);
      const url = options.orderUrl(order.id);
      await notifications.enqueue(
        executor,
        leaving
          ? shipmentShippedMail(order, shipment, url, sender, await wording(executor, "shipment-shipped"))
          : shipmentDeliveredMail(order, shipment, url, sender, await wording(executor, "shipment-delivered")),
      );
    },

    /** Staff booked (or moved) the installation of a shipment's machines: the buyer's mail, once per booked time. */
    async installationBooked(executor: Db, booking: { order: OrderView; shipment: ShipmentView; at: Date }): Promise<void> {
      const { order, shipment, at } = booking;
      const mails = installationBookedMail(order, shipment, at, options.orderUrl(order.id), await settings.siteInfo(executor), await wording(executor, "installation-booked"));
      await notifications.enqueue(executor, mails);
    },

    /** The buyer's mail when staff change an order (the order desk, issue 36). */
    async orderEdited(executor: Db, order: OrderView, changes: string[]): Promise<void> {
      const mail = orderUpdatedMail(orderForEmail(order), changes, options.orderUrl(order.id), await settings.siteInfo(executor));
      await notifications.enqueue(executor, mail);
    },

    /** The same alert to the place the lead was routed to (issue 33), so the nearest dealer can call that day. */
    async leadRouted(executor: Db, lead: StoredLead, place: RoutedPlace): Promise<void> {
      const mails = leadMails(leadForEmail(lead), place.email).map((mail) => ({
        ...mail,
        kind: "lead-place-alert",
        subject: `[${place.name}] ${mail.subject}`,
      }));
      await notifications.enqueue(executor, mails);
    },
  };
}

export type OutboxEvents = ReturnType<typeof outboxEvents>;

/** An order as the e-mails show it: buyer, lines, totals, how it is paid, and a quoted order's fee, deposit and invoice. */
function orderForEmail(order: OrderView): OrderForEmail {
  return {
    id: order.id,
    createdAt: order.createdAt,
    customer: order.address,
    lines: order.items.map((line) => ({ name: line.name, unitPrice: line.price, quantity: line.quantity })),
    subtotal: order.subtotal,
    discount: order.discount,
    discountCode: order.discountCode,
    tax: order.tax,
    total: order.total,
    paymentMethodLabel: paymentMethodLabel(order.paymentMethod),
    invoice: order.invoice,
    installationFee: order.installationFee,
    deposit: order.deposit,
  };
}
