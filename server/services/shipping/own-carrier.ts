import PDFDocument from "pdfkit";
import { formatShippingAddress } from "#common/address";
import { formatVnd } from "#common/money";
import { fontPath } from "../order-desk/order-documents";
import type { Carrier, CarrierSession, CarrierShipmentRequest, ShipmentForLabel } from "./carrier";
import { CarrierError } from "./carrier";

/**
 * The brand's own delivery and installation team (the three cities): no account, no fee, no tracking link; staff
 * move its statuses by hand, and its label is a simple A6 page printed here (the delivery note's font).
 */
export function ownCarrier(): Carrier {
  const session: CarrierSession = {
    quoteFee: async () => 0,
    create: async (_request: CarrierShipmentRequest) => ({ trackingNumber: null, trackingUrl: null, fee: 0 }),
    detail: async () => {
      throw new CarrierError("Đội giao hàng của cửa hàng không có tra cứu tự động");
    },
    cancel: async () => undefined,
    label: async (shipment) => ({ kind: "pdf", pdf: await ownLabelPdf(shipment) }),
  };
  return { code: "own", manualStatuses: true, connect: async () => session, parseCallback: () => null };
}

/** An A6 label: the shop, the receiver, the lines with their serials and the cash to collect. */
export async function ownLabelPdf(shipment: ShipmentForLabel): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A6", margin: 18, font: fontPath("DejaVuSans.ttf"), info: { Title: `Nhãn giao hàng #${shipment.id}`, Author: shipment.shop.brandName } });
  doc.registerFont("body", fontPath("DejaVuSans.ttf"));
  doc.registerFont("bold", fontPath("DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("bold").fontSize(11).text(`${shipment.shop.brandName} · Hotline ${shipment.shop.hotline}`);
  doc.font("body").fontSize(8).moveDown(0.2).text(`Đơn hàng #${shipment.orderId} · Lượt giao #${shipment.id}`);
  doc.moveDown(0.6).font("bold").fontSize(10).text("Người nhận");
  doc.font("body").fontSize(9).text(`${shipment.address.fullName} · ${shipment.address.phone}`);
  doc.text(formatShippingAddress(shipment.address));
  doc.moveDown(0.6).font("bold").fontSize(10).text("Hàng giao");
  doc.font("body").fontSize(9);
  for (const line of shipment.lines) {
    doc.text(`${line.quantity} × ${line.name}`);
    if (line.serials.length) doc.fontSize(8).text(`Serial: ${line.serials.join(", ")}`).fontSize(9);
  }
  doc.moveDown(0.6).font("bold").fontSize(11).text(shipment.codAmount > 0 ? `Thu hộ: ${formatVnd(shipment.codAmount)}` : "Không thu tiền");
  doc.end();
  return done;
}
