import { z } from "#common/zod";
import { text } from "#common/validation";
import { parseStatementDate } from "#common/bank-statement";
import type { BankNotificationAdapter } from "./bank-transfers";

const optionalText = text().max(1000).nullish();

/**
 * SePay's webhook body (https://developer.sepay.vn/en/sepay-webhooks): one bank transaction per call.
 * `transactionDate` is Vietnam time without a zone, `transferAmount` whole dong.
 */
const SepayNotificationSchema = z.object({
  id: z.union([z.number().int().positive(), text().regex(/^\d{1,20}$/)]),
  gateway: optionalText,
  transactionDate: text().refine((value) => parseStatementDate(value) !== null, "Ngày giao dịch không hợp lệ"),
  accountNumber: text().min(1).max(40),
  subAccount: optionalText,
  code: optionalText,
  content: text().max(1000).nullish(),
  transferType: z.enum(["in", "out"]),
  transferAmount: z.number().nonnegative().max(1e13),
  accumulated: z.number().nullish(),
  referenceCode: optionalText,
  description: optionalText,
});

export const sepayNotification: BankNotificationAdapter = {
  provider: "sepay",
  parse(body) {
    const data = SepayNotificationSchema.parse(body);
    return {
      provider: "sepay",
      transactionId: String(data.id),
      direction: data.transferType,
      accountNumbers: [data.accountNumber, data.subAccount].filter((value): value is string => Boolean(value)),
      amount: Math.round(data.transferAmount),
      note: data.content ?? "",
      description: data.description ?? null,
      transactedAt: parseStatementDate(data.transactionDate)!,
      bankReference: data.referenceCode || null,
      gateway: data.gateway || null,
      raw: body,
    };
  },
};
