import { spawn } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../../server/db/client";
import type { Db } from "../../../server/db/client";
import { seedDemoData } from "../../../server/db/seed";
import { e2eServerEnv } from "./server-env";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A second production server (build/server.js) on its own fresh PGlite folder, prepared with extra rows
 * before it starts — for tests that need stored data no public form can create (e.g. a hostile blog post), or
 * settings the shared server does not have (`env`, e.g. a Google measurement id; a function of the port when a
 * setting names the server's own address, e.g. SITE_URL for passkeys).
 */
export async function startIsolatedServer(
  prepare: (db: Db) => Promise<void>,
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-isolated-"));
  const database = await openDatabase({ kind: "pglite", dataDir });
  await seedDemoData(database.db);
  await prepare(database.db);
  await database.close();

  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, ...e2eServerEnv(port, dataDir), ...(typeof env === "function" ? env(port) : env) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`isolated server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("isolated server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    port,
    /** Signs `page` in as `who` through this server's login page and waits until it has landed on `next`. */
    async signIn(page: Page, who: { username: string; password: string }, next: string) {
      await page.goto(`${baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Tên đăng nhập").fill(who.username);
      await page.getByLabel("Mật khẩu").fill(who.password);
      await page.getByRole("button", { name: "Đăng nhập" }).click();
      await expect(page).toHaveURL(`${baseUrl}${next}`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
