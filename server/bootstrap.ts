import type { Logger } from "pino";
import { ensureAdmin } from "./admin-seed";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { isDatabaseEmpty, seedDemoData } from "./db/seed";
import { createServices, type ServiceOptions, type Services } from "./services";

/** The services' settings from the environment: one place for the process entry points and the tests. */
export function serviceOptionsFrom(config: Config, sessionSecret: string): ServiceOptions {
  return {
    leads: { rateLimit: config.LEAD_RATE_LIMIT },
    bank: config.bank,
    linkSecret: sessionSecret,
    siteUrl: config.SITE_URL,
    shopEmail: config.NOTIFY_EMAIL,
  };
}

/** Opens (and migrates) the configured database, seeds demo data into an empty one, builds the services. */
export async function bootstrap(config: Config, logger: Logger, sessionSecret: string): Promise<Services> {
  const started = Date.now();
  const database: Database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX })
    : await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
  logger.info({ driver: database.driver, ms: Date.now() - started }, "database ready (migrations applied)");

  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
    logger.info("empty database: demo data seeded");
  }
  const services = createServices(database, serviceOptionsFrom(config, sessionSecret));
  await ensureAdmin(services, config, logger);
  return services;
}
