import type { CarrierCode, ShipmentStatus } from "#common/shipments";
import type { ShippingAddress } from "#common/schemas/checkout";

/** What the shop asks a carrier to take (decision 0053): whole dong, grams. */
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
 * One carrier (decision 0053): the brand's own delivery team, GHN — and GHTK or Viettel Post as one more module.
 * A carrier that is not configured says so through `available`; the shipping service then refuses it.
 */
export interface Carrier {
  code: CarrierCode;
  /** Whether the shop can ship with it now (a carrier with an account needs its settings). */
  available(): Promise<boolean>;
  /** Staff move its statuses by hand (the own team); otherwise only its callbacks do. */
  manualStatuses: boolean;
  quoteFee(request: CarrierShipmentRequest): Promise<number>;
  create(request: CarrierShipmentRequest): Promise<CreatedCarrierShipment>;
  /** The carrier's current word about a shipment, asked directly (what a callback is checked against). */
  detail(shipment: { trackingNumber: string; reference: string }): Promise<CarrierStatusUpdate>;
  cancel(trackingNumber: string): Promise<void>;
  /** A status callback's body as the carrier documents it; null when it is not one. */
  parseCallback(body: unknown): CarrierStatusUpdate | null;
  label(shipment: ShipmentForLabel): Promise<CarrierLabel>;
}

/** A carrier refused or could not be reached: its message goes to staff as a 422 (the shipment is not made). */
export class CarrierError extends Error {}
