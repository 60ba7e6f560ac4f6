#!/usr/bin/env node
// Part of `npm run build`: an empty embedded database (PGlite) with every migration applied, written to
// build/pglite-cluster. A first start on an empty DATA_DIR copies these files instead of creating the cluster
// itself: PGlite's initdb runs inside the server's process and holds ~770 MB while it does (its WebAssembly memory
// never shrinks back to the system), where the copied cluster opens at ~260 MB (decision 0066).
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const root = path.resolve(import.meta.dirname, "..");
const target = path.resolve(process.argv[2] ?? path.join(root, "build/pglite-cluster"));
const working = mkdtempSync(`${target}-`);
try {
  const client = new PGlite({ dataDir: working });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: path.join(root, "drizzle") });
  // A clean shut-down: every page on disk, nothing for the first start to recover.
  await client.exec("checkpoint");
  await client.close();
  if (existsSync(target)) rmSync(target, { recursive: true, force: true });
  renameSync(working, target);
} catch (error) {
  rmSync(working, { recursive: true, force: true });
  throw error;
}
