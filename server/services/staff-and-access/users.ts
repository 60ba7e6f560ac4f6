import { count, eq, sql } from "drizzle-orm";
import type { Role, SignInStep } from "#common/admin-access";
import { NewAdminSchema, NewPasswordSchema } from "#common/schemas/auth";
import type { Db } from "../../db/client";
import { passkeys, recoveryCodes, sessions, users } from "../../db/schema";
import { refuseCommonPassword } from "./common-passwords";
import { hashPassword, type ScryptParams } from "./passwords";
import type { Actor } from "./audit";
import type { SessionRecord } from "./sessions";
import { ConflictError, NotFoundError } from "../foundation/errors";

/** What the rest of the app may see of a user: never the password hash or the TOTP secret. */
export interface PublicUser {
  id: number;
  username: string;
  role: Role;
  disabled: boolean;
  mustChangePassword: boolean;
  createdAt: Date;
}


interface SignedInStaff {
  id: number;
  username: string;
  role: Role;
  /** null = fully signed in. */
  step: SignInStep | null;
  hasTotp: boolean;
  hasPasskey: boolean;
}

/** A session that owes a sign-in step, its staff member, and the author of what the step changes (audit trail). */
interface OwingSession {
  session: SessionRecord;
  staff: SignedInStaff;
  actor: Actor;
}

/** The same name whatever its letter case: usernames are case-insensitive (and unique so, in the database). */
const sameUsername = (name: string) => sql`lower(${users.username}) = lower(${name.trim()})`;

/*
 * An account's second steps, as every staff query reads them. The passkey subqueries are spelled out: inside a
 * one-table select Drizzle leaves column names unqualified.
 */
/** An authenticator app is set up (its TOTP secret is stored). */
export const hasAuthenticatorApp = sql<boolean>`${users.totpSecret} is not null`;
/** At least one passkey is registered. */
export const hasPasskey = sql<boolean>`exists (select 1 from "passkeys" where "passkeys"."user_id" = "users"."id")`;
/** How many passkeys are registered. */
export const passkeyCount = sql<number>`(select count(*) from "passkeys" where "passkeys"."user_id" = "users"."id")::int`;

/** The columns a staff row is shown from (the one projection: never the password hash or the TOTP secret). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  disabledAt: users.disabledAt,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

type PublicUserRow = { [K in keyof typeof publicUserColumns]: (typeof users.$inferSelect)[K] };

/** A staff row as the rest of the app may see it. */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: row.disabledAt !== null,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt,
  };
}

/** Staff accounts (the spec's `users`: username unique, password — stored only as a scrypt hash — and a role). */
export function createUserService(db: Db, passwordHashing: ScryptParams) {

  const service = {
    /**
     * Validates (username rules, password ≥ 10 characters and not a common one) and stores a new staff member,
     * an owner unless a role is given; 409 when the name is taken in any letter case.
     */
    async create(
      input: { username: string; password: string; role?: Role; mustChangePassword?: boolean },
      executor: Db = db,
    ): Promise<PublicUser> {
      const { username, password } = NewAdminSchema.parse(input);
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password, passwordHashing);
      const [row] = await executor
        .insert(users)
        .values({ username, password: passwordHash, role: input.role ?? "owner", mustChangePassword: input.mustChangePassword ?? false })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ConflictError(`Tên đăng nhập "${username}" đã tồn tại`);
      return toPublicUser(row);
    },

    async findById(id: number): Promise<PublicUser | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ? toPublicUser(row) : null;
    },

    async findByUsername(username: string): Promise<PublicUser | null> {
      const [row] = await db.select().from(users).where(sameUsername(username)).limit(1);
      return row ? toPublicUser(row) : null;
    },

    /** For the login check only: an account that may sign in (not disabled) together with the stored hash. */
    async findCredentials(username: string): Promise<(PublicUser & { passwordHash: string }) | null> {
      const [row] = await db.select().from(users).where(sameUsername(username)).limit(1);
      return row && row.disabledAt === null ? { ...toPublicUser(row), passwordHash: row.password } : null;
    },

    /** The stored hash of an account, for re-checking a password (changing it, `npm run admin:create`). */
    async passwordHashOf(id: number): Promise<string | null> {
      const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, id)).limit(1);
      return row?.password ?? null;
    },

    /** Sets a new password (same policy as creation) and ends every session of that user. */
    async setPassword(id: number, password: string): Promise<void> {
      const valid = NewPasswordSchema.parse(password);
      refuseCommonPassword(valid);
      const updated = await db
        .update(users)
        .set({ password: await hashPassword(valid, passwordHashing), mustChangePassword: false })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!updated.length) throw new NotFoundError("Không tìm thấy người dùng");
      await db.delete(sessions).where(eq(sessions.userId, id));
    },

    /** Removes an account's second steps (app, passkeys, recovery codes): it signs in with its password alone. */
    async clearSecondSteps(id: number, executor: Db = db): Promise<void> {
      await executor.update(users).set({ totpSecret: null, totpLastStep: null }).where(eq(users.id, id));
      await executor.delete(passkeys).where(eq(passkeys.userId, id));
      await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
    },

    /** Stores a fresh hash of a password that was just verified (parameters raised since it was set). */
    async rehash(id: number, password: string): Promise<void> {
      await db.update(users).set({ password: await hashPassword(password, passwordHashing) }).where(eq(users.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return Number(row?.value ?? 0);
    },

    /**
     * The staff member a session belongs to and the sign-in step it still owes, read fresh on every admin request
     * (a disabled account, a role changed, a policy turned on take effect at once); null for no session, a
     * visitor's session or a disabled account.
     */
    async signedIn(session: SessionRecord | null): Promise<SignedInStaff | null> {
      if (session?.userId == null) return null;
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          disabledAt: users.disabledAt,
          mustChangePassword: users.mustChangePassword,
          hasTotp: hasAuthenticatorApp,
          hasPasskey,
          required: sql<boolean>`coalesce((select "require_two_factor" from "staff_policy" where "staff_policy"."id" = 1), false)`,
        })
        .from(users)
        .where(eq(users.id, session.userId))
        .limit(1);
      if (!row || row.disabledAt !== null) return null;
      const hasSecondFactor = Boolean(row.hasTotp) || Boolean(row.hasPasskey);
      const step: SignInStep | null =
        hasSecondFactor && !session.secondFactorAt
          ? "second-factor"
          : row.mustChangePassword
            ? "new-password"
            : Boolean(row.required) && !hasSecondFactor
              ? "enrol"
              : null;
      return { id: row.id, username: row.username, role: row.role, step, hasTotp: Boolean(row.hasTotp), hasPasskey: Boolean(row.hasPasskey) };
    },

    /**
     * The gate of every sign-in step (the /api/admin/login/* endpoints and the step page alike): the session's
     * staff member when the session owes exactly `step`; null otherwise.
     */
    async owing(session: SessionRecord | null, step: SignInStep): Promise<OwingSession | null> {
      const staff = await service.signedIn(session);
      if (!session || !staff || staff.step !== step) return null;
      return { session, staff, actor: { id: staff.id, username: staff.username } };
    },
  };
  return service;
}

export type UserService = ReturnType<typeof createUserService>;
