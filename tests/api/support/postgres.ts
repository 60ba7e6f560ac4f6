/**
 * Throw-away databases on the PostgreSQL server of TEST_DATABASE_URL. No Vitest import: the run's global set-up
 * (outside any test worker) uses this module too.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs one statement (create or drop a database) on a connection of its own to the server of `adminUrl`. */
async function onPostgresServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ThrowAwayDatabase {
  url: string;
  drop(): Promise<void>;
  /** Drops the database and creates it again, empty: the data is lost. */
  wipe(): Promise<void>;
}

/** A database of its own on the TEST_DATABASE_URL server: empty, or a copy of `template` when one is named. */
export async function throwAwayDatabase(prefix: string, template = ""): Promise<ThrowAwayDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const run = (statement: string) => onPostgresServer(adminUrl, statement);
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => run(`drop database if exists ${name} with (force)`);
  return {
    url: url.toString(),
    drop,
    wipe: async () => {
      await drop();
      await run(`create database ${name}`);
    },
  };
}
