import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import type { Config } from "../config";
import { WORKER_INDEX_ENV, workerIndex } from "../worker-index";
import { startServer, stopOnSignals, type RunningServer, type ServeOptions } from "./serve";


/**
 * How many processes serve the port: WEB_CONCURRENCY when set; otherwise every core on PostgreSQL and one on
 * PGlite. PGlite lives inside one process and its folder can be opened by only one, so more is refused.
 */
export function workerCount(config: Pick<Config, "WEB_CONCURRENCY" | "DATABASE_URL">, cores = availableParallelism()): number {
  if (!config.DATABASE_URL) {
    if (config.WEB_CONCURRENCY !== undefined && config.WEB_CONCURRENCY > 1) {
      throw new Error(
        `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only. ` +
          "Unset WEB_CONCURRENCY (or set it to 1), or point DATABASE_URL at a PostgreSQL server.",
      );
    }
    return 1;
  }
  return config.WEB_CONCURRENCY ?? cores;
}


/**
 * Set by the primary on each worker it forks: "1" when no other worker is serving at that moment, so this one
 * opens the port while it starts (the probes and a 503 "starting" answer instead of a refused connection);
 * otherwise it listens only once ready and the port's connections keep going to the workers that can serve them.
 */
const LISTEN_WHILE_STARTING_ENV = "SHOP_LISTEN_WHILE_STARTING";

/**
 * The primary of a multi-process server: forks worker 0 first and waits until it is ready, so one process
 * migrates the database, seeds demo data and creates the administrator; then forks the others, which share the
 * port. A worker that dies is replaced in its slot. SIGTERM or SIGINT is passed to every worker, each drains as a
 * single server does (server/process/serve.ts), and the primary exits 0 once all have exited cleanly, or 1 after the
 * grace period.
 *
 * The workers accept connections themselves from the one listening socket (SCHED_NONE), instead of the
 * primary accepting each one and handing it over (node:cluster's default round-robin). With the hand-over, a
 * connection sent to a worker that dies before acknowledging it stays open in the primary with nobody to answer
 * it: the client hangs until its own timeout (a SIGKILL under load left one for 20 s). Accepting in the worker,
 * a dead worker's connections close with it, and the ones it never accepted wait in the kernel's queue for a
 * worker that is alive. It also means a worker busy with a long render takes no new connections, and one that
 * is not listening yet (starting) takes none at all. See docs/decisions/0033-load-shedding-and-worker-readiness.md.
 */
export function runPrimary({ count, graceSeconds, logger }: { count: number; graceSeconds: number; logger: Logger }): void {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const slots = new Map<number, Worker>();
  const serving = new Set<Worker>();
  let stopping = false;
  let restarts = 0;
  let exitCode = 0;
  let stopSignal: NodeJS.Signals | null = null;

  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX_ENV]: String(index), [LISTEN_WHILE_STARTING_ENV]: serving.size === 0 ? "1" : "0" });
    slots.set(index, worker);
    worker.on("message", (message: unknown) => {
      if (message === "ready") serving.add(worker);
    });
    worker.on("exit", (code, signal) => {
      serving.delete(worker);
      if (slots.get(index) === worker) slots.delete(index);
      if (stopping) {
        // A worker still starting has no handler yet: the signal ends it, with nothing in flight to lose.
        if (code !== 0 && signal !== stopSignal) exitCode = 1;
        if (slots.size === 0) process.exit(exitCode);
        return;
      }
      logger.error({ worker: index, code, signal }, "a worker stopped unexpectedly; starting a new one");
      // A worker that cannot start at all (bad configuration, database down) must not be respawned in a busy loop.
      restarts += 1;
      setTimeout(() => fork(index), Math.min(30_000, 500 * restarts)).unref();
    });
    return worker;
  };

  // Worker 0 listens at once (nobody else serves yet) but says "ready" only once the database is migrated and seeded.
  const first = fork(0);
  first.on("message", (message: unknown) => {
    if (message !== "ready") return;
    for (let index = 1; index < count; index += 1) if (!slots.has(index)) fork(index);
    logger.info({ workers: count }, `${count} worker processes serve the port`);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
    for (const worker of slots.values()) worker.process.kill(signal);
    if (slots.size === 0) process.exit(0);
    setTimeout(() => {
      logger.warn(`workers still running after ${graceSeconds} s: stopping them`);
      for (const worker of slots.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, (graceSeconds + 1) * 1000).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

/** Tells the primary this worker is serving (a no-op outside a cluster). */
function reportReady(): void {
  if (cluster.isWorker) process.send?.("ready");
}

/**
 * Runs the server as configured: one process, or (WEB_CONCURRENCY > 1 on PostgreSQL) a primary that only
 * supervises and workers that each run the whole server. Resolves with the running server in a process that
 * serves, and with null in the primary.
 */
export async function runServer(options: Omit<ServeOptions, "runsBackgroundJobs" | "listenWhileStarting">): Promise<RunningServer | null> {
  const { config, logger } = options;
  const workers = workerCount(config);
  if (workers > 1 && cluster.isPrimary) {
    runPrimary({ count: workers, graceSeconds: config.SHUTDOWN_GRACE_SECONDS, logger });
    return null;
  }
  const workerLogger = cluster.isWorker ? logger.child({ worker: workerIndex() }) : logger;
  const running = await startServer({
    ...options,
    logger: workerLogger,
    runsBackgroundJobs: workerIndex() === 0,
    listenWhileStarting: !cluster.isWorker || process.env[LISTEN_WHILE_STARTING_ENV] === "1",
  });
  reportReady();
  stopOnSignals(running, workerLogger, config.SHUTDOWN_GRACE_SECONDS);
  return running;
}
