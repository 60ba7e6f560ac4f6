import type { Logger } from "pino";
import { NewAdminSchema } from "#common/schemas/auth";
import type { Config } from "../config";
import { randomPassword } from "../services/staff-and-access/passwords";
import type { Services } from "../services";
import { StartRefusedError } from "./start-failure";

const DEFAULT_ADMIN_USERNAME = "admin";

/** An administrator created with a random password at this start; the banner shows it once. */
export interface GeneratedAdmin {
  username: string;
  password: string;
}

/**
 * The first administrator, at start-up:
 * - ADMIN_PASSWORD set → the user ADMIN_USERNAME (default `admin`) is created when missing. An existing user
 *   keeps its password: the environment seeds an account, it does not silently overwrite a password changed
 *   with `npm run admin:create -- --username X --reset-password`.
 * - otherwise, when the database has no user at all → `admin` (or ADMIN_USERNAME) with a random password that is
 *   returned so the start-up banner shows it ONCE. It is never stored anywhere but as a hash.
 * There is no default password in the code.
 */
export async function ensureAdmin(
  { users }: Pick<Services, "users">,
  config: Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD">,
  logger: Logger,
): Promise<GeneratedAdmin | null> {
  const username = config.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME;
  if (config.ADMIN_PASSWORD !== undefined) {
    const parsed = NewAdminSchema.safeParse({ username, password: config.ADMIN_PASSWORD });
    if (!parsed.success) {
      // Only the rule that failed is reported, never the value.
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      throw new StartRefusedError(`ADMIN_USERNAME/ADMIN_PASSWORD rejected: ${problems} (fix ADMIN_USERNAME or ADMIN_PASSWORD, or unset them)`);
    }
    if (await users.findByUsername(parsed.data.username)) {
      logger.info({ username: parsed.data.username }, "administrator from ADMIN_USERNAME exists; its password is left unchanged");
      return null;
    }
    await createIgnoringRace(users, parsed.data.username, parsed.data.password);
    logger.info({ username: parsed.data.username }, "administrator created from ADMIN_USERNAME/ADMIN_PASSWORD");
    return null;
  }

  if ((await users.count()) > 0) return null;
  const password = randomPassword();
  if (!(await createIgnoringRace(users, username, password))) return null;
  return { username, password };
}

/** Two processes starting on one empty database: only the one whose insert wins reports it. */
async function createIgnoringRace(users: Services["users"], username: string, password: string): Promise<boolean> {
  try {
    await users.create({ username, password });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 409) return false;
    throw error;
  }
}
