import { inArray } from "drizzle-orm";
import type { CartItem } from "#common/schemas/cart";
import type { Db } from "../../../db/client";
import { products } from "../../../db/schema";
import { lineProductColumns, lineProductOf } from "../cart";
import { ValidationError } from "../../foundation/errors";

/** Today's catalogue data of these products, as an order line carries it (archived ones included, marked). */
export async function catalogueProducts(executor: Db, ids: readonly number[]): Promise<Map<number, CartItem["product"]>> {
  const rows = ids.length ? await executor.select({ id: products.id, ...lineProductColumns }).from(products).where(inArray(products.id, [...ids])) : [];
  return new Map(rows.map((row) => [row.id, lineProductOf(row)]));
}

/**
 * Lines staff type (a phone order, an order's new lines) read as the checkout reads a cart: today's catalogue
 * data of each product, one line per product (quantities of a product listed twice add up), in the order given.
 * An unknown product is a 400 on `items`.
 */
export async function catalogueLines(executor: Db, items: ReadonlyArray<{ productId: number; quantity: number }>): Promise<CartItem[]> {
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  const ids = [...quantities.keys()];
  const byId = await catalogueProducts(executor, ids);
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw new ValidationError(`Không tìm thấy sản phẩm #${missing}`, { items: [`Không tìm thấy sản phẩm #${missing}`] });
  return ids.map((productId) => ({ id: 0, productId, quantity: quantities.get(productId)!, product: byId.get(productId)! }));
}
