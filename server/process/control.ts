import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import path from "node:path";
import type { BackupResult } from "./backup";
import type { Config } from "../config";

/**
 * A PGlite data folder belongs to one process at a time. That process listens on a Unix socket beside the
 * folder (`.data.control.sock` for `./data`; owner-only, not reachable from the network): the socket is both
 * the folder's lock — a second server or a database command finds it answering and stops — and the way
 * `npm run db:backup` asks the running server for a consistent backup. It sits beside the folder, not in it,
 * because PGlite's dump copies every file of the folder and cannot read a socket.
 * See docs/decisions/0012-operations.md.
 */
function controlSocketPath(dataDir: string): string {
  const folder = path.resolve(dataDir);
  return path.join(path.dirname(folder), `.${path.basename(folder)}.control.sock`);
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(`The data folder ${path.resolve(dataDir)} (DATA_DIR) is in use by another process (a running server or a database command): stop it first`);
  }
}

export interface ControlHandlers {
  /** Absent while the holder cannot take one (a command that holds the folder for its own work). */
  backup?: () => Promise<BackupResult>;
}

/** Takes the folder for this process; fails with DataDirInUseError when another holds it. */
export async function claimDataDir(dataDir: string, handlers: ControlHandlers = {}): Promise<{ release(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  mkdirSync(path.dirname(socketPath), { recursive: true });
  if (await isAnswering(socketPath)) throw new DataDirInUseError(dataDir);
  // Left behind by a process that died: nobody answers on it.
  rmSync(socketPath, { force: true });

  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/backup") return send(404, { message: "unknown command" });
    if (!handlers.backup) return send(409, { message: "the process holding the data folder cannot take a backup now" });
    handlers.backup().then(
      (result) => send(200, result),
      (error: Error) => send(500, { message: error.message }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new DataDirInUseError(dataDir) : error),
    );
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  return {
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * For a command that writes the database (admin:create, db:restore, db:seed): holds the PGlite data
 * folder while it works, so no server opens it meanwhile. A folder a running server or another command holds is
 * refused with DataDirInUseError, the same message for every command: what a second process writes into a folder
 * the server holds is lost (a password reset that way was gone at the next start). Nothing to hold on PostgreSQL.
 */
export async function holdDataDirForCommand(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">): Promise<{ release(): Promise<void> }> {
  if (config.DATABASE_URL) return { release: async () => undefined };
  return claimDataDir(config.DATA_DIR);
}

/** Asks the process holding the folder for a backup; null when no process holds it. */
export async function requestBackup(dataDir: string): Promise<BackupResult | null> {
  const answer = await call(controlSocketPath(dataDir), "POST", "/backup");
  if (!answer) return null;
  if (answer.status !== 200) throw new Error((answer.body as { message?: string }).message ?? `control answered ${answer.status}`);
  return answer.body as BackupResult;
}

async function isAnswering(socketPath: string): Promise<boolean> {
  return (await call(socketPath, "GET", "/")) !== null;
}

function call(socketPath: string, method: string, urlPath: string): Promise<{ status: number; body: unknown } | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method, path: urlPath }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    req.end();
  });
}
