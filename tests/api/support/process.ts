import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { copyFile, mkdir, mkdtemp, readFile, realpath, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
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

/** The environment of a server process: the settings every process test shares, then `env`. */
export function serverProcessEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
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
  };
}

/** tests/api/support/server-process.ts in its own Node process. */
export function spawnServerProcess(env: Record<string, string>, { uid, gid }: { uid?: number; gid?: number } = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", ENTRY], { env: serverProcessEnv(env), stdio: ["ignore", "pipe", "pipe"], uid, gid });
}

/**
 * What `npm start` runs — package.json's `start` script, scripts/start.mjs and the scripts it imports, copied as
 * they are — in a folder of its own whose build/server.js stands in for the production bundle: it runs
 * server-process.ts through tsx. So the start script is tested without a production build (the API tests run
 * before the build).
 */
export async function startScriptProject(): Promise<{ root: string; remove(): Promise<void> }> {
  const repository = path.resolve(import.meta.dirname, "../../..");
  const root = await mkdtemp(path.join(tmpdir(), "start-script-"));
  const manifest = JSON.parse(await readFile(path.join(repository, "package.json"), "utf8")) as { type: string; scripts: { start: string } };
  await mkdir(path.join(root, "scripts"));
  await mkdir(path.join(root, "build"));
  for (const file of ["start.mjs", "build.mjs", "server-memory.mjs"]) await copyFile(path.join(repository, "scripts", file), path.join(root, "scripts", file));
  await symlink(await realpath(path.join(repository, "node_modules")), path.join(root, "node_modules"));
  const packageJson = path.join(root, "package.json");
  await writeFile(packageJson, JSON.stringify({ name: "start-script-test", private: true, type: manifest.type, scripts: { start: manifest.scripts.start } }));
  await writeFile(
    path.join(root, "build", "server.js"),
    [
      'import { register } from "tsx/esm/api";',
      `register({ tsconfig: ${JSON.stringify(path.join(repository, "tsconfig.json"))} });`,
      `await import(${JSON.stringify(pathToFileURL(ENTRY).href)});`,
      "",
    ].join("\n"),
  );
  // Older than the stand-in build: start.mjs finds the build current and does not build.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await utimes(packageJson, anHourAgo, anHourAgo);
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Starts tests/api/support/server-process.ts in its own Node process and waits until it serves. */
export async function startServerProcess(env: Record<string, string>, { startTimeoutMs = 60_000 } = {}): Promise<ServerProcess> {
  const child = spawnServerProcess(env);
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

export interface FailedStart {
  /** The exit code, null when a signal ended it (or when it was still running after `giveUpMs` and was killed). */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the spawn to the exit. */
  ms: number;
  /** When it exited (Date.now(), the clock of its log lines' `time`). */
  exitedAt: number;
  /** The lines it printed on stdout and stderr, empty ones left out. */
  lines: string[];
}

/**
 * Starts the server process where its start must fail, and resolves once it has exited. One still running after
 * `giveUpMs` (a primary that keeps restarting its workers) is killed, with its workers.
 */
export async function failedStart(env: Record<string, string>, { giveUpMs = 25_000, uid, gid }: { giveUpMs?: number; uid?: number; gid?: number } = {}): Promise<FailedStart> {
  const started = performance.now();
  const child = spawnServerProcess(env, { uid, gid });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const giveUp = setTimeout(() => {
    // A cluster's workers end with their primary (node:cluster disconnects them).
    child.kill("SIGKILL");
  }, giveUpMs);
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  const exitedAt = Date.now();
  const ms = performance.now() - started;
  clearTimeout(giveUp);
  if (child.stdout!.readable) await once(child.stdout!, "end").catch(() => undefined);
  return { code, signal, ms, exitedAt, lines: output.split("\n").filter((line) => line.trim() !== "") };
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
