import type { ShippingAddressInput, ShippingAddress } from "#common/schemas/checkout";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema";
import type { Place } from "../../foundation/locations";
import type { OrderRow, OrderSource } from "./order-source";
import type { PricedOrder } from "./price-lines";

/**
 * Step 5: writes the order, pending and unpaid, with the priced lines and totals; null when a concurrent submit with
 * the same idempotency key committed its order first.
 */
export async function writeOrder(tx: Db, source: OrderSource, priced: PricedOrder): Promise<OrderRow | null> {
  const { order } = source;
  const [inserted] = await tx
    .insert(orders)
    .values({
      userId: source.owner.userId,
      sessionId: source.owner.sessionId,
      status: "pending",
      subtotal: priced.totals.subtotal,
      tax: priced.totals.tax,
      total: priced.totals.total,
      address: order.address,
      ...(order.place ?? {}),
      items: priced.lines,
      paymentMethod: order.paymentMethod,
      paymentStatus: "unpaid",
      ...(priced.applied ? { discount: priced.applied.discount, discountCode: priced.applied.code, discountCodeId: priced.applied.codeId } : {}),
      idempotencyKey: source.idempotency?.key ?? null,
      idempotencyFingerprint: source.idempotency?.fingerprint ?? null,
      invoice: order.invoice,
      deposit: order.deposit,
      installationFee: source.installationFee,
      quoteId: order.quoteId,
      shipTo: order.shipTo && order.shipTo.length > 0 ? order.shipTo : null,
      ...(order.terms ? { termsVersion: order.terms.version, termsAcceptedAt: order.terms.acceptedAt } : {}),
      ...(order.dealer ? { dealerPlaceId: order.dealer.placeId, dealerAccountId: order.dealer.accountId, dueOn: order.dealer.dueOn, note: order.dealer.note } : {}),
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  return inserted ?? null;
}

/** The address as the order keeps it: the spec's fields, `city`/`state` being the checked province and ward names. */
export function storedAddress(address: ShippingAddressInput, place: Place | null): ShippingAddress {
  const { fullName, email, phone, zip } = address;
  const street = address.address;
  if (!place) return { fullName, email, phone, address: street, city: address.city ?? "", state: address.state ?? "", ...(zip ? { zip } : {}) };
  return {
    fullName,
    email,
    phone,
    address: street,
    city: place.provinceName,
    state: place.wardName,
    ...(zip ? { zip } : {}),
    provinceCode: place.provinceCode,
    wardCode: place.wardCode,
    ...(place.formerWardName ? { formerWard: place.formerWardName } : {}),
  };
}
