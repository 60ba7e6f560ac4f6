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

/** The dealer behind a portal request: its account and the place it acts for. */
export interface SignedInDealer {
  id: number;
  name: string;
  email: string;
  placeId: number;
}

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
export function createDealerAccountService(db: Db, deps: { passwordHashing: ScryptParams; siteUrl: string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

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

    /** Told of each successful sign-in: the audit trail records it under the account. */
    async recordSignIn(account: { id: number; username: string }): Promise<void> {
      await writeAudit(db, { id: account.id, username: account.username, dealer: true }, { action: "dealer-account.sign-in", entityType: "dealer-account", entityId: account.id, summary: "Đăng nhập cổng đại lý" });
    },

    /**
     * The dealer a session belongs to, read fresh on every portal request: null for no session, a staff or visitor
     * session, a disabled account or a place no longer active (deactivating a place refuses its accounts at once).
     */
    async signedIn(session: SessionRecord | null): Promise<SignedInDealer | null> {
      if (session?.dealerAccountId == null) return null;
      const [row] = await db
        .select({ id: dealerAccounts.id, name: dealerAccounts.name, email: dealerAccounts.email, placeId: dealerAccounts.placeId })
        .from(dealerAccounts)
        .innerJoin(places, eq(places.id, dealerAccounts.placeId))
        .where(and(eq(dealerAccounts.id, session.dealerAccountId), isNull(dealerAccounts.disabledAt), eq(places.active, true)))
        .limit(1);
      return row ?? null;
    },

    /** A place's accounts (the admin's view of who may sign in for it). */
    async listForPlace(placeId: number) {
      return db
        .select({ id: dealerAccounts.id, name: dealerAccounts.name, email: dealerAccounts.email, phone: dealerAccounts.phone, activatedAt: dealerAccounts.activatedAt, disabledAt: dealerAccounts.disabledAt })
        .from(dealerAccounts)
        .where(eq(dealerAccounts.placeId, placeId))
        .orderBy(dealerAccounts.id);
    },
  };
}

export type DealerAccountService = ReturnType<typeof createDealerAccountService>;
