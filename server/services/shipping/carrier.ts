import type { CarrierCode, ShipmentStatus } from "#common/shipments";
import type { ShippingAddress } from "#common/schemas/checkout";

/** What the shop asks a carrier to take (decision 0052): whole dong, grams. */
export interface CarrierShipmentRequest {
  /** The shop's own code for the shipment, sent as the carrier's client order code. */
  reference: string;
  address: ShippingAddress;
  lines: Array<{ productId: number; name: string; quantity: number; unitPrice: number; weightGrams: number }>;
  /** Cash the carrier collects from the buyer (0: nothing). */
  codAmount: number;
  /** The goods' value, for the carrier's insurance. */
  insuranceValue: number;
  note: string;
}

export interface CreatedCarrierShipment {
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** What the carrier charges the shop (whole dong). */
  fee: number;
}

/** A carrier's word about one of its shipments: our status for it (null: a word we do not map), its own word and when. */
/** The shop's own code of a shipment, sent to the carrier (its client order code). */
export function shipmentReference(orderId: number, shipmentId: number): string {
  return `DH${orderId}-G${shipmentId}`;
}

export interface CarrierStatusUpdate {
  trackingNumber: string;
  status: ShipmentStatus | null;
  carrierStatus: string;
  at: Date;
}

/** What a label prints: the shipment, where it goes, what it carries and the cash to collect. */
export interface ShipmentForLabel {
  id: number;
  orderId: number;
  trackingNumber: string | null;
  address: ShippingAddress;
  lines: Array<{ name: string; quantity: number; serials: string[] }>;
  codAmount: number;
  shop: { brandName: string; hotline: string };
}

export type CarrierLabel = { kind: "pdf"; pdf: Buffer } | { kind: "url"; url: string };

/**
 * One carrier (decision 0052): the brand's own delivery team, GHN — and GHTK or Viettel Post as one more module.
 * `connect` reads its account once (null while it is not set up: the shipping service then refuses it) and answers
 * a session that calls the carrier without touching the database, so it can run inside an order's transaction.
 */
export interface Carrier {
  code: CarrierCode;
  /** Staff move its statuses by hand (the own team); otherwise only its callbacks do. */
  manualStatuses: boolean;
  connect(): Promise<CarrierSession | null>;
  /** A status callback's body as the carrier documents it; null when it is not one. */
  parseCallback(body: unknown): CarrierStatusUpdate | null;
}

/** The calls to a carrier with its account. */
export interface CarrierSession {
  quoteFee(request: CarrierShipmentRequest): Promise<number>;
  create(request: CarrierShipmentRequest): Promise<CreatedCarrierShipment>;
  /** The carrier's current word about a shipment, asked directly (what a callback is checked against). */
  detail(shipment: { trackingNumber: string; reference: string }): Promise<CarrierStatusUpdate>;
  cancel(trackingNumber: string): Promise<void>;
  label(shipment: ShipmentForLabel): Promise<CarrierLabel>;
}

/** A carrier refused or could not be reached: its message goes to staff as a 422 (the shipment is not made). */
export class CarrierError extends Error {}
