import { and, eq, isNotNull, sql } from "drizzle-orm";
import { MESSAGES } from "#common/i18n";
import type { Db } from "../../../db/client";
import { products } from "../../../db/schema";
import { ConflictError } from "../../foundation/errors";
import type { OrderableLine } from "./order-source";

/**
 * Step 4: takes the ordered machines from the counted stock, inside the order's transaction: the row lock makes two
 * buyers of the last machine queue, and the second finds too few left (409 naming the product and what is left).
 * Products whose stock is not counted are untouched. Answers the products whose count went down.
 */
export async function takeStock(tx: Db, lines: ReadonlyArray<Pick<OrderableLine, "productId" | "quantity" | "product">>): Promise<number[]> {
  const taken: number[] = [];
  // Always in product order, so two orders sharing products lock them in the same order (no deadlock).
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.stockQuantity} >= ${line.quantity}`))
      .returning({ id: products.id });
    if (row) {
      taken.push(line.productId);
      continue;
    }
    const [product] = await tx.select({ stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, line.productId));
    const left = product?.stockQuantity ?? null;
    if (left === null) continue;
    throw new ConflictError(left === 0 ? MESSAGES.vi.outOfStock(line.product.name) : MESSAGES.vi.notEnoughStock(line.product.name, left));
  }
  return taken;
}

/**
 * Puts machines back into the counted stock (a removed line, an order canceled before it shipped, a refund with
 * restock); uncounted products are untouched. Answers the products whose count went up.
 */
export async function returnStock(tx: Db, lines: ReadonlyArray<{ productId: number; quantity: number }>): Promise<number[]> {
  const returned: number[] = [];
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (line.quantity <= 0) continue;
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.stockQuantity)))
      .returning({ id: products.id });
    if (row) returned.push(line.productId);
  }
  return returned;
}
