import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../../server/process/bootstrap";
import { loadConfig } from "../../server/config";
import { signValue } from "../../server/http/cookies";
import { SESSION_COOKIE } from "../../server/http/session";
import { startServer, type RunningServer } from "../../server/process/serve";
import { CHEAP_PASSWORD_HASHING, drivers, startTestApp, visitor, type TestApp } from "./harness";
import { startSmtp } from "./smtp";
import { seededDataDir, throwAwayPostgres } from "./support/process";

const SECRET = "operations-test-secret-".padEnd(48, "z");
const METRICS_TOKEN = "metrics-token-for-the-tests-0123";
const ADDRESS = {
  fullName: "Trần Thị Bình",
  email: "binh.tran@example.vn",
  phone: "0987654321",
  address: "5 Nguyễn Huệ",
  city: "TP. Hồ Chí Minh",
  state: "Phường Sài Gòn",
  zip: "700000",
};
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

type Shop = Pick<TestApp, "fetch">;
const shopAt = (baseUrl: string): Shop => ({ fetch: (urlPath, init) => fetch(`${baseUrl}${urlPath}`, init) });

/** One LT-150 (17.2 M đ + 10 % tax) through the public API, as a browser would. */
async function placeOrder(shop: Shop): Promise<number> {
  const buyer = visitor(shop);
  expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } })).status).toBe(201);
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: "18920000" } });
  expect(placed.status).toBe(201);
  return placed.body.id;
}

async function storeLead(shop: Shop, n: number): Promise<void> {
  const response = await shop.fetch("/api/contact-requests", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fullName: `Khách ${n}`, phone: "0912345678", needType: "contact", product: "LT-150", message: "Tư vấn" }),
  });
  expect(response.status).toBe(201);
  await response.arrayBuffer();
}

function testConfig(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    SESSION_SECRET: SECRET,
    LEAD_RATE_LIMIT: "1000",
    BACKUP_INTERVAL_HOURS: "0",
    // Hashing is not what these tests are about (tests/api/harness.ts).
    PASSWORD_SCRYPT_LN: CHEAP_PASSWORD_HASHING,
    ...env,
  });
}

const silent = pino({ level: "silent" });

function runCli(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // `node --import tsx`: the CLI's own code, without tsx's extra parent process.
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

describe("readiness for a load balancer", () => {
  it("/readyz answers 503 while starting, 200 once migrated and serving, 503 from the start of shutdown", { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "readyz-"));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let listening!: (url: string) => void;
    const urlKnown = new Promise<string>((resolve) => (listening = resolve));
    let running: RunningServer | undefined;
    try {
      const starting = startServer({
        config: testConfig({ DATA_DIR: dataDir }),
        logger: silent,
        bootstrap: async (...args) => {
          await held;
          return bootstrap(...args);
        },
        onListening: listening,
      });
      const shop = shopAt(await urlKnown);

      const early = await shop.fetch("/readyz");
      expect(early.status).toBe(503);
      expect(await early.json()).toMatchObject({ status: "starting", message: expect.any(String) });
      const live = await shop.fetch("/healthz");
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "ok", phase: "starting", worker: 0 });
      const page = await shop.fetch("/api/products");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      await page.arrayBuffer();

      release();
      running = await starting;
      const ready = await shop.fetch("/readyz");
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", database: "pglite" });

      // Draining: the probe turns 503 while the process itself stays alive.
      running.lifecycle.drain();
      const draining = await shop.fetch("/readyz");
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: "draining" });
      expect(await (await shop.fetch("/healthz")).json()).toEqual({ status: "ok", phase: "draining", worker: 0 });
      const stillServing = await shop.fetch("/api/products");
      expect(stillServing.status).toBe(200);
      // Read to the end, so the connection is idle when shutdown closes idle connections.
      await stillServing.arrayBuffer();

      // Shutdown (SIGTERM) marks the process draining before it closes anything.
      const stopping = running.shutdown();
      expect(running.lifecycle.phase).toBe("draining");
      await stopping;
      running = undefined;
    } finally {
      await running?.shutdown();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(drivers)("metrics on %s", (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(driver, { env: { METRICS_TOKEN, LEAD_RATE_LIMIT: "1000" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("GET /metrics needs the bearer token", async () => {
    expect((await app.fetch("/metrics")).status).toBe(401);
    const wrong = await app.fetch("/metrics", { headers: { authorization: "Bearer not-the-token-at-all-000" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: expect.any(String) });
  });

  it("counts the orders and leads placed, requests by route and status, the outbox and event-loop lag", async () => {
    const scrape = async () => {
      const response = await app.fetch("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };
    expect(await scrape()).toMatch(/^shop_orders_created_total 0$/m);
    await placeOrder(app);
    await storeLead(app, 1);
    const text = await scrape();
    expect(text).toMatch(/^shop_orders_created_total 1$/m);
    expect(text).toMatch(/^shop_leads_created_total\{source="contact"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/orders",status="201"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/orders",status="201"\} 1$/m);
    // The order and the lead each wrote mails for the customer and/or the shop; no SMTP here, so they wait.
    expect(Number(/^shop_outbox_pending (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^shop_outbox_oldest_pending_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("labels unknown paths as one series", async () => {
    await app.fetch("/api/no-such-thing-1");
    await app.fetch("/api/no-such-thing-2");
    const text = await (await app.fetch("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 2$/m);
    expect(text).not.toContain("no-such-thing");
  });
});

describe("no metrics without METRICS_TOKEN", () => {
  it("GET /metrics is not served", async () => {
    const app = await startTestApp("pglite");
    try {
      expect((await app.fetch("/metrics")).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe.each(drivers)("backup → wipe → restore on %s", (driver) => {
  it("brings back every order, lead, post, upload and user, and the shop takes new orders", { timeout: 120_000 }, async () => {
    const root = await mkdtemp(path.join(tmpdir(), "backup-roundtrip-"));
    const dataDir = path.join(root, "data");
    const backupDir = path.join(root, "backups");
    const postgres = driver === "postgres" ? await throwAwayPostgres("shop_backup", { seeded: true }) : null;
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: postgres?.url ?? "" };
    const config = testConfig(env);
    let running: RunningServer | undefined;
    try {
      if (!postgres) await seededDataDir(dataDir);
      running = await startServer({ config, logger: silent });
      const shop = shopAt(running.url);
      const admin = await running.services.users.create({ username: "chu-cua-hang", password: "Mat-khau-sao-luu-2026" });
      const session = await running.services.sessions.create(admin.id);
      const cookie = `${SESSION_COOKIE}=${signValue(session.token, SECRET)}`;

      const upload = await shop.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": "image/png" }, body: PNG });
      expect(upload.status).toBe(201);
      const { url: imageUrl } = (await upload.json()) as { url: string };
      const post = await shop.fetch("/api/admin/blog/posts", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({
          title: "Sao lưu dữ liệu cửa hàng",
          slug: "",
          summary: "Bài có ảnh tải lên",
          content: `<h2>Ảnh</h2><p>Ảnh tải lên.</p><img src="${imageUrl}" alt="Ảnh">`,
          coverImage: imageUrl,
          tags: ["sao lưu"],
          metaTitle: "Sao lưu dữ liệu cửa hàng",
          metaDescription: "Bài kiểm thử sao lưu.",
          canonicalUrl: null,
          isPublished: true,
          categoryIds: [],
        }),
      });
      expect(post.status).toBe(201);
      const postId = ((await post.json()) as { id: number }).id;

      const orderIds = [await placeOrder(shop), await placeOrder(shop)];
      for (let n = 0; n < 3; n++) await storeLead(shop, n);

      // The backup is taken while buyers keep ordering.
      const during = Promise.all([placeOrder(shop), placeOrder(shop), placeOrder(shop)]);
      const backedUp = await runCli("server/cli/db-backup.ts", [], env);
      orderIds.push(...(await during));
      expect(backedUp.output).toContain("✔ Backup written");
      expect(backedUp.code).toBe(0);
      const [backupFile] = (await readdir(backupDir)).filter((name) => name.endsWith(".tar.gz"));
      expect(backupFile).toMatch(new RegExp(`^shop-${driver}-\\d{8}T\\d{6}\\.\\d{3}Z\\.tar\\.gz$`));

      // What the backup must hold: everything committed before it; the orders racing it may or may not be in.
      const snapshot = async (server: RunningServer) => {
        const rows = async (query: string) => ((await server.services.database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
        return {
          orders: (await rows("select id from orders order by id")).map((row) => Number(row.id)),
          leads: (await rows("select id, full_name from contact_requests order by id")).map((row) => `${row.id}:${row.full_name}`),
          post: (await rows(`select cover_image from blog_posts where id = ${Number(postId)}`))[0]?.cover_image ?? null,
          users: (await rows("select username from users order by id")).map((row) => row.username),
        };
      };
      const before = await snapshot(running);
      await running.shutdown();
      running = undefined;

      // The disaster: the data folder (and the database) are gone.
      await rm(dataDir, { recursive: true, force: true });
      await postgres?.wipe();

      const restored = await runCli("server/cli/db-restore.ts", [path.join(backupDir, backupFile!)], env);
      expect(restored.output).toContain("✔ Restored");
      const again = await runCli("server/cli/db-restore.ts", [path.join(backupDir, backupFile!)], env);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/not empty|already holds tables/);

      running = await startServer({ config, logger: silent });
      const after = await snapshot(running);
      expect(after.leads).toEqual(before.leads);
      expect(after.leads).toHaveLength(3);
      expect(after.users).toEqual(before.users);
      expect(after.users).toContain("chu-cua-hang");
      expect(after.post).toBe(imageUrl);
      expect(after.orders).toEqual(expect.arrayContaining(orderIds.slice(0, 2)));
      expect(before.orders).toEqual(expect.arrayContaining(after.orders));
      const image = await fetch(`${running.url}${imageUrl}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      // The restored session secret still opens the administrator's session.
      const adminList = await fetch(`${running.url}/api/admin/blog/posts`, { headers: { cookie } });
      expect(adminList.status).toBe(200);
      await adminList.arrayBuffer();

      const newOrder = await placeOrder(shopAt(running.url));
      expect(after.orders).not.toContain(newOrder);
    } finally {
      await running?.shutdown();
      await postgres?.drop();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe.each(drivers)("messages pending in a restored backup on %s", (driver) => {
  it(
    "are not sent again after a restore (they went out after the backup); with --resend-pending they are sent once",
    { timeout: 240_000 },
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "restore-outbox-"));
      const dataDir = path.join(root, "data");
      const backupDir = path.join(root, "backups");
      const postgres = driver === "postgres" ? await throwAwayPostgres("shop_restore_outbox", { seeded: true }) : null;
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: postgres?.url ?? "" };
      const smtp = await startSmtp();
      const withMail = testConfig({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_INTERVAL_SECONDS: "0.2" });
      const mailsTo = (recipient: string) => smtp.received.filter((mail) => mail.to.includes(recipient)).length;
      const orderMails = (server: RunningServer, orderId: number) => server.services.notifications.listForOrder(orderId);
      const disaster = async () => {
        await rm(dataDir, { recursive: true, force: true });
        await postgres?.wipe();
      };
      let running: RunningServer | undefined;
      try {
        if (!postgres) await seededDataDir(dataDir);
        // The mail server is not set up yet: the order's e-mails wait in the outbox when the backup is taken.
        running = await startServer({ config: testConfig(env), logger: silent });
        const orderId = await placeOrder(shopAt(running.url));
        const pending = await orderMails(running, orderId);
        expect(pending.length).toBeGreaterThan(0);
        expect(pending.every((mail) => mail.status === "pending")).toBe(true);
        const backedUp = await runCli("server/cli/db-backup.ts", [], env);
        expect(backedUp.code, backedUp.output).toBe(0);
        const [backupFile] = (await readdir(backupDir)).filter((name) => name.endsWith(".tar.gz"));
        await running.shutdown();

        // After the backup, the shop goes on and sends them.
        running = await startServer({ config: withMail, logger: silent });
        const shop = running;
        await waitUntil(async () => (await orderMails(shop, orderId)).every((mail) => mail.status === "sent"), "the order's e-mails sent");
        await running.shutdown();
        running = undefined;
        for (const mail of pending) expect(mailsTo(mail.recipient), mail.recipient).toBe(1);

        // The disaster, and the restore of that backup: the e-mails it holds as pending are not sent a second time.
        await disaster();
        const restored = await runCli("server/cli/db-restore.ts", [path.join(backupDir, backupFile!)], env);
        expect(restored.code, restored.output).toBe(0);
        expect(restored.output).toMatch(/Held [1-9]\d* message\(s\) that were waiting to be sent when the backup was taken/);
        running = await startServer({ config: withMail, logger: silent });
        // Many of the worker's rounds (every 0.2 s).
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const held = await orderMails(running, orderId);
        expect(held.map((mail) => mail.status)).toEqual(pending.map(() => "held"));
        expect(held[0]!.lastError).toMatch(/^Đang chờ gửi lúc sao lưu \(\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}\); .*Bấm "Gửi lại" nếu khách chưa nhận được\.$/);
        for (const mail of pending) expect(mailsTo(mail.recipient), mail.recipient).toBe(1);
        await running.shutdown();
        running = undefined;

        // The operator who knows they never went out asks for them: each is sent once.
        await disaster();
        const resent = await runCli("server/cli/db-restore.ts", [path.join(backupDir, backupFile!), "--resend-pending"], env);
        expect(resent.code, resent.output).toBe(0);
        expect(resent.output).not.toContain("Held");
        running = await startServer({ config: withMail, logger: silent });
        const again = running;
        await waitUntil(async () => (await orderMails(again, orderId)).every((mail) => mail.status === "sent"), "the order's e-mails sent again");
        await new Promise((resolve) => setTimeout(resolve, 1000));
        for (const mail of pending) expect(mailsTo(mail.recipient), mail.recipient).toBe(2);
      } finally {
        await running?.shutdown();
        await smtp.close();
        await postgres?.drop();
        await rm(root, { recursive: true, force: true });
      }
    },
  );
});

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
