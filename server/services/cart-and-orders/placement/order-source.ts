import type { CartItem } from "#common/schemas/cart";
import type { InvoiceDetails } from "#common/quotes";
import type { OrderPaymentMethod } from "#common/payment";
import type { ShippingAddress } from "#common/schemas/checkout";
import type { Db } from "../../../db/client";
import type { orders } from "../../../db/schema";
import type { Place } from "../../foundation/locations";
import type { OrderSourceKind } from "../order-events";
import type { PricedOrder } from "./price-lines";

export type OrderRow = typeof orders.$inferSelect;

/** A line to be ordered: a product as the catalogue has it now, and the price agreed for it where one was (a quote). */
export interface OrderableLine extends CartItem {
  /** The unit price agreed outside the catalogue (a quote's), in whole dong; absent: the catalogue's price. */
  agreedPrice?: number;
}

/** What placing an order answers: `created: false` when an earlier submit (same key, same quote) placed it. */
export interface PlacedOrder {
  id: number;
  created: boolean;
}

/**
 * Everything that differs between the ways an order is born (decision 0047). The placement pipeline
 * (`place-order.ts`) runs the same steps for every source; a source only says where its lines come from, what
 * it checks, and what it records beside the order.
 */
export interface OrderSource {
  kind: OrderSourceKind;
  /** Whose order it is: the buyer's session (the order page opens for it), a user. */
  owner: { sessionId: string | null; userId: number | null };
  /** A repeated submit with this key answers the first order; the same key with another request is a 422. */
  idempotency: { key: string; fingerprint: string } | null;
  /** Attempts per owner and window, counted even when the attempt is refused. */
  rateLimit: { key: string; limit: number; windowMs: number } | null;
  /** First inside the transaction: the source's own locks and checks; may answer an order placed earlier. */
  begin?(tx: Db): Promise<PlacedOrder | null>;
  /** Reads the lines under the locks the source needs (a cart's rows, the catalogue's products). */
  readLines(tx: Db): Promise<OrderableLine[]>;
  /** A check of the orderable lines against what the source was shown (the checkout's posted items). */
  checkLines?(lines: readonly OrderableLine[]): void;
  /** Delivery and installation before VAT (a quote's); 0 otherwise. */
  installationFee: number;
  /** The buyer's discount code, checked and counted by the discount step (the web checkout's). */
  discountCode: { code: string | null | undefined; phone: string } | null;
  /** A check of the priced order against what the source was shown (the checkout's total, the quote's). */
  checkPriced?(priced: PricedOrder): void;
  /** The order's own fields. */
  order: {
    address: ShippingAddress;
    place: Place | null;
    /** Several ship-to addresses (a quote's branches), the first being `address`; absent: `address` alone. */
    shipTo?: ShippingAddress[];
    paymentMethod: OrderPaymentMethod;
    invoice: InvoiceDetails | null;
    deposit: number;
    quoteId: number | null;
    /** The terms of sale the buyer ticked (issue 45): their version and when; absent for staff's and dealers' orders. */
    terms?: { version: string; acceptedAt: Date } | null;
    /** A dealer's order on credit (issue 43): the dealer it is owed by, who placed it, when it is due, its note. */
    dealer?: { placeId: number; accountId: number | null; dueOn: string; note: string | null };
  };
  /** After the order is written, in its transaction: what the source records beside it (cart emptied, audit, quote accepted). */
  afterWrite?(tx: Db, order: OrderRow, priced: PricedOrder): Promise<void>;
}
