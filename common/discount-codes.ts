/**
 * Discount codes: the kinds, and the one rule that turns a code and an order's lines into the amount taken off.
 * Pure, so the server (which alone decides) and the tests share it; the browser only shows the server's figure.
 */

export const DISCOUNT_KINDS = ["percent", "amount"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = { percent: "Phần trăm", amount: "Số tiền" };

/** How people type a code (` sale10 `) → how it is stored (`SALE10`). */
export function normalizeDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

export interface DiscountRule {
  kind: DiscountKind;
  value: number;
  /** Empty = every line. */
  productIds: readonly number[];
}

/**
 * Whole dong taken off: a percentage of the covered lines (rounded to the dong) or a fixed amount, never more than
 * the covered lines cost.
 */
export function discountAmount(rule: DiscountRule, lines: ReadonlyArray<{ productId: number; lineTotal: number }>): number {
  const covered = lines
    .filter((line) => rule.productIds.length === 0 || rule.productIds.includes(line.productId))
    .reduce((sum, line) => sum + line.lineTotal, 0);
  const amount = rule.kind === "percent" ? Math.round((covered * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(amount, covered));
}

/** A code as the admin list shows it: the stored rule plus its uses and the revenue of the orders that used it. */
export interface DiscountCodeView {
  id: number;
  code: string;
  kind: DiscountKind;
  value: number;
  minOrder: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerPhone: number | null;
  productIds: number[];
  uses: number;
  /** Sum of the totals of the (not canceled) orders placed with it. */
  revenue: number;
  /** Sum of what it took off those orders. */
  discounted: number;
  createdAt: string;
}
