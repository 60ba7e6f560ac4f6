import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { AppOptions } from "../app";
import { announceStartup } from "./banner";
import { writeBackup, scheduleBackups, type BackupResult } from "./backup";
import { bootstrap as defaultBootstrap } from "./bootstrap";
import type { Config } from "../config";
import { claimDataDir, type ControlHandlers } from "./control";
import { drainableServer } from "../http/drain";
import { startingApp } from "../http/health";
import { createLifecycle, type Lifecycle } from "./lifecycle";
import { createMetrics } from "../metrics";
import { resolveSessionSecret } from "./secrets";
import type { Services } from "../services";

type PageOptions = Pick<AppOptions, "pageHandler" | "pageRoutes" | "clientBuildDir" | "devMiddleware" | "cachePages">;

export interface ServeOptions {
  config: Config;
  logger: Logger;
  /** A person at a terminal (isInteractive, server/logger.ts): the start-up banner instead of a log line. Default false. */
  banner?: boolean;
  /** The pages: React Router's handler (production build or Vite), given the services once they exist. */
  pages?: (services: Services) => Promise<PageOptions> | PageOptions;
  /** Opens the database and builds the services; replaceable so a test can hold the server in `starting`. */
  bootstrap?: typeof defaultBootstrap;
  /** Called as start-up begins, before the database opens: work that needs neither the port nor the database can start. */
  onStarting?: () => void;
  /** Called once the port answers (in the `starting` phase, unless `listenWhileStarting` is false). */
  onListening?: (url: string) => void;
  /**
   * Whether the port answers while the database starts (the probes, and 503 "starting" for everything else).
   * Default true: for a single process that is the honest answer. A cluster worker started while another one
   * serves listens only once ready instead (server/process/cluster.ts), so it takes none of the traffic it could
   * only refuse.
   */
  listenWhileStarting?: boolean;
  /**
   * Whether this process also runs the background jobs (outbox mail, maintenance, daily backups) and prints the
   * start-up banner: the only process, or worker 0 of several (server/process/cluster.ts). Default true.
   */
  runsBackgroundJobs?: boolean;
}

export interface RunningServer {
  server: Server;
  url: string;
  lifecycle: Lifecycle;
  services: Services;
  /** The server's own backup, one at a time (the daily one and `npm run db:backup` share it). */
  backup(): Promise<BackupResult>;
  /** Stops taking work and closes everything; resolves when the process may exit. */
  shutdown(): Promise<void>;
  /** Cuts every open connection (only when the grace period is over). */
  destroyConnections(): void;
}

/**
 * The process's life: the port answers at once (probes get `starting`, everything else 503), then the
 * database is opened and migrated, the app is mounted and /readyz turns 200; shutdown turns it 503 first.
 * With `listenWhileStarting: false` the port is opened only once the app is mounted.
 */
export async function startServer({
  config,
  logger,
  banner = false,
  pages,
  bootstrap = defaultBootstrap,
  onStarting,
  onListening,
  runsBackgroundJobs = true,
  listenWhileStarting = true,
}: ServeOptions): Promise<RunningServer> {
  const started = Date.now();
  // The app's modules load while the port opens and the database starts, so a start that fails there fails
  // without waiting for them (most of a start's time when it runs from the sources, under tsx).
  const appModules = Promise.all([import("../app"), import("../services/notifications/mailer"), import("./maintenance")]);
  appModules.catch(() => undefined);
  const lifecycle = createLifecycle();
  const metrics = createMetrics();
  // Taken before PGlite opens its folder: a second server on the same folder stops here, untouched.
  const control: ControlHandlers = {};
  const claim = config.DATABASE_URL ? null : await claimDataDir(config.DATA_DIR, control);
  onStarting?.();

  const server = createServer();
  const connections = drainableServer(server, startingApp(lifecycle));
  server.keepAliveTimeout = 65_000;
  let url = "";
  const listen = async () => {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.PORT, config.HOST, () => {
        server.off("error", reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    url = `http://${config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST}:${port}`;
    onListening?.(url);
  };
  let booted: Awaited<ReturnType<typeof defaultBootstrap>> | undefined;
  try {
    if (listenWhileStarting) await listen();
    // Signs cookies and buyers' order links; resolved once (it may be generated into DATA_DIR on first start).
    const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
    booted = await bootstrap(config, logger, sessionSecret, metrics.events);
    const [{ createApp }] = await appModules;
    const app = createApp({
      config,
      services: booted.services,
      logger,
      sessionSecret,
      lifecycle,
      metrics,
      ...(await pages?.(booted.services)),
    });
    connections.setHandler(app);
    if (!listenWhileStarting) await listen();
  } catch (error) {
    server.close();
    await booted?.services.database.close().catch(() => undefined);
    await claim?.release();
    throw error;
  }
  const { services } = booted;
  const [, { smtpTransport, startNotificationWorker }, { startMaintenance }] = await appModules;

  let running: Promise<BackupResult> | null = null;
  const backup = () => (running ??= writeBackup(config, services.database).finally(() => (running = null)));
  control.backup = backup;
  const stopBackups = runsBackgroundJobs ? scheduleBackups({ config, backup, logger }) : () => {};
  const stopMaintenance = runsBackgroundJobs ? startMaintenance(services, logger) : () => {};
  // The outbox worker runs wherever background jobs do: e-mail when SMTP_URL is set, Zalo when the owner set it up
  // (its rows exist only then).
  const mailWorker = runsBackgroundJobs
    ? startNotificationWorker({
        notifications: services.notifications,
        transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL, { leaseMs: config.OUTBOX_LEASE_SECONDS * 1000 }) : null,
        zalo: services.zalo.sender,
        from: config.MAIL_FROM,
        logger,
        intervalMs: config.OUTBOX_INTERVAL_SECONDS * 1000,
      })
    : null;
  if (runsBackgroundJobs && !config.SMTP_URL) logger.warn("SMTP_URL is not set: notifications are kept in the outbox and not e-mailed");

  lifecycle.ready();
  if (runsBackgroundJobs) announceStartup(logger, banner, {
    url,
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    demoDataSeeded: booted.demoDataSeeded,
    generatedAdmin: booted.generatedAdmin,
    startupMs: Date.now() - started,
  });

  let stopping: Promise<void> | null = null;
  const shutdown = () =>
    (stopping ??= (async () => {
      // First, so a balancer's next readiness probe on a kept-alive connection sees 503.
      lifecycle.drain();
      stopBackups();
      stopMaintenance();
      // The worker finishes the mail it is sending; the rest stay in the outbox for the next start.
      await Promise.all([connections.drain(), mailWorker?.stop()]);
      await running?.catch(() => undefined);
      await services.database.close().catch((error) => logger.error({ err: error }, "closing the database failed"));
      await claim?.release();
    })());

  return { server, url, lifecycle, services, backup, shutdown, destroyConnections: connections.destroyAll };
}

/**
 * SIGTERM (a process manager's stop) and SIGINT (Ctrl-C) drain the server and exit 0; if that has not happened
 * within the grace period, the remaining connections are cut and the process exits 1. Installed while the server
 * starts: a signal then lets the start finish (a migration is not cut in half) and drains right after; a start
 * that fails exits on its own (server/process/cluster.ts).
 */
export function stopOnSignals(starting: Promise<RunningServer>, logger: Logger, graceSeconds: number): void {
  const stop = (signal: string) => {
    logger.info({ signal, graceSeconds }, "shutting down: /readyz answers 503, finishing in-flight requests");
    let running: RunningServer | null = null;
    const forceExit = setTimeout(() => {
      logger.warn(`forced exit after ${graceSeconds} s`);
      running?.destroyConnections();
      process.exit(1);
    }, graceSeconds * 1000);
    forceExit.unref();
    starting.then(
      (started) => {
        running = started;
        return started.shutdown().then(
          () => {
            logger.info("stopped");
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      },
      () => {
        // The failed start is reported, and ends the process, where it is awaited.
      },
    );
  };
  // `on`, not `once`: Ctrl-C reaches a cluster worker twice (from the terminal and from the primary), and a
  // second signal without a handler would kill it mid-drain.
  let stopping = false;
  const stopOnce = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  process.on("SIGTERM", () => stopOnce("SIGTERM"));
  process.on("SIGINT", () => stopOnce("SIGINT"));
}
