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
export function createBuyerOrderService(orders: OrderService, payments: PaymentService) {
  return {
    async read(id: number, access: BuyerOrderAccess): Promise<{ order: OrderView; bankTransfer: BankTransferInstructions | null }> {
      const order = await orders.getOrderForBuyer(id, {
        sessionId: access.sessionId,
        linkVerified: payments.verifyOrderLinkToken(id, access.linkToken),
      });
      return { order, bankTransfer: await payments.bankTransferInstructions(order) };
    },
  };
}
