import { lt, sql } from "drizzle-orm";
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
 * IP and per username, lead forms per IP.
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

  return {
    hit,

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
