import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workerCount } from "../../server/process/cluster";
import { startServerProcess, throwAwayPostgres, type ServerProcess } from "./support/process";
import type { ThrowAwayDatabase } from "./support/postgres";

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

type Outcome = { status: number; body: string; ms: number } | { error: string; ms: number };

/** One GET on a new connection: its answer, or the error that ended it; a request still open after `giveUpMs` is abandoned as hung. */
function attempt(url: string, giveUpMs = 10_000): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
      response.on("error", (error) => resolve({ error: error.message, ms: performance.now() - started }));
    });
    request.setTimeout(giveUpMs, () => request.destroy(new Error(`hung: no answer within ${giveUpMs} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, ms: performance.now() - started }));
  });
}

/** The worker processes of a cluster primary. */
async function workerPids(primary: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)("ps", ["-o", "pid=", "--ppid", String(primary)]);
  return stdout.split("\n").map((line) => Number(line.trim())).filter((pid) => pid > 0);
}

function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until both workers answer /healthz as ready (new connections, so each may reach either). */
async function bothReady(url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const seen = new Set<number>();
        for (let n = 0; n < 40 && seen.size < 2; n += 1) {
          const outcome = await attempt(`${url}/healthz`);
          if ("status" in outcome && outcome.status === 200) {
            const health = JSON.parse(outcome.body) as { worker: number; phase: string };
            if (health.phase === "ready") seen.add(health.worker);
          }
        }
        return seen.size;
      },
      { timeout: 45_000, interval: 200 },
    )
    .toBe(2);
}

/**
 * Issue 35, point 6. A worker that (re)starts must not take connections while another one serves: before it is
 * ready it could only answer 503. A worker that dies must not leave a connection open with nobody to answer it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a worker that starts or dies while the other serves (WEB_CONCURRENCY=2)", () => {
  let database: ThrowAwayDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await throwAwayPostgres("shop_worker_life", { seeded: true });
    server = await startServerProcess({
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: "2",
      TEST_PAGES: "1",
      // A start long enough to be seen: a worker that took connections while starting would answer 503 meanwhile.
      TEST_START_DELAY_MS: "1000",
    });
  }, 90_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await database?.drop();
  });

  it("a worker restarted after SIGKILL takes connections only once ready: no visitor gets \"starting\" meanwhile", { timeout: 60_000 }, async () => {
    await bothReady(server.url);
    const readyLines = () => server.output().match(/^\{"url"/gm)?.length ?? 0;
    const linesBefore = readyLines();
    const [victim] = await workerPids(server.child.pid!);
    process.kill(victim!, "SIGKILL");
    await expect.poll(() => isGone(victim!), { timeout: 5_000, interval: 20 }).toBe(true);

    // Visitors keep coming while the replacement starts, and for a second after it says it is ready.
    const outcomes: Outcome[] = [];
    let readySince: number | null = null;
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && (readySince === null || Date.now() - readySince < 1_000)) {
      outcomes.push(await attempt(`${server.url}/api/products?limit=1`));
      if (readySince === null && readyLines() > linesBefore) readySince = Date.now();
      await sleep(10);
    }
    expect(readySince, "the replacement worker became ready").not.toBeNull();
    const notServed = outcomes.filter((outcome) => !("status" in outcome) || outcome.status !== 200);
    expect(notServed.map((outcome) => ("status" in outcome ? `${outcome.status} ${outcome.body}` : outcome.error)), `of ${outcomes.length} requests`).toEqual([]);
    await bothReady(server.url);
  });

  it("a worker killed with SIGKILL while busy: every request sent meanwhile is answered or cut, none left hanging", { timeout: 60_000 }, async () => {
    await bothReady(server.url);
    const [victim] = await workerPids(server.child.pid!);
    // Both workers busy for 3 s (a render holding the event loop), then more visitors, then one worker dies.
    const blockers = [0, 1].map((n) => attempt(`${server.url}/block?ms=3000&n=${n}`));
    await sleep(400);
    const visitors = Array.from({ length: 20 }, (_, n) => attempt(`${server.url}/api/products?limit=1&n=${n}`));
    await sleep(400);
    process.kill(victim!, "SIGKILL");
    const outcomes = await Promise.all([...blockers, ...visitors]);

    const hung = outcomes.filter((outcome) => "error" in outcome && outcome.error.startsWith("hung"));
    expect(hung, `outcomes: ${outcomes.map((outcome) => ("status" in outcome ? outcome.status : outcome.error)).join(", ")}`).toEqual([]);
    // Cut (the dead worker's own) or answered; an answer may be 503 from a worker shedding the queue it found.
    for (const outcome of outcomes) if ("status" in outcome) expect([200, 503]).toContain(outcome.status);
    expect(outcomes.filter((outcome) => "status" in outcome).length).toBeGreaterThanOrEqual(1);
    await bothReady(server.url);
  });
});
