import { describe, expect, it } from "vitest";
import {
  canMoveShipment,
  DEFAULT_PARCEL_GRAMS,
  everyLineDelivered,
  nextShipmentStatuses,
  parcelGramsOf,
  quantitiesLeftToShip,
  reconcileCod,
  shipmentHasLeft,
} from "#common/shipments";
import { shipmentStatusOfGhn } from "../../server/services/shipping/ghn/ghn-statuses";

describe("shipment rules", () => {
  const items = [
    { productId: 1, quantity: 3 },
    { productId: 2, quantity: 1 },
  ];

  it("what is left to ship counts every shipment but canceled and returned ones", () => {
    const left = quantitiesLeftToShip(items, [
      { status: "delivered", lines: [{ productId: 1, quantity: 2 }] },
      { status: "canceled", lines: [{ productId: 1, quantity: 1 }] },
      { status: "returned", lines: [{ productId: 2, quantity: 1 }] },
      { status: "ready", lines: [{ productId: 2, quantity: 1 }] },
    ]);
    expect(Object.fromEntries(left)).toEqual({ 1: 1, 2: 0 });
  });

  it("an order is all delivered only when every unit of every line is in a delivered shipment", () => {
    const first = { status: "delivered", lines: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }] };
    expect(everyLineDelivered(items, [first])).toBe(false);
    expect(everyLineDelivered(items, [first, { status: "in_transit", lines: [{ productId: 1, quantity: 1 }] }])).toBe(false);
    expect(everyLineDelivered(items, [first, { status: "delivered", lines: [{ productId: 1, quantity: 1 }] }])).toBe(true);
    expect(everyLineDelivered([], [first])).toBe(false);
  });

  it("moves only forward; a failed delivery may be tried again or come back", () => {
    expect(canMoveShipment("ready", "handed_to_carrier")).toBe(true);
    expect(canMoveShipment("in_transit", "handed_to_carrier")).toBe(false);
    expect(canMoveShipment("delivered", "in_transit")).toBe(false);
    expect(canMoveShipment("failed", "in_transit")).toBe(true);
    expect(canMoveShipment("failed", "returned")).toBe(true);
    expect(canMoveShipment("handed_to_carrier", "canceled")).toBe(false);
    expect(nextShipmentStatuses("returned")).toEqual([]);
    expect(nextShipmentStatuses("unknown")).toEqual([]);
    expect(shipmentHasLeft("ready")).toBe(false);
    expect(shipmentHasLeft("canceled")).toBe(false);
    expect(shipmentHasLeft("handed_to_carrier")).toBe(true);
  });

  it("reads a machine's parcel weight from its spec table", () => {
    expect(parcelGramsOf([{ label: "Trọng lượng", value: "14 kg" }])).toBe(14_000);
    expect(parcelGramsOf([{ label: "Trọng lượng", value: "14,5 kg" }])).toBe(14_500);
    expect(parcelGramsOf([{ label: "Trọng lượng", value: "900 g" }])).toBe(900);
    expect(parcelGramsOf([{ label: "Trọng lượng", value: "nặng" }])).toBe(DEFAULT_PARCEL_GRAMS);
    expect(parcelGramsOf([])).toBe(DEFAULT_PARCEL_GRAMS);
  });

  it("maps GHN's status words to ours, and a word it does not know to nothing", () => {
    expect(shipmentStatusOfGhn("ready_to_pick")).toBe("ready");
    expect(shipmentStatusOfGhn("picked")).toBe("handed_to_carrier");
    expect(shipmentStatusOfGhn("delivering")).toBe("in_transit");
    expect(shipmentStatusOfGhn("delivered")).toBe("delivered");
    expect(shipmentStatusOfGhn("delivery_fail")).toBe("failed");
    expect(shipmentStatusOfGhn("returned")).toBe("returned");
    expect(shipmentStatusOfGhn("cancel")).toBe("canceled");
    expect(shipmentStatusOfGhn("something_new")).toBeNull();
    expect(shipmentStatusOfGhn("constructor")).toBeNull();
  });
});

describe("cash-on-delivery reconciliation", () => {
  it("lists matched, short, over, missing and unknown order codes", () => {
    const rows = reconcileCod(
      [
        { trackingNumber: "A", amount: 1_000_000 },
        { trackingNumber: "B", amount: 400_000 },
        { trackingNumber: "B", amount: 100_000 },
        { trackingNumber: "C", amount: 900_000 },
        { trackingNumber: "Z", amount: 50_000 },
      ],
      [
        { trackingNumber: "A", orderId: 1, codAmount: 1_000_000 },
        { trackingNumber: "B", orderId: 2, codAmount: 600_000 },
        { trackingNumber: "C", orderId: 3, codAmount: 800_000 },
        { trackingNumber: "D", orderId: 4, codAmount: 300_000 },
      ],
    );
    expect(rows.map((row) => [row.trackingNumber, row.outcome, row.reported, row.expected])).toEqual([
      ["A", "matched", 1_000_000, 1_000_000],
      ["B", "short", 500_000, 600_000],
      ["C", "over", 900_000, 800_000],
      ["Z", "unknown", 50_000, 0],
      ["D", "missing", 0, 300_000],
    ]);
  });
});
