import { formatVnd } from "#common/money";
import { phoneOrderSchema } from "#common/schemas/order-desk";
import type { LocationService } from "../foundation/locations";
import { ValidationError } from "../foundation/errors";
import { requestFingerprint } from "../foundation/idempotency";
import type { PlaceOrder } from "../cart-and-orders/placement/place-order";
import type { PlacedOrder } from "../cart-and-orders/placement/order-source";
import { storedAddress } from "../cart-and-orders/placement/write-order";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { catalogueLines } from "../cart-and-orders/placement/catalogue-lines";

const BANK_TRANSFER_UNAVAILABLE = "Cửa hàng chưa nhận chuyển khoản: hãy khai báo tài khoản ngân hàng trong Cài đặt";

/**
 * Orders staff take on the phone (`POST /api/admin/orders`) as an order source of the placement pipeline: the lines
 * typed by staff read from today's catalogue instead of a session's cart, and the audit row written with the
 * order. An `Idempotency-Key` makes a double click one order.
 */
export function createPhoneOrders(deps: { placeOrder: PlaceOrder; locations?: LocationService; bankTransferEnabled?: () => Promise<boolean> }) {
  return {
    async place(rawInput: unknown, actor: Actor, idempotencyKey: string | null = null): Promise<PlacedOrder> {
      const input = phoneOrderSchema.parse(rawInput ?? {});
      if (input.paymentMethod === "bank_transfer" && !(await deps.bankTransferEnabled?.())) {
        throw new ValidationError(BANK_TRANSFER_UNAVAILABLE, { paymentMethod: [BANK_TRANSFER_UNAVAILABLE] });
      }
      const place = deps.locations ? deps.locations.resolve(input.address) : null;
      const fingerprint = requestFingerprint({ address: input.address, paymentMethod: input.paymentMethod, items: input.items, kind: "phone-order" });
      return deps.placeOrder({
        kind: "phone",
        // A phone order belongs to no buyer's session: its order page opens with the signed link of the e-mail.
        owner: { sessionId: `staff:${actor.id}`, userId: null },
        idempotency: idempotencyKey ? { key: idempotencyKey, fingerprint } : null,
        rateLimit: null,
        readLines: (tx) => catalogueLines(tx, input.items),
        installationFee: 0,
        discountCode: null,
        order: { address: storedAddress(input.address, place), place, paymentMethod: input.paymentMethod, invoice: null, deposit: 0, quoteId: null },
        async afterWrite(tx, order, priced) {
          await writeAudit(tx, actor, {
            action: "order.create",
            entityType: "order",
            entityId: order.id,
            summary: `Tạo đơn qua điện thoại (${formatVnd(priced.totals.total)})`,
            after: { items: priced.lines.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity })), total: priced.totals.total },
          });
        },
      });
    },
  };
}
