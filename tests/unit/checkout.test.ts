import { describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { nextOrderStatuses, previousOrderStatuses } from "#common/order-status";
import { addToCartSchema, updateCartItemSchema } from "#common/schemas/cart";
import { checkoutSchemas, createOrderSchema, maskCardNumber, maskCvc, maskExpiry } from "#common/schemas/checkout";
import { normalizeVietnameseMobile } from "#common/leads";
import { cartTotals } from "../../app/components/cart/cart-context";
import { cartReducer, type CartState } from "../../app/components/cart/cart-state";

const address = { fullName: "An", email: "an@example.vn", phone: "0912345678", address: "1 Hàng Bạc", provinceCode: "01", wardCode: "00070" };
const { shippingForm: shippingEn, card: cardEn } = checkoutSchemas("en");
const { shippingForm: shippingVi } = checkoutSchemas("vi");
const card = { cardName: "NGUYEN VAN AN", cardNumber: "4111111111111111", expiry: "12/28", cvc: "123" };

function firstMessage(schema: typeof cardEn | typeof shippingEn, value: unknown, field: string) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe("checkout schemas (spec section 5)", () => {
  it("accepts a valid address and card", () => {
    expect(shippingEn.parse(address)).toEqual(address);
    expect(cardEn.parse(card)).toEqual(card);
  });

  it("takes a Vietnamese mobile number and stores it normalised", () => {
    expect(shippingEn.parse({ ...address, phone: "+84 912.345.678" }).phone).toBe("0912345678");
    for (const phone of ["0312345678", "0512345678", "0712345678", "0812345678", "0912345678"]) expect(normalizeVietnameseMobile(phone)).toBe(phone);
    for (const phone of ["0212345678", "028 3823 4567", "0412345678", "0612345678", "091234567"]) expect(normalizeVietnameseMobile(phone)).toBeNull();
  });

  it.each([
    ["fullName", "", "Vui lòng nhập họ và tên"],
    ["phone", "012345678", "Số điện thoại không hợp lệ, ví dụ: 0912 345 678"],
    ["provinceCode", "", "Vui lòng chọn tỉnh/thành phố"],
    ["wardCode", "", "Vui lòng chọn phường/xã"],
  ])("Vietnamese shipping %s %j → %s", (field, value, message) => {
    expect(firstMessage(shippingVi, { ...address, [field]: value }, field)).toBe(message);
  });

  it.each([
    ["fullName", "", "Full name is required"],
    ["email", "an@", "Invalid email address"],
    ["phone", "012345678", "Invalid phone number"],
    ["address", " ", "Address is required"],
    ["provinceCode", "", "City is required"],
    ["wardCode", "", "Ward/Commune is required"],
  ])("English shipping %s %j → %s", (field, value, message) => {
    expect(firstMessage(shippingEn, { ...address, [field]: value }, field)).toBe(message);
  });

  it.each([
    ["cardName", "", "Cardholder name is required"],
    ["cardNumber", "", "Card number must be at least 13 digits"],
    ["cardNumber", "411111111111", "Card number must be at least 13 digits"],
    ["cardNumber", "41111111111111111111", "Card number must not exceed 19 digits"],
    ["expiry", "", "Expiry date is required"],
    ["expiry", "12/2", "Invalid expiry date"],
    ["expiry", "13/28", "Invalid expiry date"],
    ["cvc", "", "CVC is required"],
    ["cvc", "12", "Invalid CVC"],
    ["cvc", "12345", "Invalid CVC"],
  ])("English card %s %j → %s", (field, value, message) => {
    expect(firstMessage(cardEn, { ...card, [field]: value }, field)).toBe(message);
  });

  it("masks card number and CVC to digits, expiry to MM/YY", () => {
    expect(maskCardNumber("4111 1111-1111 1111 2222 99x")).toBe("4111111111111111222");
    expect(maskCvc("1a2b3c4d5")).toBe("1234");
    expect(maskExpiry("1")).toBe("1");
    expect(maskExpiry("12")).toBe("12");
    expect(maskExpiry("122")).toBe("12/2");
    expect(maskExpiry("12/28")).toBe("12/28");
    expect(maskExpiry("122899")).toBe("12/28");
  });

  it("has no place for card fields in the order payload", () => {
    const parsed = createOrderSchema.parse({ acceptTerms: true, address, total: "1", ...card });
    expect(Object.keys(parsed).sort()).toEqual(["acceptTerms", "address", "paymentMethod", "total"]);
    expect(parsed.paymentMethod).toBe("cod");
  });

  it("requires the terms box (issue 45): absent, false or a string is refused on acceptTerms", () => {
    for (const acceptTerms of [undefined, false, "true", 1]) {
      const result = createOrderSchema.safeParse({ acceptTerms, address, total: "1" });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual(["acceptTerms"]);
    }
  });

  it("limits cart quantities to integers 1..999", () => {
    expect(addToCartSchema.parse({ productId: 1 })).toEqual({ productId: 1, quantity: 1 });
    for (const quantity of [0, 1000, 1.5, "2"]) expect(updateCartItemSchema.safeParse({ quantity }).success).toBe(false);
  });
});

describe("cart state", () => {
  const line = (id: number, productId: number, quantity: number, price: number, discountPrice: number | null = null) => ({
    id,
    productId,
    quantity,
    product: { name: `P${productId}`, image: "/p.svg", price, discountPrice, inStock: true },
  });
  const empty: CartState = { items: [], loading: false, pending: [] };

  it("adds, replaces the line of a product already present, updates, removes and clears", () => {
    let state = cartReducer(empty, { type: "add", item: line(1, 1, 1, 100) });
    state = cartReducer(state, { type: "add", item: line(2, 4, 1, 200) });
    state = cartReducer(state, { type: "add", item: line(1, 1, 3, 100) });
    expect(state.items.map((item) => [item.productId, item.quantity])).toEqual([[1, 3], [4, 1]]);
    state = cartReducer(state, { type: "update", id: 2, quantity: 5 });
    expect(state.items[1]!.quantity).toBe(5);
    state = cartReducer(state, { type: "remove", id: 1 });
    expect(state.items.map((item) => item.id)).toEqual([2]);
    expect(cartReducer(state, { type: "clear" }).items).toEqual([]);
  });

  it("totals with the discount price, free shipping and 10 % tax — the same rule as the server", () => {
    const items = [line(1, 1, 2, 17_200_000), line(2, 4, 1, 23_800_000, 21_900_000)];
    expect(cartTotals(items)).toEqual({ subtotal: 56_300_000, shipping: 0, tax: 5_630_000, total: 61_930_000 });
    expect(cartTotals(items)).toEqual(computeTotals([{ unitPrice: 17_200_000, quantity: 2 }, { unitPrice: 21_900_000, quantity: 1 }]));
  });
});

describe("order status lifecycle", () => {
  it("moves pending → confirmed → shipping → completed, cancels from any non-completed state", () => {
    expect(nextOrderStatuses("pending")).toEqual(["confirmed", "canceled"]);
    expect(nextOrderStatuses("confirmed")).toEqual(["shipping", "canceled"]);
    expect(nextOrderStatuses("shipping")).toEqual(["completed", "canceled"]);
    expect(nextOrderStatuses("completed")).toEqual([]);
    expect(nextOrderStatuses("canceled")).toEqual([]);
    expect(nextOrderStatuses("unknown")).toEqual([]);
    expect(previousOrderStatuses("canceled")).toEqual(["pending", "confirmed", "shipping"]);
    expect(previousOrderStatuses("pending")).toEqual([]);
  });
});
