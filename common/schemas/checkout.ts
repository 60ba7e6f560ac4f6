import { z } from "../zod";
import { text } from "../validation";
import { PAYMENT_METHODS } from "../payment";

/**
 * Shipping address of the checkout form (spec section 5). The same schema validates the form in the browser
 * and the `address` of `POST /api/orders` on the server, so the messages are the spec's, word for word.
 */
const field = (max: number) => text({ error: "Required" }).trim().max(max, `Must be at most ${max} characters`);

export const shippingAddressSchema = z.object({
  fullName: field(120).min(1, "Full name is required"),
  email: text({ error: "Invalid email address" }).trim().max(254, "Invalid email address").pipe(z.email("Invalid email address")),
  phone: field(20).min(10, "Invalid phone number").regex(/^\+?[\d\s().-]+$/, "Invalid phone number"),
  address: field(300).min(1, "Address is required"),
  city: field(100).min(1, "City is required"),
  state: field(100).min(1, "State is required"),
  zip: field(20).min(1, "ZIP code is required"),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingField = keyof ShippingAddress;

/**
 * Card fields: validated in the browser only. They are never sent to the server nor stored (the shop takes
 * payment on delivery); the order payload schema below has no place for them.
 */
export const cardSchema = z.object({
  cardName: text().trim().min(1, "Cardholder name is required"),
  cardNumber: text()
    .min(13, "Card number must be at least 13 digits")
    .max(19, "Card number must not exceed 19 digits")
    .regex(/^\d+$/, "Card number must be at least 13 digits"),
  expiry: text()
    .min(1, "Expiry date is required")
    .refine((value) => value.length === 0 || /^(0[1-9]|1[0-2])\/\d{2}$/.test(value), "Invalid expiry date"),
  cvc: text()
    .min(1, "CVC is required")
    .refine((value) => value.length === 0 || /^\d{3,4}$/.test(value), "Invalid CVC"),
});
export type CardDetails = z.infer<typeof cardSchema>;
export type CardField = keyof CardDetails;

/** Input masks of the payment tab: digits only (card number ≤ 19, CVC ≤ 4); expiry gets its slash after two digits. */
export function maskCardNumber(value: string): string {
  return value.replace(/\D/g, "").slice(0, 19);
}
export function maskCvc(value: string): string {
  return value.replace(/\D/g, "").slice(0, 4);
}
export function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** An order line as the client describes it (spec: productId, name, price, quantity, image). Informational only. */
export const orderItemInputSchema = z.object({
  productId: z.number().int().positive(),
  name: text().max(300).optional(),
  price: z.union([z.number(), text().max(20)]).optional(),
  quantity: z.number().int().min(1).max(999),
  image: text().max(500).optional(),
});

/**
 * `total` as decimal text (spec) — or a number. Any number of decimals: the spec's client sends subtotal × 1.1
 * computed in JavaScript (`"48180000.00000001"`); the comparison with the server's total is to the dong anyway.
 */
export const moneyInputSchema = z.union([
  text().trim().max(40, "Invalid total").regex(/^\d{1,13}(\.\d+)?$/, "Invalid total"),
  z.number().nonnegative().max(1e13).finite(),
]);

/** `POST /api/orders`. The server recomputes every price and the total from the database; the client's figures are checked, never trusted. */
export const createOrderSchema = z.object({
  address: shippingAddressSchema,
  /** Cash on delivery unless the buyer chose otherwise; card details themselves are never sent. */
  paymentMethod: z.enum(PAYMENT_METHODS, "Invalid payment method").default("cod"),
  items: z.array(orderItemInputSchema).max(100).optional(),
  total: moneyInputSchema,
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** `Idempotency-Key` header: one per checkout attempt. */
export const idempotencyKeySchema = text().regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid Idempotency-Key");

/** An order line as stored: a snapshot of the product at order time (whole dong). */
export interface OrderLine {
  productId: number;
  name: string;
  /** Unit price paid: the discount price if there was one, else the list price. */
  price: number;
  quantity: number;
  image: string;
  lineTotal: number;
}
