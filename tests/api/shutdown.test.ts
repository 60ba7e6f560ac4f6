import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { contactRequests } from "../../server/db/schema";
import { seededDataDir, serverProcessEnv, spawnServerProcess, startScriptProject, startServerProcess } from "./support/process";

const CLIENTS = 20;
const GRACE_SECONDS = 10;

type Outcome = "answered" | "refused" | "reset";

interface Tally {
  answered: number;
  /** Refused at connect: the port no longer accepts. */
  refused: number;
  /** Sent and then cut, before or during its answer: what a drain must never do. */
  reset: number;
  leadsAcknowledged: number;
  closeHeaders: number;
  resets: string[];
}

/**
 * One request on the client's own keep-alive agent, classified: a full answer, a connection refused (the port
 * is closed), or anything else — among them a kept-alive connection closed under a request already sent, which
 * a client cannot tell from a request lost mid-way.
 */
function send(agent: http.Agent, url: URL, body: string | null, tally: Tally): Promise<Outcome> {
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request(
      url,
      { agent, method: body ? "POST" : "GET", headers: body ? { "content-type": "application/json" } : {} },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) => {
          tally.resets.push(`${request.method} ${url.pathname} mid-response: ${error.message}`);
          resolve("reset");
        });
        response.on("aborted", () => {
          tally.resets.push(`${request.method} ${url.pathname} aborted mid-response`);
          resolve("reset");
        });
        response.on("end", () => {
          const length = Number(response.headers["content-length"]);
          const received = Buffer.concat(chunks);
          if (Number.isFinite(length) && received.length !== length) {
            tally.resets.push(`${request.method} ${url.pathname}: ${received.length} of ${length} bytes`);
            resolve("reset");
            return;
          }
          if (response.headers.connection === "close") tally.closeHeaders++;
          if (body && response.statusCode === 201) tally.leadsAcknowledged++;
          resolve("answered");
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === "ECONNREFUSED") return resolve("refused");
      const where = request.reusedSocket ? "on a kept-alive connection" : "on a new connection";
      tally.resets.push(`${request.method} ${url.pathname} ${where}, no answer: ${error.code ?? error.message}`);
      resolve("reset");
    });
    request.end(body ?? undefined);
  });
}

describe("SIGTERM drains the server", () => {
  it(
    "20 keep-alive clients that keep sending: every request answered completely or refused, none cut, exit 0 well inside the grace period",
    { timeout: 90_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "drain-"));
      try {
        await seededDataDir(dataDir);
        const server = await startServerProcess({
          DATA_DIR: dataDir,
          LEAD_RATE_LIMIT: "100000",
          SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
        });
        const tally: Tally = { answered: 0, refused: 0, reset: 0, leadsAcknowledged: 0, closeHeaders: 0, resets: [] };
        let firstRound = 0;
        let allStarted!: () => void;
        const started = new Promise<void>((resolve) => (allStarted = resolve));
        const deadline = Date.now() + 45_000;

        const client = async (n: number) => {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          try {
            for (let i = 0; Date.now() < deadline; i++) {
              const lead = JSON.stringify({ fullName: `Khách ${n}-${i}`, phone: "0912345678", needType: "contact", product: "LT-150" });
              const outcome = i % 2 === 0 ? await send(agent, new URL("/api/products", server.url), null, tally) : await send(agent, new URL("/api/contact-requests", server.url), lead, tally);
              tally[outcome]++;
              if (i === 1 && ++firstRound === CLIENTS) allStarted();
              if (outcome !== "answered") return;
            }
          } finally {
            agent.destroy();
          }
        };
        const clients = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

        await started;
        await new Promise((resolve) => setTimeout(resolve, 300));
        const answeredBefore = tally.answered;
        const signalled = Date.now();
        server.child.kill("SIGTERM");
        const exit = await server.exited;
        const drainMs = Date.now() - signalled;
        await clients;

        expect(tally.resets).toEqual([]);
        // The requests in flight at the signal were answered and told the connection ends.
        expect(tally.closeHeaders).toBeGreaterThan(0);
        expect(tally.reset).toBe(0);
        expect(exit).toEqual({ code: 0, signal: null });
        expect(drainMs).toBeLessThan((GRACE_SECONDS * 1000) / 2);
        expect(answeredBefore).toBeGreaterThanOrEqual(CLIENTS * 2);
        // Every client ends refused: nobody is served forever on an open connection.
        expect(tally.refused).toBe(CLIENTS);
        expect(server.output()).not.toMatch(/forced exit/);

        // Nothing was done for a request that got no answer: every stored lead was acknowledged.
        const database = await openDatabase({ kind: "pglite", dataDir });
        try {
          const [stored] = await database.db.select({ value: count() }).from(contactRequests);
          expect(stored?.value).toBe(tally.leadsAcknowledged);
        } finally {
          await database.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("SIGTERM while the server starts", () => {
  it("lets the start finish, then drains and exits 0 instead of dying by the signal", { timeout: 180_000 }, async () => {
    // A process manager may stop a shop that is still migrating. Without a handler the signal killed it (and as a
    // container's PID 1, where a signal without a handler is ignored, it kept running until the SIGKILL).
    const dataDir = await mkdtemp(path.join(tmpdir(), "stop-while-starting-"));
    try {
      await seededDataDir(dataDir);
      const port = await freePort();
      // The grace covers the rest of the start too; on a loaded machine that is longer than the default 10 s.
      const child = spawnServerProcess({
        DATA_DIR: dataDir,
        PORT: String(port),
        TEST_START_DELAY_MS: "3000",
        SHUTDOWN_GRACE_SECONDS: "120",
      });
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
      const exited = once(child, "exit");
      const phase = () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.json().then((body: { phase: string }) => body.phase),
          () => "not listening",
        );
      await expect.poll(phase, { timeout: 45_000, interval: 100 }).toBe("starting");
      child.kill("SIGTERM");
      const [code, signal] = await exited;
      expect({ code, signal }, output).toEqual({ code: 0, signal: null });
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** Every process below `pid`: its children, theirs, and so on. */
async function descendants(pid: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)("ps", ["-e", "-o", "pid=,ppid="]);
  const children = new Map<number, number[]>();
  for (const line of stdout.trim().split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * Issue 46: `kill -TERM` sent to npm's process (what a supervisor, or Docker's PID 1, signals) made npm exit 143 in
 * 0.3 s and left the shop serving as an orphan: npm passed the signal to the shell running the start script, which
 * died of it without passing it on. The start script now replaces that shell (`exec`) and passes the signal to
 * the server, so the stop reaches the server and npm exits with it.
 */
describe("stopping the shop as a process manager does", () => {
  let project: Awaited<ReturnType<typeof startScriptProject>>;
  beforeAll(async () => {
    project = await startScriptProject();
  });
  afterAll(async () => {
    await project?.remove();
  });

  /** The start command in the project, on a seeded data folder; resolves once it has exited and the checks ran. */
  async function stopAndCheck(
    start: (env: NodeJS.ProcessEnv) => ChildProcess,
    {
      serving,
      extraEnv = {},
      stoppedWithinMs = 10_000,
    }: { serving: (output: () => string, port: number) => Promise<void>; extraEnv?: Record<string, string>; stoppedWithinMs?: number },
  ) {
    const dataDir = await mkdtemp(path.join(tmpdir(), "stop-start-script-"));
    let tree: number[] = [];
    try {
      await seededDataDir(dataDir);
      const port = await freePort();
      const child = start(serverProcessEnv({ DATA_DIR: dataDir, PORT: String(port), npm_config_update_notifier: "false", ...extraEnv }));
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
      const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
      await serving(() => output, port);
      tree = await descendants(child.pid!);
      // The start script and the server below what was started.
      expect(tree.length, output).toBeGreaterThanOrEqual(1);

      const signalled = Date.now();
      child.kill("SIGTERM");
      const [code, signal] = await exited;
      // Nothing serves the port any more, and nothing was left running.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`), output).rejects.toThrow();
      expect(tree.filter((pid) => !isGone(pid))).toEqual([]);
      expect({ code, signal }, output).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(stoppedWithinMs);
    } finally {
      for (const pid of tree) if (!isGone(pid)) process.kill(pid, "SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it("`npm start`: SIGTERM to npm's process drains the shop, frees the port, and npm exits 0", { timeout: 120_000 }, async () => {
    await stopAndCheck((env) => spawn("npm", ["start"], { cwd: project.root, env, stdio: ["ignore", "pipe", "pipe"] }), {
      serving: (output) => expect.poll(() => output().includes('{"url"'), { timeout: 60_000, interval: 100 }).toBe(true),
    });
  });

  it("`node scripts/start.mjs`, the start without npm: SIGTERM while the shop starts lets it finish, drain and exit 0", { timeout: 120_000 }, async () => {
    await stopAndCheck((env) => spawn(process.execPath, ["scripts/start.mjs"], { cwd: project.root, env, stdio: ["ignore", "pipe", "pipe"] }), {
      // The stop waits for the rest of the start, which on a loaded machine outlasts the default 10 s grace.
      extraEnv: { TEST_START_DELAY_MS: "3000", SHUTDOWN_GRACE_SECONDS: "120" },
      stoppedWithinMs: 60_000,
      serving: (_, port) =>
        expect
          .poll(
            () =>
              fetch(`http://127.0.0.1:${port}/healthz`).then(
                (response) => response.json().then((body: { phase: string }) => body.phase),
                () => "not listening",
              ),
            { timeout: 60_000, interval: 100 },
          )
          .toBe("starting"),
    });
  });
});
