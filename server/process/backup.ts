import { execFile } from "node:child_process";
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { existsSync, openAsBlob } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Logger } from "pino";
import type { Config } from "../config";
import { loadPgliteDataDir, openDatabase, type Database } from "../db/client";
import { holdPendingAfterRestore } from "../services/notifications/notifications";

const run = promisify(execFile);

/**
 * One backup is one gzip-compressed tar file in BACKUP_DIR, named `shop-<driver>-<UTC time>.tar.gz`, holding
 * `manifest.json` and either
 * - PGlite: `database.tar`, PGlite's own dump of DATA_DIR — the database and everything else in the folder,
 *   the generated `session-secret` among it; or
 * - PostgreSQL: `database.dump` (`pg_dump` custom format), plus DATA_DIR's `session-secret`.
 * Uploaded photos are rows of the database (table stored_files), so the dump carries them. Backups taken when
 * they were files also hold DATA_DIR's `uploads/`: a restore puts the folder back and the next start imports it
 * (server/process/legacy-uploads.ts).
 * The session secret signs the buyers' order links in sent e-mails, so it travels with the orders.
 * See docs/decisions/0012-operations.md.
 */
const BACKUP_FILE_PATTERN = /^shop-(pglite|postgres)-(\d{8}T\d{6}\.\d{3}Z)\.tar\.gz$/;
const FORMAT = 1;
/** What DATA_DIR holds besides the database: inside PGlite's dump already, copied beside a PostgreSQL dump. */
const DATA_DIR_FILES = ["session-secret"];
/** What a restore may write into DATA_DIR, older backups' `uploads/` included. */
const RESTORED_DATA_DIR_FILES = [...DATA_DIR_FILES, "uploads"];

interface BackupManifest {
  format: number;
  createdAt: string;
  driver: "pglite" | "postgres";
  database: "database.tar" | "database.dump";
  files: string[];
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

type BackupConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL" | "BACKUP_DIR" | "BACKUP_KEEP">;

export class RestoreRefusedError extends Error {}

/**
 * Writes a backup and deletes the oldest beyond BACKUP_KEEP. PGlite: from the open database of this process
 * (the only one allowed to hold its folder). PostgreSQL: `pg_dump`, which reads one consistent snapshot.
 */
export async function writeBackup(config: BackupConfig, database?: Pick<Database, "driver" | "snapshot">): Promise<BackupResult> {
  const started = Date.now();
  const driver = config.DATABASE_URL ? "postgres" : "pglite";
  const backupDir = path.resolve(config.BACKUP_DIR);
  await mkdir(backupDir, { recursive: true });
  const stage = await mkdtemp(path.join(backupDir, ".writing-"));
  try {
    let databaseFile: BackupManifest["database"];
    if (driver === "pglite") {
      if (!database?.snapshot) throw new Error("a PGlite backup needs the open database");
      databaseFile = "database.tar";
      await writeFile(path.join(stage, databaseFile), Buffer.from(await (await database.snapshot()).arrayBuffer()));
    } else {
      databaseFile = "database.dump";
      const { url, env } = libpqConnection(config.DATABASE_URL!);
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-acl", `--file=${path.join(stage, databaseFile)}`, `--dbname=${url}`], {
        env: { ...process.env, ...env },
      });
    }
    const dataDir = path.resolve(config.DATA_DIR);
    const files = driver === "postgres" ? DATA_DIR_FILES.filter((name) => existsSync(path.join(dataDir, name))) : [];
    const createdAt = new Date();
    const manifest: BackupManifest = { format: FORMAT, createdAt: createdAt.toISOString(), driver, database: databaseFile, files };
    await writeFile(path.join(stage, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    const archive = path.join(stage, "backup.tar.gz");
    const fromDataDir = files.length ? ["-C", dataDir, ...files] : [];
    await run("tar", ["-czf", archive, "-C", stage, "manifest.json", databaseFile, ...fromDataDir]);
    // Customers' addresses and phone numbers are in it: owner-only, like the data folder.
    await chmod(archive, 0o600);
    const file = path.join(backupDir, `shop-${driver}-${fileStamp(createdAt)}.tar.gz`);
    await rename(archive, file);
    await pruneBackups(backupDir, config.BACKUP_KEEP);
    return { file, bytes: (await stat(file)).size, ms: Date.now() - started };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups (by the time in their names) and deletes the rest; returns what it deleted. */
async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = (await listBackups(backupDir)).map((entry) => entry.name);
  const doomed = names.slice(keep);
  await Promise.all(doomed.map((name) => rm(path.join(backupDir, name), { force: true })));
  return doomed;
}

/** Backups in the folder, newest first. */
async function listBackups(backupDir: string): Promise<Array<{ name: string; takenAt: Date }>> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, stamp: BACKUP_FILE_PATTERN.exec(name)?.[2] }))
    .filter((entry): entry is { name: string; stamp: string } => entry.stamp !== undefined)
    .sort((a, b) => b.stamp.localeCompare(a.stamp) || b.name.localeCompare(a.name))
    .map(({ name, stamp }) => ({ name, takenAt: parseStamp(stamp) }));
}

/**
 * Restores a backup into an empty target: PGlite's data folder, or the PostgreSQL database of DATABASE_URL
 * (plus DATA_DIR's session secret, and an older backup's uploads folder). A target that holds data is refused unless `force`: then a
 * PGlite folder is moved aside (never deleted) and PostgreSQL objects are dropped and recreated.
 * The outbox's messages still pending in the backup are then held, not sent again (they may have gone out after
 * the backup was taken; decision 0048), unless `resendPending`; `held` says how many. Holding them opens the restored
 * database once, which applies the migrations a start would.
 */
export async function restoreBackup(
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL">,
  backupFile: string,
  { force = false, resendPending = false }: { force?: boolean; resendPending?: boolean } = {},
): Promise<{ driver: BackupManifest["driver"]; createdAt: string; movedAside: string | null; held: number }> {
  const driver = config.DATABASE_URL ? "postgres" : "pglite";
  const dataDir = path.resolve(config.DATA_DIR);
  const unpacked = await mkdtemp(path.join(tmpdir(), "shop-restore-"));
  try {
    await run("tar", ["-xzf", path.resolve(backupFile), "-C", unpacked]);
    const manifest = JSON.parse(await readFile(path.join(unpacked, "manifest.json"), "utf8")) as BackupManifest;
    if (manifest.format !== FORMAT) throw new RestoreRefusedError(`unknown backup format ${manifest.format}`);
    if (manifest.driver !== driver) {
      throw new RestoreRefusedError(
        `this backup is of ${manifest.driver === "pglite" ? "the embedded database (PGlite)" : "a PostgreSQL server"}; ` +
          (manifest.driver === "pglite" ? "unset DATABASE_URL" : "set DATABASE_URL") + " to restore it",
      );
    }

    let movedAside: string | null = null;
    const occupied = await dataDirEntries(dataDir, driver);
    if (driver === "postgres" && (await postgresHasTables(config.DATABASE_URL!)) && !force) {
      throw new RestoreRefusedError("the database already holds tables: restore into an empty database, or add --force to replace them");
    }
    if (occupied.length > 0) {
      if (!force) throw new RestoreRefusedError(`${dataDir} is not empty (${occupied.slice(0, 3).join(", ")}…): add --force to replace it`);
      movedAside = `${dataDir}.before-restore-${fileStamp(new Date())}`;
      if (driver === "pglite") await rename(dataDir, movedAside);
      else {
        await mkdir(movedAside, { recursive: true });
        for (const name of occupied) await rename(path.join(dataDir, name), path.join(movedAside, name));
      }
    }

    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (driver === "pglite") {
      await loadPgliteDataDir(dataDir, await openAsBlob(path.join(unpacked, manifest.database)));
    } else {
      const { url, env } = libpqConnection(config.DATABASE_URL!);
      const clean = force ? ["--clean", "--if-exists"] : [];
      await run(
        "pg_restore",
        ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", ...clean, `--dbname=${url}`, path.join(unpacked, manifest.database)],
        { env: { ...process.env, ...env } },
      );
    }
    for (const name of manifest.files.filter((file) => RESTORED_DATA_DIR_FILES.includes(file))) {
      await cp(path.join(unpacked, name), path.join(dataDir, name), { recursive: true, force: true, preserveTimestamps: true });
    }
    const held = resendPending ? 0 : await holdPendingMessages(config, new Date(manifest.createdAt));
    return { driver, createdAt: manifest.createdAt, movedAside, held };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

async function holdPendingMessages(config: Pick<Config, "DATA_DIR" | "DATABASE_URL">, backupTakenAt: Date): Promise<number> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax: 1 })
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(config.DATA_DIR) });
  try {
    return await holdPendingAfterRestore(database.db, backupTakenAt);
  } finally {
    await database.close();
  }
}

/**
 * The running server's own backups: the first when the newest in BACKUP_DIR is older than the interval (or
 * there is none), then one per interval. `backup` is the server's serialised backup function.
 */
export function scheduleBackups(options: {
  config: Pick<Config, "BACKUP_DIR" | "BACKUP_INTERVAL_HOURS">;
  backup: () => Promise<BackupResult>;
  logger: Logger;
}): () => void {
  const intervalMs = options.config.BACKUP_INTERVAL_HOURS * 60 * 60 * 1000;
  if (intervalMs <= 0) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        const result = await options.backup();
        options.logger.info({ file: result.file, bytes: result.bytes, ms: result.ms }, "scheduled backup written");
      } catch (error) {
        options.logger.error({ err: error }, "scheduled backup failed");
      }
      plan(intervalMs);
    }, delayMs);
    timer.unref();
  };
  void listBackups(path.resolve(options.config.BACKUP_DIR)).then((backups) => {
    const newest = backups[0]?.takenAt.getTime() ?? 0;
    // A minute's grace after start, so a crash loop does not turn into a backup loop.
    plan(Math.max(60_000, newest + intervalMs - Date.now()));
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** libpq tools get the password through the environment, never on a command line other users can read. */
function libpqConnection(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = "";
  }
  return { url: url.toString(), env };
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return (rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** What in DATA_DIR a restore would overwrite. */
async function dataDirEntries(dataDir: string, driver: BackupManifest["driver"]): Promise<string[]> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  if (driver === "pglite") return entries;
  // With PostgreSQL the folder holds only the files a backup carries.
  const present: string[] = [];
  for (const name of entries.filter((entry) => RESTORED_DATA_DIR_FILES.includes(entry))) {
    const info = await stat(path.join(dataDir, name));
    if (!info.isDirectory() || (await readdir(path.join(dataDir, name))).length > 0) present.push(name);
  }
  return present;
}

/** `20261123T180512.345Z`: sorts as text in time order and stays unique for backups a second apart. */
function fileStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "");
}

function parseStamp(stamp: string): Date {
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z$/.exec(stamp)!;
  return new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!, +ms!));
}
