import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { PasskeyNameSchema, RecoveryCodeSchema, SecondStepProofSchema, TotpCodeSchema } from "#common/schemas/staff";
import type { Db } from "../../db/client";
import { passkeys, recoveryCodes, sessions as sessionRows, users } from "../../db/schema";
import { writeAudit, type Actor } from "./audit";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { verifyPassword } from "./passwords";
import type { RateLimiter } from "../foundation/rate-limiter";
import type { SessionService } from "./sessions";

/*
 * Two-step sign-in: an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s — what every app understands),
 * ten one-time recovery codes, and passkeys (WebAuthn). Whether a session still owes its second step is computed
 * by users.signedIn (staff) and dealerAccounts.signedIn (dealers); this service enrols, checks and removes the
 * factors. The app and the codes work the same for every kind of account (`SecondStepAccounts`: staff users, or
 * dealer accounts, issue 43); passkeys are staff's only.
 */

/** An account's row as the second step reads it. */
interface SecondStepRow {
  id: number;
  username: string;
  password: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
}

/**
 * The kind of account a two-step service works on: where its secret lives, which column owns its recovery codes
 * and its sessions, and what its audit rows say. One rule (the checks, limits, replay and codes) for both kinds.
 */
export interface SecondStepAccounts {
  /** In the attempt counters' keys: `second-step:<kind>:<id>`, `password-check:<kind>:<id>`. */
  kind: "user" | "dealer";
  entityType: "user" | "dealer-account";
  /** The name the authenticator app shows above the account. */
  issuer: string;
  /** The audit row of a completed sign-in, and how its summary begins. */
  signIn: { action: "auth.sign-in" | "dealer-account.sign-in"; summary: string };
  /** The owner of the account's recovery codes and sessions (`recovery_codes`, `sessions`). */
  ownerColumn: "userId" | "dealerAccountId";
  row(executor: Db, id: number): Promise<SecondStepRow | null>;
  /** Moves the last spent time step forward only (one conditional UPDATE); false when it did not move. */
  spendStep(executor: Db, id: number, step: number): Promise<boolean>;
  /** Stores the app's secret unless one is stored; false when there was one. */
  storeSecret(executor: Db, id: number, secret: string, step: number): Promise<boolean>;
  clearSecret(executor: Db, id: number): Promise<void>;
  /** Another factor than the app (a staff member's passkeys): the recovery codes stay while one is left. */
  hasOtherFactor(executor: Db, id: number): Promise<boolean>;
}

/** Staff users: the app, recovery codes and passkeys. */
export const STAFF_ACCOUNTS: SecondStepAccounts = {
  kind: "user",
  entityType: "user",
  issuer: "Máy pha - Quản trị",
  signIn: { action: "auth.sign-in", summary: "Đăng nhập" },
  ownerColumn: "userId",
  async row(executor, id) {
    const [row] = await executor
      .select({ id: users.id, username: users.username, password: users.password, totpSecret: users.totpSecret, totpLastStep: users.totpLastStep })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row ?? null;
  },
  async spendStep(executor, id, step) {
    const moved = await executor
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, id), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
      .returning({ id: users.id });
    return moved.length === 1;
  },
  async storeSecret(executor, id, secret, step) {
    const stored = await executor
      .update(users)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(and(eq(users.id, id), isNull(users.totpSecret)))
      .returning({ id: users.id });
    return stored.length === 1;
  },
  async clearSecret(executor, id) {
    await executor.update(users).set({ totpSecret: null, totpLastStep: null }).where(eq(users.id, id));
  },
  async hasOtherFactor(executor, id) {
    const [row] = await executor.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, id)).limit(1);
    return Boolean(row);
  },
};

/** Second-step attempts per account (TOTP, recovery code, passkey, and the codes that prove it is me). */
const SECOND_STEP_LIMIT = 5;
const SECOND_STEP_WINDOW_MS = 15 * 60 * 1000;
export const SECOND_STEP_FAILED_MESSAGE = "Mã xác minh không đúng hoặc đã được dùng";
const SECOND_STEP_LOCKED_MESSAGE = "Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.";
const WRONG_PROOF_MESSAGE = "Mật khẩu hoặc mã xác minh không đúng";
const RECOVERY_CODE_COUNT = 10;

/**
 * The proof a factor change needs when it is the sign-in's own enrolment step (the owner's policy makes an account
 * without a second step enrol right after its password, in the same sign-in): that password is the proof.
 */
// `Symbol.for`: the page build bundles its own copy of this module, and both copies must name the same value.
export const ENROLMENT_AT_SIGN_IN = Symbol.for("shop.two-factor.enrolment-at-sign-in");
/** "It is me" for a change of the second step (ASVS V6/V7): `{ password }` or `{ code }`, or the sign-in's enrolment. */
export type FactorChangeProof = unknown;
/** The code of the step before and after the current one is accepted: phone clocks drift, people type slowly. */
const TOTP_TOLERANCE_SECONDS = 30;

/** How the second step was passed, as the sign-in's audit row says it. */
type SecondStepMethod = "totp" | "recovery" | "passkey";
const METHOD_LABELS: Record<SecondStepMethod, string> = {
  totp: "ứng dụng xác thực",
  recovery: "mã khôi phục",
  passkey: "khóa truy cập",
};

/** An enrolment in progress: the secret is shown, but stored only once a code from the app proves it was saved. */
interface TotpEnrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URI (the CSP allows img-src data:). */
  qr: string;
  /** The secret signed by the server, sent back with the code: proof that the server made it, for this account. */
  token: string;
}

interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** An account's second steps as its own page shows them (a dealer's: the app and the codes). */
interface SecondStepStatus {
  totp: boolean;
  recoveryCodesLeft: number;
}

interface TwoFactorStatus extends SecondStepStatus {
  passkeys: PasskeyView[];
}

/**
 * Recovery codes are ten random base-36 characters (52 bits), printed xxxxx-xxxxx. Only their SHA-256 is stored:
 * random codes need no slow hash (nobody reuses them elsewhere, and guessing online meets the attempt limit),
 * and a plain digest lets one indexed, atomic UPDATE both find and spend a code. A stolen database could brute
 * force them offline, but it holds the TOTP secrets in clear anyway (the server must compute the codes).
 */
function newRecoveryCode(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let code = "";
  for (let i = 0; i < 10; i++) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
/** The time step a valid TOTP check matched (otplib's functional `verify` is typed for HOTP and TOTP alike). */
function timeStepOf(result: { valid: boolean }): number {
  const step = (result as { timeStep?: unknown }).timeStep;
  if (typeof step !== "number") throw new Error("TOTP check without a time step");
  return step;
}

const recoveryHash = (normalized: string) => createHash("sha256").update(`recovery-code:${normalized}`).digest("base64url");

interface SecondStepDeps {
  db: Db;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** Signs enrolment tokens (the session secret). */
  secret: string;
  now?: () => Date;
}

/**
 * The app and the recovery codes for one kind of account (staff or dealers): enrolment, the sign-in's check,
 * turning it off, new codes, and the proof a change asks for. `internals` are the pieces staff's passkeys build on.
 */
export function createSecondStepService(deps: SecondStepDeps & { accounts: SecondStepAccounts }) {
  const { db, sessions, rateLimiter, accounts } = deps;
  const now = deps.now ?? (() => new Date());
  const secondStepKey = (id: number) => `second-step:${accounts.kind}:${id}`;
  const passwordChecksKey = (id: number) => `password-check:${accounts.kind}:${id}`;
  const codesOf = (id: number) => eq(recoveryCodes[accounts.ownerColumn], id);
  const codeOwner = (id: number) => (accounts.ownerColumn === "userId" ? { userId: id } : { dealerAccountId: id });

  const enrolmentMac = (accountId: number, secret: string) =>
    createHmac("sha256", deps.secret).update(`totp-enrolment:${accounts.kind}:${accountId}:${secret}`).digest("base64url");

  async function enrolmentOf(actor: Actor, secret: string): Promise<TotpEnrolment> {
    const uri = generateURI({ issuer: accounts.issuer, label: actor.username, secret });
    const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, token: `${secret}.${enrolmentMac(actor.id, secret)}` };
  }

  /** The secret of an enrolment token this server signed for this account; 400 for anything else. */
  function secretOfToken(accountId: number, token: unknown): string {
    const [secret = "", mac = ""] = String(token ?? "").split(".");
    const expected = Buffer.from(enrolmentMac(accountId, secret));
    if (!/^[A-Z2-7]{16,128}$/.test(secret) || Buffer.from(mac).length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) {
      throw new ValidationError("Phiên cài đặt đã hết hạn. Vui lòng bắt đầu lại.");
    }
    return secret;
  }

  async function accountRow(accountId: number): Promise<SecondStepRow> {
    const row = await accounts.row(db, accountId);
    if (!row) throw new NotFoundError(accounts.kind === "user" ? "Không tìm thấy người dùng" : "Không tìm thấy tài khoản đại lý");
    return row;
  }

  /** Counts one second-step attempt for the account; 429 over the limit (before anything is checked). */
  const countAttempt = (accountId: number) => rateLimiter.enforce(secondStepKey(accountId), SECOND_STEP_LIMIT, SECOND_STEP_WINDOW_MS, SECOND_STEP_LOCKED_MESSAGE);

  /**
   * Checks a TOTP code and spends its time step: the stored last step only moves forward, in one conditional
   * UPDATE, so the same code (or an older one) is refused even to two requests racing with it.
   */
  async function spendTotp(accountId: number, secret: string, lastStep: number | null, code: string): Promise<boolean> {
    const result = await verifyTotp({
      secret,
      token: code,
      epoch: Math.floor(now().getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    if (!result.valid) return false;
    return accounts.spendStep(db, accountId, timeStepOf(result));
  }

  /** Spends one unused recovery code (atomically: a code works once, even to two requests at the same time). */
  async function spendRecoveryCode(accountId: number, input: string): Promise<boolean> {
    const parsed = RecoveryCodeSchema.safeParse(input);
    if (!parsed.success) return false;
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: now() })
      .where(and(codesOf(accountId), eq(recoveryCodes.codeHash, recoveryHash(parsed.data)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent.length === 1;
  }

  /** A code typed where either kind is accepted: six digits are an app code, anything else a recovery code. */
  async function spendAnyCode(account: SecondStepRow, code: string): Promise<boolean> {
    const totp = TotpCodeSchema.safeParse(code);
    if (totp.success) return account.totpSecret !== null && spendTotp(account.id, account.totpSecret, account.totpLastStep, totp.data);
    return spendRecoveryCode(account.id, code);
  }

  /** Replaces the account's recovery codes with ten new ones, returned once in clear. */
  async function issueRecoveryCodes(executor: Db, accountId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await executor.delete(recoveryCodes).where(codesOf(accountId));
    await executor.insert(recoveryCodes).values(codes.map((code) => ({ ...codeOwner(accountId), codeHash: recoveryHash(code.replace("-", "")) })));
    return codes;
  }

  /** Without any factor the recovery codes recover nothing: they go with the last one. */
  async function dropCodesIfNoFactorLeft(executor: Db, accountId: number): Promise<void> {
    const account = await accounts.row(executor, accountId);
    if (account?.totpSecret || (await accounts.hasOtherFactor(executor, accountId))) return;
    await executor.delete(recoveryCodes).where(codesOf(accountId));
  }

  /**
   * A change of the two-step sign-in ends the account's other sessions (issue 45, ASVS V7): a session opened before
   * it does not outlive it. Without the current session's id (a caller that has none), every session ends.
   */
  async function endOtherSessions(executor: Db, accountId: number, currentSessionId: string | null): Promise<void> {
    const mine = eq(sessionRows[accounts.ownerColumn], accountId);
    await executor.delete(sessionRows).where(currentSessionId ? and(mine, sql`${sessionRows.id} <> ${currentSessionId}`) : mine);
  }

  /**
   * "It is me" before any change of the second step (adding or removing a factor, renewing the codes): the current
   * password (the password-change limit) or a code (the second-step limit; an app code is spent like at sign-in).
   */
  async function requireProof(actor: Actor, input: unknown): Promise<void> {
    const proof = SecondStepProofSchema.parse(input);
    const account = await accountRow(actor.id);
    if (proof.password) {
      await rateLimiter.enforce(passwordChecksKey(actor.id), SECOND_STEP_LIMIT, SECOND_STEP_WINDOW_MS, SECOND_STEP_LOCKED_MESSAGE);
      if (account.password && (await verifyPassword(proof.password, account.password))) return rateLimiter.reset(passwordChecksKey(actor.id));
    } else {
      await countAttempt(actor.id);
      if (await spendAnyCode(account, proof.code!)) return;
    }
    throw new ValidationError(WRONG_PROOF_MESSAGE, { [proof.password ? "password" : "code"]: [WRONG_PROOF_MESSAGE] });
  }

  /** The second step passed in this session: the session is marked, the counter cleared, the sign-in recorded. */
  async function passed(actor: Actor, sessionId: string, method: SecondStepMethod): Promise<void> {
    await sessions.markSecondFactor(sessionId);
    await rateLimiter.reset(secondStepKey(actor.id));
    await writeAudit(db, actor, {
      action: accounts.signIn.action,
      entityType: accounts.entityType,
      entityId: actor.id,
      summary: `${accounts.signIn.summary} (mật khẩu và ${METHOD_LABELS[method]})`,
      after: { method },
    });
  }

  async function failed(actor: Actor, method: SecondStepMethod): Promise<never> {
    await writeAudit(db, actor, {
      action: "auth.second-factor-failed",
      entityType: accounts.entityType,
      entityId: actor.id,
      summary: `Sai bước xác minh thứ hai (${METHOD_LABELS[method]})`,
      after: { method },
    });
    throw new ValidationError(SECOND_STEP_FAILED_MESSAGE, { code: [SECOND_STEP_FAILED_MESSAGE] });
  }

  async function status(accountId: number): Promise<SecondStepStatus> {
    const account = await accountRow(accountId);
    const [left] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(codesOf(accountId), isNull(recoveryCodes.usedAt)));
    return { totp: account.totpSecret !== null, recoveryCodesLeft: Number(left?.value ?? 0) };
  }

  const service = {
    status,

    /** Step one of enrolling an app: a new secret, its QR code and a signed token; nothing is stored yet. */
    async startTotp(actor: Actor, proof: FactorChangeProof): Promise<TotpEnrolment> {
      const account = await accountRow(actor.id);
      if (account.totpSecret) throw new ConflictError("Ứng dụng xác thực đã được bật. Hãy tắt nó trước khi cài lại.");
      if (proof !== ENROLMENT_AT_SIGN_IN) await requireProof(actor, proof);
      return enrolmentOf(actor, generateSecret());
    },

    /** The same enrolment again from its token (a wrong code leaves the form on screen with the same secret). */
    resumeTotp: (actor: Actor, token: unknown): Promise<TotpEnrolment> => enrolmentOf(actor, secretOfToken(actor.id, token)),

    /**
     * Step two: a code from the app proves the secret was saved. Stores it (its time step spent), issues ten
     * recovery codes (returned once) and counts as this session's second step: who just proved holding the app
     * is not asked again.
     */
    async confirmTotp(actor: Actor, sessionId: string, input: { token?: unknown; code?: unknown }): Promise<{ recoveryCodes: string[] }> {
      const secret = secretOfToken(actor.id, input.token);
      const code = TotpCodeSchema.parse(input.code);
      await countAttempt(actor.id);
      const result = await verifyTotp({ secret, token: code, epoch: Math.floor(now().getTime() / 1000), epochTolerance: TOTP_TOLERANCE_SECONDS });
      if (!result.valid) {
        const message = "Mã không đúng. Hãy kiểm tra giờ trên điện thoại và nhập mã đang hiển thị.";
        throw new ValidationError(message, { code: [message] });
      }
      const codes = await db.transaction(async (tx) => {
        if (!(await accounts.storeSecret(tx, actor.id, secret, timeStepOf(result)))) throw new ConflictError("Ứng dụng xác thực đã được bật.");
        await endOtherSessions(tx, actor.id, sessionId);
        await writeAudit(tx, actor, { action: "auth.totp-enrolled", entityType: accounts.entityType, entityId: actor.id, summary: "Bật ứng dụng xác thực" });
        return issueRecoveryCodes(tx, actor.id);
      });
      await sessions.markSecondFactor(sessionId);
      await rateLimiter.reset(secondStepKey(actor.id));
      return { recoveryCodes: codes };
    },

    /** Turns the app off (proven by the password or a code); the recovery codes go too unless another factor remains. */
    async disableTotp(actor: Actor, proof: unknown, currentSessionId: string | null = null): Promise<void> {
      await requireProof(actor, proof);
      await db.transaction(async (tx) => {
        await accounts.clearSecret(tx, actor.id);
        await dropCodesIfNoFactorLeft(tx, actor.id);
        await endOtherSessions(tx, actor.id, currentSessionId);
        await writeAudit(tx, actor, { action: "auth.totp-removed", entityType: accounts.entityType, entityId: actor.id, summary: "Tắt ứng dụng xác thực" });
      });
    },

    /** Ten new recovery codes (the old ones stop working), proven by the password or a code. */
    async regenerateRecoveryCodes(actor: Actor, proof: unknown): Promise<{ recoveryCodes: string[] }> {
      const account = await accountRow(actor.id);
      if (!account.totpSecret && !(await accounts.hasOtherFactor(db, actor.id))) throw new ConflictError("Hãy bật đăng nhập hai bước trước.");
      await requireProof(actor, proof);
      return db.transaction(async (tx) => {
        const codes = await issueRecoveryCodes(tx, actor.id);
        await writeAudit(tx, actor, { action: "auth.recovery-codes", entityType: accounts.entityType, entityId: actor.id, summary: "Tạo mã khôi phục mới" });
        return { recoveryCodes: codes };
      });
    },

    /**
     * The second step at sign-in with a code: six digits from the app, or a recovery code (`recovery: true`).
     * Limited per account; a failure is in the audit trail; success marks the session.
     */
    async verifyCode(actor: Actor, sessionId: string, input: { code?: unknown; recovery?: boolean }): Promise<void> {
      await countAttempt(actor.id);
      const account = await accountRow(actor.id);
      if (input.recovery) {
        if (!(await spendRecoveryCode(actor.id, String(input.code ?? "")))) return failed(actor, "recovery");
        return passed(actor, sessionId, "recovery");
      }
      const code = TotpCodeSchema.safeParse(input.code);
      if (!code.success || !account.totpSecret || !(await spendTotp(actor.id, account.totpSecret, account.totpLastStep, code.data))) {
        return failed(actor, "totp");
      }
      return passed(actor, sessionId, "totp");
    },

    /**
     * Staff's side (a lost phone): the app's secret and the recovery codes are removed and the account's sessions
     * end, in the caller's transaction; it signs in with its password alone and may enrol again.
     */
    async clear(executor: Db, accountId: number): Promise<void> {
      await accounts.clearSecret(executor, accountId);
      await executor.delete(recoveryCodes).where(codesOf(accountId));
      await endOtherSessions(executor, accountId, null);
    },
  };
  return { service, internals: { countAttempt, requireProof, passed, failed, issueRecoveryCodes, dropCodesIfNoFactorLeft, endOtherSessions } };
}

/** Staff's two-step sign-in: the app and the codes (above), and passkeys. */
export function createTwoFactorService(
  deps: SecondStepDeps & {
    /** The site's public address: WebAuthn's relying party id (its host name) and expected origin. */
    siteUrl: string;
  },
) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const site = new URL(deps.siteUrl);
  const rpID = site.hostname;
  const origin = site.origin;
  // A staff member's reset removes the passkeys too (users.clearSecondSteps): not the codes-only `clear`.
  const { service: { clear: _clear, ...codes }, internals } = createSecondStepService({ ...deps, accounts: STAFF_ACCOUNTS });
  const { countAttempt, requireProof, passed, failed, issueRecoveryCodes, dropCodesIfNoFactorLeft, endOtherSessions } = internals;

  async function listPasskeys(userId: number) {
    return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  }

  const toPasskeyView = (row: typeof passkeys.$inferSelect): PasskeyView => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  return {
    ...codes,

    async status(userId: number): Promise<TwoFactorStatus> {
      return { ...(await codes.status(userId)), passkeys: (await listPasskeys(userId)).map(toPasskeyView) };
    },
    /** Options for adding a passkey; the challenge waits on the session (used once). */
    async passkeyRegistrationOptions(actor: Actor, sessionId: string, proof: FactorChangeProof): Promise<PublicKeyCredentialCreationOptionsJSON> {
      if (proof !== ENROLMENT_AT_SIGN_IN) await requireProof(actor, proof);
      const existing = await listPasskeys(actor.id);
      const options = await generateRegistrationOptions({
        rpName: STAFF_ACCOUNTS.issuer,
        rpID,
        userName: actor.username,
        userID: new TextEncoder().encode(`staff-${actor.id}`),
        attestationType: "none",
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
        authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      });
      await sessions.setChallenge(sessionId, options.challenge);
      return options;
    },

    /**
     * Stores the passkey the browser created. The first second factor of an account also gets its ten recovery
     * codes (returned once); like an app enrolment, it counts as this session's second step.
     */
    async registerPasskey(actor: Actor, sessionId: string, input: { response?: unknown; name?: unknown }): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | null }> {
      const name = PasskeyNameSchema.parse(input.name);
      const challenge = await sessions.takeChallenge(sessionId);
      if (!challenge || typeof input.response !== "object" || input.response === null) {
        throw new ValidationError("Phiên thêm khóa truy cập đã hết hạn. Vui lòng thử lại.");
      }
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        throw new ValidationError("Không thể xác minh khóa truy cập. Vui lòng thử lại.");
      }
      if (!verification.verified) throw new ValidationError("Không thể xác minh khóa truy cập. Vui lòng thử lại.");
      const { credential } = verification.registrationInfo;
      const result = await db.transaction(async (tx) => {
        const [hadCodes] = await tx.select({ id: recoveryCodes.id }).from(recoveryCodes).where(eq(recoveryCodes.userId, actor.id)).limit(1);
        const [row] = await tx
          .insert(passkeys)
          .values({
            id: credential.id,
            userId: actor.id,
            publicKey: Buffer.from(credential.publicKey).toString("base64url"),
            counter: credential.counter,
            transports: credential.transports ?? [],
            name,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ConflictError("Khóa truy cập này đã được thêm.");
        await writeAudit(tx, actor, { action: "auth.passkey-added", entityType: "user", entityId: actor.id, summary: `Thêm khóa truy cập "${name}"` });
        return { passkey: toPasskeyView(row), recoveryCodes: hadCodes ? null : await issueRecoveryCodes(tx, actor.id) };
      });
      await sessions.markSecondFactor(sessionId);
      return result;
    },

    async removePasskey(actor: Actor, id: string, proof: FactorChangeProof, currentSessionId: string | null = null): Promise<void> {
      await requireProof(actor, proof);
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
          .returning({ name: passkeys.name });
        if (!removed.length) throw new NotFoundError("Không tìm thấy khóa truy cập");
        await dropCodesIfNoFactorLeft(tx, actor.id);
        await endOtherSessions(tx, actor.id, currentSessionId);
        await writeAudit(tx, actor, { action: "auth.passkey-removed", entityType: "user", entityId: actor.id, summary: `Xóa khóa truy cập "${removed[0]!.name}"` });
      });
    },

    /** Options for signing in with one of the account's passkeys; the challenge waits on the session. */
    async passkeyAuthenticationOptions(actor: Actor, sessionId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const rows = await listPasskeys(actor.id);
      if (!rows.length) throw new NotFoundError("Tài khoản chưa có khóa truy cập");
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: rows.map((row) => ({ id: row.id, transports: row.transports })),
        userVerification: "preferred",
      });
      await sessions.setChallenge(sessionId, options.challenge);
      return options;
    },

    /** The second step at sign-in with a passkey: same attempt limit and audit rows as the codes. */
    async verifyPasskey(actor: Actor, sessionId: string, input: { response?: unknown }): Promise<void> {
      await countAttempt(actor.id);
      const challenge = await sessions.takeChallenge(sessionId);
      const response = input.response as AuthenticationResponseJSON | undefined;
      if (!challenge || typeof response?.id !== "string") return failed(actor, "passkey");
      const [row] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.id, response.id), eq(passkeys.userId, actor.id)))
        .limit(1);
      if (!row) return failed(actor, "passkey");
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: row.id,
            publicKey: Buffer.from(row.publicKey, "base64url"),
            counter: row.counter,
            transports: row.transports,
          },
          requireUserVerification: false,
        });
      } catch {
        return failed(actor, "passkey");
      }
      if (!verification.verified) return failed(actor, "passkey");
      await db
        .update(passkeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now() })
        .where(eq(passkeys.id, row.id));
      return passed(actor, sessionId, "passkey");
    },
  };
}
