import { and, eq, inArray } from "drizzle-orm";
import { MESSAGES } from "#common/i18n";
import { centsFromDecimal, type Totals } from "#common/money";
import type { InvoiceDetails } from "#common/quotes";
import { VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE, instalmentAllowed, type PaymentMethod } from "#common/payment";
import { createOrderSchema, type CreateOrderInput } from "#common/schemas/checkout";
import { invoiceDetailsSchema } from "#common/schemas/quotes";
import type { Db } from "../../../db/client";
import { cartItems } from "../../../db/schema";
import { ConflictError, ValidationError } from "../../foundation/errors";
import { requestFingerprint } from "../../foundation/idempotency";
import type { Place } from "../../foundation/locations";
import { findCartLines, type CartOwner } from "../cart";
import type { OrderableLine, OrderSource } from "./order-source";
import { storedAddress } from "./write-order";

/** A client total may differ from the server's by at most this many dong (rounding), else 409. */
const TOTAL_TOLERANCE_DONG = 1;
/** Orders a session may try to place per window: a real shop never sees more; a script does. */
export const ORDER_RATE_LIMIT = 10;
export const ORDER_RATE_WINDOW_MS = 10 * 60 * 1000;

// Buyers read these in the checkout's error toast: Vietnamese, from the catalogue (common/i18n.ts).
export const TOTAL_MISMATCH_MESSAGE = MESSAGES.vi.pricesChanged;
export const CART_CHANGED_MESSAGE = MESSAGES.vi.cartChanged;

/**
 * `POST /api/orders` with the business buyer's "Xuất hóa đơn VAT" details (decision 0042; absent or null for none).
 * Added here, not in common/schemas/checkout.ts, which the storefront's first pages load: the invoice rules stay
 * in the checkout's own code.
 */
export const placeOrderSchema = createOrderSchema.extend({ invoice: invoiceDetailsSchema.nullish() });

export interface PlaceOrderInput extends Omit<CreateOrderInput, "paymentMethod" | "acceptTerms"> {
  acceptTerms?: true;
  invoice?: InvoiceDetails | null;
  paymentMethod?: PaymentMethod;
}

/**
 * The web checkout as an order source: the session's cart, locked until commit (concurrent checkouts of one cart
 * queue, and a later one finds the lines gone), the catalogue's prices, the buyer's discount code, the client's
 * total only checked, and the ordered lines taken out of the cart with the order.
 */
export function webCheckoutSource(
  owner: CartOwner,
  input: PlaceOrderInput,
  place: Place | null,
  idempotencyKey: string | null,
  agreed: { terms: { version: string; acceptedAt: Date } | null; record?: (tx: Db) => Promise<void> } = { terms: null },
): OrderSource {
  let cart: OrderableLine[] = [];
  return {
    kind: "web",
    owner: { sessionId: owner.id, userId: owner.userId },
    idempotency: idempotencyKey ? { key: idempotencyKey, fingerprint: orderFingerprint(input) } : null,
    rateLimit: { key: `order:${owner.id}`, limit: ORDER_RATE_LIMIT, windowMs: ORDER_RATE_WINDOW_MS },
    async readLines(tx) {
      cart = await findCartLines(tx, owner.id, { lock: true });
      return cart;
    },
    checkLines: (lines) => checkPostedItems(lines, input.items),
    installationFee: 0,
    discountCode: { code: input.code, phone: input.address.phone },
    checkPriced: (priced) => {
      checkClientTotal(input.total, priced.totals);
      checkInstalmentMinimum(input.paymentMethod, priced.totals.total);
    },
    order: {
      address: storedAddress(input.address, place),
      place,
      paymentMethod: input.paymentMethod ?? "cod",
      invoice: input.invoice ?? null,
      deposit: 0,
      quoteId: null,
      terms: agreed.terms,
    },
    // Only the ordered lines go: a line added meanwhile stays in the cart. The consents ticked go with the order.
    async afterWrite(tx: Db) {
      const ids = cart.map((line) => line.id);
      await tx.delete(cartItems).where(and(eq(cartItems.sessionId, owner.id), inArray(cartItems.id, ids)));
      await agreed.record?.(tx);
    },
  };
}

/**
 * What identifies an order request, for its idempotency key: the address, the payment method, the total in
 * hundredths of a dong (`"21230000"`, `"21230000.00"` and `21230000` are one total) and the posted products
 * with their quantities (names, prices and images the client sends are informational and left out).
 */
export function orderFingerprint(input: Pick<PlaceOrderInput, "address" | "paymentMethod" | "total" | "items"> & { code?: string | null }): string {
  return requestFingerprint({
    address: input.address,
    paymentMethod: input.paymentMethod ?? "cod",
    total: centsFromDecimal(input.total),
    items: input.items ? [...postedQuantities(input.items)].sort(([a], [b]) => a - b) : null,
    // Only with a code, so the fingerprints of orders placed without one stay what they were.
    ...(input.code?.trim() ? { code: input.code.trim().toUpperCase() } : {}),
  });
}

/** The quantity the client posted per product (a product may be listed on several lines). */
function postedQuantities(posted: NonNullable<PlaceOrderInput["items"]>): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const item of posted) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  return quantities;
}

/** When the client posts its `items`, they must be the cart: same products, same quantities (else 409). */
export function checkPostedItems(lines: readonly OrderableLine[], posted: PlaceOrderInput["items"]): void {
  if (!posted) return;
  const quantities = postedQuantities(posted);
  const same = quantities.size === lines.length && lines.every((line) => quantities.get(line.productId) === line.quantity);
  if (!same) throw new ConflictError(CART_CHANGED_MESSAGE);
}

/** Instalments (decision 0061) only at or above their minimum, on the server's total: below it no order is written (400). */
export function checkInstalmentMinimum(method: PaymentMethod | undefined, total: number): void {
  if (method === "vnpay_instalment" && !instalmentAllowed(total)) {
    throw new ValidationError(VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE, { paymentMethod: [VNPAY_INSTALMENT_BELOW_MINIMUM_MESSAGE] });
  }
}

/** The client's total is only checked: within TOTAL_TOLERANCE_DONG of the server's, else 409 with the server's figures. */
export function checkClientTotal(clientTotal: string | number, totals: Totals): void {
  if (Math.abs(centsFromDecimal(clientTotal) - totals.total * 100) > TOTAL_TOLERANCE_DONG * 100) {
    throw new ConflictError(TOTAL_MISMATCH_MESSAGE, { ...totals });
  }
}
