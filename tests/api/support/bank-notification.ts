import { randomInt } from "node:crypto";
import type { TestApp } from "../harness";

/** The bank webhook's secret and the shop's account of the API tests that pay orders by transfer (set in their env). */
export const SEPAY_SECRET = "sepay-test-secret-0123456789abcdef";
export const SHOP_ACCOUNT = "0011004455667";

let transactionIds = randomInt(100_000, 900_000);

/** A SePay transaction id not used yet in this test file (send the same one twice to replay a notification). */
export function nextTransactionId(): number {
  return transactionIds++;
}

/** A SePay notification of an incoming transfer to the shop with this note and amount. */
export function notifyTransfer(app: TestApp, note: string, amount: number, id = nextTransactionId()) {
  return app.fetch("/api/payments/bank-notifications", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Apikey ${SEPAY_SECRET}` },
    body: JSON.stringify({
      id,
      gateway: "Vietcombank",
      transactionDate: "2026-11-26 09:15:00",
      accountNumber: SHOP_ACCOUNT,
      subAccount: null,
      code: null,
      content: `MBVCB.${id}.${note}.CT tu 0123456789`,
      transferType: "in",
      transferAmount: amount,
      accumulated: 90_000_000,
      referenceCode: `FT26130${id}`,
      description: "",
    }),
  });
}
