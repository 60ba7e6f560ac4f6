import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  LOGIN_ATTEMPT_LIMIT,
  LOGIN_FAILED_MESSAGE,
  LOGIN_SLOWDOWN_BASE_MS,
  LOGIN_SLOWDOWN_MAX_MS,
  LOGIN_WINDOW_MS,
  LoginSchema,
  tooManyLoginAttemptsMessage,
} from "#common/schemas/auth";
import { TooManyRequestsError, UnauthorizedError } from "../foundation/errors";
import { hashPassword, needsRehash, randomPassword, verifyPassword, type ScryptParams } from "./passwords";
import type { RateLimiter } from "../foundation/rate-limiter";
import type { UserService } from "./users";

/** How long a browser that signed in stays a known device for its username (renewed at every sign-in). */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

interface LoginAttempt {
  username: unknown;
  password: unknown;
  /** The client's IP address (Express `req.ip`), for the per-IP attempt limit. */
  ip: string;
  /** The known-device token this browser was given at an earlier successful sign-in, if any. */
  knownDevice?: string | null;
}

type LoggedIn<A> = A & {
  /** Keep in the browser (a cookie): this device signs in without waiting out the slow-down strangers cause for the username. */
  knownDevice: string;
};

/** Where the accounts a login checks live: staff users, or dealer accounts (issue 43) with the same rules. */
interface CredentialStore<A extends { id: number; username: string }> {
  /** An account that may sign in (not disabled), with its stored hash; null otherwise. */
  findCredentials(username: string): Promise<(A & { passwordHash: string }) | null>;
  rehash(id: number, password: string): Promise<void>;
}

/**
 * Known-device tokens: `<username, base64url>.<issued at, seconds>.<device id>.<HMAC>`. Stateless and signed, so
 * only a browser that signed in with the right password can hold one for its username.
 */
function knownDevices(secret: string, now: () => Date) {
  const mac = (payload: string) => createHmac("sha256", secret).update(`known-device:${payload}`).digest("base64url");
  return {
    issue(username: string, deviceId: string = randomBytes(12).toString("base64url")): string {
      const payload = `${Buffer.from(username.toLowerCase()).toString("base64url")}.${Math.floor(now().getTime() / 1000)}.${deviceId}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The device id of a valid, unexpired token issued for this username; null for anything else. */
    verify(token: string | null | undefined, username: string): string | null {
      if (!token || token.length > 300) return null;
      const parts = token.split(".");
      if (parts.length !== 4) return null;
      const [name, issuedAt, deviceId, given] = parts as [string, string, string, string];
      const payload = `${name}.${issuedAt}.${deviceId}`;
      const expected = Buffer.from(mac(payload));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      if (Buffer.from(name, "base64url").toString() !== username.toLowerCase()) return null;
      const age = now().getTime() - Number(issuedAt) * 1000;
      return /^\d+$/.test(issuedAt) && age >= 0 && age < KNOWN_DEVICE_TTL_MS && deviceId ? deviceId : null;
    },
  };
}

/** How long the answer to the `hits`-th attempt for one username in the window waits (0 up to the limit). */
export function loginSlowdownMs(hits: number): number {
  if (hits <= LOGIN_ATTEMPT_LIMIT) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_BASE_MS * 2 ** Math.min(hits - LOGIN_ATTEMPT_LIMIT - 1, 16));
}

export function createAuthService<A extends { id: number; username: string } = Awaited<ReturnType<UserService["findCredentials"]>> & object>(deps: {
  users: CredentialStore<A>;
  /** Counts the attempts of these accounts apart from another store's (dealer e-mails vs staff names). */
  accountKeyPrefix?: string;
  rateLimiter: RateLimiter;
  secret: string;
  passwordHashing: ScryptParams;
  /** Told of each successful password check (the audit trail records sign-ins). */
  onSignedIn?: (user: { id: number; username: string }) => Promise<void>;
  now?: () => Date;
  /** Waits out the per-username slow-down (a timer; tests may pass their own). */
  sleep?: (ms: number) => Promise<void>;
}) {
  const { users, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve()));
  const devices = knownDevices(deps.secret, now);
  // Unknown usernames are checked against this hash, so they take as long as a wrong password does.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hashPassword(randomPassword(), deps.passwordHashing));

  return {
    /**
     * Checks an administrator's credentials. Every attempt counts against the IP address
     * (LOGIN_ATTEMPT_LIMIT per LOGIN_WINDOW_MS, then 429 without checking the password) and against either the
     * username or, from a known device of that username, the device. The device is limited like the address;
     * the username is never locked, only slowed: past the limit each answer for it waits a delay that doubles
     * with every attempt, capped at a few seconds (decision 0036), so strangers failing from many addresses
     * cannot keep the owner out of a new browser. A wrong password and an unknown username fail the same way,
     * in the same time (401). Success clears the counters it counted against and returns the user with a renewed
     * known-device token; the caller starts the session and stores the token.
     */
    async login(attempt: LoginAttempt): Promise<LoggedIn<Omit<A, "passwordHash">>> {
      const { username, password } = LoginSchema.parse({ username: attempt.username, password: attempt.password });
      const deviceId = devices.verify(attempt.knownDevice, username);
      const ipKey = `login:ip:${attempt.ip || "unknown"}`;
      const accountKey = deviceId ? `login:device:${deviceId}` : `${deps.accountKeyPrefix ?? "login:user"}:${username.toLowerCase()}`;
      const [ipResult, accountResult] = await Promise.all([
        rateLimiter.hit(ipKey, LOGIN_ATTEMPT_LIMIT, LOGIN_WINDOW_MS),
        rateLimiter.hit(accountKey, LOGIN_ATTEMPT_LIMIT, LOGIN_WINDOW_MS),
      ]);
      const blocked = [ipResult, ...(deviceId ? [accountResult] : [])].filter((result) => !result.allowed);
      if (blocked.length) {
        const resetAt = Math.max(...blocked.map((result) => result.resetAt.getTime()));
        const seconds = Math.max(1, Math.ceil((resetAt - now().getTime()) / 1000));
        throw new TooManyRequestsError(tooManyLoginAttemptsMessage(Math.ceil(seconds / 60)), { retryAfterSeconds: seconds });
      }
      if (!deviceId) await sleep(loginSlowdownMs(accountResult.hits));

      const user = await users.findCredentials(username);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummy()));
      if (!user || !valid) throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);

      // From a known device the username's counter was not counted, and stays as strangers left it (slowing them).
      await Promise.all([rateLimiter.reset(ipKey), rateLimiter.reset(accountKey)]);
      if (needsRehash(user.passwordHash, deps.passwordHashing)) await users.rehash(user.id, password);
      await deps.onSignedIn?.({ id: user.id, username: user.username });
      const { passwordHash: _hash, ...account } = user;
      return { ...account, knownDevice: devices.issue(user.username, deviceId ?? undefined) };
    },
  };
}
