import { asc, eq } from "drizzle-orm";
import { formatShippingAddress } from "#common/address";
import { formatVnd } from "#common/money";
import type { OrderNoteView } from "#common/order-desk";
import { orderStatusLabel } from "#common/order-status";
import type { CartItem } from "#common/schemas/cart";
import { orderEditSchema, orderNoteSchema } from "#common/schemas/order-desk";
import type { Db } from "../../db/client";
import { orderNotes, orders } from "../../db/schema";
import type { OrderView } from "#common/order-view";
import type { OrderEvents } from "../cart-and-orders/order-events";
import { toOrderView } from "../cart-and-orders/order-view";
import { priceLines } from "../cart-and-orders/placement/price-lines";
import { checkOrderable } from "../cart-and-orders/placement/read-lines";
import { returnStock, takeStock } from "../cart-and-orders/placement/take-stock";
import { storedAddress } from "../cart-and-orders/placement/write-order";
import type { LocationService } from "../foundation/locations";
import { ConflictError, NotFoundError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { catalogueLines } from "../cart-and-orders/placement/catalogue-lines";
import { moneyOfOrder } from "./order-money";
import { rediscountOrder } from "../discounts/discount-codes";

/** Orders staff may still change: nothing has left the warehouse. */
const EDITABLE_STATUSES = new Set(["pending", "confirmed"]);

export interface OrderEditOptions {
  events: OrderEvents;
  locations?: LocationService;
}

/**
 * Changing an order on the desk (`PUT /api/admin/orders/{id}`): the address and contact, and the lines before the
 * order ships. New lines are priced from today's catalogue like a checkout (every line: the order's total and its
 * VietQR amount are computed again), stock moves by the difference, the buyer gets a mail, and the audit row
 * keeps what was before and after, all in one transaction.
 */
export function createOrderEdits(db: Db, options: OrderEditOptions) {
  const { events } = options;
  return {
    async edit(id: number, rawInput: unknown, actor: Actor): Promise<OrderView> {
      const input = orderEditSchema.parse(rawInput ?? {});
      const place = input.address && options.locations ? options.locations.resolve(input.address) : null;
      return events.transaction(db, async (tx) => {
        const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
        if (!current) throw new NotFoundError("Không tìm thấy đơn hàng");
        if (!EDITABLE_STATUSES.has(current.status)) {
          throw new ConflictError(`Đơn hàng đang ở trạng thái "${orderStatusLabel(current.status)}": chỉ sửa được đơn chưa giao đi`, { status: current.status });
        }
        const changes: string[] = [];
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const set: Partial<typeof orders.$inferInsert> = { updatedAt: new Date() };

        if (input.items) {
          const money = await moneyOfOrder(tx, id);
          if (money.amountPaid > 0) {
            throw new ConflictError("Đơn hàng đã nhận tiền: không đổi sản phẩm được. Hãy hoàn tiền hoặc tạo đơn mới.");
          }
          const lines = await catalogueLines(tx, input.items);
          const oldQuantities = new Map(current.items.map((line) => [line.productId, line.quantity]));
          const newQuantities = new Map(lines.map((line) => [line.productId, line.quantity]));
          // Only what is added must be orderable and in stock; a line kept as it was stays even if sold out since.
          const added: CartItem[] = lines
            .map((line) => ({ ...line, quantity: line.quantity - (oldQuantities.get(line.productId) ?? 0) }))
            .filter((line) => line.quantity > 0);
          if (added.length) checkOrderable(added);
          const removed = current.items
            .map((line) => ({ productId: line.productId, quantity: line.quantity - (newQuantities.get(line.productId) ?? 0) }))
            .filter((line) => line.quantity > 0);
          const taken = added.length ? await takeStock(tx, added) : [];
          const returned = await returnStock(tx, removed);
          if (taken.length > 0) await events.emit(tx, "order.stock-taken", { orderId: id, productIds: taken });
          if (returned.length > 0) await events.emit(tx, "order.stock-returned", { orderId: id, productIds: returned });
          const priced = priceLines(lines);
          // An order placed with a discount code keeps it, applied to the new lines (issue 36, discount codes).
          priced.totals = await rediscountOrder(tx, current, priced);
          Object.assign(set, { items: priced.lines, subtotal: priced.totals.subtotal, discount: priced.totals.discount ?? 0, tax: priced.totals.tax, total: priced.totals.total });
          before.items = current.items.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity }));
          after.items = priced.lines.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity }));
          before.total = current.total;
          after.total = priced.totals.total;
          changes.push(`sản phẩm và tổng tiền (${formatVnd(current.total)} → ${formatVnd(priced.totals.total)})`);
        }

        if (input.address) {
          const address = storedAddress(input.address, place);
          // The checked province and ward go to their columns too (the list's province filter reads them).
          // An order with several ship-to addresses keeps the rest; the first is this one.
          Object.assign(set, { address, ...(place ?? {}), ...(current.shipTo && current.shipTo.length > 0 ? { shipTo: [address, ...current.shipTo.slice(1)] } : {}) });
          before.address = current.address;
          after.address = address;
          changes.push(`địa chỉ giao hàng và liên hệ (${address.fullName}, ${address.phone} – ${formatShippingAddress(address)})`);
        }

        const [row] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
        const view = toOrderView(row!);
        await writeAudit(tx, actor, {
          action: "order.edit",
          entityType: "order",
          entityId: id,
          summary: `Sửa đơn: ${changes.join("; ")}`,
          before,
          after,
        });
        await events.emit(tx, "order.edited", { order: view, changes });
        return view;
      });
    },

    /** `POST /api/admin/orders/{id}/notes`: an internal note, or one the buyer reads on their order page. */
    async addNote(id: number, rawInput: unknown, actor: Actor): Promise<OrderNoteView> {
      const input = orderNoteSchema.parse(rawInput ?? {});
      return db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
        if (!order) throw new NotFoundError("Không tìm thấy đơn hàng");
        const [note] = await tx
          .insert(orderNotes)
          .values({ orderId: id, body: input.body, visibleToBuyer: input.visibleToBuyer, authorId: actor.id, authorName: actor.username })
          .returning();
        await writeAudit(tx, actor, {
          action: "order.note",
          entityType: "order",
          entityId: id,
          summary: input.visibleToBuyer ? "Ghi chú gửi khách" : "Ghi chú nội bộ",
          after: { body: input.body, visibleToBuyer: input.visibleToBuyer },
        });
        return toNoteView(note!);
      });
    },

    /** An order's notes, oldest first; `buyerOnly`: those the buyer may read. */
    async notes(id: number, { buyerOnly = false } = {}): Promise<OrderNoteView[]> {
      const rows = await db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
      return rows.filter((row) => !buyerOnly || row.visibleToBuyer).map(toNoteView);
    },
  };
}

function toNoteView(row: typeof orderNotes.$inferSelect): OrderNoteView {
  return { id: row.id, body: row.body, visibleToBuyer: row.visibleToBuyer, authorName: row.authorName, createdAt: row.createdAt };
}
