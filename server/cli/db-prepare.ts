import { openConfiguredDatabase } from "../process/bootstrap";
import { loadConfigOrExit } from "../config";
import { holdDataDirForCommand } from "../process/control";

/**
 * Creates and migrates the embedded database, then lets go of it. `npm start` runs this alongside the first
 * build, so a fresh clone's two slow steps (the bundle, PGlite's initdb) overlap instead of adding up.
 */
const config = loadConfigOrExit();
const hold = await holdDataDirForCommand(config);
try {
  const database = await openConfiguredDatabase(config, 1);
  await database.close();
} finally {
  await hold.release();
}
