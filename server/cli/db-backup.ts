import { writeBackup, type BackupResult } from "../process/backup";
import { openConfiguredDatabase } from "../process/bootstrap";
import { loadConfigOrExit } from "../config";
import { claimDataDir, requestBackup } from "../process/control";

/**
 * `npm run db:backup`: a consistent, compressed backup into BACKUP_DIR (see server/process/backup.ts).
 * PostgreSQL: `pg_dump`, server running or not. PGlite: the running server writes it (asked through the
 * data folder's control socket); with no server running, this command opens the folder itself.
 */
async function main(): Promise<BackupResult> {
  const config = loadConfigOrExit();
  if (config.DATABASE_URL) return writeBackup(config);

  const fromServer = await requestBackup(config.DATA_DIR);
  if (fromServer) return fromServer;
  const claim = await claimDataDir(config.DATA_DIR);
  try {
    const database = await openConfiguredDatabase(config, 1);
    try {
      return await writeBackup(config, database);
    } finally {
      await database.close();
    }
  } finally {
    await claim.release();
  }
}

main()
  .then((result) => {
    console.log(`✔ Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${(result.ms / 1000).toFixed(1)} s)`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(`✖ Backup failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    process.exit(1);
  });
