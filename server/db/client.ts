import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle handle every service receives; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Round-trips to the database; used by /readyz. */
  ping(): Promise<void>;
  /**
   * PGlite only: a tarball of the whole data folder, taken while no other transaction runs and right after a
   * checkpoint, so it is consistent and needs no recovery (see docs/decisions/0012-operations.md).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PGlite keeps Postgres' buffer pool inside its WebAssembly heap and touches all of it at start-up: the
 * default 128 MB of shared_buffers costs ~130 MB of resident memory and time on every start. A shop's data
 * fits in a fraction of that, and whatever is not cached there is one read away in the OS page cache.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "work_mem=2MB", "temp_buffers=2MB", "maintenance_work_mem=16MB"];

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolMax: number }
  /** dataDir undefined means an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string };

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    // numeric → string (the driver's default), timestamptz → Date; keep both explicit.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax, idleTimeoutMillis: 30_000 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: resolveMigrationsFolder() });
    return {
      db: db as unknown as Db,
      driver: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, startParams: pgliteStartParams(PGlite.defaultStartParams) });
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: resolveMigrationsFolder() });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    // PGlite runs one transaction at a time: holding one (that writes nothing) keeps every other out while
    // the files are copied; the checkpoint first puts every committed page into them.
    snapshot: () =>
      client.transaction(async (tx) => {
        await tx.exec("checkpoint");
        return client.dumpDataDir("none");
      }),
    close: () => client.close(),
  };
}

/** Writes a PGlite data folder from a snapshot's tarball; the folder must not hold a database yet. */
export async function loadPgliteDataDir(dataDir: string, tarball: Blob): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: tarball, startParams: pgliteStartParams(PGlite.defaultStartParams) });
  await client.waitReady;
  await client.close();
}

function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])];
}

/**
 * Migrations live in ./drizzle at the project root. The bundled server (build/server.js) sits one level
 * below the root, the source two; the working directory is the last resort.
 */
function resolveMigrationsFolder(): string {
  const candidates = [migrationsFolder, fileURLToPath(new URL("../drizzle", import.meta.url)), path.resolve("drizzle")];
  const found = candidates.find((folder) => existsSync(path.join(folder, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}
