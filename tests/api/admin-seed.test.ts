import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/process/admin-seed";
import { announceStartup, type StartupFacts } from "../../server/process/banner";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { createServices } from "../../server/services";
import { CHEAP_PASSWORD_HASHING, drivers, useTestApp } from "./harness";
import { seededDataDir, startServerProcess } from "./support/process";

const STARTUP: StartupFacts = {
  url: "http://localhost:3000",
  dataDir: "./data",
  demoDataSeeded: true,
  generatedAdmin: null,
  startupMs: 1200,
};

function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("trace", { destination: sink }) };
}

describe.each(drivers)("seeded administrator on %s", (driver) => {
  const app = useTestApp(driver);
  const canLogIn = (username: string, password: string) =>
    app.services.auth.login({ username, password, ip: `seed-test-${Math.random()}` }).then(
      () => true,
      () => false,
    );

  it("with no user and no environment: creates `admin` with a random password, announced once", async () => {
    expect(await app.services.users.count()).toBe(0);
    const first = capturingLogger();
    const generated = await ensureAdmin(app.services, {}, first.logger);
    expect(generated?.username).toBe("admin");
    expect(generated?.password.length).toBeGreaterThanOrEqual(20);
    expect(await canLogIn("admin", generated!.password)).toBe(true);
    // The password reaches the operator through the start-up announcement only, never a log line of its own.
    expect(first.lines.join("")).not.toContain(generated!.password);

    // No terminal (a process manager): one warn line carries it.
    const json = capturingLogger();
    announceStartup(json.logger, false, { ...STARTUP, generatedAdmin: generated });
    const warnings = json.lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    expect(/one-time password (\S+) /.exec(warnings[0].msg)?.[1]).toBe(generated!.password);
    // Changed in the running shop: admin:create refuses the folder a running PGlite server holds.
    expect(warnings[0].msg).toContain("choose your own password at /admin/account");
    expect(warnings[0].msg).not.toContain("admin:create");

    // A terminal: a banner with the password set apart in a box.
    let banner = "";
    announceStartup(json.logger, true, { ...STARTUP, generatedAdmin: generated }, (text) => (banner += text));
    expect(banner).toContain("NEW ADMINISTRATOR");
    expect(banner).toMatch(new RegExp(`║ +password: +${generated!.password.replace(/[-_]/g, "\\$&")} +║`));
    expect(banner).toMatch(/║ password at http:\/\/localhost:3000\/admin\/account\. +║/);
    expect(banner).not.toContain("admin:create");

    // Next start: nothing new, nothing announced.
    const second = capturingLogger();
    expect(await ensureAdmin(app.services, {}, second.logger)).toBeNull();
    let quiet = "";
    announceStartup(second.logger, true, STARTUP, (text) => (quiet += text));
    expect(quiet).not.toContain("password");
    expect(await app.services.users.count()).toBe(1);
  });

  it("from ADMIN_USERNAME/ADMIN_PASSWORD: creates when missing, leaves an existing password alone", async () => {
    const { logger, lines } = capturingLogger();
    await ensureAdmin(app.services, { ADMIN_USERNAME: "chu-cua-hang", ADMIN_PASSWORD: "Mat-khau-moi-truong-1" }, logger);
    expect(await canLogIn("chu-cua-hang", "Mat-khau-moi-truong-1")).toBe(true);
    expect((await app.services.users.findByUsername("chu-cua-hang"))?.role).toBe("owner");
    await ensureAdmin(app.services, { ADMIN_USERNAME: "chu-cua-hang", ADMIN_PASSWORD: "Mat-khau-khac-hoan-toan-2" }, logger);
    expect(await canLogIn("chu-cua-hang", "Mat-khau-moi-truong-1")).toBe(true);
    expect(await canLogIn("chu-cua-hang", "Mat-khau-khac-hoan-toan-2")).toBe(false);
    expect(lines.join("")).not.toContain("Mat-khau");
  });

  it("refuses a weak ADMIN_PASSWORD without echoing it", async () => {
    const { logger } = capturingLogger();
    const error = await ensureAdmin(app.services, { ADMIN_USERNAME: "yeu", ADMIN_PASSWORD: "ngan-qua" }, logger).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("Mật khẩu cần ít nhất 10 ký tự");
    expect((error as Error).message).not.toContain("ngan-qua");
    expect(await app.services.users.findByUsername("yeu")).toBeNull();
  });
});

describe("npm run admin:create", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
    await seededDataDir(dataDir);
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  // Asynchronous: a synchronous child would block the test worker (and its messages to the runner) for seconds.
  const run = (args: string[], password?: string, { script = "server/cli/admin-create.ts", folder = dataDir } = {}) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      // `node --import tsx`, as `npm run admin:create` does through tsx, without tsx's extra watcher process.
      const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
        env: { ...process.env, DATA_DIR: folder, DATABASE_URL: "", ADMIN_PASSWORD: password ?? "", PASSWORD_SCRYPT_LN: CHEAP_PASSWORD_HASHING },
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 60_000,
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  it("creates an administrator, refuses weak passwords and duplicates, resets on request", { timeout: 120_000 }, async () => {
    // Both are refused before the data folder is opened, so they can run at once.
    const [weak, noPassword] = await Promise.all([run(["--username", "quanly"], "short-pw"), run(["--username", "quanly"])]);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("Mật khẩu cần ít nhất 10 ký tự");

    expect(noPassword.status).toBe(1);
    expect(noPassword.stderr).toContain("set ADMIN_PASSWORD");

    const created = await run(["--username", "quanly"], "Mat-khau-CLI-2026");
    expect(created.stderr).not.toContain("✖");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Owner "quanly" created');
    expect(created.stdout + created.stderr).not.toContain("Mat-khau-CLI-2026");

    const again = await run(["--username", "quanly"], "Mat-khau-CLI-2027");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");

    const reset = await run(["--username", "quanly", "--reset-password"], "Mat-khau-CLI-2027");
    expect(reset.status).toBe(0);

    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const { auth } = createServices(database);
      await expect(auth.login({ username: "quanly", password: "Mat-khau-CLI-2027", ip: "cli" })).resolves.toMatchObject({ username: "quanly", role: "owner" });
      await expect(auth.login({ username: "quanly", password: "Mat-khau-CLI-2026", ip: "cli" })).rejects.toMatchObject({ status: 401 });
    } finally {
      await database.close();
    }
  });

  /**
   * Issue 46: the banner told the owner to reset the password with this command while the server ran; on PGlite it
   * opened the live folder from a second process, said "New password set", and the change was gone at the next
   * start. A folder a running server holds is now refused, with db:restore's message.
   */
  it("refuses a data folder a running server holds, with db:restore's message, and changes nothing", { timeout: 120_000 }, async () => {
    const heldDir = mkdtempSync(path.join(tmpdir(), "admin-cli-held-"));
    try {
      await seededDataDir(heldDir);
      const server = await startServerProcess({ DATA_DIR: heldDir, ADMIN_USERNAME: "chu", ADMIN_PASSWORD: "Mat-khau-may-chu-2026" });
      try {
        const [reset, restore] = await Promise.all([
          run(["--username", "chu", "--reset-password"], "Mat-khau-moi-2027", { folder: heldDir }),
          run([path.join(heldDir, "no-such-backup.tar.gz")], undefined, { script: "server/cli/db-restore.ts", folder: heldDir }),
        ]);
        const inUse = `The data folder ${path.resolve(heldDir)} (DATA_DIR) is in use by another process (a running server or a database command): stop it first`;
        expect(reset.stderr.trim(), reset.stdout).toBe(`✖ ${inUse}`);
        expect(reset.stdout).not.toContain("New password set");
        expect(reset.status).toBe(1);
        expect(restore.stderr.trim()).toBe(`✖ Restore refused: ${inUse}`);
        expect(restore.status).toBe(1);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      // The password is the one the server started with.
      const database = await openDatabase({ kind: "pglite", dataDir: heldDir });
      try {
        const { auth } = createServices(database);
        await expect(auth.login({ username: "chu", password: "Mat-khau-may-chu-2026", ip: "cli" })).resolves.toMatchObject({ username: "chu" });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(heldDir, { recursive: true, force: true });
    }
  });
});
