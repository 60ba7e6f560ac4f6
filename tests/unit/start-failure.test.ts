import { describe, expect, it } from "vitest";
import { createRestartPolicy } from "../../server/process/cluster";
import { describeStartFailure, StartRefusedError } from "../../server/process/start-failure";

const PGLITE = { PORT: 3000, HOST: "0.0.0.0", DATABASE_URL: undefined, DATA_DIR: "/srv/shop/data" };
const POSTGRES = { ...PGLITE, DATABASE_URL: "postgres://shop:s3cret-pw@db.internal:6432/shop" };

/** What node-postgres throws for a refusal by the server (pg-protocol's DatabaseError), wrapped as Drizzle does. */
function refusedByPostgres(code: string, message: string): Error {
  const refusal = Object.assign(new Error(message), { code, severity: "FATAL" });
  return new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', { cause: refusal });
}

/** Node's system error, as net and fs build them. */
function systemError(code: string, facts: Record<string, unknown>): Error {
  return Object.assign(new Error(`${String(facts.syscall)} ${code}`), { code, ...facts });
}

describe("a failed start in one line", () => {
  it("names PostgreSQL's refusals with the setting and the command that fixes them, never the password", () => {
    const lines = [
      describeStartFailure(refusedByPostgres("3D000", 'database "shop" does not exist'), POSTGRES),
      describeStartFailure(refusedByPostgres("28000", 'role "shop" does not exist'), POSTGRES),
      describeStartFailure(refusedByPostgres("28000", 'no pg_hba.conf entry for host "10.0.0.5", user "shop", database "shop", no encryption'), POSTGRES),
      describeStartFailure(refusedByPostgres("28P01", 'password authentication failed for user "shop"'), POSTGRES),
      describeStartFailure(refusedByPostgres("42501", "permission denied for database shop"), POSTGRES),
      describeStartFailure(refusedByPostgres("XX000", "something else entirely"), POSTGRES),
    ];
    expect(lines).toEqual([
      'PostgreSQL at db.internal:6432 has no database "shop" (DATABASE_URL): create it with `createdb -h db.internal -p 6432 -U shop shop`, or point DATABASE_URL at an existing database',
      'PostgreSQL at db.internal:6432 refused user "shop" (role "shop" does not exist): create the role (`createuser -h db.internal -p 6432 -U postgres shop`), or put an existing user in DATABASE_URL',
      'PostgreSQL at db.internal:6432 does not let user "shop" connect from here (no pg_hba.conf entry for host "10.0.0.5", user "shop", database "shop", no encryption): allow it in the server\'s pg_hba.conf, or fix the user in DATABASE_URL',
      'PostgreSQL at db.internal:6432 refused the password of user "shop" (DATABASE_URL): put the right password in DATABASE_URL',
      'PostgreSQL user "shop" may not create the shop\'s tables in "shop" (permission denied for database shop): make it the database\'s owner (`ALTER DATABASE "shop" OWNER TO "shop"`), or use the owner in DATABASE_URL',
      "PostgreSQL at db.internal:6432 refused the start (DATABASE_URL): something else entirely (SQLSTATE XX000)",
    ]);
    for (const line of lines) expect(line).not.toContain("s3cret-pw");
  });

  it("names a database server that cannot be reached", () => {
    // "localhost" has two addresses: Node tries both and throws an AggregateError carrying the code.
    const bothRefused = Object.assign(
      new AggregateError([systemError("ECONNREFUSED", { syscall: "connect", address: "::1", port: 5432 }), systemError("ECONNREFUSED", { syscall: "connect", address: "127.0.0.1", port: 5432 })]),
      { code: "ECONNREFUSED" },
    );
    expect(describeStartFailure(new Error("Failed query: …", { cause: bothRefused }), { ...PGLITE, DATABASE_URL: "postgres://postgres@localhost/shop" })).toBe(
      "Nothing accepts connections at localhost:5432, the PostgreSQL server of DATABASE_URL (connection refused): start PostgreSQL there, or fix the host and port in DATABASE_URL",
    );
    expect(describeStartFailure(systemError("ENOTFOUND", { syscall: "getaddrinfo", hostname: "db.internal" }), POSTGRES)).toBe(
      'The host "db.internal" of DATABASE_URL cannot be found (ENOTFOUND): fix the host name in DATABASE_URL',
    );
  });

  it("names the port and the host the server cannot listen on", () => {
    expect(describeStartFailure(systemError("EADDRINUSE", { syscall: "listen", address: "0.0.0.0", port: 3000 }), PGLITE)).toBe(
      "PORT 3000 is already in use on 0.0.0.0 by another process: set PORT to a free port, or stop the process that holds it (`ss -ltnp 'sport = :3000'` names it)",
    );
    // In a cluster the primary binds the port for its workers.
    expect(describeStartFailure(systemError("EADDRINUSE", { syscall: "bind", address: "0.0.0.0", port: 3000 }), POSTGRES)).toMatch(/^PORT 3000 is already in use/);
    expect(describeStartFailure(systemError("EACCES", { syscall: "listen", address: "0.0.0.0", port: 80 }), { ...PGLITE, PORT: 80 })).toBe(
      "PORT 80 needs privileges this user does not have (EACCES): set PORT to 1024 or above, with a reverse proxy on the public port",
    );
    expect(describeStartFailure(systemError("EADDRNOTAVAIL", { syscall: "listen", address: "10.9.9.9", port: 3000 }), { ...PGLITE, HOST: "10.9.9.9" })).toBe(
      "HOST 10.9.9.9 is not an address of this machine (EADDRNOTAVAIL): set HOST to one of its addresses, or 0.0.0.0 for all of them",
    );
  });

  it("names DATA_DIR for a file error on it, in it, above it or on its control socket", () => {
    const socket = systemError("EACCES", { syscall: "listen", address: "/srv/shop/.data.control.sock", port: -1 });
    expect(describeStartFailure(socket, PGLITE)).toMatch(
      /^DATA_DIR \/srv\/shop\/data cannot be written by user \S+ \(EACCES on \/srv\/shop\/\.data\.control\.sock\): make DATA_DIR's folder and the folder holding it \(\/srv\/shop\) writable for this user, or set DATA_DIR to a folder it can write$/,
    );
    expect(describeStartFailure(systemError("EACCES", { syscall: "mkdir", path: "/srv/shop" }), PGLITE)).toMatch(/^DATA_DIR \/srv\/shop\/data cannot be written/);
    expect(describeStartFailure(systemError("EROFS", { syscall: "open", path: "/srv/shop/data/session-secret" }), PGLITE)).toMatch(/^DATA_DIR \/srv\/shop\/data cannot be written .*\(EROFS on/);
    expect(describeStartFailure(systemError("ENOTDIR", { syscall: "mkdir", path: "/srv/shop" }), PGLITE)).toBe(
      "DATA_DIR /srv/shop/data cannot be created: a file is in the way (ENOTDIR on /srv/shop): set DATA_DIR to a folder",
    );
    // A file elsewhere is not DATA_DIR's fault.
    expect(describeStartFailure(systemError("EACCES", { syscall: "open", path: "/srv/shop/drizzle/0001.sql" }), PGLITE)).toMatch(/^The shop could not start: /);
  });

  it("says a refusal of the shop's own as it is, and anything else by its message and cause", () => {
    expect(describeStartFailure(new StartRefusedError("WEB_CONCURRENCY=2 needs DATABASE_URL: …"), PGLITE)).toBe("WEB_CONCURRENCY=2 needs DATABASE_URL: …");
    expect(describeStartFailure(new Error("Failed query: select 1\nparams: ", { cause: new Error("the cause") }), PGLITE)).toBe(
      "The shop could not start: Failed query: select 1 (the cause) (LOG_LEVEL=debug logs the whole error)",
    );
  });
});

describe("restarting workers that stop", () => {
  it("waits longer after each exit and gives up at the fifth within a minute", () => {
    let now = 0;
    const policy = createRestartPolicy({ now: () => now });
    const pauses = [];
    for (let exit = 0; exit < 5; exit += 1) {
      pauses.push(policy.afterExit());
      now += 3_000;
    }
    expect(pauses).toEqual([500, 1000, 1500, 2000, null]);
  });

  it("forgets exits older than a minute: a worker that dies now and then is always replaced", () => {
    let now = 0;
    const policy = createRestartPolicy({ now: () => now });
    for (let exit = 0; exit < 50; exit += 1) {
      expect(policy.afterExit()).not.toBeNull();
      now += 20_000;
    }
    expect(policy.count).toBe(3);
  });
});
