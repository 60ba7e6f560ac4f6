import { describe, expect, it } from "vitest";
import type { CartItem } from "#common/schemas/cart";
import { priceLines } from "../../server/services/cart-and-orders/placement/price-lines";
import { checkOrderable, EMPTY_CART_MESSAGE } from "../../server/services/cart-and-orders/placement/read-lines";
import {
  CART_CHANGED_MESSAGE,
  checkClientTotal,
  checkPostedItems,
  orderFingerprint,
  TOTAL_MISMATCH_MESSAGE,
} from "../../server/services/cart-and-orders/placement/web-checkout";
import { ConflictError } from "../../server/services/foundation/errors";
import { BUYER_ADDRESS } from "../support/buyer";

function line(id: number, productId: number, quantity: number, price: number, discountPrice: number | null = null, inStock = true): CartItem {
  return { id, productId, quantity, product: { name: `Máy ${productId}`, image: `/images/${productId}.svg`, price, discountPrice, inStock } };
}

const cart = [line(1, 1, 2, 17_200_000), line(2, 4, 1, 23_800_000, 21_900_000)];

describe("order placement steps", () => {
  it("prices every line at the discount price when there is one and totals them with 10 % tax", () => {
    const { lines, totals } = priceLines(cart);
    expect(lines).toEqual([
      { productId: 1, name: "Máy 1", price: 17_200_000, quantity: 2, image: "/images/1.svg", lineTotal: 34_400_000 },
      { productId: 4, name: "Máy 4", price: 21_900_000, quantity: 1, image: "/images/4.svg", lineTotal: 21_900_000 },
    ]);
    expect(totals).toEqual({ subtotal: 56_300_000, shipping: 0, tax: 5_630_000, total: 61_930_000 });
  });

  it("accepts a client total within 1 đ, as text or number, and answers anything further with the server's figures", () => {
    const { totals } = priceLines(cart);
    for (const ok of ["61930000", "61930000.00", "61929999", "61930001.00", 56_300_000 * 1.1 /* VAT added in floating point: 61930000.00000001 */]) {
      expect(() => checkClientTotal(ok, totals), String(ok)).not.toThrow();
    }
    for (const wrong of ["61929998.99", "61930001.01", "1", 0]) {
      expect(() => checkClientTotal(wrong, totals), String(wrong)).toThrow(TOTAL_MISMATCH_MESSAGE);
    }
    const refusal = (() => {
      try {
        checkClientTotal("1", totals);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConflictError);
    expect((refusal as ConflictError).details).toEqual(totals);
  });

  it("matches posted items against the cart by product and summed quantity", () => {
    expect(() => checkPostedItems(cart, undefined)).not.toThrow();
    expect(() => checkPostedItems(cart, [{ productId: 4, quantity: 1 }, { productId: 1, quantity: 1 }, { productId: 1, quantity: 1 }])).not.toThrow();
    expect(() => checkPostedItems(cart, [{ productId: 1, quantity: 2 }])).toThrow(CART_CHANGED_MESSAGE);
    expect(() => checkPostedItems(cart, [{ productId: 1, quantity: 2 }, { productId: 4, quantity: 2 }])).toThrow(CART_CHANGED_MESSAGE);
    expect(() => checkPostedItems(cart, [{ productId: 1, quantity: 2 }, { productId: 4, quantity: 1 }, { productId: 3, quantity: 1 }])).toThrow(CART_CHANGED_MESSAGE);
  });

  it("refuses an empty cart and names a sold-out product", () => {
    expect(() => checkOrderable([])).toThrow(EMPTY_CART_MESSAGE);
    expect(() => checkOrderable([cart[0]!, line(3, 3, 1, 19_300_000, null, false)])).toThrow("Máy 3 đã hết hàng. Vui lòng xóa sản phẩm khỏi giỏ hàng.");
    expect(() => checkOrderable(cart)).not.toThrow();
  });

  it("fingerprints an order request by what the server acts on, not by how the client spelled it", () => {
    const request = { address: BUYER_ADDRESS, total: "61930000", items: [{ productId: 1, quantity: 2 }, { productId: 4, quantity: 1 }] };
    const same = orderFingerprint(request);
    for (const spelling of [
      { ...request, total: 61_930_000 },
      { ...request, total: "61930000.00", paymentMethod: "cod" as const },
      { ...request, items: [{ productId: 4, quantity: 1, name: "LS-250", price: 1 }, { productId: 1, quantity: 1 }, { productId: 1, quantity: 1 }] },
      { ...request, address: Object.fromEntries(Object.entries(BUYER_ADDRESS).reverse()) as typeof BUYER_ADDRESS },
    ]) {
      expect(orderFingerprint(spelling), JSON.stringify(spelling)).toBe(same);
    }
    for (const different of [
      { ...request, total: "61930001" },
      { ...request, paymentMethod: "bank_transfer" as const },
      { ...request, items: [{ productId: 1, quantity: 2 }] },
      { ...request, items: undefined },
      { ...request, address: { ...BUYER_ADDRESS, zip: "100001" } },
    ]) {
      expect(orderFingerprint(different), JSON.stringify(different)).not.toBe(same);
    }
  });
});
