import { isOneOf, labelOf } from "./labels";
import type { ShippingAddress } from "./schemas/checkout";

/**
 * Shipments (issue 42, decision 0052): an order's lines leave in one or more shipments, each with its carrier,
 * tracking number, status and history. Pure: the server enforces these rules (server/services/shipping/) and the
 * screens label them.
 */

export const SHIPMENT_STATUSES = ["ready", "handed_to_carrier", "in_transit", "delivered", "failed", "returned", "canceled"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  ready: "Chờ lấy hàng",
  handed_to_carrier: "Đã giao cho đơn vị vận chuyển",
  in_transit: "Đang vận chuyển",
  delivered: "Đã giao",
  failed: "Giao không thành công",
  returned: "Đã hoàn về",
  canceled: "Đã hủy",
};

export const CARRIERS = ["own", "ghn"] as const;
export type CarrierCode = (typeof CARRIERS)[number];

const CARRIER_LABELS: Record<CarrierCode, string> = {
  own: "Đội giao hàng và lắp đặt của cửa hàng",
  ghn: "Giao Hàng Nhanh (GHN)",
};

/**
 * The moves a shipment may make. Staff move the own team's shipments along it by hand; a carrier's callback moves
 * its shipment only along it too, so an old status arriving after a newer one never moves a shipment backwards.
 * A failed delivery may be tried again (in transit) or come back (returned).
 */
const NEXT: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  ready: ["handed_to_carrier", "in_transit", "delivered", "failed", "canceled"],
  handed_to_carrier: ["in_transit", "delivered", "failed", "returned"],
  in_transit: ["delivered", "failed", "returned"],
  failed: ["in_transit", "delivered", "returned"],
  delivered: [],
  returned: [],
  canceled: [],
};

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return isOneOf(SHIPMENT_STATUSES, value);
}

export function isCarrier(value: unknown): value is CarrierCode {
  return isOneOf(CARRIERS, value);
}

export function shipmentStatusLabel(status: string): string {
  return labelOf(SHIPMENT_STATUS_LABELS, status);
}

export function carrierLabel(carrier: string): string {
  return labelOf(CARRIER_LABELS, carrier);
}

export function nextShipmentStatuses(from: string): readonly ShipmentStatus[] {
  return isShipmentStatus(from) ? NEXT[from] : [];
}

export function canMoveShipment(from: string, to: ShipmentStatus): boolean {
  return nextShipmentStatuses(from).includes(to);
}

/** The machines have left the shop: the order is shipping from the first shipment in one of these. */
export function shipmentHasLeft(status: string): boolean {
  return status !== "ready" && status !== "canceled";
}

/** A shipment whose lines no longer count as sent: canceled before it left, or come back. Its lines may ship again. */
export function shipmentReleasesLines(status: string): boolean {
  return status === "canceled" || status === "returned";
}

export interface ShipmentLineView {
  productId: number;
  name: string;
  quantity: number;
  serials: string[];
}

export interface ShipmentHistoryView {
  status: ShipmentStatus;
  statusLabel: string;
  /** `staff` (the own team's moves, a cancel) or `carrier` (a callback). */
  source: string;
  /** The carrier's own status word (`delivering`), when the move came from it. */
  carrierStatus: string | null;
  by: string | null;
  at: string;
}

/** A shipment as the order page and the API show it (whole dong). */
export interface ShipmentView {
  id: number;
  orderId: number;
  carrier: CarrierCode;
  carrierLabel: string;
  status: ShipmentStatus;
  statusLabel: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  addressIndex: number;
  address: ShippingAddress;
  carrierFee: number;
  codAmount: number;
  lines: ShipmentLineView[];
  history: ShipmentHistoryView[];
  /** What staff may move it to by hand (the own team's shipments only). */
  nextStatuses: ShipmentStatus[];
  /** Whether staff may still cancel it (not yet left the shop). */
  cancelable: boolean;
  createdAt: string;
  handedOverAt: string | null;
  deliveredAt: string | null;
  /** When the installation at the branch is booked (staff set it), or null. */
  installationAt: string | null;
}

/**
 * What is left to ship of each product: ordered minus what shipments that still count carry. One rule for the
 * create check, the form's maximums and the order's completion.
 */
export function quantitiesLeftToShip(
  items: ReadonlyArray<{ productId: number; quantity: number }>,
  shipments: ReadonlyArray<{ status: string; lines: ReadonlyArray<{ productId: number; quantity: number }> }>,
): Map<number, number> {
  const left = new Map<number, number>();
  for (const item of items) left.set(item.productId, (left.get(item.productId) ?? 0) + item.quantity);
  for (const shipment of shipments) {
    if (shipmentReleasesLines(shipment.status)) continue;
    for (const line of shipment.lines) left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  }
  return left;
}

/** Every unit of every line is in a delivered shipment: the order is complete. */
export function everyLineDelivered(
  items: ReadonlyArray<{ productId: number; quantity: number }>,
  shipments: ReadonlyArray<{ status: string; lines: ReadonlyArray<{ productId: number; quantity: number }> }>,
): boolean {
  const delivered = new Map<number, number>();
  for (const shipment of shipments) {
    if (shipment.status !== "delivered") continue;
    for (const line of shipment.lines) delivered.set(line.productId, (delivered.get(line.productId) ?? 0) + line.quantity);
  }
  const ordered = new Map<number, number>();
  for (const item of items) ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + item.quantity);
  return ordered.size > 0 && [...ordered].every(([productId, quantity]) => (delivered.get(productId) ?? 0) >= quantity);
}

/** A machine's parcel weight when its spec table says nothing usable (grams). */
export const DEFAULT_PARCEL_GRAMS = 20_000;

/**
 * A product's weight for a carrier, read from the "Trọng lượng" row of the spec table the owner keeps
 * (`14 kg`, `14,5 kg`, `900 g`), so the weight is the one the product page shows; the default otherwise.
 */
export function parcelGramsOf(specRows: ReadonlyArray<{ label: string; value: string }>): number {
  const row = specRows.find((candidate) => candidate.label.trim().toLowerCase() === "trọng lượng");
  const match = row?.value.trim().toLowerCase().match(/^(\d+(?:[.,]\d+)?)\s*(kg|g)\b/);
  if (!match) return DEFAULT_PARCEL_GRAMS;
  const amount = Number(match[1]!.replace(",", "."));
  const grams = Math.round(match[2] === "kg" ? amount * 1000 : amount);
  return grams > 0 ? grams : DEFAULT_PARCEL_GRAMS;
}

/** A carrier's COD report line against what the shop expected it to collect. */
export interface CodReconciliationRow {
  trackingNumber: string;
  orderId: number | null;
  expected: number;
  reported: number;
  /** matched: equal; short: less than expected; over: more; missing: delivered but not in the report; unknown: not ours. */
  outcome: "matched" | "short" | "over" | "missing" | "unknown";
}

/**
 * Reconciles a carrier's cash-on-delivery report (order code → amount) with the shop's delivered shipments that had
 * cash to collect: one rule, pure, so the desk and the tests read the same lists.
 */
export function reconcileCod(
  reported: ReadonlyArray<{ trackingNumber: string; amount: number }>,
  expected: ReadonlyArray<{ trackingNumber: string; orderId: number; codAmount: number }>,
): CodReconciliationRow[] {
  const byCode = new Map(expected.map((shipment) => [shipment.trackingNumber, shipment]));
  const totals = new Map<string, number>();
  for (const line of reported) totals.set(line.trackingNumber, (totals.get(line.trackingNumber) ?? 0) + line.amount);
  const rows: CodReconciliationRow[] = [...totals].map(([trackingNumber, amount]) => {
    const shipment = byCode.get(trackingNumber);
    if (!shipment) return { trackingNumber, orderId: null, expected: 0, reported: amount, outcome: "unknown" };
    const outcome = amount === shipment.codAmount ? "matched" : amount < shipment.codAmount ? "short" : "over";
    return { trackingNumber, orderId: shipment.orderId, expected: shipment.codAmount, reported: amount, outcome };
  });
  for (const shipment of expected) {
    if (!totals.has(shipment.trackingNumber)) rows.push({ trackingNumber: shipment.trackingNumber, orderId: shipment.orderId, expected: shipment.codAmount, reported: 0, outcome: "missing" });
  }
  return rows;
}
