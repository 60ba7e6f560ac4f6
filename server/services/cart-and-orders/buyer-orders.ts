import type { BuyerOrderNote, OrderNoteView } from "#common/order-desk";
import type { OrderView } from "#common/order-view";
import type { OrderService } from "./orders";
import type { BankTransferInstructions, PaymentService } from "../payments/payments";
import type { OrderPayment } from "#common/amount-due";
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
 * or the order's signed link (anyone else gets a 404), what is paid and still due, plus the VietQR details while a
 * transfer is awaited — for the part asked now: the deposit (its own note and amount) while it is unpaid; after it
 * nothing until the order is on its way, as the quote says the rest is paid on delivery (decisions 0042, 0051).
 */
export function createBuyerOrderService(
  orders: OrderService,
  payments: PaymentService,
  /** The shop's notes the buyer may read (the order desk, issue 36). */
  buyerNotes: (orderId: number) => Promise<OrderNoteView[]> = async () => [],
) {
  return {
    async read(id: number, access: BuyerOrderAccess): Promise<{ order: OrderView; bankTransfer: BankTransferInstructions | null; notes: BuyerOrderNote[]; payment: OrderPayment }> {
      const order = await orders.getOrderForBuyer(id, {
        sessionId: access.sessionId,
        linkVerified: payments.verifyOrderLinkToken(id, access.linkToken),
      });
      const payment = await orders.payment(order);
      const due = { amount: payment.payNow, note: order.deposit > 0 && !payment.depositPaid ? depositTransferNote(id) : orderTransferNote(id) };
      const [bankTransfer, notes] = await Promise.all([payments.bankTransferInstructions(order, due), buyerNotes(id)]);
      // The buyer reads what the shop wrote and when, not which staff member wrote it.
      return { order, bankTransfer, notes: notes.map(({ id: noteId, body, createdAt }) => ({ id: noteId, body, createdAt })), payment };
    },
  };
}
