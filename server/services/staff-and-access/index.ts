import type { Foundation } from "../foundation";
import { createAuditService } from "./audit";
import { createAuthService } from "./auth";
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from "./passwords";
import { createSessionService, type SessionLifetimes } from "./sessions";
import { createStaffService } from "./staff";
import { createTwoFactorService } from "./two-factor";
import { createUserService } from "./users";

/** Sign-in, users and staff, sessions, two-step sign-in and the audit trail. */
export function createStaffAndAccessServices(foundation: Foundation, options: { passwordHashing?: ScryptParams; sessionLifetimes?: SessionLifetimes }) {
  const { db, rateLimiter, linkSecret: secret, siteUrl } = foundation;
  const passwordHashing = options.passwordHashing ?? DEFAULT_SCRYPT_PARAMS;
  const users = createUserService(db, passwordHashing);
  // PGlite: this process is the database's only client, so a visitor's session read once can be kept.
  const sessions = createSessionService(db, { cacheVisitorSessions: foundation.database.driver === "pglite", lifetimes: options.sessionLifetimes });
  const staff = createStaffService({ db, users, sessions, rateLimiter, passwordHashing });
  return {
    users,
    sessions,
    staff,
    twoFactor: createTwoFactorService({ db, sessions, rateLimiter, secret, siteUrl }),
    audit: createAuditService(db),
    auth: createAuthService({ users, rateLimiter, secret, passwordHashing, onSignedIn: staff.recordSignIn }),
  };
}
