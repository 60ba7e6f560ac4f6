import type { BuyerOrderNote, OrderNoteView } from "#common/order-desk";
import type { OrderView } from "#common/order-view";
import type { OrderService } from "./orders";
import type { BankTransferInstructions, PaymentService } from "../payments/payments";
import type { PaymentParts } from "#common/business-buyers";
import { depositTransferNote } from "./payment-parts";
import { orderTransferNote } from "#common/payment";

interface BuyerOrderAccess {
  /** The visitor's session id (hash), when there is a session. */
  sessionId: string | null;
  /** The `t` token of the order link from the e-mail. */
  linkToken: string | null;
}

/**
 * What a buyer sees of an order (`/orders/{id}` and `GET /api/orders/{id}`): only with the session that placed it
 * or the order's signed link (anyone else gets a 404), plus the VietQR details while a transfer is awaited — for
 * the part due now: the deposit (its own note and amount) while it is unpaid, then the rest (decision 0042).
 */
export function createBuyerOrderService(
  orders: OrderService,
  payments: PaymentService,
  /** The shop's notes the buyer may read (the order desk, issue 36). */
  buyerNotes: (orderId: number) => Promise<OrderNoteView[]> = async () => [],
) {
  return {
    async read(id: number, access: BuyerOrderAccess): Promise<{ order: OrderView; bankTransfer: BankTransferInstructions | null; notes: BuyerOrderNote[]; payment: PaymentParts }> {
      const order = await orders.getOrderForBuyer(id, {
        sessionId: access.sessionId,
        linkVerified: payments.verifyOrderLinkToken(id, access.linkToken),
      });
      // The part due now (decision 0042): the deposit, with its own note, while it is unpaid; then the rest.
      const payment = await orders.paymentParts(order);
      const due = order.deposit > 0 ? { amount: payment.amountDue, note: payment.depositPaid ? orderTransferNote(id) : depositTransferNote(id) } : null;
      const [bankTransfer, notes] = await Promise.all([payments.bankTransferInstructions(order, due), buyerNotes(id)]);
      // The buyer reads what the shop wrote and when, not which staff member wrote it.
      return { order, bankTransfer, notes: notes.map(({ id: noteId, body, createdAt }) => ({ id: noteId, body, createdAt })), payment };
    },
  };
}
