import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { DEALER_INVITE_TTL_MS, dealerInvitePath } from "#common/dealers";
import { DealerAccountInputSchema, DealerInvitationAcceptSchema } from "#common/schemas/dealers";
import type { Db } from "../../db/client";
import { dealerAccounts, places, sessions } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { refuseCommonPassword } from "../staff-and-access/common-passwords";
import { hashPassword, type ScryptParams } from "../staff-and-access/passwords";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import type { SessionRecord } from "../staff-and-access/sessions";
import type { SecondStepAccounts } from "../staff-and-access/two-factor";

/** The dealer behind a portal request: its account and the place it acts for. */
export interface SignedInDealer {
  id: number;
  name: string;
  email: string;
  placeId: number;
}

/** A session that still owes its second step (the account has an authenticator app), with its account. */
export interface OwingDealer {
  session: SessionRecord;
  dealer: SignedInDealer;
  actor: Actor;
}

/**
 * Dealer accounts for the one two-step module (staff-and-access/two-factor.ts, issue 43 "as for staff"): the app's
 * secret on `dealer_accounts`, recovery codes and sessions owned by `dealer_account_id`. No passkeys.
 */
export const DEALER_ACCOUNTS: SecondStepAccounts = {
  kind: "dealer",
  entityType: "dealer-account",
  issuer: "Máy pha - Cổng đại lý",
  signIn: { action: "dealer-account.sign-in", summary: "Đăng nhập cổng đại lý" },
  ownerColumn: "dealerAccountId",
  async row(executor, id) {
    const [row] = await executor
      .select({ id: dealerAccounts.id, username: dealerAccounts.email, password: dealerAccounts.password, totpSecret: dealerAccounts.totpSecret, totpLastStep: dealerAccounts.totpLastStep })
      .from(dealerAccounts)
      .where(eq(dealerAccounts.id, id))
      .limit(1);
    return row ?? null;
  },
  async spendStep(executor, id, step) {
    const moved = await executor
      .update(dealerAccounts)
      .set({ totpLastStep: step })
      .where(and(eq(dealerAccounts.id, id), sql`(${dealerAccounts.totpLastStep} is null or ${dealerAccounts.totpLastStep} < ${step})`))
      .returning({ id: dealerAccounts.id });
    return moved.length === 1;
  },
  async storeSecret(executor, id, secret, step) {
    const stored = await executor
      .update(dealerAccounts)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(and(eq(dealerAccounts.id, id), isNull(dealerAccounts.totpSecret)))
      .returning({ id: dealerAccounts.id });
    return stored.length === 1;
  },
  async clearSecret(executor, id) {
    await executor.update(dealerAccounts).set({ totpSecret: null, totpLastStep: null }).where(eq(dealerAccounts.id, id));
  },
  hasOtherFactor: async () => false,
};

/** What a dealer does is audited under its own account, never a staff member's. */
export function dealerActor(dealer: Pick<SignedInDealer, "id" | "email">): Actor {
  return { id: dealer.id, username: dealer.email, dealer: true };
}

const INVITE_INVALID = "Lời mời không hợp lệ, đã được dùng hoặc đã hết hạn";
const PLACE_KINDS_WITH_ACCOUNTS = ["dealer", "service_center"] as const;

/** Only the invitation's SHA-256 is kept: a database dump hands out no live link. */
const inviteHashOf = (token: string) => createHash("sha256").update(`dealer-invite:${token}`).digest("base64url");

const sameEmail = (email: string) => sql`lower(${dealerAccounts.email}) = lower(${email.trim()})`;

/**
 * Ends every portal session of a place's accounts: a place deactivated signs its dealers out (the portal's guard
 * also refuses an inactive place's accounts on every request).
 */
export async function endDealerSessionsOfPlace(executor: Db, placeId: number): Promise<void> {
  await executor
    .delete(sessions)
    .where(inArray(sessions.dealerAccountId, executor.select({ id: dealerAccounts.id }).from(dealerAccounts).where(eq(dealerAccounts.placeId, placeId))));
}

/**
 * Dealer accounts (issue 43, decision 0053): invited by staff for a dealer or service centre, opened once by the
 * invitee with a password of the staff rules, signed in by e-mail. Kept apart from staff users.
 */
export function createDealerAccountService(
  db: Db,
  deps: {
    passwordHashing: ScryptParams;
    siteUrl: string;
    /** Removes an account's app, codes and sessions in the caller's transaction (the two-step service's `clear`). */
    clearSecondStep: (executor: Db, accountId: number) => Promise<void>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  /** The session's dealer account of an active place, and whether the session still owes its second step. */
  async function sessionDealer(session: SessionRecord | null): Promise<{ dealer: SignedInDealer; owesSecondStep: boolean } | null> {
    if (session?.dealerAccountId == null) return null;
    const [row] = await db
      .select({ id: dealerAccounts.id, name: dealerAccounts.name, email: dealerAccounts.email, placeId: dealerAccounts.placeId, hasTotp: sql<boolean>`${dealerAccounts.totpSecret} is not null` })
      .from(dealerAccounts)
      .innerJoin(places, eq(places.id, dealerAccounts.placeId))
      .where(and(eq(dealerAccounts.id, session.dealerAccountId), isNull(dealerAccounts.disabledAt), eq(places.active, true)))
      .limit(1);
    if (!row) return null;
    const { hasTotp, ...dealer } = row;
    return { dealer, owesSecondStep: Boolean(hasTotp) && !session.secondFactorAt };
  }

  return {
    /** `POST /api/admin/places/{placeId}/accounts` (owner, sales): the account and its one-time invitation link. */
    async invite(placeId: number, body: unknown, actor: Actor): Promise<{ id: number; inviteUrl: string }> {
      const input = DealerAccountInputSchema.parse(body ?? {});
      const token = randomBytes(32).toString("base64url");
      const id = await db.transaction(async (tx) => {
        const [place] = await tx.select({ id: places.id, kind: places.kind, active: places.active, name: places.name }).from(places).where(eq(places.id, placeId));
        if (!place) throw new NotFoundError("Không tìm thấy địa điểm");
        if (!(PLACE_KINDS_WITH_ACCOUNTS as readonly string[]).includes(place.kind) || !place.active) {
          throw new ValidationError("Chỉ đại lý hoặc trung tâm bảo hành đang hoạt động mới có tài khoản", { placeId: ["Chỉ đại lý hoặc trung tâm bảo hành đang hoạt động mới có tài khoản"] });
        }
        // The e-mail's unique index decides, also between two invitations sent at once.
        const [row] = await tx
          .insert(dealerAccounts)
          .values({ placeId, ...input, inviteTokenHash: inviteHashOf(token), inviteExpiresAt: new Date(now().getTime() + DEALER_INVITE_TTL_MS), createdBy: actor.id })
          .onConflictDoNothing()
          .returning({ id: dealerAccounts.id });
        if (!row) throw new ConflictError(`E-mail ${input.email} đã có tài khoản đại lý`);
        await writeAudit(tx, actor, {
          action: "dealer-account.invite",
          entityType: "dealer-account",
          entityId: row!.id,
          summary: `Mời ${input.name} (${input.email}) vào cổng đại lý của ${place.name}`,
          after: { placeId, name: input.name, email: input.email, phone: input.phone },
        });
        return row!.id;
      });
      return { id, inviteUrl: new URL(dealerInvitePath(token), deps.siteUrl).toString() };
    },

    /**
     * `POST /api/dealer/invitations/{token}`: sets the password and takes the invitation (once, within 72 hours);
     * an unknown, used or expired link is the same 404. Answers the account, for the caller to sign it in.
     */
    async acceptInvitation(token: string, body: unknown): Promise<SignedInDealer> {
      const { password } = DealerInvitationAcceptSchema.parse(body ?? {});
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password, deps.passwordHashing);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(dealerAccounts)
          .set({ password: passwordHash, inviteTokenHash: null, inviteExpiresAt: null, activatedAt: now() })
          .where(
            and(
              eq(dealerAccounts.inviteTokenHash, inviteHashOf(token)),
              gt(dealerAccounts.inviteExpiresAt, now()),
              isNull(dealerAccounts.disabledAt),
              sql`exists (select 1 from ${places} where ${places.id} = ${dealerAccounts.placeId} and ${places.active})`,
            ),
          )
          .returning({ id: dealerAccounts.id, name: dealerAccounts.name, email: dealerAccounts.email, placeId: dealerAccounts.placeId });
        if (!row) throw new NotFoundError(INVITE_INVALID);
        if (password.toLowerCase() === row.email.toLowerCase()) {
          throw new ValidationError("Mật khẩu không được trùng e-mail", { password: ["Mật khẩu không được trùng e-mail"] });
        }
        await writeAudit(tx, dealerActor(row), { action: "dealer-account.activate", entityType: "dealer-account", entityId: row.id, summary: "Nhận lời mời, đặt mật khẩu" });
        return row;
      });
    },

    /** The login's view of the accounts: an opened, enabled account of an active place, with its hash. */
    credentials: {
      async findCredentials(username: string) {
        const [row] = await db
          .select({ id: dealerAccounts.id, email: dealerAccounts.email, name: dealerAccounts.name, placeId: dealerAccounts.placeId, password: dealerAccounts.password })
          .from(dealerAccounts)
          .innerJoin(places, eq(places.id, dealerAccounts.placeId))
          .where(and(sameEmail(username), isNull(dealerAccounts.disabledAt), isNotNull(dealerAccounts.password), eq(places.active, true)))
          .limit(1);
        return row?.password ? { id: row.id, username: row.email, name: row.name, placeId: row.placeId, passwordHash: row.password } : null;
      },
      async rehash(id: number, password: string) {
        await db.update(dealerAccounts).set({ password: await hashPassword(password, deps.passwordHashing) }).where(eq(dealerAccounts.id, id));
      },
    },

    /**
     * Told of each right password: the audit trail records the sign-in under the account — for an account with an
     * app, when its second step passes (the two-step service), so each sign-in is one row saying how it was made.
     */
    async recordSignIn(account: { id: number; username: string }): Promise<void> {
      const [row] = await db.select({ totpSecret: dealerAccounts.totpSecret }).from(dealerAccounts).where(eq(dealerAccounts.id, account.id)).limit(1);
      if (row?.totpSecret) return;
      await writeAudit(db, { id: account.id, username: account.username, dealer: true }, { action: "dealer-account.sign-in", entityType: "dealer-account", entityId: account.id, summary: "Đăng nhập cổng đại lý (mật khẩu)" });
    },

    /**
     * The dealer a session belongs to, read fresh on every portal request: null for no session, a staff or visitor
     * session, a disabled account, a place no longer active (deactivating a place refuses its accounts at once), or
     * a session that still owes its second step (`owing` answers that one).
     */
    async signedIn(session: SessionRecord | null): Promise<SignedInDealer | null> {
      const found = await sessionDealer(session);
      return found && !found.owesSecondStep ? found.dealer : null;
    },

    /** The gate of the sign-in's second step: the session's account when the session owes it; null otherwise. */
    async owing(session: SessionRecord | null): Promise<OwingDealer | null> {
      const found = await sessionDealer(session);
      if (!session || !found?.owesSecondStep) return null;
      return { session, dealer: found.dealer, actor: dealerActor(found.dealer) };
    },

    /**
     * `POST /api/admin/dealer-accounts/{id}/reset-two-factor` (the roles that invite): for a dealer's lost phone
     * (and lost codes), the account's app and recovery codes are removed and its sessions end; it signs in with its
     * password and may turn the app on again. Audited.
     */
    async resetTwoFactor(accountId: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: dealerAccounts.id, name: dealerAccounts.name, email: dealerAccounts.email, placeId: dealerAccounts.placeId, hasTotp: sql<boolean>`${dealerAccounts.totpSecret} is not null` })
          .from(dealerAccounts)
          .where(eq(dealerAccounts.id, accountId))
          .for("update");
        if (!account) throw new NotFoundError("Không tìm thấy tài khoản đại lý");
        if (!account.hasTotp) throw new ConflictError("Tài khoản này chưa bật đăng nhập hai bước");
        await deps.clearSecondStep(tx, accountId);
        await writeAudit(tx, actor, {
          action: "dealer-account.reset-two-factor",
          entityType: "dealer-account",
          entityId: accountId,
          summary: `Tắt đăng nhập hai bước của ${account.name} (${account.email})`,
          after: { placeId: account.placeId },
        });
      });
    },

    /** A place's accounts (the admin's view of who may sign in for it). */
    async listForPlace(placeId: number) {
      return db
        .select({
          id: dealerAccounts.id,
          name: dealerAccounts.name,
          email: dealerAccounts.email,
          phone: dealerAccounts.phone,
          activatedAt: dealerAccounts.activatedAt,
          disabledAt: dealerAccounts.disabledAt,
          twoFactor: sql<boolean>`${dealerAccounts.totpSecret} is not null`,
        })
        .from(dealerAccounts)
        .where(eq(dealerAccounts.placeId, placeId))
        .orderBy(dealerAccounts.id);
    },
  };
}

export type DealerAccountService = ReturnType<typeof createDealerAccountService>;
