import { SITE_URL } from "./site";

/**
 * What every production server of the browser tests starts with: its port, a PGlite data folder of its own,
 * quiet logs and the tests' SITE_URL. playwright.config.ts adds the shared server's extras.
 */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    SITE_URL,
    // Logins are not what the browser tests measure: cheap scrypt (see tests/api/harness.ts).
    PASSWORD_SCRYPT_LN: "10",
    // No daily backup a minute after start: it would dump the database into ./backups during the run, on the
    // same two cores as the browsers (backups have their own tests in tests/api/operations.test.ts).
    BACKUP_INTERVAL_HOURS: "0",
  };
}
