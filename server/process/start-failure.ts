import { userInfo } from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import { DataDirInUseError } from "./control";

/**
 * A start the shop itself refuses (a setting that cannot work): its message already names the cause and the fix,
 * and is reported as it is.
 */
export class StartRefusedError extends Error {}

type StartSettings = Pick<Config, "PORT" | "HOST" | "DATABASE_URL" | "DATA_DIR">;

/** What the errors below carry: Node's system errors (`code`, `syscall`, …) and node-postgres' (`code`, `severity`). */
interface ErrorFacts {
  message?: string;
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  severity?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and everything it wraps (Drizzle's `cause`, the AggregateError of a host with two addresses). */
function errorChain(error: unknown): ErrorFacts[] {
  const chain: ErrorFacts[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 20) {
    const next = queue.shift();
    if (typeof next !== "object" || next === null || chain.includes(next as ErrorFacts)) continue;
    const facts = next as ErrorFacts;
    chain.push(facts);
    if (facts.cause !== undefined) queue.push(facts.cause);
    if (Array.isArray(facts.errors)) queue.push(...(facts.errors as unknown[]));
  }
  return chain;
}

const firstLine = (text: string | undefined) => (text ?? "").split("\n")[0]!.trim();

/** A PostgreSQL server's refusal carries its SQLSTATE (five characters) and a severity. */
const isPostgresError = (facts: ErrorFacts) => typeof facts.code === "string" && /^[0-9A-Z]{5}$/.test(facts.code) && typeof facts.severity === "string";
const errnoOf = (facts: ErrorFacts) => (typeof facts.code === "string" && /^E[A-Z]+$/.test(facts.code) ? facts.code : null);

/** A name as a shell would need it. */
const shellWord = (word: string) => (/^[\w.@%+=:,/-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);

/** Where DATABASE_URL points, with node-postgres' defaults; never its password. */
function postgresTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const host = url.hostname || "localhost";
  const port = url.port || "5432";
  const user = decodeURIComponent(url.username) || process.env.PGUSER || userInfo().username;
  const database = decodeURIComponent(url.pathname.slice(1)) || user;
  return { host, port, user, database, at: `${host}:${port}` };
}

function postgresFailure(chain: ErrorFacts[], databaseUrl: string): string | null {
  let target: ReturnType<typeof postgresTarget>;
  try {
    target = postgresTarget(databaseUrl);
  } catch {
    return null;
  }
  const { host, port, user, database, at } = target;
  const refusal = chain.find(isPostgresError);
  if (refusal) {
    const said = firstLine(refusal.message);
    switch (refusal.code) {
      case "3D000":
        return `PostgreSQL at ${at} has no database "${database}" (DATABASE_URL): create it with \`createdb -h ${host} -p ${port} -U ${shellWord(user)} ${shellWord(database)}\`, or point DATABASE_URL at an existing database`;
      case "28P01":
        return `PostgreSQL at ${at} refused the password of user "${user}" (DATABASE_URL): put the right password in DATABASE_URL`;
      case "28000":
        return said.includes("pg_hba.conf")
          ? `PostgreSQL at ${at} does not let user "${user}" connect from here (${said}): allow it in the server's pg_hba.conf, or fix the user in DATABASE_URL`
          : `PostgreSQL at ${at} refused user "${user}" (${said}): create the role (\`createuser -h ${host} -p ${port} -U postgres ${shellWord(user)}\`), or put an existing user in DATABASE_URL`;
      case "42501":
        return `PostgreSQL user "${user}" may not create the shop's tables in "${database}" (${said}): make it the database's owner (\`ALTER DATABASE "${database}" OWNER TO "${user}"\`), or use the owner in DATABASE_URL`;
      case "53300":
        return `PostgreSQL at ${at} has no connection left (${said}): lower DATABASE_POOL_MAX or WEB_CONCURRENCY, or raise the server's max_connections`;
      case "57P03":
        return `PostgreSQL at ${at} is starting up or shutting down (${said}): start the shop again once it accepts connections`;
      default:
        return `PostgreSQL at ${at} refused the start (DATABASE_URL): ${said} (SQLSTATE ${String(refusal.code)})`;
    }
  }
  const connect = chain.find((facts) => facts.syscall === "connect" || facts.syscall === "getaddrinfo" || errnoOf(facts) === "ECONNREFUSED");
  switch (connect && errnoOf(connect)) {
    case "ECONNREFUSED":
      return `Nothing accepts connections at ${at}, the PostgreSQL server of DATABASE_URL (connection refused): start PostgreSQL there, or fix the host and port in DATABASE_URL`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `The host "${host}" of DATABASE_URL cannot be found (${errnoOf(connect!)}): fix the host name in DATABASE_URL`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `PostgreSQL at ${at} (DATABASE_URL) cannot be reached (${errnoOf(connect!)}): check the host and port in DATABASE_URL, and that the network lets this machine reach it`;
    default:
      return null;
  }
}

function listenFailure(chain: ErrorFacts[], settings: StartSettings): string | null {
  // A cluster worker's port is bound by the primary: its error says `bind`. A Unix socket's error has port -1.
  const listen = chain.find((facts) => (facts.syscall === "listen" || facts.syscall === "bind") && typeof facts.port === "number" && facts.port >= 0);
  const host = settings.HOST;
  switch (listen && errnoOf(listen)) {
    case "EADDRINUSE":
      return `PORT ${String(listen!.port)} is already in use on ${host} by another process: set PORT to a free port, or stop the process that holds it (\`ss -ltnp 'sport = :${String(listen!.port)}'\` names it)`;
    case "EACCES":
      return `PORT ${String(listen!.port)} needs privileges this user does not have (EACCES): set PORT to 1024 or above, with a reverse proxy on the public port`;
    case "EADDRNOTAVAIL":
      return `HOST ${host} is not an address of this machine (EADDRNOTAVAIL): set HOST to one of its addresses, or 0.0.0.0 for all of them`;
  }
  const lookup = chain.find((facts) => facts.syscall === "getaddrinfo" && facts.hostname === host);
  if (lookup) return `HOST ${host} cannot be found (${String(lookup.code)}): set HOST to an address of this machine, or 0.0.0.0 for all of them`;
  return null;
}

/**
 * DATA_DIR, the files in it, the folders above it and the control socket beside it
 * (server/process/control.ts): a file error on any of them is the data folder's.
 */
function dataDirFailure(chain: ErrorFacts[], settings: StartSettings): string | null {
  const dataDir = path.resolve(settings.DATA_DIR);
  const parent = path.dirname(dataDir);
  const concerns = (where: string) =>
    where === dataDir ||
    where.startsWith(`${dataDir}${path.sep}`) ||
    dataDir.startsWith(`${where}${path.sep}`) ||
    (path.dirname(where) === parent && where.endsWith(".control.sock"));
  const fileError = chain.find((facts) => {
    const where = typeof facts.path === "string" ? facts.path : typeof facts.address === "string" ? facts.address : null;
    return errnoOf(facts) !== null && where !== null && concerns(path.resolve(where));
  });
  if (!fileError) return null;
  const code = errnoOf(fileError)!;
  const where = path.resolve(String(fileError.path ?? fileError.address));
  switch (code) {
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return `DATA_DIR ${dataDir} cannot be written by user ${userInfo().username} (${code} on ${where}): make DATA_DIR's folder and the folder holding it (${parent}) writable for this user, or set DATA_DIR to a folder it can write`;
    case "ENOTDIR":
    case "EEXIST":
      return `DATA_DIR ${dataDir} cannot be created: a file is in the way (${code} on ${where}): set DATA_DIR to a folder`;
    case "ENOSPC":
      return `DATA_DIR ${dataDir}: the disk is full (ENOSPC on ${where}): free some space`;
    default:
      return `DATA_DIR ${dataDir} cannot be used (${code} on ${where}): ${firstLine(fileError.message)}`;
  }
}

/**
 * Why a start failed, in one line that names the cause and what to do about it (the setting, the command). An
 * error this does not know is named by its own message.
 */
export function describeStartFailure(error: unknown, settings: StartSettings): string {
  const chain = errorChain(error);
  const refused = chain.find((facts) => facts instanceof StartRefusedError || facts instanceof DataDirInUseError);
  if (refused) return firstLine(refused.message);
  const known =
    listenFailure(chain, settings) ??
    dataDirFailure(chain, settings) ??
    (settings.DATABASE_URL ? postgresFailure(chain, settings.DATABASE_URL) : null);
  if (known) return known;
  const outer = firstLine(chain[0]?.message) || String(error);
  const inner = chain.length > 1 ? firstLine(chain[chain.length - 1]!.message) : "";
  return `The shop could not start: ${outer}${inner && inner !== outer ? ` (${inner})` : ""} (LOG_LEVEL=debug logs the whole error)`;
}

/** One error line for the operator; the whole error, stack and causes, only at debug level. */
export function reportStartFailure(logger: Logger, error: unknown, settings: StartSettings): void {
  logger.debug({ err: error }, "the failed start in full");
  logger.error(describeStartFailure(error, settings));
}

/** Reports a failed start, lets the log lines out (pino writes asynchronously) and exits 1. */
export async function exitAfterFailedStart(logger: Logger, error: unknown, settings: StartSettings): Promise<never> {
  reportStartFailure(logger, error, settings);
  await new Promise<void>((resolve) => {
    setTimeout(resolve, 1000).unref();
    logger.flush(() => resolve());
  });
  process.exit(1);
}
