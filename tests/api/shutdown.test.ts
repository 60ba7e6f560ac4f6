import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { contactRequests } from "../../server/db/schema";
import { seededDataDir, startServerProcess } from "./support/process";

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
