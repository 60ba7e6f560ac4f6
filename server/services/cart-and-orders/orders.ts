import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { MESSAGES } from "#common/i18n";
import { centsFromDecimal, computeTotals, discountedTotals, effectiveUnitPrice, type Totals } from "#common/money";
import type { CartItem } from "#common/schemas/cart";
import { createOrderSchema, type CreateOrderInput, type OrderLine, type ShippingAddress } from "#common/schemas/checkout";
import { isOrderStatus, orderStatusLabel, previousOrderStatuses, type OrderStatus } from "#common/order-status";
import { isPaymentStatus, paymentStatusLabel, type PaymentMethod, type PaymentStatus } from "#common/payment";
import type { Db } from "../../db/client";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { cartItems, orders, products } from "../../db/schema";
import { findCartLines, type CartOwner } from "./cart";
import { isOnSale } from "../catalog/catalog";
import { ConflictError, IdempotencyKeyReusedError, NotFoundError, TooManyRequestsError, ValidationError } from "../foundation/errors";
import { requestFingerprint } from "../foundation/idempotency";
import type { LocationService, Place } from "./locations";
import type { RateLimiter } from "../foundation/rate-limiter";
import { redeemDiscountCode, type AppliedDiscount } from "../discounts/discount-codes";
import type { EInvoiceRecord, InvoiceDetails } from "#common/quotes";
import { invoiceDetailsSchema } from "#common/schemas/quotes";
import { DEPOSIT_NOT_PAID_MESSAGE, orderPaymentParts } from "./payment-parts";
import type { PaymentParts } from "#common/business-buyers";

/** A client total may differ from the server's by at most this many dong (rounding), else 409. */
const TOTAL_TOLERANCE_DONG = 1;
const ORDERS_PAGE_SIZE = 50;
/** Orders a session may try to place per window: a real shop never sees more; a script does. */
export const ORDER_RATE_LIMIT = 10;
export const ORDER_RATE_WINDOW_MS = 10 * 60 * 1000;

// Buyers read these in the checkout's error toast: Vietnamese, from the catalogue (common/i18n.ts).
export const EMPTY_CART_MESSAGE = MESSAGES.vi.checkoutEmptyCart;
export const TOTAL_MISMATCH_MESSAGE = MESSAGES.vi.pricesChanged;
export const CART_CHANGED_MESSAGE = MESSAGES.vi.cartChanged;
const KEY_USED_MESSAGE = "Idempotency-Key has already been used";
const BANK_TRANSFER_UNAVAILABLE = MESSAGES.vi.bankTransferUnavailable;

/**
 * `POST /api/orders` with the business buyer's "Xuất hóa đơn VAT" details (decision 0042; absent or null for none).
 * Added here, not in common/schemas/checkout.ts, which the storefront's first pages load: the invoice rules stay
 * in the checkout's own code.
 */
const placeOrderSchema = createOrderSchema.extend({ invoice: invoiceDetailsSchema.nullish() });

export interface PlaceOrderInput extends Omit<CreateOrderInput, "paymentMethod"> {
  invoice?: InvoiceDetails | null;
  paymentMethod?: PaymentMethod;
  idempotencyKey?: string | null;
}

/** What placing an order answers: `created: false` when an earlier submit with the same key placed it. */
export interface PlacedOrder {
  id: number;
  created: boolean;
}

export interface OrderServiceOptions {
  /** Checks the province and ward of the address (without it, tests of other rules accept any address). */
  locations?: LocationService;
  /** Bank transfer (VietQR) is offered only while the shop's bank account is set (store settings). */
  bankTransferEnabled?: () => Promise<boolean>;
  /**
   * The last step of placing an order, inside its transaction once the order is written and its cart lines are
   * gone (the notification outbox records its mails here): what it records exists exactly when the order does,
   * and a failure here rolls the whole order back.
   */
  onPlaced?: (tx: Db, order: OrderView) => Promise<void>;
  /** Inside the order's transaction, after it took counted stock of these products (the low-stock alert, issue 36). */
  onStockTaken?: (tx: Db, productIds: number[]) => Promise<void>;
  /** After an order that took counted stock has committed (what the shop shows may have changed). */
  onStockChanged?: () => void;
  /** Inside the transaction that moves an order's status (the outbox's "shipped" and "delivered" messages; delivery starts the warranty of the order's machines). */
  onStatusChanged?: (tx: Db, order: OrderView, status: OrderStatus) => Promise<void>;
  /** After a status move has committed (the e-invoice is issued when an order is completed, decision 0043). */
  afterStatusCommitted?: (id: number, status: OrderStatus) => Promise<void>;
}

/** What an accepted quote orders (whole dong): see placeQuotedOrder. */
export interface QuotedOrderInput {
  quoteId: number;
  sessionId: string | null;
  lines: Array<{ productId: number; name: string; quantity: number; unitPrice: number }>;
  subtotal: number;
  installationFee: number;
  vat: number;
  total: number;
  deposit: number;
  address: ShippingAddress;
  invoice: InvoiceDetails;
  paymentMethod: PaymentMethod;
}

interface OrderSummary {
  id: number;
  createdAt: Date;
  fullName: string;
  phone: string;
  total: number;
  status: OrderStatus;
}

export interface OrderView extends Totals {
  id: number;
  status: OrderStatus;
  statusLabel: string;
  address: ShippingAddress;
  items: OrderLine[];
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Taken off the subtotal by a discount code (0 without one) and the code as entered. */
  discount: number;
  discountCode: string | null;
  createdAt: Date;
  updatedAt: Date;
  // Business buyers (decision 0042).
  invoice: InvoiceDetails | null;
  deposit: number;
  installationFee: number;
  quoteId: number | null;
  einvoice: EInvoiceRecord | null;
}

type OrderRow = typeof orders.$inferSelect;

export function toOrderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    status: row.status,
    statusLabel: orderStatusLabel(row.status),
    address: row.address,
    items: row.items,
    subtotal: row.subtotal,
    shipping: 0,
    tax: row.tax,
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    discount: row.discount,
    discountCode: row.discountCode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...businessBuyerFields(row),
  };
}

/** The business-buyer fields of an order (decision 0042): invoice details, deposit, fee, quote, e-invoice. */
function businessBuyerFields(row: OrderRow): Pick<OrderView, "invoice" | "deposit" | "installationFee" | "quoteId" | "einvoice"> {
  return { invoice: row.invoice ?? null, deposit: row.deposit, installationFee: row.installationFee, quoteId: row.quoteId ?? null, einvoice: row.einvoice ?? null };
}


// The steps of placing an order, in the order placeOrder runs them. Each one checks or writes one thing.

/**
 * Locks the session's cart lines until commit. Concurrent checkouts of one cart queue here; a later one
 * then finds the lines gone (and, with the same key, the order the first one placed).
 */
function lockCartLines(tx: Db, owner: CartOwner): Promise<CartItem[]> {
  return findCartLines(tx, owner.id, { lock: true });
}

/**
 * What identifies an order request, for its idempotency key: the address, the payment method, the total in
 * hundredths of a dong (`"21230000"`, `"21230000.00"` and `21230000` are one total) and the posted products
 * with their quantities (names, prices and images the client sends are informational and left out).
 */
export function orderFingerprint(input: Pick<PlaceOrderInput, "address" | "paymentMethod" | "total" | "items"> & { code?: string | null }): string {
  return requestFingerprint({
    address: input.address,
    paymentMethod: input.paymentMethod ?? "cod",
    total: centsFromDecimal(input.total),
    items: input.items ? [...postedQuantities(input.items)].sort(([a], [b]) => a - b) : null,
    // Only with a code, so the fingerprints of orders placed without one stay what they were.
    ...(input.code?.trim() ? { code: input.code.trim().toUpperCase() } : {}),
  });
}

/**
 * The order an earlier submit with this key placed, or null. Another session's key is a 409 (its order stays
 * private); the same key with a different request is a 422.
 */
export async function findReplay(executor: Db, owner: CartOwner, idempotencyKey: string, fingerprint: string): Promise<PlacedOrder | null> {
  const [existing] = await executor
    .select({ id: orders.id, sessionId: orders.sessionId, fingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!existing) return null;
  if (existing.sessionId !== owner.id) throw new ConflictError(KEY_USED_MESSAGE);
  // Orders placed before fingerprints were stored have none: they can only be replayed.
  if (existing.fingerprint !== null && existing.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  return { id: existing.id, created: false };
}

/** The quantity the client posted per product (a product may be listed on several lines). */
function postedQuantities(posted: NonNullable<PlaceOrderInput["items"]>): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const item of posted) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  return quantities;
}

/** An empty cart or a sold-out line cannot be ordered (409, naming the product). */
export function checkOrderable(lines: CartItem[]): void {
  if (lines.length === 0) throw new ConflictError(EMPTY_CART_MESSAGE);
  const discontinued = lines.find((line) => line.product.archived);
  if (discontinued) throw new ConflictError(MESSAGES.vi.discontinued(discontinued.product.name));
  const soldOut = lines.find((line) => !line.product.inStock);
  if (soldOut) throw new ConflictError(MESSAGES.vi.outOfStock(soldOut.product.name));
}

/**
 * Takes the ordered machines from the counted stock, inside the order's transaction: the row lock makes two buyers of
 * the last machine queue, and the second finds too few left (409 naming the product and what is left). Products
 * whose stock is not counted are untouched. Returns whether any count changed (the shop's pages show stock).
 */
export async function takeStock(tx: Db, lines: CartItem[]): Promise<boolean> {
  let changed = false;
  // Always in product order, so two orders sharing products lock them in the same order (no deadlock).
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const [taken] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.stockQuantity} >= ${line.quantity}`))
      .returning({ id: products.id });
    if (taken) {
      changed = true;
      continue;
    }
    const [product] = await tx.select({ stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, line.productId));
    const left = product?.stockQuantity ?? null;
    if (left === null) continue;
    throw new ConflictError(left === 0 ? MESSAGES.vi.outOfStock(line.product.name) : MESSAGES.vi.notEnoughStock(line.product.name, left));
  }
  return changed;
}

/** Puts machines back into the counted stock (a removed line, an order canceled before it shipped, a refund with restock); uncounted products are untouched. */
export async function returnStock(tx: Db, lines: ReadonlyArray<{ productId: number; quantity: number }>): Promise<boolean> {
  let changed = false;
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (line.quantity <= 0) continue;
    const [returned] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.stockQuantity)))
      .returning({ id: products.id });
    if (returned) changed = true;
  }
  return changed;
}

/** Statuses in which an order's machines have not left the shop. */
const NOT_SHIPPED: readonly OrderStatus[] = ["pending", "confirmed"];

/** When the client posts its `items`, they must be the cart: same products, same quantities (else 409). */
export function checkPostedItems(lines: CartItem[], posted: PlaceOrderInput["items"]): void {
  if (!posted) return;
  const quantities = postedQuantities(posted);
  const same = quantities.size === lines.length && lines.every((line) => quantities.get(line.productId) === line.quantity);
  if (!same) throw new ConflictError(CART_CHANGED_MESSAGE);
}

/** A snapshot of every line at today's database price (discount price if any), and the totals of the one shared rule. */
export function priceLines(lines: CartItem[]): { lines: OrderLine[]; totals: Totals } {
  const priced = lines.map(({ productId, quantity, product }): OrderLine => {
    const price = effectiveUnitPrice(product);
    return { productId, name: product.name, price, quantity, image: product.image, lineTotal: price * quantity };
  });
  return { lines: priced, totals: computeTotals(priced.map((line) => ({ unitPrice: line.price, quantity: line.quantity }))) };
}

/**
 * The discount step (issue 36): the buyer's code, checked and counted under its row's lock, taken off the subtotal
 * before VAT. The client's figures never enter it: only the code's rule and the server's lines do.
 */
async function applyDiscountCode(
  tx: Db,
  input: PlaceOrderInput,
  priced: { lines: OrderLine[]; totals: Totals },
): Promise<{ lines: OrderLine[]; totals: Totals; applied: AppliedDiscount | null }> {
  const applied = await redeemDiscountCode(tx, input.code, priced.lines, priced.totals.subtotal, input.address.phone);
  if (!applied) return { ...priced, applied: null };
  return { lines: priced.lines, totals: discountedTotals(priced.totals, applied.discount), applied };
}

/** The client's total is only checked: within TOTAL_TOLERANCE_DONG of the server's, else 409 with the server's figures. */
export function checkClientTotal(clientTotal: string | number, totals: Totals): void {
  if (Math.abs(centsFromDecimal(clientTotal) - totals.total * 100) > TOTAL_TOLERANCE_DONG * 100) {
    throw new ConflictError(TOTAL_MISMATCH_MESSAGE, { ...totals });
  }
}

/** Writes the order; null when a concurrent submit with the same key committed its order first. */
export async function insertOrder(
  tx: Db,
  owner: CartOwner,
  input: PlaceOrderInput,
  priced: { lines: OrderLine[]; totals: Totals; applied?: AppliedDiscount | null },
  fingerprint: string,
  place: Place | null,
): Promise<OrderRow | null> {
  const [inserted] = await tx
    .insert(orders)
    .values({
      userId: owner.userId,
      sessionId: owner.id,
      status: "pending",
      subtotal: priced.totals.subtotal,
      tax: priced.totals.tax,
      total: priced.totals.total,
      address: storedAddress(input.address, place),
      ...(place ?? {}),
      items: priced.lines,
      paymentMethod: input.paymentMethod ?? "cod",
      paymentStatus: "unpaid",
      ...(priced.applied ? { discount: priced.applied.discount, discountCode: priced.applied.code, discountCodeId: priced.applied.codeId } : {}),
      idempotencyKey: input.idempotencyKey ?? null,
      idempotencyFingerprint: input.idempotencyKey ? fingerprint : null,
      invoice: input.invoice ?? null,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  return inserted ?? null;
}

/** The address as the order keeps it: the spec's fields, `city`/`state` being the checked province and ward names. */
export function storedAddress(address: PlaceOrderInput["address"], place: Place | null): ShippingAddress {
  const { fullName, email, phone, zip } = address;
  const street = address.address;
  if (!place) return { fullName, email, phone, address: street, city: address.city ?? "", state: address.state ?? "", ...(zip ? { zip } : {}) };
  return {
    fullName,
    email,
    phone,
    address: street,
    city: place.provinceName,
    state: place.wardName,
    ...(zip ? { zip } : {}),
    provinceCode: place.provinceCode,
    wardCode: place.wardCode,
    ...(place.formerWardName ? { formerWard: place.formerWardName } : {}),
  };
}

/** Deletes the ordered lines (and only those: a line added meanwhile stays in the cart). */
async function emptyCart(tx: Db, owner: CartOwner, lines: CartItem[]): Promise<void> {
  const ids = lines.map((line) => line.id);
  await tx.delete(cartItems).where(and(eq(cartItems.sessionId, owner.id), inArray(cartItems.id, ids)));
}

/**
 * Submits with one idempotency key run one at a time: each takes this lock first, in its transaction, so a retry
 * racing the first submit waits for it to commit and then finds its order (the checkout and the phone orders).
 */
export async function lockIdempotencyKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-idempotency:${key}`}, 0))`);
}

export function createOrderService(db: Db, rateLimiter: RateLimiter, serviceOptions: OrderServiceOptions = {}) {
  async function checkPaymentMethod(method: PaymentMethod | undefined): Promise<void> {
    if (method === "bank_transfer" && !(await serviceOptions.bankTransferEnabled?.())) {
      throw new ValidationError(BANK_TRANSFER_UNAVAILABLE, { paymentMethod: [BANK_TRANSFER_UNAVAILABLE] });
    }
  }

  return {
    /**
     * Places the session's cart as an order: the server prices every line from the database and only checks
     * the client's total. The steps run in one transaction, so an order exists exactly when its cart lines are
     * gone and its mails are queued. With an idempotency key a repeated submit answers with the first order
     * without counting against the session's limit, even when it races the first submit (the key's lock makes it
     * wait for that order); the key sent with a different request is refused (422).
     * `rawInput` is the `POST /api/orders` body, parsed here.
     */
    async placeOrder(owner: CartOwner | null, rawInput: unknown, idempotencyKey: string | null = null): Promise<PlacedOrder> {
      const input: PlaceOrderInput = { ...placeOrderSchema.parse(rawInput ?? {}), idempotencyKey };
      if (!owner) throw new ConflictError(EMPTY_CART_MESSAGE);
      await checkPaymentMethod(input.paymentMethod);
      const place = serviceOptions.locations ? serviceOptions.locations.resolve(input.address) : null;
      const key = input.idempotencyKey ?? null;
      const fingerprint = orderFingerprint(input);
      const earlier = key ? await findReplay(db, owner, key, fingerprint) : null;
      if (earlier) return earlier;
      let stockChanged = false;
      // The session's attempt is counted in the outer transaction and the order placed in a savepoint: a refused
      // or failed attempt still counts (it commits alone), a replay found under the key's lock never does.
      const outcome = await db.transaction(async (tx): Promise<{ placed: PlacedOrder } | { refused: true } | { failed: unknown }> => {
        if (key) {
          await lockIdempotencyKey(tx, key);
          // A concurrent submit with the same key may have committed while this one waited for the lock.
          const replay = await findReplay(tx, owner, key, fingerprint);
          if (replay) return { placed: replay };
        }
        const limit = await rateLimiter.hit(`order:${owner.id}`, ORDER_RATE_LIMIT, ORDER_RATE_WINDOW_MS, tx);
        if (!limit.allowed) return { refused: true };
        try {
          return {
            placed: await tx.transaction(async (step) => {
              const cart = await lockCartLines(step, owner);
              checkOrderable(cart);
              checkPostedItems(cart, input.items);
              const priced = await applyDiscountCode(step, input, priceLines(cart));
              checkClientTotal(input.total, priced.totals);
              const order = await insertOrder(step, owner, input, priced, fingerprint, place);
              // Under the key's lock no other submit can hold it: only an order of another session (409) can.
              if (!order) throw new ConflictError(KEY_USED_MESSAGE);
              stockChanged = await takeStock(step, cart);
              if (stockChanged) await serviceOptions.onStockTaken?.(step, cart.map((line) => line.productId));
              await emptyCart(step, owner, cart);
              await serviceOptions.onPlaced?.(step, toOrderView(order));
              return { id: order.id, created: true };
            }),
          };
        } catch (error) {
          return { failed: error };
        }
      });
      if ("refused" in outcome) throw new TooManyRequestsError();
      if ("failed" in outcome) throw outcome.failed;
      const placed = outcome.placed;
      if (stockChanged) serviceOptions.onStockChanged?.();
      return placed;
    },

    /**
     * Places the order of an accepted quote (decision 0042), inside the acceptance's transaction: the quoted lines
     * and totals (never the catalogue's, never the client's), through the same rules as a cart's order — products
     * still sold and in stock, the counted stock taken, the mails queued.
     */
    async placeQuotedOrder(tx: Db, quoted: QuotedOrderInput): Promise<number> {
      const ids = quoted.lines.map((line) => line.productId);
      const rows = await tx
        .select({ id: products.id, name: products.name, image: products.image, price: products.price, discountPrice: products.discountPrice, inStock: products.inStock, stockQuantity: products.stockQuantity, archivedAt: products.archivedAt })
        .from(products)
        .where(inArray(products.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const lines: CartItem[] = quoted.lines.map((line, index) => {
        const product = byId.get(line.productId);
        if (!product) throw new ConflictError(MESSAGES.vi.discontinued(line.name));
        return {
          id: index,
          productId: line.productId,
          quantity: line.quantity,
          product: { name: product.name, image: product.image, price: product.price, discountPrice: product.discountPrice, inStock: product.archivedAt === null && isOnSale(product), archived: product.archivedAt !== null },
        };
      });
      checkOrderable(lines);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: null,
          sessionId: quoted.sessionId,
          status: "pending",
          subtotal: quoted.subtotal,
          tax: quoted.vat,
          total: quoted.total,
          address: quoted.address,
          items: quoted.lines.map((line) => ({
            productId: line.productId,
            name: line.name,
            price: line.unitPrice,
            quantity: line.quantity,
            image: byId.get(line.productId)!.image,
            lineTotal: line.unitPrice * line.quantity,
          })),
          paymentMethod: quoted.paymentMethod,
          paymentStatus: "unpaid",
          invoice: quoted.invoice,
          deposit: quoted.deposit,
          installationFee: quoted.installationFee,
          quoteId: quoted.quoteId,
        })
        .returning();
      if (!order) throw new Error("the quoted order was not written");
      const stockChanged = await takeStock(tx, lines);
      await serviceOptions.onPlaced?.(tx, toOrderView(order));
      if (stockChanged) serviceOptions.onStockChanged?.();
      return order.id;
    },

    /** What an order has paid and must pay now (decision 0042): its deposit first, then the rest. */
    paymentParts(order: Pick<OrderView, "id" | "total" | "deposit" | "paymentStatus">): Promise<PaymentParts> {
      return orderPaymentParts(db, order);
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
        orders: rows.map((row) => ({ ...row, fullName: row.fullName ?? "", phone: row.phone ?? "" })),
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

    /**
     * The shop records a payment (or a refund); any status may be set from any status. The audit row is written in
     * the same transaction: the change is stored exactly when the record of who made it is.
     */
    async setPaymentStatus(id: number, status: unknown, actor: Actor): Promise<{ id: number; paymentStatus: PaymentStatus }> {
      if (!isPaymentStatus(status)) {
        throw new ValidationError("Trạng thái thanh toán không hợp lệ", { paymentStatus: ["Trạng thái thanh toán không hợp lệ"] });
      }
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id)).for("update");
        if (!current) throw new NotFoundError("Không tìm thấy đơn hàng");
        await tx.update(orders).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, id));
        await writeAudit(tx, actor, {
          action: "order.payment-status",
          entityType: "order",
          entityId: id,
          summary: `Thanh toán: ${paymentStatusLabel(status)}`,
          before: { paymentStatus: current.paymentStatus },
          after: { paymentStatus: status },
        });
        return { id, paymentStatus: status };
      });
    },

    /**
     * Moves an order along its lifecycle (common/order-status.ts). The order's row is locked while the move is
     * checked and written, so two admins clicking at once cannot both succeed from the same state; the audit row
     * goes in the same transaction.
     */
    async updateStatus(id: number, status: unknown, actor: Actor): Promise<{ id: number; status: OrderStatus }> {
      if (!isOrderStatus(status)) {
        throw new ValidationError("Trạng thái không hợp lệ", { status: ["Trạng thái không hợp lệ"] });
      }
      let stockChanged = false;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            status: orders.status,
            paymentStatus: orders.paymentStatus,
            paymentMethod: orders.paymentMethod,
            total: orders.total,
            deposit: orders.deposit,
            items: orders.items,
            stockReturnedAt: orders.stockReturnedAt,
          })
          .from(orders)
          .where(eq(orders.id, id))
          .for("update");
        if (!current) throw new NotFoundError("Không tìm thấy đơn hàng");
        // An order with a deposit ships only once the deposit is in (decision 0042).
        if (status === "shipping" && current.deposit > 0 && !(await orderPaymentParts(tx, { id, ...current })).depositPaid) {
          throw new ConflictError(DEPOSIT_NOT_PAID_MESSAGE, { status: current.status });
        }
        if (!previousOrderStatuses(status).includes(current.status as OrderStatus)) {
          throw new ConflictError(
            `Không thể chuyển đơn hàng từ "${orderStatusLabel(current.status)}" sang "${orderStatusLabel(status)}"`,
            { status: current.status },
          );
        }
        // Cash on delivery is paid when the order is delivered (completed).
        const paidOnDelivery = status === "completed" && current.paymentMethod === "cod";
        // Canceled before it left the shop: its machines are still on the shelf, so they count again. Once gone
        // (shipping), they come back only when staff say so, with a refund's restock.
        const restock = status === "canceled" && NOT_SHIPPED.includes(current.status as OrderStatus) && current.stockReturnedAt === null;
        if (restock) stockChanged = await returnStock(tx, current.items);
        await tx
          .update(orders)
          .set({
            status,
            updatedAt: new Date(),
            ...(paidOnDelivery ? { paymentStatus: "paid" as const } : {}),
            ...(restock ? { stockReturnedAt: new Date() } : {}),
          })
          .where(eq(orders.id, id));
        await writeAudit(tx, actor, {
          action: "order.status",
          entityType: "order",
          entityId: id,
          summary: `${orderStatusLabel(status)}${restock ? " · nhập lại kho" : ""}`,
          before: { status: current.status, ...(paidOnDelivery ? { paymentStatus: current.paymentStatus } : {}) },
          after: { status, ...(paidOnDelivery ? { paymentStatus: "paid" } : {}), ...(restock ? { stockReturned: current.items.map(({ productId, quantity }) => ({ productId, quantity })) } : {}) },
        });
        if (serviceOptions.onStatusChanged) {
          const [moved] = await tx.select().from(orders).where(eq(orders.id, id));
          await serviceOptions.onStatusChanged(tx, toOrderView(moved!), status);
        }
        return { id, status };
      }).then(async (moved) => {
        if (stockChanged) serviceOptions.onStockChanged?.();
        await serviceOptions.afterStatusCommitted?.(id, status);
        return moved;
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
