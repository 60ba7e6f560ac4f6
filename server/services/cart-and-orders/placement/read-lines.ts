import { MESSAGES } from "#common/i18n";
import type { Db } from "../../../db/client";
import { ConflictError } from "../../foundation/errors";
import type { OrderableLine, OrderSource } from "./order-source";

export const EMPTY_CART_MESSAGE = MESSAGES.vi.checkoutEmptyCart;

/** Step 1: the source's lines, checked: none at all, a discontinued or a sold-out product is a 409 naming it; then the source's own check. */
export async function readLines(tx: Db, source: OrderSource): Promise<OrderableLine[]> {
  const lines = await source.readLines(tx);
  checkOrderable(lines);
  source.checkLines?.(lines);
  return lines;
}

/** An empty order or a sold-out line cannot be ordered (409, naming the product). */
export function checkOrderable(lines: readonly OrderableLine[]): void {
  if (lines.length === 0) throw new ConflictError(EMPTY_CART_MESSAGE);
  const discontinued = lines.find((line) => line.product.archived);
  if (discontinued) throw new ConflictError(MESSAGES.vi.discontinued(discontinued.product.name));
  const soldOut = lines.find((line) => !line.product.inStock);
  if (soldOut) throw new ConflictError(MESSAGES.vi.outOfStock(soldOut.product.name));
}
