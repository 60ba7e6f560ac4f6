import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { cartItems, sessions } from "../db/schema";

/** Visitor (cart) sessions last 30 days from the last visit; administrator sessions end after 2 idle hours. */
export const VISITOR_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const ADMIN_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so a busy visitor does not cause a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionRecord {
  /** The secret token carried by the cookie; only its hash is stored. */
  token: string;
  /** Database key (hash of the token), used to own carts and orders. */
  id: string;
  userId: number | null;
  expiresAt: Date;
}

/** Only a hash of the token is stored: a database dump does not hand out live sessions. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function ttlFor(userId: number | null) {
  return userId === null ? VISITOR_SESSION_TTL_MS : ADMIN_SESSION_TTL_MS;
}

export function createSessionService(db: Db, now: () => Date = () => new Date()) {
  async function create(userId: number | null = null): Promise<SessionRecord> {
    const token = randomBytes(32).toString("base64url");
    const id = sessionIdOf(token);
    const expiresAt = new Date(now().getTime() + ttlFor(userId));
    await db.insert(sessions).values({ id, userId, expiresAt });
    return { token, id, userId, expiresAt };
  }

  return {
    create,

    /** The live session for a token, sliding its expiry; null when unknown or expired. */
    async find(token: string): Promise<SessionRecord | null> {
      const id = sessionIdOf(token);
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now())))
        .limit(1);
      if (!row) return null;
      const current = now();
      if (current.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(current.getTime() + ttlFor(row.userId));
        await db.update(sessions).set({ lastSeenAt: current, expiresAt }).where(eq(sessions.id, id));
        return { token, id, userId: row.userId, expiresAt };
      }
      return { token, id, userId: row.userId, expiresAt: row.expiresAt };
    },

    /**
     * A new session for a login (or logout), replacing the old one so a token seen before login is useless
     * after it (session fixation). The visitor's cart moves along.
     */
    async rotate(previous: SessionRecord | null, userId: number | null): Promise<SessionRecord> {
      const next = await create(userId);
      if (previous) {
        await db.update(cartItems).set({ sessionId: next.id }).where(eq(cartItems.sessionId, previous.id));
        await db.delete(sessions).where(eq(sessions.id, previous.id));
      }
      return next;
    },

    async destroy(session: SessionRecord): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, session.id));
    },

    /** Removes expired sessions (their carts go with them); returns how many. */
    async deleteExpired(): Promise<number> {
      const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now())).returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
