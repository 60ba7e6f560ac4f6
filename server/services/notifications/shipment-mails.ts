import { formatShippingAddress } from "#common/address";
import type { OrderView } from "#common/order-view";
import type { ShipmentView } from "#common/shipments";
import type { SiteInfo } from "#common/site-info";
import { renderMailTemplate, type MailTemplateText } from "#common/mail-templates";
import { orderReference, type OutgoingMail } from "./notifications";

/**
 * The buyer's mails about a shipment (issue 42): it left (with its carrier and tracking link), it arrived, and its
 * installation was booked. The shipped and delivered ones are sent once per shipment (a shipment moves only forward,
 * and only its first move out of "ready" and its delivery send one); the installation one once per booked time.
 * Their subject and message are the owner's wording when saved (common/mail-templates.ts).
 */
type Sender = Pick<SiteInfo, "brandName" | "hotline">;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

function mailOf(kind: string, order: OrderView, subject: string, message: string, orderUrl: string, sender: Sender): OutgoingMail {
  const help = `Cần hỗ trợ, anh/chị vui lòng gọi hotline ${sender.hotline.display}.`;
  const body = [`Xin chào ${order.address.fullName},`, ...message.split(/\n{2,}/), `Xem đơn hàng: ${orderUrl}`, help, `Trân trọng,\n${sender.brandName}`];
  return {
    kind,
    recipient: order.address.email,
    subject,
    subjectRef: orderReference(order.id),
    text: body.join("\n\n"),
    html: body.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`).join(""),
  };
}

const linesOf = (shipment: ShipmentView) => shipment.lines.map((line) => `- ${line.quantity} × ${line.name}`).join("\n");

export function shipmentShippedMail(order: OrderView, shipment: ShipmentView, orderUrl: string, sender: Sender, template?: MailTemplateText | null): OutgoingMail[] {
  const tracking = shipment.trackingNumber
    ? `Mã vận đơn: ${shipment.trackingNumber}${shipment.trackingUrl ? `\nTheo dõi đơn: ${shipment.trackingUrl}` : ""}`
    : "Đội giao hàng và lắp đặt của cửa hàng sẽ gọi anh/chị trước khi đến.";
  const { subject, body } = renderMailTemplate(
    "shipment-shipped",
    {
      orderId: String(order.id),
      customerName: order.address.fullName,
      carrier: shipment.carrierLabel,
      lines: linesOf(shipment),
      trackingNumber: shipment.trackingNumber ?? "",
      trackingUrl: shipment.trackingUrl ?? "",
      tracking,
      receiver: `${shipment.address.fullName}, ${shipment.address.phone} – ${formatShippingAddress(shipment.address)}`,
    },
    template,
  );
  return [mailOf("shipment-shipped", order, subject, body, orderUrl, sender)];
}

export function shipmentDeliveredMail(order: OrderView, shipment: ShipmentView, orderUrl: string, sender: Sender, template?: MailTemplateText | null): OutgoingMail[] {
  const { subject, body } = renderMailTemplate(
    "shipment-delivered",
    {
      orderId: String(order.id),
      customerName: order.address.fullName,
      lines: linesOf(shipment),
      address: `${shipment.address.fullName} – ${formatShippingAddress(shipment.address)}`,
    },
    template,
  );
  return [mailOf("shipment-delivered", order, subject, body, orderUrl, sender)];
}

const INSTALLATION_TIME = new Intl.DateTimeFormat("vi-VN", { timeStyle: "short", dateStyle: "full", timeZone: "Asia/Ho_Chi_Minh" });

/** The buyer's mail when staff book (or move) the installation of a shipment's machines at its branch. */
export function installationBookedMail(order: OrderView, shipment: ShipmentView, at: Date, orderUrl: string, sender: Sender, template?: MailTemplateText | null): OutgoingMail[] {
  const { subject, body } = renderMailTemplate(
    "installation-booked",
    {
      orderId: String(order.id),
      customerName: order.address.fullName,
      installationTime: INSTALLATION_TIME.format(at),
      lines: linesOf(shipment),
      address: `${shipment.address.fullName}, ${shipment.address.phone} – ${formatShippingAddress(shipment.address)}`,
    },
    template,
  );
  return [mailOf("installation-booked", order, subject, body, orderUrl, sender)];
}
