import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";

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

/** A throw-away database on the PostgreSQL server of TEST_DATABASE_URL, for a process of its own. */
export async function throwAwayPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
