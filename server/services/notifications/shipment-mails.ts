import { formatShippingAddress } from "#common/address";
import type { OrderView } from "#common/order-view";
import type { ShipmentView } from "#common/shipments";
import type { SiteInfo } from "#common/site-info";
import { orderReference, type OutgoingMail } from "./notifications";

/**
 * The buyer's mails about a shipment (issue 42): it left (with its carrier and tracking link) and it arrived. Each is
 * sent once per shipment: a shipment moves only forward, and only its first move out of "ready" and its delivery
 * send one.
 */
type Sender = Pick<SiteInfo, "brandName" | "hotline">;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

function mailOf(kind: string, order: OrderView, subject: string, paragraphs: string[], orderUrl: string, sender: Sender): OutgoingMail {
  const help = `Cần hỗ trợ, anh/chị vui lòng gọi hotline ${sender.hotline.display}.`;
  const body = [`Xin chào ${order.address.fullName},`, ...paragraphs, `Xem đơn hàng: ${orderUrl}`, help, `Trân trọng,\n${sender.brandName}`];
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

export function shipmentShippedMail(order: OrderView, shipment: ShipmentView, orderUrl: string, sender: Sender): OutgoingMail[] {
  const tracking = shipment.trackingNumber
    ? `Mã vận đơn: ${shipment.trackingNumber}${shipment.trackingUrl ? `\nTheo dõi đơn: ${shipment.trackingUrl}` : ""}`
    : "Đội giao hàng và lắp đặt của cửa hàng sẽ gọi anh/chị trước khi đến.";
  return [
    mailOf(
      "shipment-shipped",
      order,
      `Đơn hàng #${order.id} đang được giao`,
      [
        `Cửa hàng đã gửi hàng của đơn #${order.id} qua ${shipment.carrierLabel}:\n${linesOf(shipment)}`,
        tracking,
        `Giao đến: ${shipment.address.fullName}, ${shipment.address.phone} – ${formatShippingAddress(shipment.address)}`,
      ],
      orderUrl,
      sender,
    ),
  ];
}

export function shipmentDeliveredMail(order: OrderView, shipment: ShipmentView, orderUrl: string, sender: Sender): OutgoingMail[] {
  return [
    mailOf(
      "shipment-delivered",
      order,
      `Đơn hàng #${order.id}: đã giao hàng`,
      [
        `Hàng của đơn #${order.id} đã được giao tới ${shipment.address.fullName} – ${formatShippingAddress(shipment.address)}:\n${linesOf(shipment)}`,
        "Bảo hành của từng máy được tính từ hôm nay. Cảm ơn anh/chị đã tin dùng sản phẩm của cửa hàng.",
      ],
      orderUrl,
      sender,
    ),
  ];
}
