import type { ShipmentStatus } from "#common/shipments";

/**
 * GHN's order status words (the "Document update status" list linked from the webhook page, doc id=47) in ours.
 * A word not listed (a new one GHN adds) maps to nothing: the shipment stays where it is and the word is logged.
 */
const GHN_STATUS: Record<string, ShipmentStatus> = {
  ready_to_pick: "ready",
  picking: "ready",
  money_collect_picking: "ready",
  picked: "handed_to_carrier",
  storing: "in_transit",
  transporting: "in_transit",
  sorting: "in_transit",
  delivering: "in_transit",
  money_collect_delivering: "in_transit",
  delivered: "delivered",
  delivery_fail: "failed",
  waiting_to_return: "failed",
  exception: "failed",
  damage: "failed",
  lost: "failed",
  return: "failed",
  return_transporting: "failed",
  return_sorting: "failed",
  returning: "failed",
  return_fail: "failed",
  returned: "returned",
  cancel: "canceled",
};

export function shipmentStatusOfGhn(word: string): ShipmentStatus | null {
  return Object.prototype.hasOwnProperty.call(GHN_STATUS, word) ? GHN_STATUS[word]! : null;
}
