import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";

const run = promisify(execFile);
const folders: string[] = [];
const folder = (name: string) => {
  const created = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.push(created);
  return created;
};
afterAll(() => folders.forEach((created) => rmSync(created, { recursive: true, force: true })));

/*
 * The embedded database's first start (decision 0066): an empty data folder gets the build's ready cluster, made by
 * scripts/pglite-cluster.mjs, instead of PGlite's initdb inside the server (~770 MB held for good).
 */
describe("the build's ready PGlite cluster", () => {
  it("is created with every migration, and an empty data folder starts from a copy of it, keeping what was there", async () => {
    const cluster = path.join(folder("ready-cluster"), "pglite-cluster");
    await run(process.execPath, [path.resolve("scripts/pglite-cluster.mjs"), cluster], { timeout: 120_000 });
    expect(existsSync(path.join(cluster, "PG_VERSION"))).toBe(true);
    // Marks this very cluster, to tell a copy from a database PGlite would have created.
    writeFileSync(path.join(cluster, "made-by-the-build"), "yes");

    const dataDir = folder("data");
    writeFileSync(path.join(dataDir, "session-secret"), "kept");
    const database = await openDatabase({ kind: "pglite", dataDir, readyCluster: cluster });
    try {
      expect(readFileSync(path.join(dataDir, "made-by-the-build"), "utf8")).toBe("yes");
      expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe("kept");
      // Every migration was already in the cluster and the shop's tables answer.
      await database.ping();
      const { rows } = await (database.db as unknown as { execute(sql: string): Promise<{ rows: unknown[] }> }).execute("select count(*)::int as n from products");
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }

    // A folder that already holds a database is left as it is.
    rmSync(path.join(cluster, "made-by-the-build"));
    writeFileSync(path.join(cluster, "second-copy"), "no");
    const again = await openDatabase({ kind: "pglite", dataDir, readyCluster: cluster });
    await again.close();
    expect(existsSync(path.join(dataDir, "second-copy"))).toBe(false);
  }, 180_000);
});
