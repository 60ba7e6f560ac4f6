import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { TooManyRequestsError } from "./errors";

interface RateLimitResult {
  allowed: boolean;
  hits: number;
  limit: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in the database (one upsert per hit), shared by every app process: login attempts per
 * IP and per username, lead forms per IP; and budgets of an amount per window (the bytes of anonymous uploads).
 */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  /** Counts one hit; `executor` may be a transaction, so the hit commits (or not) with it. */
  async function hit(key: string, limit: number, windowMs: number, executor: Db = db): Promise<RateLimitResult> {
    const current = now();
    const resetAt = new Date(current.getTime() + windowMs);
    const [row] = await executor
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${current.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${current.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return { allowed: row!.hits <= limit, hits: row!.hits, limit, resetAt: row!.resetAt };
  }

  /**
   * Adds `amount` to the key's window unless that would take it past `limit` (then nothing is added). One statement:
   * of several requests racing for the last room, each sees the others' committed amounts (the row is locked).
   */
  async function take(executor: Db, key: string, amount: number, limit: number, windowMs: number): Promise<{ allowed: boolean; resetAt: Date }> {
    const current = now();
    const resetAt = new Date(current.getTime() + windowMs);
    const expired = sql`${rateLimits.resetAt} <= ${current.toISOString()}::timestamptz`;
    if (amount > limit) return { allowed: false, resetAt };
    const [row] = await executor
      .insert(rateLimits)
      .values({ key, hits: amount, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then ${amount}::int else ${rateLimits.hits} + ${amount}::int end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
        // bigint: a budget of bytes may sit near the integer column's limit.
        setWhere: sql`${expired} or ${rateLimits.hits}::bigint + ${amount} <= ${limit}`,
      })
      .returning({ resetAt: rateLimits.resetAt });
    if (row) return { allowed: true, resetAt: row.resetAt };
    const [full] = await executor.select({ resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, key));
    return { allowed: false, resetAt: full?.resetAt ?? resetAt };
  }

  return {
    hit,

    /**
     * Takes `amount` (bytes, say) from every budget or from none, in one transaction: refused with the message of
     * the first budget without room for it (429, with when its window ends). Refused amounts are not counted. A
     * budget's window starts with its first take; `limit` must stay below 2^31 (the counter is an integer).
     */
    async consume(budgets: ReadonlyArray<{ key: string; limit: number; message: string }>, amount: number, windowMs: number): Promise<void> {
      await db.transaction(async (tx) => {
        for (const budget of budgets) {
          const taken = await take(tx, budget.key, amount, budget.limit, windowMs);
          if (taken.allowed) continue;
          const retryAfterSeconds = Math.max(1, Math.ceil((taken.resetAt.getTime() - now().getTime()) / 1000));
          throw new TooManyRequestsError(budget.message, { retryAfterSeconds });
        }
      });
    },

    /** Counts a hit and refuses one over the limit with a 429 saying (in seconds) when the window ends. */
    async enforce(key: string, limit: number, windowMs: number, message?: string): Promise<void> {
      const result = await hit(key, limit, windowMs);
      if (result.allowed) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((result.resetAt.getTime() - now().getTime()) / 1000));
      throw new TooManyRequestsError(message, { retryAfterSeconds });
    },

    /** Forget a key (e.g. after a successful login). */
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },

    async deleteExpired(): Promise<number> {
      const removed = await db.delete(rateLimits).where(lt(rateLimits.resetAt, now())).returning({ key: rateLimits.key });
      return removed.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
