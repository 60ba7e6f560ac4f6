import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import pino, { type Logger } from "pino";
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { Role } from "#common/admin-access";
import { createApp } from "../../server/app";
import { appPageRoutes } from "./support/page-routes";
import { serviceOptionsFrom } from "../../server/process/bootstrap";
import { loadConfig, type Config } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { signValue } from "../../server/http/cookies";
import { SESSION_COOKIE } from "../../server/http/session";
import { seedDemoData } from "../../server/db/seed";
import { createServices, type Services } from "../../server/services";
import { createMetrics } from "../../server/metrics";
import { throwAwayDatabase } from "./support/postgres";

export type Driver = "pglite" | "postgres";

/** Every API suite runs on in-memory PGlite, and also on a real PostgreSQL server when TEST_DATABASE_URL is set. */
/**
 * scrypt at 2^10 instead of 2^16: hashing is not what most suites test, and full-cost logins made the admin suites
 * the slowest of the run. Tests about the hash's cost start their app with PASSWORD_SCRYPT_LN=16.
 */
export const CHEAP_PASSWORD_HASHING = "10";

export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export const TEST_SESSION_SECRET = "test-secret-".padEnd(40, "x");

export interface TestApp {
  baseUrl: string;
  /** PostgreSQL only: the suite's throw-away database, for a second app (process) on the same data. */
  databaseUrl?: string;
  /**
   * A Cookie header for a fresh staff session (user created directly in the database, or given this role if it
   * exists): an owner unless a role is given.
   */
  adminCookie(username?: string, role?: Role): Promise<string>;
  services: Services;
  config: Config;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * PGlite's starting point: the run's seeded data folder (tests/api/support/global-setup.ts), read once per worker
 * process, or without it (a harness used outside this Vitest config) one migrated and seeded here.
 */
let pgliteTemplate: Promise<Blob> | undefined;
export function seededPgliteTarball(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = inject("pgliteTemplate");
    if (file) return new Blob([await readFile(file)]);
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedDemoData(database.db);
      return await database.snapshot!();
    } finally {
      await database.close();
    }
  })();
  return pgliteTemplate;
}

/**
 * A fresh, seeded database per suite: in-memory PGlite loaded from the worker's template, or a throw-away
 * database on the PostgreSQL server copied from the run's template (tests/api/support/global-setup.ts).
 */
async function openFreshDatabase(driver: Driver): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (driver === "pglite") {
    return { database: await openDatabase({ kind: "pglite", loadDataDir: await seededPgliteTarball() }), drop: async () => {} };
  }

  const template = inject("postgresTemplate");
  const target = await throwAwayDatabase("shop_test", template);
  const database = await openDatabase({ kind: "postgres", url: target.url, poolMax: 5 });
  // Without the run's template (a harness used outside this Vitest config), seed here.
  if (!template) await seedDemoData(database.db);
  return { database, url: target.url, drop: target.drop };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Capture logs (e.g. to prove secrets never reach them). */
  logger?: Logger;
  /** Answers page paths (the real one needs a build); absent = API only. */
  pageHandler?: RequestHandler;
  /** Caches the page handler's shared pages as production does. */
  cachePages?: boolean;
  /** A client build folder to serve (server/http/static-files.ts). */
  clientBuildDir?: string;
  /** Joins this existing PostgreSQL database (another app's) instead of a fresh one: a second process. */
  databaseUrl?: string;
}

export async function startTestApp(driver: Driver, options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PASSWORD_SCRYPT_LN: CHEAP_PASSWORD_HASHING, ...env });
  const { database, drop, url: databaseUrl } = options.databaseUrl
    ? { database: await openDatabase({ kind: "postgres", url: options.databaseUrl, poolMax: 5 }), drop: async () => {}, url: options.databaseUrl }
    : await openFreshDatabase(driver);
  const metrics = createMetrics();
  const services = createServices(database, serviceOptionsFrom(config, TEST_SESSION_SECRET, metrics.events));
  const app = createApp({
    config,
    services,
    metrics,
    logger: options.logger ?? pino({ level: "silent" }),
    sessionSecret: TEST_SESSION_SECRET,
    pageHandler: options.pageHandler,
    pageRoutes: appPageRoutes(),
    cachePages: options.cachePages,
    clientBuildDir: options.clientBuildDir,
  });
  await services.publicContent.listening;
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    databaseUrl,
    services,
    config,
    fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
    adminCookie: async (username = `admin-${randomBytes(4).toString("hex")}`, role: Role = "owner") => {
      const [user] = await database.db
        .insert(users)
        .values({ username, password: "unusable: test sessions are created directly", role })
        .onConflictDoUpdate({ target: users.username, set: { username, role } })
        .returning();
      const session = await services.sessions.create(user!.id);
      return `${SESSION_COOKIE}=${signValue(session.token, TEST_SESSION_SECRET)}`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await drop();
    },
  };
}

/**
 * The usual set-up of a suite: a fresh app started before its first test and closed after its last. The
 * returned object is filled in when the app has started, so use it inside tests and hooks, not at load time.
 */
export function useTestApp(driver: Driver, options: TestAppOptions = {}): TestApp {
  const app = {} as TestApp;
  let started = false;
  beforeAll(async () => {
    Object.assign(app, await startTestApp(driver, options));
    started = true;
  });
  afterAll(async () => {
    if (started) await app.close();
  });
  return app;
}

/** A visitor with its own cookie jar (only the session cookie matters), calling the API as JSON. */
export function visitor(app: Pick<TestApp, "fetch">) {
  let cookie: string | null = null;
  const call = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    if (cookie) headers.cookie = cookie;
    const response = await app.fetch(path, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const setCookie = response.headers.get("set-cookie");
    const match = setCookie?.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`));
    if (match) cookie = `${SESSION_COOKIE}=${match[1]}`;
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, setCookie };
  };
  return { call, cookie: () => cookie };
}

/** GETs a JSON endpoint: asserts the answer is JSON (the path names a failure) and returns its status and parsed body. */
export async function getJson(app: Pick<TestApp, "fetch">, path: string) {
  const response = await app.fetch(path);
  expect(response.headers.get("content-type"), path).toMatch(/application\/json/);
  return { status: response.status, body: await response.json() };
}

/** An administrator's JSON calls: `call(method, path, body?)` answers the status and the parsed body. */
export function adminCaller(app: TestApp, cookie: () => string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await app.fetch(path, {
      method,
      headers: { cookie: cookie(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}
