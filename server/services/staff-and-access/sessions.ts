import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { deviceName } from "#common/device-name";
import type { Db } from "../../db/client";
import { cartItems, sessions } from "../../db/schema";

/** Visitor (cart) sessions last 30 days from the last visit. */
export const VISITOR_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Staff and dealer sessions end after an idle time and after an absolute lifetime, whichever comes first (ASVS
 * V7, issue 45); both are settings (STAFF_SESSION_*, DEALER_SESSION_*), these are their defaults. A dealer works
 * from a phone through the day (decision 0053): a longer idle time, and a sign-in a week.
 */
export const ADMIN_SESSION_TTL_MS = 60 * 60 * 1000;
export const DEALER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface SessionLifetimes {
  staffIdleMs: number;
  staffAbsoluteMs: number;
  dealerIdleMs: number;
  dealerAbsoluteMs: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  staffIdleMs: ADMIN_SESSION_TTL_MS,
  staffAbsoluteMs: 12 * 60 * 60 * 1000,
  dealerIdleMs: DEALER_SESSION_TTL_MS,
  dealerAbsoluteMs: 7 * 24 * 60 * 60 * 1000,
};
/** Sliding expiry is written at most this often, so a busy visitor does not cause a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionRecord {
  /** The secret token carried by the cookie; only its hash is stored. */
  token: string;
  /** Database key (hash of the token), used to own carts and orders. */
  id: string;
  userId: number | null;
  /** A dealer's portal session (issue 43): its dealer account; never set together with `userId`. */
  dealerAccountId: number | null;
  expiresAt: Date;
  /** A staff session: when its second sign-in step succeeded; null = password only. */
  secondFactorAt: Date | null;
}

/** A staff member's session as "my sessions" lists it: a handle, never the id or the token. */
export interface StaffSessionView {
  handle: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  /** "Chrome trên Windows" (common/device-name.ts). */
  device: string;
  /** The address it was last used from; null before it was recorded. */
  lastIp: string | null;
  current: boolean;
}

/** A public name for a session: ending one by it needs the staff member's own session list. */
function sessionHandleOf(id: string): string {
  return createHash("sha256").update(`session-handle:${id}`).digest("base64url").slice(0, 22);
}

/** Only a hash of the token is stored: a database dump does not hand out live sessions. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** How long a session lives idle: a visitor's, a staff member's or a dealer's. */
export function sessionTtlOf(owner: { userId: number | null; dealerAccountId: number | null }, lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES): number {
  if (owner.userId !== null) return lifetimes.staffIdleMs;
  return owner.dealerAccountId !== null ? lifetimes.dealerIdleMs : VISITOR_SESSION_TTL_MS;
}

/** The absolute lifetime of a signed-in session (from its sign-in); a visitor's has none. */
function absoluteLifetimeOf(owner: { userId: number | null; dealerAccountId: number | null }, lifetimes: SessionLifetimes): number | null {
  if (owner.userId !== null) return lifetimes.staffAbsoluteMs;
  return owner.dealerAccountId !== null ? lifetimes.dealerAbsoluteMs : null;
}

const isVisitor = (row: { userId: number | null; dealerAccountId: number | null }) => row.userId === null && row.dealerAccountId === null;

export interface SessionServiceOptions {
  now?: () => Date;
  /**
   * Keep visitors' (cart) sessions in memory after their first read. Only where this process is the database's
   * only client (PGlite): every change to a visitor session then goes through this service, which updates the
   * copy. On a shared PostgreSQL another process could end a session, so there every read asks the database.
   * Staff sessions are never kept (role changes, resets and sign-outs end them from other services).
   */
  cacheVisitorSessions?: boolean;
  lifetimes?: SessionLifetimes;
}

export function createSessionService(db: Db, options: SessionServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  /** The sliding expiry, never past the absolute end (sign-in + lifetime). */
  const expiryOf = (owner: { userId: number | null; dealerAccountId: number | null }, createdAt: Date, from: Date): Date => {
    const idleEnd = from.getTime() + sessionTtlOf(owner, lifetimes);
    const absolute = absoluteLifetimeOf(owner, lifetimes);
    return new Date(absolute === null ? idleEnd : Math.min(idleEnd, createdAt.getTime() + absolute));
  };
  /** Visitor sessions by id, with when they were last written as seen (the sliding expiry's clock). */
  const visitors = options.cacheVisitorSessions
    ? new LRUCache<string, { expiresAt: Date; lastSeenAt: Date }>({ max: 20_000 })
    : null;

  async function create(
    userId: number | null = null,
    userAgent: string | null = null,
    ip: string | null = null,
    dealerAccountId: number | null = null,
  ): Promise<SessionRecord> {
    const token = randomBytes(32).toString("base64url");
    const id = sessionIdOf(token);
    const owner = { userId, dealerAccountId: userId === null ? dealerAccountId : null };
    const createdAt = now();
    const expiresAt = expiryOf(owner, createdAt, createdAt);
    const signedIn = !isVisitor(owner);
    await db.insert(sessions).values({ id, ...owner, createdAt, lastSeenAt: createdAt, expiresAt, userAgent: signedIn ? userAgent?.slice(0, 300) : null, lastIp: signedIn ? ip?.slice(0, 64) : null });
    return { token, id, ...owner, expiresAt, secondFactorAt: null };
  }

  return {
    create,

    /** The live session for a token, sliding its expiry; null when unknown or expired. */
    async find(token: string, ip: string | null = null): Promise<SessionRecord | null> {
      const id = sessionIdOf(token);
      const kept = visitors?.get(id);
      if (kept) {
        const current = now();
        if (kept.expiresAt.getTime() > current.getTime() && current.getTime() - kept.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) {
          return { token, id, userId: null, dealerAccountId: null, expiresAt: kept.expiresAt, secondFactorAt: null };
        }
        visitors!.delete(id);
      }
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now())))
        .limit(1);
      if (!row) return null;
      const current = now();
      // Past its absolute lifetime (a setting changed since it began, or a clock moved): over, whatever its idle time.
      const absolute = absoluteLifetimeOf(row, lifetimes);
      if (absolute !== null && current.getTime() >= row.createdAt.getTime() + absolute) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      // A staff session remembers where it was last used: written with the sliding expiry, or when the address changes.
      const movedTo = !isVisitor(row) && ip && ip.slice(0, 64) !== row.lastIp ? { lastIp: ip.slice(0, 64) } : null;
      if (current.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = expiryOf(row, row.createdAt, current);
        await db.update(sessions).set({ lastSeenAt: current, expiresAt, ...movedTo }).where(eq(sessions.id, id));
        if (isVisitor(row)) visitors?.set(id, { expiresAt, lastSeenAt: current });
        return { token, id, userId: row.userId, dealerAccountId: row.dealerAccountId, expiresAt, secondFactorAt: row.secondFactorAt };
      }
      if (movedTo) await db.update(sessions).set(movedTo).where(eq(sessions.id, id));
      if (isVisitor(row)) visitors?.set(id, { expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt });
      return { token, id, userId: row.userId, dealerAccountId: row.dealerAccountId, expiresAt: row.expiresAt, secondFactorAt: row.secondFactorAt };
    },

    /**
     * A new session for a login (or logout), replacing the old one so a token seen before login is useless
     * after it (session fixation). The visitor's cart moves along.
     */
    async rotate(
      previous: SessionRecord | null,
      userId: number | null,
      userAgent: string | null = null,
      ip: string | null = null,
      dealerAccountId: number | null = null,
    ): Promise<SessionRecord> {
      const next = await create(userId, userAgent, ip, dealerAccountId);
      if (previous) {
        visitors?.delete(previous.id);
        await db.update(cartItems).set({ sessionId: next.id }).where(eq(cartItems.sessionId, previous.id));
        await db.delete(sessions).where(eq(sessions.id, previous.id));
      }
      return next;
    },

    async destroy(session: SessionRecord): Promise<void> {
      visitors?.delete(session.id);
      await db.delete(sessions).where(eq(sessions.id, session.id));
    },

    /** The second sign-in step succeeded in this session. */
    async markSecondFactor(id: string): Promise<void> {
      await db.update(sessions).set({ secondFactorAt: now() }).where(eq(sessions.id, id));
    },

    /** Keeps a WebAuthn challenge on the session until it is taken (once). */
    async setChallenge(id: string, challenge: string | null): Promise<void> {
      await db.update(sessions).set({ challenge }).where(eq(sessions.id, id));
    },

    /** The pending challenge, cleared as it is read: a ceremony's answer is checked against it once. */
    async takeChallenge(id: string): Promise<string | null> {
      const [row] = await db.select({ challenge: sessions.challenge }).from(sessions).where(eq(sessions.id, id)).limit(1);
      if (!row?.challenge) return null;
      const taken = await db
        .update(sessions)
        .set({ challenge: null })
        .where(and(eq(sessions.id, id), eq(sessions.challenge, row.challenge)))
        .returning({ id: sessions.id });
      return taken.length ? row.challenge : null;
    },

    /** A staff member's live sessions, newest first. */
    async listForUser(userId: number, currentId: string | null): Promise<StaffSessionView[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now())))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map((row) => ({
        handle: sessionHandleOf(row.id),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        userAgent: row.userAgent,
        device: deviceName(row.userAgent),
        lastIp: row.lastIp,
        current: row.id === currentId,
      }));
    },

    /** Ends one of a staff member's sessions by its handle; false when it is not theirs (or already over). */
    async destroyByHandle(userId: number, handle: string): Promise<boolean> {
      const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      const match = rows.find((row) => sessionHandleOf(row.id) === handle);
      if (!match) return false;
      await db.delete(sessions).where(eq(sessions.id, match.id));
      return true;
    },

    /** "Sign out everywhere" (issue 45): every session of a staff member but the one given (null: all of them). */
    async destroyAllForUser(userId: number, exceptId: string | null): Promise<number> {
      const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      const ending = rows.filter((row) => row.id !== exceptId);
      for (const row of ending) await db.delete(sessions).where(eq(sessions.id, row.id));
      return ending.length;
    },

    /** Removes expired sessions (their carts go with them); returns how many. */
    async deleteExpired(): Promise<number> {
      const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now())).returning({ id: sessions.id });
      for (const { id } of removed) visitors?.delete(id);
      return removed.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
