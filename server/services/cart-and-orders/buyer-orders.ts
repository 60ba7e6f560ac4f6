import type { BuyerOrderNote, OrderNoteView } from "#common/order-desk";
import type { OrderService, OrderView } from "./orders";
import type { BankTransferInstructions, PaymentService } from "../payments/payments";

interface BuyerOrderAccess {
  /** The visitor's session id (hash), when there is a session. */
  sessionId: string | null;
  /** The `t` token of the order link from the e-mail. */
  linkToken: string | null;
}

/**
 * What a buyer sees of an order (`/orders/{id}` and `GET /api/orders/{id}`): only with the session that placed it
 * or the order's signed link (anyone else gets a 404), plus the VietQR details while a transfer is awaited.
 */
export function createBuyerOrderService(
  orders: OrderService,
  payments: PaymentService,
  /** The shop's notes the buyer may read (the order desk, issue 36). */
  buyerNotes: (orderId: number) => Promise<OrderNoteView[]> = async () => [],
) {
  return {
    async read(id: number, access: BuyerOrderAccess): Promise<{ order: OrderView; bankTransfer: BankTransferInstructions | null; notes: BuyerOrderNote[] }> {
      const order = await orders.getOrderForBuyer(id, {
        sessionId: access.sessionId,
        linkVerified: payments.verifyOrderLinkToken(id, access.linkToken),
      });
      const [bankTransfer, notes] = await Promise.all([payments.bankTransferInstructions(order), buyerNotes(id)]);
      // The buyer reads what the shop wrote and when, not which staff member wrote it.
      return { order, bankTransfer, notes: notes.map(({ id: noteId, body, createdAt }) => ({ id: noteId, body, createdAt })) };
    },
  };
}
