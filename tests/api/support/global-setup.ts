/**
 * Once per `vitest run` (the api project's globalSetup): a database migrated and seeded like a fresh shop, which
 * every suite then copies instead of running initdb, the migrations and the seed again — for PGlite a tarball of
 * its data folder (each suite loads it into a new in-memory database), and with TEST_DATABASE_URL a template
 * database on that server (`create database … template …`). A copy is the same data a fresh database gets.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../../server/db/client";
import { seedDemoData } from "../../../server/db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded template database on the TEST_DATABASE_URL server ("" when there is none). */
    postgresTemplate: string;
    /** A file holding the seeded PGlite data folder (PGlite's dumpDataDir tarball). */
    pgliteTemplate: string;
  }
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seededPgliteTarball(): Promise<Buffer> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await seedDemoData(database.db);
    return Buffer.from(await (await database.snapshot!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "shop-test-template-"));
  const tarball = path.join(folder, "pglite.tar");
  writeFileSync(tarball, await seededPgliteTarball());
  project.provide("pgliteTemplate", tarball);
  const removeTarball = () => rmSync(folder, { recursive: true, force: true });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide("postgresTemplate", "");
    return removeTarball;
  }
  const name = `shop_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 1 });
  try {
    await seedDemoData(database.db);
  } finally {
    // A template must have no open connection while it is copied.
    await database.close();
  }
  project.provide("postgresTemplate", name);
  return async () => {
    removeTarball();
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  };
}
