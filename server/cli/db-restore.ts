import { parseArgs } from "node:util";
import { restoreBackup, RestoreRefusedError } from "../process/backup";
import { loadConfig } from "../config";
import { DataDirInUseError, holdDataDirForCommand } from "../process/control";

/**
 * `npm run db:restore -- FILE [--force]`: restores a backup of `npm run db:backup` into an empty data folder
 * (PGlite) or an empty database (DATABASE_URL). With --force a non-empty PGlite folder is moved aside to
 * DATA_DIR.before-restore-<time> and a PostgreSQL database has its objects replaced. Stop the server first.
 */
const USAGE = "Usage: npm run db:restore -- <backup file> [--force]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const hold = await holdDataDirForCommand(config);
  let result: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    result = await restoreBackup(config, positionals[0]!, { force: values.force === true });
  } finally {
    await hold.release();
  }
  if (result.movedAside) console.log(`The previous data was moved to ${result.movedAside}`);
  console.log(`✔ Restored the ${result.driver} backup taken ${result.createdAt}. Start the server with npm start.`);
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: Error) => {
    const known = error instanceof RestoreRefusedError || error instanceof DataDirInUseError;
    console.error(`✖ Restore refused: ${known ? error.message : error.stack ?? error.message}`);
    process.exit(1);
  });
