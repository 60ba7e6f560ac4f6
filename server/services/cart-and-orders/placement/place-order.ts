import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema";
import { ConflictError, IdempotencyKeyReusedError, TooManyRequestsError } from "../../foundation/errors";
import type { RateLimiter } from "../../foundation/rate-limiter";
import type { OrderEvents } from "../order-events";
import { applyDiscount } from "./apply-discount";
import { emitPlaced } from "./emit-placed";
import type { OrderSource, PlacedOrder } from "./order-source";
import { priceLines } from "./price-lines";
import { readLines } from "./read-lines";
import { takeStock } from "./take-stock";
import { writeOrder } from "./write-order";

export const KEY_USED_MESSAGE = "Idempotency-Key has already been used";

/**
 * The one way an order is born (decision 0047): every source — the web checkout, a phone order, an accepted
 * quote — runs these steps in this order, in one transaction:
 *
 *   read and check the lines → price them → apply a discount code → take stock → write the order → emit
 *
 * Idempotency and the rate limit are properties of the whole sequence: with a key, a repeated submit answers the
 * first order without counting against the limit, even when it races the first submit (the key's lock makes it
 * wait); the attempt is counted in the outer transaction and the order placed in a savepoint, so a refused or failed
 * attempt still counts while its writes and events are undone.
 */
export function createOrderPlacement(db: Db, deps: { rateLimiter: RateLimiter; events: OrderEvents }) {
  const { rateLimiter, events } = deps;

  async function steps(tx: Db, source: OrderSource): Promise<PlacedOrder> {
    const lines = await readLines(tx, source);
    const priced = await applyDiscount(tx, source, priceLines(lines, source.installationFee));
    source.checkPriced?.(priced);
    const stockTaken = await takeStock(tx, lines);
    const order = await writeOrder(tx, source, priced);
    // Under the key's lock no other submit can hold it: only an order of another owner (409) can.
    if (!order) throw new ConflictError(KEY_USED_MESSAGE);
    await source.afterWrite?.(tx, order, priced);
    await emitPlaced(tx, events, source, order, stockTaken);
    return { id: order.id, created: true };
  }

  return async function placeOrder(source: OrderSource): Promise<PlacedOrder> {
    const { idempotency, rateLimit } = source;
    const earlier = idempotency ? await findReplay(db, source.owner.sessionId, idempotency.key, idempotency.fingerprint) : null;
    if (earlier) return earlier;
    const outcome = await events.transaction(db, async (tx): Promise<{ placed: PlacedOrder } | { refused: true } | { failed: unknown }> => {
      if (idempotency) {
        await lockIdempotencyKey(tx, idempotency.key);
        // A concurrent submit with the same key may have committed while this one waited for the lock.
        const replay = await findReplay(tx, source.owner.sessionId, idempotency.key, idempotency.fingerprint);
        if (replay) return { placed: replay };
      }
      const before = await source.begin?.(tx);
      if (before) return { placed: before };
      if (rateLimit) {
        const limit = await rateLimiter.hit(rateLimit.key, rateLimit.limit, rateLimit.windowMs, tx);
        if (!limit.allowed) return { refused: true };
      }
      try {
        return { placed: await events.savepoint(tx, (step) => steps(step, source)) };
      } catch (error) {
        return { failed: error };
      }
    });
    if ("refused" in outcome) throw new TooManyRequestsError();
    if ("failed" in outcome) throw outcome.failed;
    return outcome.placed;
  };
}

export type PlaceOrder = ReturnType<typeof createOrderPlacement>;

/**
 * The order an earlier submit with this key placed, or null. Another owner's key is a 409 (its order stays
 * private); the same key with a different request is a 422.
 */
export async function findReplay(executor: Db, sessionId: string | null, idempotencyKey: string, fingerprint: string): Promise<PlacedOrder | null> {
  const [existing] = await executor
    .select({ id: orders.id, sessionId: orders.sessionId, fingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!existing) return null;
  if (existing.sessionId !== sessionId) throw new ConflictError(KEY_USED_MESSAGE);
  // Orders placed before fingerprints were stored have none: they can only be replayed.
  if (existing.fingerprint !== null && existing.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  return { id: existing.id, created: false };
}

/**
 * Submits with one idempotency key run one at a time: each takes this lock first, in its transaction, so a retry
 * racing the first submit waits for it to commit and then finds its order.
 */
async function lockIdempotencyKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-idempotency:${key}`}, 0))`);
}
