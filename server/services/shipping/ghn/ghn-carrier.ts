import { formatShippingAddress } from "#common/address";
import { CarrierError, type Carrier, type CarrierSession, type CarrierShipmentRequest, type CarrierStatusUpdate } from "../carrier";
import type { ShippingAddress } from "#common/schemas/checkout";
import { ghnDestinationOf, type GhnDestination } from "./ghn-addresses";
import { ghnApi, type GhnCreateOrder, type GhnItem } from "./ghn-api";
import type { GhnAccount } from "./ghn-settings";
import { shipmentStatusOfGhn } from "./ghn-statuses";

/** A machine of this weight or more goes by GHN's heavy-goods service (service_type_id 5, "hàng nặng", doc id=95). */
export const GHN_HEAVY_FROM_GRAMS = 14_000;
/** GHN insures at most this value per order (doc id=95: insurance_value "Tối đa: 5.000.000"). */
export const GHN_MAX_INSURANCE = 5_000_000;
/** A boxed machine's size when nothing better is known (cm). */
const BOX = { length: 50, width: 40, height: 55 };

/** Where a buyer follows a GHN order (GHN's public tracking page). */
export function ghnTrackingUrl(orderCode: string, live: boolean): string {
  return `${live ? "https://donhang.ghn.vn" : "https://tracking.ghn.dev"}/?order_code=${encodeURIComponent(orderCode)}`;
}

/** The body of GHN's create and fee calls for one shipment. */
export function ghnOrderOf(account: GhnAccount, request: CarrierShipmentRequest, destination: GhnDestination): GhnCreateOrder {
  const units = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  const weight = request.lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  const heavy = request.lines.some((line) => line.weightGrams >= GHN_HEAVY_FROM_GRAMS);
  const items: GhnItem[] = request.lines.map((line) => ({
    name: line.name.slice(0, 200),
    code: `SP${line.productId}`,
    quantity: line.quantity,
    price: line.unitPrice,
    ...BOX,
    weight: line.weightGrams,
  }));
  return {
    // 1: the shop pays GHN's fee; the buyer pays only the cash on delivery.
    payment_type_id: 1,
    note: request.note,
    required_note: "CHOXEMHANGKHONGTHU",
    client_order_code: request.reference,
    from_district_id: account.fromDistrictId,
    from_ward_code: account.fromWardCode,
    to_name: request.address.fullName,
    to_phone: request.address.phone,
    to_address: formatShippingAddress(request.address),
    ...destination,
    cod_amount: request.codAmount,
    content: request.lines.map((line) => `${line.quantity} × ${line.name}`).join(", ").slice(0, 2000),
    weight,
    length: BOX.length,
    width: BOX.width,
    height: BOX.height * Math.max(1, units),
    insurance_value: Math.min(GHN_MAX_INSURANCE, request.insuranceValue),
    service_type_id: heavy ? 5 : 2,
    items,
  };
}

/**
 * GHN (Giao Hàng Nhanh) as a carrier (decision 0052): the owner's account from the settings; nothing is offered
 * while it is not set up. GHN's callbacks are not signed, so a callback only names the order to look at again.
 */
export function ghnCarrier(options: {
  account(): Promise<GhnAccount | null>;
  /** A ward's names before the 2025 merger ("Phường Hàng Mã, Quận Hoàn Kiếm"), to find it in GHN's address list. */
  formerNamesOf(address: ShippingAddress): readonly string[];
  fetcher?: typeof fetch;
}): Carrier {
  return {
    code: "ghn",
    manualStatuses: false,
    async connect() {
      const account = await options.account();
      return account ? ghnSession(account, ghnApi(account, options.fetcher), options.formerNamesOf) : null;
    },

    /** The webhook's JSON (doc id=47): `OrderCode`, `Status`, `Time` (ISO 8601), `Type`, `ShopID`, … */
    parseCallback(body) {
      if (typeof body !== "object" || body === null) return null;
      const { OrderCode, Status, Time } = body as { OrderCode?: unknown; Status?: unknown; Time?: unknown };
      if (typeof OrderCode !== "string" || OrderCode === "" || typeof Status !== "string") return null;
      const at = typeof Time === "string" ? new Date(Time) : new Date();
      return { trackingNumber: OrderCode, status: shipmentStatusOfGhn(Status), carrierStatus: Status, at: Number.isNaN(at.getTime()) ? new Date() : at };
    },
  };
}

function ghnSession(account: GhnAccount, client: ReturnType<typeof ghnApi>, formerNamesOf: (address: ShippingAddress) => readonly string[]): CarrierSession {
  const destinationOf = (request: CarrierShipmentRequest) => ghnDestinationOf(client.addresses, request.address, formerNamesOf(request.address));
  return {
    async quoteFee(request) {
      const order = ghnOrderOf(account, request, await destinationOf(request));
      const { payment_type_id: _p, note: _n, required_note: _r, client_order_code: _c, to_name: _tn, to_phone: _tp, to_address: _ta, content: _ct, cod_amount, ...rest } = order;
      return client.fee({ ...rest, cod_value: cod_amount });
    },

    async create(request) {
      const created = await client.create(ghnOrderOf(account, request, await destinationOf(request)));
      if (!created?.order_code) throw new CarrierError("GHN không trả về mã vận đơn");
      return { trackingNumber: created.order_code, trackingUrl: ghnTrackingUrl(created.order_code, account.live), fee: Math.round(Number(created.total_fee ?? 0)) };
    },

    async detail({ trackingNumber, reference }): Promise<CarrierStatusUpdate> {
      const detail = await client.detailByClientCode(reference);
      if (detail.order_code !== trackingNumber) throw new CarrierError("GHN trả về đơn hàng khác");
      const at = detail.updated_date ? new Date(detail.updated_date) : new Date();
      return { trackingNumber, status: shipmentStatusOfGhn(detail.status), carrierStatus: detail.status, at: Number.isNaN(at.getTime()) ? new Date() : at };
    },

    async cancel(trackingNumber) {
      await client.cancel(trackingNumber);
    },

    /** GHN prints its own label: a token (valid 30 minutes) for its A5 print page (doc id=67). */
    async label(shipment) {
      if (!shipment.trackingNumber) throw new CarrierError("Lượt giao chưa có mã vận đơn GHN");
      const token = await client.printToken(shipment.trackingNumber);
      return { kind: "url", url: `${account.baseUrl}/a5/public-api/printA5?token=${encodeURIComponent(token)}` };
    },
  };
}
