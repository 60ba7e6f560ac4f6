import { formatVnd } from "#common/money";
import { phoneOrderSchema } from "#common/schemas/order-desk";
import type { Db } from "../../db/client";
import {
  checkOrderable,
  findReplay,
  insertOrder,
  lockIdempotencyKey,
  priceLines,
  takeStock,
  toOrderView,
  type OrderServiceOptions,
  type PlacedOrder,
} from "../cart-and-orders/orders";
import type { CartOwner } from "../cart-and-orders/cart";
import { ConflictError, ValidationError } from "../foundation/errors";
import { requestFingerprint } from "../foundation/idempotency";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { catalogueLines } from "./catalogue-lines";

const BANK_TRANSFER_UNAVAILABLE = "Cửa hàng chưa nhận chuyển khoản: hãy khai báo tài khoản ngân hàng trong Cài đặt";

/**
 * Orders staff take on the phone (`POST /api/admin/orders`): the checkout's placement steps — today's catalogue
 * prices, sold-out and discontinued products refused, counted stock taken under its row lock, the same mails —
 * with the lines typed by staff instead of a session's cart. An `Idempotency-Key` makes a double click one order.
 */
export function createPhoneOrders(db: Db, options: Pick<OrderServiceOptions, "locations" | "bankTransferEnabled" | "onPlaced" | "onStockChanged">) {
  return {
    async place(rawInput: unknown, actor: Actor, idempotencyKey: string | null = null): Promise<PlacedOrder> {
      const input = phoneOrderSchema.parse(rawInput ?? {});
      if (input.paymentMethod === "bank_transfer" && !(await options.bankTransferEnabled?.())) {
        throw new ValidationError(BANK_TRANSFER_UNAVAILABLE, { paymentMethod: [BANK_TRANSFER_UNAVAILABLE] });
      }
      const place = options.locations ? options.locations.resolve(input.address) : null;
      // A phone order belongs to no buyer's session: its order page opens with the signed link of the e-mail.
      const owner: CartOwner = { id: `staff:${actor.id}`, userId: null };
      const fingerprint = requestFingerprint({ address: input.address, paymentMethod: input.paymentMethod, items: input.items, kind: "phone-order" });
      if (idempotencyKey) {
        const earlier = await findReplay(db, owner, idempotencyKey, fingerprint);
        if (earlier) return earlier;
      }
      let stockChanged = false;
      const placed = await db.transaction(async (tx): Promise<PlacedOrder> => {
        if (idempotencyKey) {
          await lockIdempotencyKey(tx, idempotencyKey);
          const replay = await findReplay(tx, owner, idempotencyKey, fingerprint);
          if (replay) return replay;
        }
        const lines = await catalogueLines(tx, input.items);
        checkOrderable(lines);
        const priced = priceLines(lines);
        const order = await insertOrder(
          tx,
          owner,
          { address: input.address, paymentMethod: input.paymentMethod, items: input.items, total: String(priced.totals.total), idempotencyKey },
          priced,
          fingerprint,
          place,
        );
        if (!order) throw new ConflictError("Idempotency-Key has already been used");
        stockChanged = await takeStock(tx, lines);
        await writeAudit(tx, actor, {
          action: "order.create",
          entityType: "order",
          entityId: order.id,
          summary: `Tạo đơn qua điện thoại (${formatVnd(priced.totals.total)})`,
          after: { items: priced.lines.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity })), total: priced.totals.total },
        });
        await options.onPlaced?.(tx, toOrderView(order));
        return { id: order.id, created: true };
      });
      if (stockChanged) options.onStockChanged?.();
      return placed;
    },
  };
}
