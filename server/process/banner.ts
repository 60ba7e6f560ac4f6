import path from "node:path";
import type { Logger } from "pino";
import type { GeneratedAdmin } from "./admin-seed";

export interface StartupFacts {
  url: string;
  /** DATABASE_URL when set; otherwise the embedded database lives in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  demoDataSeeded: boolean;
  generatedAdmin: GeneratedAdmin | null;
  startupMs: number;
}

/** The database in words, with any password in its URL masked. */
export function describeDatabase(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite (embedded), folder ${path.resolve(dataDir)}`;
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "****";
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/**
 * The start-up banner for a person at a terminal; the one-time password is boxed so nobody misses it. The owner
 * changes it in the running shop (/admin/account): `admin:create` cannot, while the server holds a PGlite folder.
 */
function startupBanner(facts: StartupFacts): string {
  const lines = [
    "",
    `  Shop ready at ${facts.url}  (started in ${(facts.startupMs / 1000).toFixed(1)} s)`,
    `  Database:  ${describeDatabase(facts.databaseUrl, facts.dataDir)}`,
    `  Demo data: ${facts.demoDataSeeded ? "loaded into the empty database" : "not loaded (the database already had data)"}`,
    "",
  ];
  if (facts.generatedAdmin) {
    const { username, password } = facts.generatedAdmin;
    const boxed = [
      "NEW ADMINISTRATOR — this password is shown only now:",
      "",
      `  username:  ${username}`,
      `  password:  ${password}`,
      "",
      `Log in at ${facts.url}/admin/login, then choose your own`,
      `password at ${facts.url}/admin/account.`,
    ];
    const width = Math.max(...boxed.map((line) => line.length));
    lines.push(`  ╔${"═".repeat(width + 2)}╗`);
    for (const line of boxed) lines.push(`  ║ ${line.padEnd(width)} ║`);
    lines.push(`  ╚${"═".repeat(width + 2)}╝`, "");
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Tells the operator the server is up: a banner for a person at a terminal (whatever the log format), log lines
 * otherwise. A generated password goes out exactly once either way (a warn line in the log, so log collectors
 * flag it).
 */
export function announceStartup(
  logger: Logger,
  banner: boolean,
  facts: StartupFacts,
  write: (text: string) => unknown = (text) => process.stdout.write(text),
): void {
  if (banner) {
    write(startupBanner(facts));
    return;
  }
  logger.info(
    {
      url: facts.url,
      database: describeDatabase(facts.databaseUrl, facts.dataDir),
      demoDataSeeded: facts.demoDataSeeded,
      startupMs: facts.startupMs,
    },
    `shop ready at ${facts.url}`,
  );
  if (facts.generatedAdmin) {
    const { username, password } = facts.generatedAdmin;
    logger.warn(
      `No administrator existed: created "${username}" with the one-time password ${password} — it is shown only now. ` +
        "Log in at /admin/login, then choose your own password at /admin/account.",
    );
  }
}
