import type { Logger } from "pino";
import { ensureAdmin } from "./admin-seed";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { isDatabaseEmpty, seedDemoData } from "./db/seed";
import { createServices, type Services } from "./services";

/** Opens (and migrates) the configured database, seeds demo data into an empty one, builds the services. */
export async function bootstrap(config: Config, logger: Logger): Promise<Services> {
  const started = Date.now();
  const database: Database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX })
    : await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
  logger.info({ driver: database.driver, ms: Date.now() - started }, "database ready (migrations applied)");

  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
    logger.info("empty database: demo data seeded");
  }
  const services = createServices(database);
  await ensureAdmin(services, config, logger);
  return services;
}
