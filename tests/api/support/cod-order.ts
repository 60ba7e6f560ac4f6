import { expect } from "vitest";
import { computeTotals } from "#common/money";
import { BUYER_ADDRESS } from "../../support/buyer";
import { visitor, type TestApp } from "../harness";

/**
 * A visitor's cash-on-delivery order of `quantity` machines of product 1 (the shipping tests' order): the cart, the
 * total the checkout shows, and the placed order's id. Still pending; staff confirm it before it ships.
 */
export async function placeCodOrder(app: TestApp, quantity: number): Promise<{ id: number; total: number }> {
  const buyer = visitor(app);
  await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity } });
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.call("/api/orders", { method: "POST", body: { address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod", acceptTerms: true } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { id: placed.body.id as number, total };
}
