import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { computeTotals, decimalFromDong, dongFromDecimal, effectiveUnitPrice, type Totals } from "#common/money";
import type { CreateOrderInput, OrderLine, ShippingAddress } from "#common/schemas/checkout";
import { isOrderStatus, orderStatusLabel, previousOrderStatuses, type OrderStatus } from "#common/order-status";
import { PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from "#common/payment";
import type { Db } from "../db/client";
import { cartItems, orders, products } from "../db/schema";
import type { CartOwner } from "./cart";
import { ConflictError, NotFoundError, ValidationError } from "./errors";

/** A client total may differ from the server's by at most this many dong (rounding), else 409. */
export const TOTAL_TOLERANCE_DONG = 1;
export const ORDERS_PAGE_SIZE = 50;

export const EMPTY_CART_MESSAGE = "Your cart is empty. Please add items before checkout.";
export const TOTAL_MISMATCH_MESSAGE = "Prices have changed. Please review your order total.";
export const CART_CHANGED_MESSAGE = "Your cart has changed. Please review your order.";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface PlaceOrderInput extends Omit<CreateOrderInput, "paymentMethod"> {
  paymentMethod?: PaymentMethod;
  idempotencyKey?: string | null;
}

export interface OrderServiceOptions {
  /** Bank transfer (VietQR) is offered only when the shop's bank account is configured. */
  bankTransferEnabled?: boolean;
  /**
   * Runs inside the order transaction once the order is written (the notification outbox uses it), so
   * whatever it records exists exactly when the order does.
   */
  onPlaced?: (tx: Tx, order: OrderView) => Promise<void>;
}

export interface PlaceOrderOptions {
  /**
   * Runs inside the order transaction after the order row is written and the cart lines are deleted, just
   * before commit. Used by the tests to force a failure mid-transaction; production code passes nothing.
   */
  beforeCommit?: (tx: Tx, orderId: number) => Promise<void>;
}

export interface OrderSummary {
  id: number;
  createdAt: Date;
  fullName: string;
  phone: string;
  total: number;
  status: string;
}

export interface OrderView extends Totals {
  id: number;
  status: string;
  statusLabel: string;
  address: ShippingAddress;
  items: OrderLine[];
  paymentMethod: string;
  paymentStatus: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A client figure (`"41580000"`, `"41580000.00"` or a number) in hundredths of a dong, exactly. */
function centsOf(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

type OrderRow = typeof orders.$inferSelect;

function toOrderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    status: row.status,
    statusLabel: orderStatusLabel(row.status),
    address: row.address as ShippingAddress,
    items: row.items as OrderLine[],
    subtotal: dongFromDecimal(row.subtotal),
    shipping: 0,
    tax: dongFromDecimal(row.tax),
    total: dongFromDecimal(row.total),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function createOrderService(db: Db, serviceOptions: OrderServiceOptions = {}) {
  return {
    /**
     * Places the session's cart as an order, in one transaction: lock the cart lines, price every line from
     * the database (discount price if present), compute the totals with the one shared rule
     * (`computeTotals`, common/money.ts), check the client's total, store the order with a snapshot of its
     * lines, delete the ordered cart lines. With an idempotency key a repeated submit returns the first order.
     */
    async placeOrder(
      owner: CartOwner,
      input: PlaceOrderInput,
      options: PlaceOrderOptions = {},
    ): Promise<{ id: number; created: boolean }> {
      if (input.paymentMethod === "bank_transfer" && !serviceOptions.bankTransferEnabled) {
        throw new ValidationError("Bank transfer is not available", { paymentMethod: ["Bank transfer is not available"] });
      }
      return db.transaction(async (tx) => {
        // Locking the lines serialises concurrent checkouts of one cart: the second waits, then sees them gone.
        const rows = await tx
          .select({
            cartItemId: cartItems.id,
            productId: cartItems.productId,
            quantity: cartItems.quantity,
            name: products.name,
            image: products.image,
            price: products.price,
            discountPrice: products.discountPrice,
            inStock: products.inStock,
          })
          .from(cartItems)
          .innerJoin(products, eq(cartItems.productId, products.id))
          .where(eq(cartItems.sessionId, owner.id))
          .orderBy(cartItems.id)
          .for("update", { of: cartItems });

        if (input.idempotencyKey) {
          const [existing] = await tx
            .select({ id: orders.id, sessionId: orders.sessionId })
            .from(orders)
            .where(eq(orders.idempotencyKey, input.idempotencyKey))
            .limit(1);
          if (existing) {
            if (existing.sessionId !== owner.id) throw new ConflictError("Idempotency-Key has already been used");
            return { id: existing.id, created: false };
          }
        }

        if (rows.length === 0) throw new ConflictError(EMPTY_CART_MESSAGE);
        const soldOut = rows.find((row) => !row.inStock);
        if (soldOut) throw new ConflictError(`${soldOut.name} is out of stock. Please remove it from your cart.`);

        if (input.items) {
          const posted = new Map<number, number>();
          for (const item of input.items) posted.set(item.productId, (posted.get(item.productId) ?? 0) + item.quantity);
          const same = posted.size === rows.length && rows.every((row) => posted.get(row.productId) === row.quantity);
          if (!same) throw new ConflictError(CART_CHANGED_MESSAGE);
        }

        const lines: OrderLine[] = rows.map((row) => {
          const unitPrice = effectiveUnitPrice({
            price: dongFromDecimal(row.price),
            discountPrice: row.discountPrice === null ? null : dongFromDecimal(row.discountPrice),
          });
          return {
            productId: row.productId,
            name: row.name,
            price: unitPrice,
            quantity: row.quantity,
            image: row.image,
            lineTotal: unitPrice * row.quantity,
          };
        });
        const totals = computeTotals(lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })));

        if (Math.abs(centsOf(input.total) - totals.total * 100) > TOTAL_TOLERANCE_DONG * 100) {
          throw new ConflictError(TOTAL_MISMATCH_MESSAGE, { ...totals });
        }

        const [inserted] = await tx
          .insert(orders)
          .values({
            userId: owner.userId,
            sessionId: owner.id,
            status: "pending",
            subtotal: decimalFromDong(totals.subtotal),
            tax: decimalFromDong(totals.tax),
            total: decimalFromDong(totals.total),
            address: input.address,
            items: lines,
            paymentMethod: input.paymentMethod ?? "cod",
            paymentStatus: "unpaid",
            idempotencyKey: input.idempotencyKey ?? null,
          })
          .onConflictDoNothing({ target: orders.idempotencyKey })
          .returning();
        if (!inserted) {
          // Another request with the same key committed between our check and our insert.
          const [existing] = await tx
            .select({ id: orders.id, sessionId: orders.sessionId })
            .from(orders)
            .where(eq(orders.idempotencyKey, input.idempotencyKey!))
            .limit(1);
          if (!existing || existing.sessionId !== owner.id) throw new ConflictError("Idempotency-Key has already been used");
          return { id: existing.id, created: false };
        }

        await tx.delete(cartItems).where(
          and(
            eq(cartItems.sessionId, owner.id),
            inArray(
              cartItems.id,
              rows.map((row) => row.cartItemId),
            ),
          ),
        );
        await serviceOptions.onPlaced?.(tx, toOrderView(inserted));
        await options.beforeCommit?.(tx, inserted.id);
        return { id: inserted.id, created: true };
      });
    },

    /** Newest first. */
    async listOrders(page = 1): Promise<{ orders: OrderSummary[]; total: number; page: number; pageSize: number }> {
      const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: orders.id,
            createdAt: orders.createdAt,
            fullName: sql<string>`${orders.address}->>'fullName'`,
            phone: sql<string>`${orders.address}->>'phone'`,
            total: orders.total,
            status: orders.status,
          })
          .from(orders)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ORDERS_PAGE_SIZE)
          .offset((safePage - 1) * ORDERS_PAGE_SIZE),
        db.select({ value: count() }).from(orders),
      ]);
      return {
        orders: rows.map((row) => ({ ...row, fullName: row.fullName ?? "", phone: row.phone ?? "", total: dongFromDecimal(row.total) })),
        total: counted?.value ?? 0,
        page: safePage,
        pageSize: ORDERS_PAGE_SIZE,
      };
    },

    async getOrder(id: number): Promise<OrderView> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      if (!row) throw new NotFoundError("Không tìm thấy đơn hàng");
      return toOrderView(row);
    },

    /**
     * An order as its buyer may see it: only the session that placed it, or a holder of its signed link
     * (`linkVerified`). Anyone else gets the same 404 as for an order that does not exist.
     */
    async getOrderForBuyer(id: number, access: { sessionId: string | null; linkVerified: boolean }): Promise<OrderView> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      const owns = row && access.sessionId !== null && row.sessionId === access.sessionId;
      if (!row || !(owns || access.linkVerified)) throw new NotFoundError("Không tìm thấy đơn hàng");
      return toOrderView(row);
    },

    /** The shop records a payment (or a refund); any status may be set from any status. */
    async setPaymentStatus(id: number, status: unknown): Promise<{ id: number; paymentStatus: PaymentStatus }> {
      if (!isPaymentStatus(status)) {
        throw new ValidationError("Trạng thái thanh toán không hợp lệ", { paymentStatus: ["Trạng thái thanh toán không hợp lệ"] });
      }
      const [updated] = await db
        .update(orders)
        .set({ paymentStatus: status, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning({ id: orders.id });
      if (!updated) throw new NotFoundError("Không tìm thấy đơn hàng");
      return { id: updated.id, paymentStatus: status };
    },

    /**
     * Moves an order along its lifecycle (common/order-status.ts). The check and the write are one
     * conditional UPDATE, so two admins clicking at once cannot both succeed from the same state.
     */
    async updateStatus(id: number, status: unknown): Promise<{ id: number; status: OrderStatus }> {
      if (!isOrderStatus(status)) {
        throw new ValidationError("Trạng thái không hợp lệ", { status: ["Trạng thái không hợp lệ"] });
      }
      const from = previousOrderStatuses(status);
      if (from.length > 0) {
        const [updated] = await db
          .update(orders)
          .set({
            status,
            updatedAt: new Date(),
            // Cash on delivery is paid when the order is delivered (completed).
            ...(status === "completed"
              ? { paymentStatus: sql`case when ${orders.paymentMethod} = 'cod' then 'paid' else ${orders.paymentStatus} end` }
              : {}),
          })
          .where(and(eq(orders.id, id), inArray(orders.status, from)))
          .returning({ id: orders.id });
        if (updated) return { id: updated.id, status };
      }
      const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).limit(1);
      if (!current) throw new NotFoundError("Không tìm thấy đơn hàng");
      throw new ConflictError(
        `Không thể chuyển đơn hàng từ "${orderStatusLabel(current.status)}" sang "${orderStatusLabel(status)}"`,
        { status: current.status },
      );
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
