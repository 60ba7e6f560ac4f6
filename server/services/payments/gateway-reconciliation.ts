import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { GatewayProvider, GatewayReconciliationRow, GatewayReconciliationView, GatewayTransactionStatus } from "#common/payment";
import { z } from "zod";
import type { Db } from "../../db/client";
import { DAY_MS, startOfVietnamDay, vietnamDay } from "../analytics/analytics-period";
import { bankTransfers, gatewayTransactions, orders } from "../../db/schema";

type Attempt = typeof gatewayTransactions.$inferSelect;

/** What a gateway says of one attempt: `unknown` when it has no outcome to tell, `unreachable` when it did not answer. */
export interface GatewayView {
  status: GatewayTransactionStatus | "unknown" | "unreachable";
  amount: number | null;
  transactionNo: string | null;
}

export type GatewayInspector = (attempt: Attempt) => Promise<GatewayView>;

/** At most this many attempts are asked about in one reconciliation (each is one call to the gateway). */
const MAX_ASKED = 200;

/**
 * The reconciliation page (decisions 0054, 0057): the gateway's word on each attempt of a period (its query API;
 * neither VNPAY nor MoMo publishes a transaction list to merchants through these APIs) beside the shop's record —
 * the attempt's status and the money recorded for it — with every mismatch named. It changes nothing: a payment the
 * shop missed is settled from the order page's check or by the scheduled query.
 */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined);
const rangeQuerySchema = z.object({ from: daySchema, to: daySchema });

export function createGatewayReconciliation(db: Db, inspectors: Partial<Record<GatewayProvider, GatewayInspector | null>>, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  const service = {
    /** `?from=&to=` (Vietnam days, `yyyy-mm-dd`, both included); the last seven days by default. */
    forDays(query: unknown): Promise<GatewayReconciliationView> {
      const parsed = rangeQuerySchema.parse(query ?? {});
      const to = parsed.to ?? vietnamDay(now());
      const from = parsed.from ?? vietnamDay(new Date(startOfVietnamDay(to).getTime() - 6 * DAY_MS));
      const start = startOfVietnamDay(from);
      const end = new Date(startOfVietnamDay(to).getTime() + DAY_MS);
      return service.report({ from: start, to: end > start ? end : new Date(start.getTime() + DAY_MS) });
    },

    async report(range: { from: Date; to: Date }): Promise<GatewayReconciliationView> {
      const attempts = await db
        .select({ attempt: gatewayTransactions, orderStatus: orders.status })
        .from(gatewayTransactions)
        .innerJoin(orders, eq(orders.id, gatewayTransactions.orderId))
        .where(and(gte(gatewayTransactions.createdAt, range.from), lt(gatewayTransactions.createdAt, range.to)))
        .orderBy(asc(gatewayTransactions.id))
        .limit(MAX_ASKED + 1);
      const recorded = await db
        .select({ provider: bankTransfers.provider, transactionId: bankTransfers.providerTransactionId, amount: bankTransfers.amount })
        .from(bankTransfers)
        .where(and(gte(bankTransfers.transactedAt, new Date(range.from.getTime() - 86_400_000))));
      const money = new Map(recorded.map((row) => [`${row.provider}:${row.transactionId}`, row.amount]));
      const rows: GatewayReconciliationRow[] = [];
      for (const { attempt, orderStatus } of attempts.slice(0, MAX_ASKED)) {
        const inspect = inspectors[attempt.provider];
        const gateway: GatewayView = inspect ? await inspect(attempt) : { status: "unreachable", amount: null, transactionNo: null };
        const shopMoney = attempt.status === "paid" ? (money.get(`${attempt.provider}:${attempt.transactionNo ?? attempt.txnRef}`) ?? null) : null;
        const problems: string[] = [];
        if (gateway.status === "unreachable") problems.push("Cổng thanh toán không trả lời");
        else if (gateway.status === "paid" && attempt.status !== "paid") problems.push("Cổng báo đã thanh toán, cửa hàng chưa ghi nhận");
        else if (gateway.status !== "paid" && attempt.status === "paid") problems.push("Cửa hàng ghi đã thanh toán, cổng không xác nhận");
        else if (gateway.status === "failed" && attempt.status === "pending") problems.push("Cổng báo thất bại, cửa hàng còn chờ");
        if (gateway.status === "paid" && gateway.amount !== null && gateway.amount !== attempt.amount) problems.push("Số tiền khác nhau");
        if (attempt.status === "paid" && gateway.transactionNo && attempt.transactionNo && gateway.transactionNo !== attempt.transactionNo) problems.push("Mã giao dịch khác nhau");
        if (attempt.status === "paid" && shopMoney === null) problems.push("Chưa có khoản tiền nhận tương ứng");
        if (attempt.status === "paid" && orderStatus === "canceled") problems.push("Đơn đã hủy: cần hoàn tiền");
        rows.push({
          provider: attempt.provider,
          orderId: attempt.orderId,
          txnRef: attempt.txnRef,
          amount: attempt.amount,
          shopStatus: attempt.status,
          shopTransactionNo: attempt.transactionNo,
          shopMoney,
          gatewayStatus: gateway.status,
          gatewayAmount: gateway.amount,
          gatewayTransactionNo: gateway.transactionNo,
          problems,
          createdAt: attempt.createdAt.toISOString(),
        });
      }
      return { from: range.from.toISOString(), to: range.to.toISOString(), rows, truncated: attempts.length > MAX_ASKED, mismatches: rows.filter((row) => row.problems.length > 0).length };
    },
  };
  return service;
}

export type GatewayReconciliation = ReturnType<typeof createGatewayReconciliation>;
