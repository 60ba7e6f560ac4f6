import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { addToCartSchema, updateCartItemSchema, type CartItem } from "#common/schemas/cart";
import type { Db } from "../../db/client";
import { cartItems, products } from "../../db/schema";
import { isOnSale } from "../catalog/catalog";
import { ConflictError, NotFoundError } from "../foundation/errors";

/** Who owns a cart: the visitor's session (its id is the hash stored in `sessions.id`). */
export interface CartOwner {
  id: string;
  userId: number | null;
}

/** A product as an order line carries it (the cart, the checkout, the lines staff type, a quote's products). */
export const lineProductColumns = {
  name: products.name,
  image: products.image,
  price: products.price,
  discountPrice: products.discountPrice,
  inStock: products.inStock,
  stockQuantity: products.stockQuantity,
  archivedAt: products.archivedAt,
};

type LineProductRow = {
  name: string;
  image: string;
  price: number;
  discountPrice: number | null;
  inStock: boolean;
  stockQuantity: number | null;
  archivedAt: Date | null;
};

/** Sold means listed, not archived, and on sale by the stock rule. */
export function lineProductOf(row: LineProductRow): CartItem["product"] {
  return {
    name: row.name,
    image: row.image,
    price: row.price,
    discountPrice: row.discountPrice,
    inStock: row.archivedAt === null && isOnSale(row),
    archived: row.archivedAt !== null,
  };
}

const lineColumns = { id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, ...lineProductColumns };

function toCartItem(row: LineProductRow & { id: number; productId: number; quantity: number }): CartItem {
  return { id: row.id, productId: row.productId, quantity: row.quantity, product: lineProductOf(row) };
}

function selectLines(executor: Db, where: SQL | undefined) {
  return executor.select(lineColumns).from(cartItems).innerJoin(products, eq(cartItems.productId, products.id)).where(where);
}

/**
 * A session's cart lines with today's product data, oldest first. `lock` holds the lines (`FOR UPDATE OF
 * cart_items`) until the transaction `executor` ends, so concurrent checkouts of one cart run one after the other.
 */
export async function findCartLines(executor: Db, sessionId: string, options: { lock?: boolean } = {}): Promise<CartItem[]> {
  const query = selectLines(executor, eq(cartItems.sessionId, sessionId)).orderBy(asc(cartItems.id));
  const rows = options.lock ? await query.for("update", { of: cartItems }) : await query;
  return rows.map(toCartItem);
}

const LINE_NOT_FOUND = "Không tìm thấy sản phẩm trong giỏ hàng";

/**
 * The server-side cart: one line per product per session. Every query is scoped by the owner's session,
 * so a line id of another session is simply "not found".
 */
export function createCartService(db: Db) {
  async function getLine(owner: CartOwner, id: number): Promise<CartItem> {
    const [row] = await selectLines(db, and(eq(cartItems.id, id), eq(cartItems.sessionId, owner.id))).limit(1);
    if (!row) throw new NotFoundError(LINE_NOT_FOUND);
    return toCartItem(row);
  }

  return {
    /** The cart of a session (empty for no session). */
    async list(owner: CartOwner | null): Promise<CartItem[]> {
      if (!owner) return [];
      return findCartLines(db, owner.id);
    },

    /** How many machines a session's cart holds (the sum of its quantities; 0 for no session). */
    async count(owner: CartOwner | null): Promise<number> {
      if (!owner) return 0;
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
        .from(cartItems)
        .where(eq(cartItems.sessionId, owner.id));
      return row?.count ?? 0;
    },

    /**
     * Adds a product (`POST /api/cart` body), or sets the quantity of its existing line. Unknown product → 404,
     * out of stock → 409. `owner` may be given as a function, called only once the product is known to be
     * addable: a refused add (unknown or sold-out product) then creates no visitor session.
     */
    async add(ownerOrCreate: CartOwner | (() => Promise<CartOwner>), rawInput: unknown): Promise<CartItem> {
      const input = addToCartSchema.parse(rawInput ?? {});
      const [product] = await db
        .select({ id: products.id, inStock: products.inStock, stockQuantity: products.stockQuantity, archivedAt: products.archivedAt })
        .from(products)
        .where(eq(products.id, input.productId))
        .limit(1);
      if (!product || product.archivedAt !== null) throw new NotFoundError("Không tìm thấy sản phẩm");
      if (!isOnSale(product)) throw new ConflictError("Sản phẩm đã hết hàng");
      const owner = typeof ownerOrCreate === "function" ? await ownerOrCreate() : ownerOrCreate;
      const [line] = await db
        .insert(cartItems)
        .values({ sessionId: owner.id, userId: owner.userId, productId: input.productId, quantity: input.quantity })
        .onConflictDoUpdate({
          target: [cartItems.sessionId, cartItems.productId],
          set: { quantity: sql`excluded.quantity`, userId: owner.userId },
        })
        .returning({ id: cartItems.id });
      return getLine(owner, line!.id);
    },

    /** Sets a line's quantity (`PUT /api/cart/{id}` body `{ quantity }`). */
    async updateQuantity(owner: CartOwner | null, id: number, rawInput: unknown): Promise<CartItem> {
      const { quantity } = updateCartItemSchema.parse(rawInput ?? {});
      if (!owner) throw new NotFoundError(LINE_NOT_FOUND);
      const updated = await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, id), eq(cartItems.sessionId, owner.id)))
        .returning({ id: cartItems.id });
      if (updated.length === 0) throw new NotFoundError(LINE_NOT_FOUND);
      return getLine(owner, id);
    },

    async remove(owner: CartOwner | null, id: number): Promise<void> {
      if (!owner) throw new NotFoundError(LINE_NOT_FOUND);
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.sessionId, owner.id)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw new NotFoundError(LINE_NOT_FOUND);
    },

    async clear(owner: CartOwner | null): Promise<void> {
      if (!owner) return;
      await db.delete(cartItems).where(eq(cartItems.sessionId, owner.id));
    },
  };
}
