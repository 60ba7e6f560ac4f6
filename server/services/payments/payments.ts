import { createHmac, timingSafeEqual } from "node:crypto";
import QRCode from "qrcode";
import { orderTransferNote } from "#common/payment";
import { buildVietQrPayload } from "#common/vietqr";
import type { BankAccount } from "../../config";

export interface BankTransferInstructions {
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** Whole dong. */
  amount: number;
  note: string;
  /** The VietQR (NAPAS/EMVCo) payload the QR encodes. */
  payload: string;
  /** The QR code as an SVG data URI (allowed by the Content-Security-Policy's img-src data:). */
  qrDataUri: string;
}

/**
 * Bank transfer by VietQR and the signed links that let a buyer reopen their order page from an e-mail
 * without the session that placed it.
 */
export function createPaymentService(options: {
  /** The shop's account, read at every use: the owner may change it in the store settings. */
  bankAccount: () => Promise<BankAccount | null>;
  linkSecret: string;
  siteUrl: string;
}) {
  const tokenOf = (orderId: number) =>
    createHmac("sha256", options.linkSecret).update(`order-link:${orderId}`).digest("base64url").slice(0, 32);

  return {
    async bankTransferEnabled(): Promise<boolean> {
      return (await options.bankAccount()) !== null;
    },

    orderLinkToken: tokenOf,

    verifyOrderLinkToken(orderId: number, token: string | null | undefined): boolean {
      if (!token) return false;
      const expected = Buffer.from(tokenOf(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** Absolute address of an order page that works without the buyer's session. */
    orderUrl(orderId: number): string {
      return `${options.siteUrl}/orders/${orderId}?t=${tokenOf(orderId)}`;
    },

    /**
     * QR and bank details for an unpaid bank-transfer order; null for any other order. `due`: the part to pay now
     * when it is not the whole total (an unpaid deposit: its own amount and note, decision 0042).
     */
    async bankTransferInstructions(
      order: {
        id: number;
        total: number;
        paymentMethod: string;
        paymentStatus: string;
      },
      due?: { amount: number; note: string } | null,
    ): Promise<BankTransferInstructions | null> {
      if (order.paymentMethod !== "bank_transfer" || order.paymentStatus !== "unpaid") return null;
      if (due && due.amount <= 0) return null;
      const bank = await options.bankAccount();
      if (!bank) return null;
      const note = due?.note ?? orderTransferNote(order.id);
      const amount = due?.amount ?? order.total;
      const payload = buildVietQrPayload({ bankBin: bank.bin, accountNumber: bank.accountNumber, amount, note });
      const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return {
        bankName: bank.bankName,
        accountNumber: bank.accountNumber,
        accountName: bank.accountName,
        amount,
        note,
        payload,
        qrDataUri: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
