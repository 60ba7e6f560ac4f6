import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ROLE_LABELS } from "#common/admin-access";
import { ChangePasswordSchema, NewStaffSchema, StaffPolicySchema, StaffUpdateSchema } from "#common/schemas/staff";
import { NewPasswordSchema } from "#common/schemas/auth";
import type { Db } from "../../db/client";
import { sessions, staffPolicy, users } from "../../db/schema";
import { writeAudit, type Actor } from "./audit";
import { refuseCommonPassword } from "./common-passwords";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { hashPassword, randomPassword, verifyPassword, type ScryptParams } from "./passwords";
import type { RateLimiter } from "../foundation/rate-limiter";
import type { SessionService, StaffSessionView } from "./sessions";
import { hasAuthenticatorApp, hasPasskey, passkeyCount, publicUserColumns, toPublicUser, type PublicUser, type UserService } from "./users";

/** A staff account as the owner's staff page shows it: the public row and its second steps. */
interface StaffView extends PublicUser {
  hasTotp: boolean;
  passkeys: number;
}

/** A one-time password the owner hands over; the account must choose its own at the next sign-in. */
interface TemporaryPassword {
  user: StaffView;
  temporaryPassword: string;
}

export const LAST_OWNER_MESSAGE = "Cửa hàng cần ít nhất một chủ cửa hàng đang hoạt động: không thể khóa hoặc đổi vai trò tài khoản này";
export const WRONG_CURRENT_PASSWORD = "Mật khẩu hiện tại không đúng";
const PASSWORD_CHECKS_LIMIT = 5;
const PASSWORD_CHECKS_WINDOW_MS = 15 * 60 * 1000;

export function createStaffService(deps: {
  db: Db;
  users: UserService;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  passwordHashing: ScryptParams;
}) {
  const { db, users: userService, sessions: sessionService, rateLimiter } = deps;

  async function view(executor: Db, id: number): Promise<StaffView> {
    const [row] = await list(executor, id);
    if (!row) throw new NotFoundError("Không tìm thấy nhân viên");
    return row;
  }

  async function list(executor: Db, id?: number): Promise<StaffView[]> {
    const rows = await executor
      .select({ ...publicUserColumns, hasTotp: hasAuthenticatorApp, passkeys: passkeyCount })
      .from(users)
      .where(id === undefined ? undefined : eq(users.id, id))
      .orderBy(asc(users.username));
    return rows.map((row) => ({ ...toPublicUser(row), hasTotp: Boolean(row.hasTotp), passkeys: Number(row.passkeys) }));
  }

  /** A new password for `id`: refused when common; stored with the must-change flag as asked. */
  async function storePassword(executor: Db, id: number, password: string, mustChange: boolean): Promise<void> {
    await executor
      .update(users)
      .set({ password: await hashPassword(password, deps.passwordHashing), mustChangePassword: mustChange })
      .where(eq(users.id, id));
  }

  return {
    list: () => list(db),

    async policy(): Promise<{ requireTwoFactor: boolean }> {
      const [row] = await db.select().from(staffPolicy).where(eq(staffPolicy.id, 1)).limit(1);
      return { requireTwoFactor: row?.requireTwoFactor ?? false };
    },

    /**
     * The owner requires (or stops requiring) two-step sign-in for every account; takes effect at each next request:
     * a session of an account without a second step then owes the "enrol" step and can do nothing else.
     */
    async setPolicy(input: unknown, actor: Actor): Promise<{ requireTwoFactor: boolean }> {
      const { requireTwoFactor } = StaffPolicySchema.parse(input);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staffPolicy).where(eq(staffPolicy.id, 1)).limit(1);
        await tx
          .insert(staffPolicy)
          .values({ id: 1, requireTwoFactor })
          .onConflictDoUpdate({ target: staffPolicy.id, set: { requireTwoFactor, updatedAt: new Date() } });
        await writeAudit(tx, actor, {
          action: "staff.policy",
          entityType: "settings",
          entityId: "staff-policy",
          summary: requireTwoFactor ? "Bắt buộc đăng nhập hai bước" : "Không bắt buộc đăng nhập hai bước",
          before: { requireTwoFactor: before?.requireTwoFactor ?? false },
          after: { requireTwoFactor },
        });
        return { requireTwoFactor };
      });
    },

    /** The owner opens an account with a role; the one-time password is shown once and must be changed at sign-in. */
    async create(input: unknown, actor: Actor): Promise<TemporaryPassword> {
      const { username, role } = NewStaffSchema.parse(input);
      const temporaryPassword = randomPassword();
      return db.transaction(async (tx) => {
        const created = await userService.create({ username, password: temporaryPassword, role, mustChangePassword: true }, tx);
        await writeAudit(tx, actor, {
          action: "staff.create",
          entityType: "user",
          entityId: created.id,
          summary: `Tạo tài khoản ${created.username} (${ROLE_LABELS[role]})`,
          after: { username: created.username, role },
        });
        return { user: await view(tx, created.id), temporaryPassword };
      });
    },

    /**
     * Changes a role or disables / re-enables an account. Disabling ends its sessions at once. The last active
     * owner can be neither demoted nor disabled: the active owners are locked first (always in id order, so two
     * owners demoting each other cannot both pass, nor deadlock).
     */
    async update(id: number, input: unknown, actor: Actor): Promise<StaffView> {
      const change = StaffUpdateSchema.parse(input);
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "owner"), isNull(users.disabledAt)))
          .orderBy(asc(users.id))
          .for("update");
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
        if (!target) throw new NotFoundError("Không tìm thấy nhân viên");
        const activeOwner = target.role === "owner" && target.disabledAt === null;
        const losesOwner = activeOwner && ((change.role !== undefined && change.role !== "owner") || change.disabled === true);
        if (losesOwner && owners.length <= 1) throw new ConflictError(LAST_OWNER_MESSAGE);

        if (change.role !== undefined && change.role !== target.role) {
          await tx.update(users).set({ role: change.role }).where(eq(users.id, id));
          await writeAudit(tx, actor, {
            action: "staff.role",
            entityType: "user",
            entityId: id,
            summary: `${target.username}: ${ROLE_LABELS[target.role]} → ${ROLE_LABELS[change.role]}`,
            before: { role: target.role },
            after: { role: change.role },
          });
        }
        if (change.disabled !== undefined && change.disabled !== (target.disabledAt !== null)) {
          await tx.update(users).set({ disabledAt: change.disabled ? new Date() : null }).where(eq(users.id, id));
          if (change.disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
          await writeAudit(tx, actor, {
            action: change.disabled ? "staff.disable" : "staff.enable",
            entityType: "user",
            entityId: id,
            summary: `${change.disabled ? "Khóa" : "Mở khóa"} tài khoản ${target.username}`,
            before: { disabled: target.disabledAt !== null },
            after: { disabled: change.disabled },
          });
        }
        return view(tx, id);
      });
    },

    /** A one-time password for someone who forgot theirs: their sessions end, and they choose a new one at sign-in. */
    async resetPassword(id: number, actor: Actor): Promise<TemporaryPassword> {
      const temporaryPassword = randomPassword();
      return db.transaction(async (tx) => {
        const [target] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id)).limit(1);
        if (!target) throw new NotFoundError("Không tìm thấy nhân viên");
        await storePassword(tx, id, temporaryPassword, true);
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await writeAudit(tx, actor, {
          action: "staff.reset-password",
          entityType: "user",
          entityId: id,
          summary: `Đặt lại mật khẩu của ${target.username}`,
        });
        return { user: await view(tx, id), temporaryPassword };
      });
    },

    /**
     * For a lost phone (and lost recovery codes): the account's second steps are removed and its sessions end; it
     * signs in with its password and enrols again (at once, when the owner requires two-step sign-in).
     */
    async resetTwoFactor(id: number, actor: Actor): Promise<StaffView> {
      return db.transaction(async (tx) => {
        const [target] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id)).limit(1);
        if (!target) throw new NotFoundError("Không tìm thấy nhân viên");
        await userService.clearSecondSteps(id, tx);
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await writeAudit(tx, actor, {
          action: "staff.reset-two-factor",
          entityType: "user",
          entityId: id,
          summary: `Tắt đăng nhập hai bước của ${target.username}`,
        });
        return view(tx, id);
      });
    },

    /**
     * My account: a new password, proven by the current one (a limited number of tries, so a session left open
     * does not become a way to guess it). The other sessions end; this one stays.
     */
    async changePassword(actor: Actor, currentSessionId: string, input: unknown): Promise<void> {
      const { currentPassword, newPassword } = ChangePasswordSchema.parse(input);
      refuseCommonPassword(newPassword, "newPassword");
      await rateLimiter.enforce(
        `password-check:user:${actor.id}`,
        PASSWORD_CHECKS_LIMIT,
        PASSWORD_CHECKS_WINDOW_MS,
        "Bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau ít phút.",
      );
      const hash = await userService.passwordHashOf(actor.id);
      if (!hash || !(await verifyPassword(currentPassword, hash))) {
        throw new ValidationError(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
      }
      await rateLimiter.reset(`password-check:user:${actor.id}`);
      await db.transaction(async (tx) => {
        await storePassword(tx, actor.id, newPassword, false);
        await tx.delete(sessions).where(and(eq(sessions.userId, actor.id), sql`${sessions.id} <> ${currentSessionId}`));
        await writeAudit(tx, actor, { action: "auth.password-changed", entityType: "user", entityId: actor.id, summary: "Đổi mật khẩu" });
      });
    },

    /** The sign-in step after an owner's reset: the one-time password was just typed, so it is not asked again. */
    async chooseNewPassword(actor: Actor, currentSessionId: string, password: unknown): Promise<void> {
      const valid = NewPasswordSchema.parse(password);
      refuseCommonPassword(valid);
      const hash = await userService.passwordHashOf(actor.id);
      if (hash && (await verifyPassword(valid, hash))) {
        const message = "Mật khẩu mới phải khác mật khẩu tạm thời";
        throw new ValidationError(message, { password: [message] });
      }
      await db.transaction(async (tx) => {
        await storePassword(tx, actor.id, valid, false);
        await tx.delete(sessions).where(and(eq(sessions.userId, actor.id), sql`${sessions.id} <> ${currentSessionId}`));
        await writeAudit(tx, actor, { action: "auth.password-changed", entityType: "user", entityId: actor.id, summary: "Đặt mật khẩu mới" });
      });
    },

    /**
     * A right password, in the trail when it completes the sign-in: an account with a second step gets its row
     * when that step passes (two-factor service), so each sign-in is one row saying how it was made.
     */
    async recordSignIn(actor: Actor): Promise<void> {
      const [row] = await db
        .select({
          secondStep: sql<boolean>`${hasAuthenticatorApp} or ${hasPasskey}`,
        })
        .from(users)
        .where(eq(users.id, actor.id))
        .limit(1);
      if (row?.secondStep) return;
      await writeAudit(db, actor, { action: "auth.sign-in", entityType: "user", entityId: actor.id, summary: "Đăng nhập (mật khẩu)" });
    },

    sessions: (userId: number, currentSessionId: string | null): Promise<StaffSessionView[]> => sessionService.listForUser(userId, currentSessionId),

    async endSession(userId: number, handle: string): Promise<void> {
      if (!(await sessionService.destroyByHandle(userId, handle))) throw new NotFoundError("Không tìm thấy phiên đăng nhập");
    },

    /** "Sign out everywhere else" (issue 45): every other session of mine ends; this one stays. Audited. */
    async endOtherSessions(actor: Actor, currentSessionId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, actor.id), sql`${sessions.id} <> ${currentSessionId}`))
          .returning({ id: sessions.id });
        await writeAudit(tx, actor, {
          action: "auth.signed-out-elsewhere",
          entityType: "user",
          entityId: actor.id,
          summary: `Đăng xuất ${ended.length} phiên khác`,
        });
        return ended.length;
      });
    },
  };
}
