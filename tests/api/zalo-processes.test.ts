import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { notifications, zaloSettings } from "../../server/db/schema";
import { createServices } from "../../server/services";
import { createSecretBox } from "../../server/services/foundation/secret-box";
import { trackingIdOf } from "../../server/services/notifications/zalo-channel";
import { drivers } from "./harness";
import { startSmtp } from "./smtp";
import { startFakeZalo, type FakeZalo } from "./support/fake-zalo";
import { seededDataDir, startServerProcess, throwAwayPostgres, type ServerProcess } from "./support/process";

/** The key the processes seal and open the Zalo secrets with (decision 0040). */
const SECRETS_KEY = "zalo-process-test-secrets-key-".padEnd(48, "k");
const MESSAGES = 30;

const openShopDatabase = (env: { DATA_DIR: string; DATABASE_URL: string }): Promise<Database> =>
  env.DATABASE_URL ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolMax: 2 }) : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });

/** Zalo set up as the owner would (written directly: a copied database has no staff yet), with a token Zalo no longer takes. */
async function configureZalo(database: Database, fake: FakeZalo) {
  const box = createSecretBox(SECRETS_KEY);
  await database.db.insert(zaloSettings).values({
    id: 1,
    appId: fake.appId,
    secretKey: box.seal(fake.secretKey),
    refreshToken: box.seal(fake.currentRefreshToken()),
    // Stored as valid for an hour, but refused by Zalo: the processes learn it from the -124 answer mid-run.
    accessToken: box.seal("at-stale"),
    accessTokenExpiresAt: new Date(Date.now() + 3600_000),
    events: {
      "order-placed": {
        enabled: true,
        templateId: "250001",
        params: { customer_name: "customer_name", order_code: "order_code" },
      },
    },
  });
}

/** MESSAGES Zalo messages queued as an order would queue them. */
async function queueMessages(database: Database, fake: FakeZalo, tag: string) {
  const services = createServices(database, {
    linkSecret: "x".repeat(40),
    secretsKey: SECRETS_KEY,
    zaloEndpoints: { apiUrl: fake.url, oauthUrl: fake.url },
  });
  for (let n = 0; n < MESSAGES; n++) {
    const queued = await services.zalo.queue(database.db, "order-placed", {
      phone: `09050${String(n).padStart(5, "0")}`,
      subjectRef: `${tag}:${n}`,
      fields: {
        customer_name: `Khách ${n}`,
        order_code: String(n),
        order_total: "1đ",
        order_date: "26/11/2026",
        payment_method: "COD",
      },
    });
    expect(queued).toBe(true);
  }
}

async function rowsOf(env: { DATA_DIR: string; DATABASE_URL: string }, tag: string) {
  const database = await openShopDatabase(env);
  try {
    return await database.db
      .select()
      .from(notifications)
      .where(like(notifications.subjectRef, `${tag}:%`))
      .orderBy(asc(notifications.id));
  } finally {
    await database.close();
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(server: ServerProcess | undefined) {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

describe.each(drivers)("Zalo messages across processes on %s", (driver) => {
  let fake: FakeZalo;
  let root: string;
  beforeAll(async () => {
    fake = await startFakeZalo();
    root = await mkdtemp(path.join(tmpdir(), "zalo-processes-"));
  });
  afterAll(async () => {
    await fake.close();
    await rm(root, { recursive: true, force: true });
  });

  const processEnv = (env: { DATA_DIR: string; DATABASE_URL: string }) => ({
    ...env,
    WEB_CONCURRENCY: "1",
    ZALO_API_URL: fake.url,
    ZALO_OAUTH_URL: fake.url,
    SECRETS_KEY,
    OUTBOX_INTERVAL_SECONDS: "0.2",
    OUTBOX_LEASE_SECONDS: "2",
  });

  it("kill -9 during a batch loses nothing and sends nothing twice (the fake counts tracking ids)", { timeout: 90_000 }, async () => {
    const postgres = driver === "postgres" ? await throwAwayPostgres("shop_zalo_crash", { seeded: true }) : null;
    const env = {
      DATA_DIR: path.join(root, "crash"),
      DATABASE_URL: postgres?.url ?? "",
    };
    let server: ServerProcess | undefined;
    try {
      if (!postgres) await seededDataDir(env.DATA_DIR);
      const database = await openShopDatabase(env);
      await configureZalo(database, fake);
      await queueMessages(database, fake, "crash");
      await database.close();

      // The 10th send is held by Zalo when the process dies: 9 are answered and recorded, one is in flight,
      // the rest of the claimed batch not yet tried.
      fake.sendDelayMs = 300;
      let killed!: () => void;
      const killedNow = new Promise<void>((resolve) => (killed = resolve));
      fake.onSend = (count) => {
        if (count === 10) {
          server!.child.kill("SIGKILL");
          killed();
        }
      };
      server = await startServerProcess(processEnv(env));
      await Promise.race([killedNow, new Promise((_, reject) => setTimeout(() => reject(new Error(`no 10th send:\n${server!.output()}`)), 30_000))]);
      expect(await server.exited).toMatchObject({ signal: "SIGKILL" });
      fake.onSend = undefined;
      fake.sendDelayMs = 0;
      const acceptedBeforeRestart = fake.delivered.size;
      expect(acceptedBeforeRestart).toBeGreaterThan(0);
      expect(acceptedBeforeRestart).toBeLessThan(MESSAGES);

      // A new process on the same data sends the rest once their claim's lease has run out.
      server = await startServerProcess(processEnv(env));
      await waitFor(() => fake.messages.filter((message) => message.tracking_id.startsWith("outbox-")).length >= MESSAGES, 30_000, "every message");
      await stop(server);

      const stored = await rowsOf(env, "crash");
      expect(stored).toHaveLength(MESSAGES);
      expect(stored.every((row) => row.status === "sent" && row.providerMessageId)).toBe(true);
      for (const row of stored) expect(fake.delivered.get(trackingIdOf(row.id)), `row ${row.id}`).toBe(1);
      expect(fake.messages).toHaveLength(MESSAGES);
      expect(fake.violations).toEqual([]);
      expect(fake.reusedRefreshTokens).toBe(0);
    } finally {
      fake.onSend = undefined;
      await stop(server);
      await postgres?.drop();
    }
  });

  it.runIf(driver === "postgres")(
    "two app processes, providers answering in 400 ms and a 2 s lease: each of 10 e-mails and 10 Zalo messages is delivered exactly once",
    { timeout: 120_000 },
    async () => {
      const postgres = await throwAwayPostgres("shop_outbox_once", { seeded: true });
      const env = { DATA_DIR: path.join(root, "once"), DATABASE_URL: postgres.url };
      const smtp = await startSmtp(0, { answerDelayMs: 400 });
      const servers: ServerProcess[] = [];
      try {
        const database = await openShopDatabase(env);
        await configureZalo(database, fake);
        // Another database: its outbox keys (tracking ids) start again at 1.
        fake.delivered.clear();
        fake.sendDelayMs = 400;
        const withSmtp = { ...processEnv(env), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
        servers.push(...(await Promise.all([startServerProcess(withSmtp), startServerProcess(withSmtp)])));
        // Both workers are idle when the messages arrive, and both take some.
        const services = createServices(database, { linkSecret: "x".repeat(40), secretsKey: SECRETS_KEY, zaloEndpoints: { apiUrl: fake.url, oauthUrl: fake.url } });
        for (let n = 0; n < 10; n++) {
          await services.notifications.enqueue(database.db, [
            { kind: "test", recipient: `once-${n}@example.vn`, subject: `Outbox ${n}`, text: "Cảm ơn", subjectRef: `once:${n}` },
          ]);
          const queued = await services.zalo.queue(database.db, "order-placed", {
            phone: `09070${String(n).padStart(5, "0")}`,
            subjectRef: `once:${n}`,
            fields: { customer_name: `Khách ${n}`, order_code: String(n), order_total: "1đ", order_date: "29/11/2026", payment_method: "COD" },
          });
          expect(queued).toBe(true);
        }
        await database.close();
        let stored = await rowsOf(env, "once");
        const until = Date.now() + 60_000;
        while (stored.some((row) => row.status === "pending")) {
          if (Date.now() > until) throw new Error(`the outbox did not empty:\n${servers.map((server) => server.output()).join("\n")}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
          stored = await rowsOf(env, "once");
        }
        // A stopping process finishes the send in flight: a late duplicate would still be counted.
        await Promise.all(servers.map(stop));

        stored = await rowsOf(env, "once");
        expect(stored).toHaveLength(20);
        expect(stored.map((row) => `${row.channel} ${row.status}`)).toEqual(stored.map((row) => `${row.channel} sent`));
        const times = (row: (typeof stored)[number]) =>
          row.channel === "zalo" ? (fake.delivered.get(trackingIdOf(row.id)) ?? 0) : smtp.received.filter((mail) => mail.to.includes(row.recipient)).length;
        expect(stored.map((row) => `${row.recipient}: ${times(row)}`)).toEqual(stored.map((row) => `${row.recipient}: 1`));
        expect(fake.violations).toEqual([]);
      } finally {
        fake.sendDelayMs = 0;
        await Promise.all(servers.map(stop));
        await smtp.close();
        await postgres.drop();
      }
    },
  );

  it.runIf(driver === "postgres")(
    "two app processes meeting an expired token at once refresh it once; the chain survives",
    { timeout: 90_000 },
    async () => {
      const postgres = await throwAwayPostgres("shop_zalo_two", {
        seeded: true,
      });
      const env = {
        DATA_DIR: path.join(root, "two"),
        DATABASE_URL: postgres.url,
      };
      const servers: ServerProcess[] = [];
      try {
        const database = await openShopDatabase(env);
        await configureZalo(database, fake);
        // Another database: its outbox keys (tracking ids) start again at 1.
        fake.delivered.clear();
        const refreshesBefore = fake.refreshes;
        const firstToken = fake.currentRefreshToken();
        const messagesBefore = fake.messages.length;
        servers.push(...(await Promise.all([startServerProcess(processEnv(env)), startServerProcess(processEnv(env))])));
        // Both processes are idle with the stale token; the messages arrive at once and both workers take some.
        fake.refreshDelayMs = 500;
        fake.sendDelayMs = 30;
        await queueMessages(database, fake, "two");
        await database.close();
        await waitFor(() => fake.messages.length - messagesBefore >= MESSAGES, 30_000, "every message");
        await Promise.all(servers.map(stop));

        expect(fake.refreshes - refreshesBefore).toBe(1);
        expect(fake.reusedRefreshTokens).toBe(0);
        const stored = await rowsOf(env, "two");
        expect(stored.every((row) => row.status === "sent")).toBe(true);
        for (const row of stored) expect(fake.delivered.get(trackingIdOf(row.id))).toBe(1);
        // One refresh for the two processes: the stored pair is the one Zalo issued last.
        const check = await openShopDatabase(env);
        const [settings] = await check.db.select().from(zaloSettings).where(eq(zaloSettings.id, 1));
        await check.close();
        expect(settings!.tokenGeneration).toBe(1);
        expect(createSecretBox(SECRETS_KEY).open(settings!.refreshToken)).toBe(fake.currentRefreshToken());
        expect(fake.currentRefreshToken()).not.toBe(firstToken);
      } finally {
        fake.refreshDelayMs = 0;
        fake.sendDelayMs = 0;
        await Promise.all(servers.map(stop));
        await postgres.drop();
      }
    },
  );
});
