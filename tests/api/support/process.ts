import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { inject } from "vitest";
import { loadPgliteDataDir } from "../../../server/db/client";
import { CHEAP_PASSWORD_HASHING, seededPgliteTarball } from "../harness";
import { throwAwayDatabase, type ThrowAwayDatabase } from "./postgres";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed (its JSON log lines among them). */
  output(): string;
}

const ENTRY = path.join(import.meta.dirname, "server-process.ts");

/** Starts tests/api/support/server-process.ts in its own Node process and waits until it serves. */
export async function startServerProcess(env: Record<string, string>, { startTimeoutMs = 60_000 } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      BACKUP_INTERVAL_HOURS: "0",
      SESSION_SECRET: "process-test-secret-".padEnd(48, "p"),
      // Hashing is not what these tests are about (tests/api/harness.ts); a start on a database without users
      // hashes the generated administrator's password.
      PASSWORD_SCRYPT_LN: CHEAP_PASSWORD_HASHING,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = once(child, "exit").then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server process did not start in ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      for (const line of output.split("\n")) {
        if (!line.startsWith('{"url"')) continue;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (${code ?? signal}) before serving:\n${output}`));
    });
  });
  return { url, child, exited, output: () => output };
}

/*
 * Where a process is not about a first start (initdb, the migrations on an empty database, the seed of an empty
 * shop), it starts on a copy of the run's seeded database (tests/api/support/global-setup.ts) instead: the same
 * data a first start writes, without its 2-4 s. A copy has no users yet, so a start still creates the first
 * administrator. tests/api/operations.test.ts (readiness on PGlite) and tests/api/workers.test.ts (two workers on
 * PostgreSQL) keep starting servers on empty ones.
 */

/** Fills dataDir (absent or empty) with the run's seeded PGlite database. */
export async function seededDataDir(dataDir: string): Promise<void> {
  await loadPgliteDataDir(dataDir, await seededPgliteTarball());
}

/**
 * A throw-away database on the PostgreSQL server of TEST_DATABASE_URL, for a process of its own: empty, or with
 * `seeded` a copy of the run's seeded template (empty without one, as outside this Vitest config: the first
 * start seeds it).
 */
export function throwAwayPostgres(prefix: string, { seeded = false } = {}): Promise<ThrowAwayDatabase> {
  return throwAwayDatabase(prefix, seeded ? inject("postgresTemplate") : "");
}
