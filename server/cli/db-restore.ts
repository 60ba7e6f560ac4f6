import { restoreBackup, RestoreRefusedError } from "../process/backup";
import { parseCommandLine } from "./command-line";
import { loadConfigOrExit } from "../config";
import { DataDirInUseError, holdDataDirForCommand } from "../process/control";

/**
 * `npm run db:restore -- FILE [--force] [--resend-pending]`: restores a backup of `npm run db:backup` into an empty
 * data folder (PGlite) or an empty database (DATABASE_URL). With --force a non-empty PGlite folder is moved aside to
 * DATA_DIR.before-restore-<time> and a PostgreSQL database has its objects replaced. Messages still waiting to be
 * sent in the backup are held (they may have been sent after it was taken); --resend-pending sends them instead.
 * Stop the server first.
 */
const USAGE = "Usage: npm run db:restore -- <backup file> [--force] [--resend-pending]";

async function main(): Promise<number> {
  const { values, positionals } = parseCommandLine(
    {
      options: { force: { type: "boolean" }, "resend-pending": { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    },
    USAGE,
  );
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfigOrExit();
  const hold = await holdDataDirForCommand(config);
  const resendPending = values["resend-pending"] === true;
  let result: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    result = await restoreBackup(config, positionals[0]!, { force: values.force === true, resendPending });
  } finally {
    await hold.release();
  }
  if (result.movedAside) console.log(`The previous data was moved to ${result.movedAside}`);
  if (result.held > 0) {
    console.log(
      `Held ${result.held} message(s) that were waiting to be sent when the backup was taken: they may have been sent since, ` +
        `so they are not sent again. Staff can send each one again from its order or lead page; ` +
        `to send them all, restore again with --force --resend-pending.`,
    );
  } else if (resendPending) console.log("Messages that were waiting to be sent when the backup was taken will be sent at the next start.");
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
