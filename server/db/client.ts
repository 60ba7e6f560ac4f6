import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

type Schema = typeof schema;
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
  /**
   * PostgreSQL only: messages between the processes sharing the database (LISTEN/NOTIFY). `onMessage` gets
   * each payload sent on the channel by any process, and `null` whenever the listening connection was
   * (re)opened, since messages sent while it was down are lost. Resolves once the first LISTEN is in place.
   */
  listen?(channel: string, onMessage: (payload: string | null) => void): Promise<void>;
  notify?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite keeps Postgres' buffer pool inside its WebAssembly heap and touches all of it at start-up: the
 * default 128 MB of shared_buffers costs ~130 MB of resident memory and time on every start. A shop's data
 * fits in a fraction of that, and whatever is not cached there is one read away in the OS page cache.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "work_mem=2MB", "temp_buffers=2MB", "maintenance_work_mem=16MB"];

type DatabaseOptions =
  | { kind: "postgres"; url: string; poolMax: number }
  /**
   * dataDir undefined means an in-memory database (tests). loadDataDir (tests): start from this tarball of a
   * data folder (`snapshot()`) instead of an empty cluster, which skips initdb and the migrations already in it.
   */
  | {
      kind: "pglite";
      dataDir?: string;
      loadDataDir?: Blob;
      /** The ready cluster an empty dataDir starts from; the build's (`build/pglite-cluster`) when left out. */
      readyCluster?: string;
    };

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
    const listeners = new Set<{ close(): Promise<void> }>();
    return {
      db: db as unknown as Db,
      driver: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      async listen(channel, onMessage) {
        const listener = await listenOn(() => new pg.Client({ connectionString: options.url }), channel, onMessage);
        listeners.add(listener);
      },
      async notify(channel, payload) {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
      close: async () => {
        await Promise.all([...listeners].map((listener) => listener.close()));
        await pool.end();
      },
    };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (!options.loadDataDir) copyReadyCluster(options.dataDir, options.readyCluster);
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, startParams: pgliteStartParams(PGlite.defaultStartParams) });
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

interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: "notification", listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: "error" | "end", listener: () => void): unknown;
}

/** One connection held open for LISTEN, reopened a second after it drops (or fails to open), until closed. */
async function listenOn(
  connect: () => ListeningClient,
  channel: string,
  onMessage: (payload: string | null) => void,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: ListeningClient | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    const next = connect();
    let dropped = false;
    const reopen = () => {
      if (dropped) return;
      dropped = true;
      next.end().catch(() => undefined);
      if (closed) return;
      retry = setTimeout(() => void open().catch(() => undefined), 1000);
      retry.unref();
    };
    next.on("error", reopen);
    next.on("end", reopen);
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      reopen();
      throw error;
    }
    client = next;
    onMessage(null);
  };
  try {
    await open();
  } catch (error) {
    closed = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
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
 * A data folder without a database gets the build's ready cluster (scripts/pglite-cluster.mjs: created and migrated
 * at build time) instead of PGlite creating one: its initdb would hold ~770 MB in this process for good
 * (decision 0066). Files already there (the session secret) stay. Without a build (`npm run dev`), PGlite creates it.
 */
function copyReadyCluster(dataDir: string, readyCluster?: string): void {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const candidates = readyCluster
    ? [readyCluster]
    : [fileURLToPath(new URL("./pglite-cluster", import.meta.url)), fileURLToPath(new URL("../../build/pglite-cluster", import.meta.url))];
  const cluster = candidates.find((folder) => existsSync(path.join(folder, "PG_VERSION")));
  if (cluster) cpSync(cluster, dataDir, { recursive: true, force: false });
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
