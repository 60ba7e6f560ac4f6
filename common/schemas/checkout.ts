import { z } from "../zod";
import { text } from "../validation";
import { PAYMENT_METHODS } from "../payment";
import { DEFAULT_LANGUAGE, perLanguage, type Messages } from "../i18n";
import { normalizeVietnameseMobile, PHONE_INPUT_MAX } from "../leads";
import { storedPhone, textFieldsIn } from "./text-fields";
import { ACCEPT_TERMS_MESSAGE } from "../legal";

/** The forms' optional consent boxes (issue 45): a missing box is an unticked one. */
export const consentChoicesSchema = z
  .object({
    marketingEmail: z.boolean({ error: "Giá trị không hợp lệ" }).optional(),
    zalo: z.boolean({ error: "Giá trị không hợp lệ" }).optional(),
    dealerSharing: z.boolean({ error: "Giá trị không hợp lệ" }).optional(),
  })
  .nullish();

/**
 * The checkout's schemas in one language's messages (spec section 5): the browser validates with the buyer's
 * language, the server with Vietnamese. Built once per language.
 */
function buildCheckoutSchemas(m: Messages) {
  const field = textFieldsIn(m);
  /** A province or ward code as the locations API gives it (`79`, `26824`); whether it exists is the server's question. */
  const code = (required: string) => text({ error: required }).trim().min(1, required).max(10, required);

  const contact = {
    fullName: field.required(120, m.fullNameRequired),
    email: text({ error: m.emailInvalid }).trim().max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)),
    /** Vietnamese mobile number, stored normalised (`0912345678`). */
    phone: z
      .string({ error: m.phoneInvalid })
      .max(PHONE_INPUT_MAX, m.phoneInvalid)
      .transform(storedPhone(normalizeVietnameseMobile, m.phoneInvalid)),
    /** Street and house number. */
    address: field.required(300, m.addressRequired),
  };

  return {
    /** The checkout form: the province and ward are picked from the locations API, so they are codes. */
    shippingForm: z.object({ ...contact, provinceCode: code(m.provinceRequired), wardCode: code(m.wardRequired) }),
    /**
     * The `address` of `POST /api/orders`: the codes, or only the spec's `city` (province name) and `state`
     * (ward name) for older clients; `zip` is optional. Which place they name is the server's check
     * (server/services/foundation/locations.ts, docs/decisions/0017).
     */
    addressInput: z.object({
      ...contact,
      provinceCode: code(m.provinceRequired).optional(),
      wardCode: code(m.wardRequired).optional(),
      city: field.optional(100),
      state: field.optional(100),
      zip: field.optional(20),
      /** The old-style name the buyer found the ward by ("Phường Bến Nghé, Quận 1"); kept only if it is one of the ward's. */
      formerWard: field.optional(160),
    }),
    card: z.object({
      cardName: text().trim().min(1, m.cardNameRequired),
      cardNumber: z
        .string()
        .min(13, m.cardNumberTooShort)
        .max(19, m.cardNumberTooLong)
        .regex(/^\d+$/, m.cardNumberTooShort),
      expiry: z
        .string()
        .min(1, m.expiryRequired)
        .refine((value) => value.length === 0 || /^(0[1-9]|1[0-2])\/\d{2}$/.test(value), m.expiryInvalid),
      cvc: z
        .string()
        .min(1, m.cvcRequired)
        .refine((value) => value.length === 0 || /^\d{3,4}$/.test(value), m.cvcInvalid),
    }),
  };
}

export const checkoutSchemas = perLanguage(buildCheckoutSchemas);

/** The server's (Vietnamese) schemas. */
const serverSchemas = checkoutSchemas(DEFAULT_LANGUAGE);
const shippingAddressInputSchema = serverSchemas.addressInput;

export type ShippingForm = z.input<typeof serverSchemas.shippingForm>;
export type ShippingField = keyof ShippingForm;
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;
export type CardDetails = z.infer<typeof serverSchemas.card>;
export type CardField = keyof CardDetails;

/**
 * The address as an order stores it (`orders.address`) and answers it: the spec's fields, where `city` is the
 * province's name and `state` the ward's, plus their codes. Orders placed before the province/ward picker have
 * free-text `city`/`state`, a `zip` and no codes.
 */
export interface ShippingAddress {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip?: string;
  provinceCode?: string;
  wardCode?: string;
  /** The ward's name before the 2025 merger, when the buyer picked it by that name (one of the ward's `formerNames`). */
  formerWard?: string;
}

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
const orderItemInputSchema = z.object({
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
const moneyInputSchema = z.union([
  text().trim().max(40, "Invalid total").regex(/^\d{1,13}(\.\d+)?$/, "Invalid total"),
  z.number().nonnegative().max(1e13).finite(),
]);

/** `POST /api/orders`. The server recomputes every price and the total from the database; the client's figures are checked, never trusted. */
export const createOrderSchema = z.object({
  address: shippingAddressInputSchema,
  /** Cash on delivery unless the buyer chose otherwise; card details themselves are never sent. */
  paymentMethod: z.enum(PAYMENT_METHODS, "Invalid payment method").default("cod"),
  items: z.array(orderItemInputSchema).max(100).optional(),
  total: moneyInputSchema,
  /** A discount code the buyer typed (issue 36): checked and priced on the server; blank = none. */
  code: text().trim().max(40, "Mã giảm giá tối đa 40 ký tự").nullish(),
  /** The buyer ticked agreement to the terms of sale (issue 45): required, stored with the order and its version. */
  acceptTerms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
  /** The optional consents of the checkout, unticked unless the buyer ticked them. */
  consents: consentChoicesSchema,
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
