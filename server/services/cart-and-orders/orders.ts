import { eq } from "drizzle-orm";
import { MESSAGES } from "#common/i18n";
import type { Language } from "#common/i18n-vi";
import { isOrderStatus, orderStatusLabel, previousOrderStatuses, type OrderStatus } from "#common/order-status";
import type { OrderView } from "#common/order-view";
import {
  isGatewayPaymentMethod,
  isPaymentStatus,
  MOMO_UNAVAILABLE_MESSAGE,
  paymentStatusLabel,
  VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE,
  VNPAY_UNAVAILABLE_MESSAGE,
  type GatewayPaymentMethod,
  type PaymentMethod,
  type PaymentStatus,
} from "#common/payment";
import type { OrderPayment } from "#common/amount-due";
import type { ConsentChoices } from "#common/consent";
import { ACCEPT_TERMS_MESSAGE } from "#common/legal";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { SYSTEM_ACTOR, writeAudit, type Actor, type AuditActor } from "../staff-and-access/audit";
import type { CartOwner } from "./cart";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import type { LocationService } from "../foundation/locations";
import type { OrderEvents } from "./order-events";
import { toOrderView } from "./order-view";
import { DEPOSIT_NOT_PAID_MESSAGE, orderPaymentOf } from "./payment-parts";
import type { PlaceOrder } from "./placement/place-order";
import type { PlacedOrder } from "./placement/order-source";
import { EMPTY_CART_MESSAGE } from "./placement/read-lines";
import { returnStock } from "./placement/take-stock";
import { placeOrderSchema, webCheckoutSource } from "./placement/web-checkout";

const BANK_TRANSFER_UNAVAILABLE = MESSAGES.vi.bankTransferUnavailable;
const GATEWAY_UNAVAILABLE: Record<GatewayPaymentMethod, string> = {
  vnpay: VNPAY_UNAVAILABLE_MESSAGE,
  momo: MOMO_UNAVAILABLE_MESSAGE,
  vnpay_instalment: VNPAY_INSTALMENT_UNAVAILABLE_MESSAGE,
};

export interface OrderServiceOptions {
  /** Checks the province and ward of the address (without it, tests of other rules accept any address). */
  locations?: LocationService;
  /** Bank transfer (VietQR) is offered only while the shop's bank account is set (store settings). */
  bankTransferEnabled?: () => Promise<boolean>;
  /** The gateways (VNPAY, decision 0054; MoMo, 0057): each refuses its method when not configured, and starts the order's payment. */
  gateways?: OnlinePayments;
  /** The terms of sale and the consents of the checkout (issue 45); without it (unit-built services) no version is kept. */
  agreements?: BuyerAgreements;
}

/** What the checkout records beside an order (server/services/privacy): the versions in force and the ticked boxes. */
export interface BuyerAgreements {
  termsVersion(): Promise<string>;
  noticeVersion(): Promise<string>;
  recordChoices(executor: Db, choices: ConsentChoices | null | undefined, person: { phone: string; email: string }, how: string, version: string): Promise<unknown>;
}

/** The gateways by the payment method they serve. */
export type OnlinePayments = Partial<Record<GatewayPaymentMethod, OnlinePayment>>;

/** A gateway as the checkout uses it (server/services/payments/vnpay.ts, momo.ts). */
export interface OnlinePayment {
  checkAvailable(): Promise<void>;
  startForNewOrder(orderId: number, client: { ip: string; language: Language; userAgent?: string }): Promise<{ paymentUrl: string }>;
  /** Orders whose every attempt has expired with no payment, the gateway asked once more. */
  expiredUnpaidOrders(): Promise<number[]>;
}

/** What a conditional move checks under the order's lock. */
interface GuardedOrder {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
}

/** Statuses in which an order's machines have not left the shop. */
const NOT_SHIPPED: readonly OrderStatus[] = ["pending", "confirmed"];

/** The buyers' orders: placing the session's cart (the placement pipeline's web source), reading, and moving them. */
export function createOrderService(db: Db, deps: { placeOrder: PlaceOrder; events: OrderEvents }, serviceOptions: OrderServiceOptions = {}) {
  const { events } = deps;
  async function checkPaymentMethod(method: PaymentMethod | undefined): Promise<void> {
    if (method === "bank_transfer" && !(await serviceOptions.bankTransferEnabled?.())) {
      throw new ValidationError(BANK_TRANSFER_UNAVAILABLE, { paymentMethod: [BANK_TRANSFER_UNAVAILABLE] });
    }
    if (method && isGatewayPaymentMethod(method)) {
      const gateway = serviceOptions.gateways?.[method];
      if (!gateway) throw new ValidationError(GATEWAY_UNAVAILABLE[method], { paymentMethod: [GATEWAY_UNAVAILABLE[method]] });
      await gateway.checkAvailable();
    }
  }

  /**
   * The one status move, inside the caller's order transaction (a staff click, a shipment that left or arrived):
   * the order's row is locked while the move is checked and written, so two moves at once cannot both succeed
   * from the same state; the audit row and the order event go in the same transaction.
   */
  async function moveStatus(
    tx: Db,
    id: number,
    status: OrderStatus,
    actor: AuditActor,
    /** `onlyIf`, checked under the lock: false leaves the order as it is (null). `reason`: said in the trail. */
    { onlyIf, reason }: { onlyIf?: (current: GuardedOrder) => boolean; reason?: string } = {},
  ): Promise<OrderView | null> {
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
    if (onlyIf && !onlyIf(current)) return null;
    // An order with a deposit ships only once the deposit is in (decision 0042).
    if (status === "shipping" && current.deposit > 0 && !(await orderPaymentOf(tx, { id, ...current })).depositPaid) {
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
    const returned = restock ? await returnStock(tx, current.items) : [];
    const [moved] = await tx
      .update(orders)
      .set({
        status,
        updatedAt: new Date(),
        ...(paidOnDelivery ? { paymentStatus: "paid" as const } : {}),
        // Money still due counts as overdue from the delivery (common/amount-due.ts).
        ...(status === "completed" ? { deliveredAt: new Date() } : {}),
        ...(restock ? { stockReturnedAt: new Date() } : {}),
      })
      .where(eq(orders.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: "order.status",
      entityType: "order",
      entityId: id,
      summary: `${orderStatusLabel(status)}${reason ? ` (${reason})` : ""}${restock ? " · nhập lại kho" : ""}`,
      before: { status: current.status, ...(paidOnDelivery ? { paymentStatus: current.paymentStatus } : {}) },
      after: { status, ...(paidOnDelivery ? { paymentStatus: "paid" } : {}), ...(restock ? { stockReturned: current.items.map(({ productId, quantity }) => ({ productId, quantity })) } : {}) },
    });
    if (returned.length > 0) await events.emit(tx, "order.stock-returned", { orderId: id, productIds: returned });
    await events.emit(tx, "order.status-changed", { order: toOrderView(moved!), from: current.status as OrderStatus, to: status });
    return toOrderView(moved!);
  }

  return {
    /**
     * Places the session's cart as an order (`POST /api/orders`, the body parsed here): the server prices every line
     * from the database and only checks the client's total; see createOrderPlacement for the steps, the
     * idempotency key and the rate limit.
     */
    async placeOrder(
      owner: CartOwner | null,
      rawInput: unknown,
      idempotencyKey: string | null = null,
      client: { ip: string; language: Language; userAgent?: string } = { ip: "", language: "vi" },
    ): Promise<PlacedOrder & { paymentUrl?: string }> {
      const parsed = placeOrderSchema.safeParse(rawInput ?? {});
      if (!parsed.success) {
        // Only the terms box missing: the answer names it (issue 45's contract), not the generic message.
        if (parsed.error.issues.every((issue) => issue.path[0] === "acceptTerms"))
          throw new ValidationError(ACCEPT_TERMS_MESSAGE, { acceptTerms: [ACCEPT_TERMS_MESSAGE] });
        throw parsed.error;
      }
      const input = parsed.data;
      if (!owner) throw new ConflictError(EMPTY_CART_MESSAGE);
      await checkPaymentMethod(input.paymentMethod);
      const place = serviceOptions.locations ? serviceOptions.locations.resolve(input.address) : null;
      const agreements = serviceOptions.agreements;
      // Read before the order's transaction: they come from the settings through the main connection.
      const [termsVersion, noticeVersion] = agreements ? await Promise.all([agreements.termsVersion(), agreements.noticeVersion()]) : [null, null];
      const placed = await deps.placeOrder(
        webCheckoutSource(owner, input, place, idempotencyKey, {
          terms: termsVersion ? { version: termsVersion, acceptedAt: new Date() } : null,
          record: agreements && noticeVersion
            ? async (tx) => {
                await agreements.recordChoices(tx, input.consents, { phone: input.address.phone, email: input.address.email }, "Trang thanh toán", noticeVersion);
              }
            : undefined,
        }),
      );
      // Pending with its stock held, as for a transfer; the buyer goes on to the gateway's page (a replayed submit
      // gets a fresh attempt: the first page may have been closed).
      const gateway = input.paymentMethod && isGatewayPaymentMethod(input.paymentMethod) ? serviceOptions.gateways?.[input.paymentMethod] : undefined;
      if (gateway) {
        try {
          return { ...placed, paymentUrl: (await gateway.startForNewOrder(placed.id, client)).paymentUrl };
        } catch {
          // The gateway refused to open its page (MoMo's create call): the order is placed and held; the buyer
          // pays from the order page, where another attempt is offered.
          return placed;
        }
      }
      return placed;
    },

    /** What an order has paid, still owes and must pay now (decisions 0042, 0051): its deposit first, then the rest on delivery. */
    payment(order: Pick<OrderView, "id" | "total" | "deposit" | "status">): Promise<OrderPayment> {
      return orderPaymentOf(db, order);
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
      return events.transaction(db, async (tx) => {
        await moveStatus(tx, id, status, actor);
        return { id, status };
      });
    },

    /**
     * Cancels the gateway orders nobody paid (decision 0054): every attempt's page closed a while ago and the
     * gateway, asked once more, has no payment. Their stock comes back as for any cancel before shipping; the trail
     * names the system. An order paid or moved meanwhile is left alone. Answers the canceled orders' ids.
     */
    async cancelExpiredGatewayOrders(): Promise<number[]> {
      const canceled: number[] = [];
      for (const [method, gateway] of Object.entries(serviceOptions.gateways ?? {})) {
        if (!gateway) continue;
        for (const id of await gateway.expiredUnpaidOrders()) {
          const unpaidGatewayOrder = (current: GuardedOrder) => current.status === "pending" && current.paymentStatus === "unpaid" && current.paymentMethod === method;
          const moved = await events.transaction(db, (tx) => moveStatus(tx, id, "canceled", SYSTEM_ACTOR, { onlyIf: unpaidGatewayOrder, reason: "quá hạn thanh toán" }));
          if (moved) canceled.push(id);
        }
      }
      return canceled;
    },

    moveStatus,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
