import { loadConfigOrExit } from "../../config";
import { DataDirInUseError, holdDataDirForCommand } from "../../process/control";
import { openDatabase } from "../client";
import { seedDemoData } from "./index";

/** `npm run db:seed`: migrate and load the demo data (idempotent) into the configured database. */
const config = loadConfigOrExit();
const hold = await holdDataDirForCommand(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
try {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax: 2 })
    : await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
  try {
    await seedDemoData(database.db);
    console.log(`Demo data is in place (${database.driver}).`);
  } finally {
    await database.close();
  }
} finally {
  await hold.release();
}
