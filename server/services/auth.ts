import {
  LOGIN_ATTEMPT_LIMIT,
  LOGIN_FAILED_MESSAGE,
  LOGIN_WINDOW_MS,
  LoginSchema,
  tooManyLoginAttemptsMessage,
} from "../../common/schemas/auth";
import { TooManyRequestsError, UnauthorizedError } from "./errors";
import { hashPassword, needsRehash, randomPassword, verifyPassword } from "./passwords";
import type { RateLimiter } from "./rate-limiter";
import type { UserService } from "./users";

export interface LoginAttempt {
  username: unknown;
  password: unknown;
  /** The client's IP address (Express `req.ip`), for the per-IP attempt limit. */
  ip: string;
}

export function createAuthService(deps: { users: UserService; rateLimiter: RateLimiter; now?: () => Date }) {
  const { users, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  // Unknown usernames are checked against this hash, so they take as long as a wrong password does.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hashPassword(randomPassword()));

  const keys = (username: string, ip: string) => [`login:ip:${ip || "unknown"}`, `login:user:${username.toLowerCase()}`];

  return {
    /**
     * Checks an administrator's credentials. Every attempt counts against the IP and the username
     * (LOGIN_ATTEMPT_LIMIT per LOGIN_WINDOW_MS); over the limit the password is not even checked (429).
     * A wrong password and an unknown username fail the same way, in the same time (401). Success clears
     * both counters and returns the user; the caller starts the session (`session.login(user.id)`).
     */
    async login(attempt: LoginAttempt): Promise<{ id: number; username: string }> {
      const { username, password } = LoginSchema.parse({ username: attempt.username, password: attempt.password });
      const [ipKey, userKey] = keys(username, attempt.ip);
      const results = await Promise.all([
        rateLimiter.hit(ipKey!, LOGIN_ATTEMPT_LIMIT, LOGIN_WINDOW_MS),
        rateLimiter.hit(userKey!, LOGIN_ATTEMPT_LIMIT, LOGIN_WINDOW_MS),
      ]);
      const blocked = results.filter((result) => !result.allowed);
      if (blocked.length) {
        const resetAt = Math.max(...blocked.map((result) => result.resetAt.getTime()));
        const seconds = Math.max(1, Math.ceil((resetAt - now().getTime()) / 1000));
        throw new TooManyRequestsError(tooManyLoginAttemptsMessage(Math.ceil(seconds / 60)), { retryAfterSeconds: seconds });
      }

      const user = await users.findCredentials(username);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummy()));
      if (!user || !valid) throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);

      await Promise.all([rateLimiter.reset(ipKey!), rateLimiter.reset(userKey!)]);
      if (needsRehash(user.passwordHash)) await users.rehash(user.id, password);
      return { id: user.id, username: user.username };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
