import http from "node:http";
import { describe, expect, it } from "vitest";
import { workerCount } from "../../server/process/cluster";
import { startServerProcess, throwAwayPostgres } from "./support/process";

describe("how many processes serve the port", () => {
  it("defaults to every core on PostgreSQL and to one on PGlite", () => {
    expect(workerCount({ DATABASE_URL: "postgres://db/shop", WEB_CONCURRENCY: undefined }, 4)).toBe(4);
    expect(workerCount({ DATABASE_URL: "postgres://db/shop", WEB_CONCURRENCY: 2 }, 4)).toBe(2);
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: undefined }, 4)).toBe(1);
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: 1 }, 4)).toBe(1);
  });

  it("refuses to start several processes on the embedded database, saying why", async () => {
    await expect(startServerProcess({ WEB_CONCURRENCY: "2", DATA_DIR: "./data/never-created" })).rejects.toThrow(
      /WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database \(PGlite\) can be opened by one process only/,
    );
  });
});

/** Which worker answers /healthz on a new connection each time. */
function healthOnNewConnection(url: string): Promise<{ worker: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/healthz`, { agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk));
        response.on("end", () => resolve(JSON.parse(body) as { worker: number }));
      })
      .on("error", reject);
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  it("serves the port from two worker processes and stops them all on SIGTERM, exiting 0", { timeout: 90_000 }, async () => {
    const database = await throwAwayPostgres("shop_workers");
    try {
      const server = await startServerProcess({ DATABASE_URL: database.url, WEB_CONCURRENCY: "2" });
      // Worker 1 starts once worker 0 has migrated and seeded the database; each prints its line when serving.
      await expect.poll(() => server.output().match(/^\{"url"/gm)?.length ?? 0, { timeout: 30_000 }).toBe(2);
      const seen = new Set<number>();
      for (let attempt = 0; attempt < 200 && seen.size < 2; attempt += 1) {
        seen.add((await healthOnNewConnection(server.url)).worker);
      }
      expect([...seen].sort()).toEqual([0, 1]);

      server.child.kill("SIGTERM");
      expect(await server.exited).toEqual({ code: 0, signal: null });
      await expect(healthOnNewConnection(server.url)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await database.drop();
    }
  });
});
