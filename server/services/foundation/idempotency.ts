import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { idempotentRequests } from "../../db/schema";
import { IdempotencyKeyReusedError } from "./errors";

/** JSON with object keys in sorted order, so two spellings of one request give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The fingerprint stored beside an `Idempotency-Key`: a hash of the request as the service understood it
 * (parsed and normalised), so a retry of the same request matches and a different one sent under the same
 * key does not.
 */
export function requestFingerprint(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("base64url");
}

/** A submission as the idempotency store sees it: where it was sent, its key (null: none sent) and its fingerprint. */
interface IdempotentRequest {
  scope: string;
  key: string | null;
  fingerprint: string;
}

/** The answer to a submission, and whether an earlier request with its key gave it. */
interface IdempotentAnswer<T> {
  body: T;
  replayed: boolean;
}

/** Answers are kept this long: far beyond any retry, short enough that the table stays small. */
const IDEMPOTENT_ANSWER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A concurrent request with the same key committed first; this one's effect is rolled back. */
class KeyTakenMeanwhile extends Error {}

/**
 * Orders' idempotency rules for the other public submissions (leads, newsletter sign-ups), with the answers in
 * `idempotent_requests`: a request with a known key answers the stored body without running again (the caller
 * checks `replay` before its rate limit, so a retry costs nothing), the same key with a different request is a
 * 422, and the effect and its recorded answer commit together — a crash in between leaves neither.
 */
export function createIdempotencyStore(db: Db) {
  async function find<T>(executor: Db, request: IdempotentRequest): Promise<IdempotentAnswer<T> | null> {
    if (request.key === null) return null;
    const [stored] = await executor
      .select({ fingerprint: idempotentRequests.fingerprint, response: idempotentRequests.response })
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.scope, request.scope), eq(idempotentRequests.key, request.key)))
      .limit(1);
    if (!stored) return null;
    if (stored.fingerprint !== request.fingerprint) throw new IdempotencyKeyReusedError();
    return { body: stored.response as T, replayed: true };
  }

  return {
    /** The answer an earlier request with this key got; null when there is none (or no key was sent). */
    replay: <T>(request: IdempotentRequest) => find<T>(db, request),

    /**
     * Runs the effect in a transaction and records its answer under the key in the same transaction. When a
     * concurrent request with the key commits first, this effect is rolled back and that request's answer given.
     */
    async run<T>(request: IdempotentRequest, effect: (tx: Db) => Promise<T>): Promise<IdempotentAnswer<T>> {
      try {
        const body = await db.transaction(async (tx) => {
          const result = await effect(tx as unknown as Db);
          if (request.key !== null) {
            const recorded = await tx
              .insert(idempotentRequests)
              .values({ scope: request.scope, key: request.key, fingerprint: request.fingerprint, response: result })
              .onConflictDoNothing()
              .returning({ key: idempotentRequests.key });
            if (recorded.length === 0) throw new KeyTakenMeanwhile();
          }
          return result;
        });
        return { body, replayed: false };
      } catch (error) {
        if (!(error instanceof KeyTakenMeanwhile)) throw error;
        const earlier = await find<T>(db, request);
        if (!earlier) throw error;
        return earlier;
      }
    },

    async deleteExpired(now = new Date()): Promise<number> {
      const removed = await db
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENT_ANSWER_TTL_MS)))
        .returning({ key: idempotentRequests.key });
      return removed.length;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
