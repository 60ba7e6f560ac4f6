/**
 * Once per `vitest run` (the api project's globalSetup): a database migrated and seeded like a fresh shop, which
 * every suite then copies instead of running initdb, the migrations and the seed again — for PGlite a tarball of
 * its data folder (each suite loads it into a new in-memory database), and with TEST_DATABASE_URL a template
 * database on that server (`create database … template …`). A copy is the same data a fresh database gets.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../../server/db/client";
import { seedDemoData } from "../../../server/db/seed";
import { throwAwayDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded template database on the TEST_DATABASE_URL server ("" when there is none). */
    postgresTemplate: string;
    /** A file holding the seeded PGlite data folder (PGlite's dumpDataDir tarball). */
    pgliteTemplate: string;
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

  if (!process.env.TEST_DATABASE_URL) {
    project.provide("postgresTemplate", "");
    return removeTarball;
  }
  const template = await throwAwayDatabase("shop_template");
  const database = await openDatabase({ kind: "postgres", url: template.url, poolMax: 1 });
  try {
    await seedDemoData(database.db);
  } finally {
    // A template must have no open connection while it is copied.
    await database.close();
  }
  project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
  return async () => {
    removeTarball();
    await template.drop();
  };
}
