import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import type { Config } from "../config";
import { WORKER_INDEX_ENV, workerIndex } from "../worker-index";
import type { RunningServer, ServeOptions } from "./serve";
import { exitAfterFailedStart, StartRefusedError } from "./start-failure";

/**
 * How many processes serve the port: WEB_CONCURRENCY when set; otherwise every core on PostgreSQL and one on
 * PGlite. PGlite lives inside one process and its folder can be opened by only one, so more is refused.
 */
export function workerCount(config: Pick<Config, "WEB_CONCURRENCY" | "DATABASE_URL">, cores = availableParallelism()): number {
  if (!config.DATABASE_URL) {
    if (config.WEB_CONCURRENCY !== undefined && config.WEB_CONCURRENCY > 1) {
      throw new StartRefusedError(
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

/** Unexpected worker exits within a minute past which the primary stops restarting them and stops the shop. */
export const CRASH_LOOP_EXITS = 5;
const CRASH_LOOP_WINDOW_MS = 60_000;

/**
 * How the primary answers workers that keep stopping: a replacement after a pause that grows with each exit of
 * the last minute (0.5 s, 1 s, 1.5 s, …), and none at the CRASH_LOOP_EXITS-th exit within a minute. A worker that
 * dies that often is a crash loop (a database that went away, a request that crashes every worker it reaches):
 * restarting it forever hides the fault from the process manager above, which restarts the whole shop once it
 * exits non-zero, and from whoever reads its status.
 */
export function createRestartPolicy({ exits: limit = CRASH_LOOP_EXITS, windowMs = CRASH_LOOP_WINDOW_MS, now = Date.now } = {}) {
  const recent: number[] = [];
  return {
    /** For an unexpected exit: the pause before the replacement starts, or null to give up. */
    afterExit(): number | null {
      const at = now();
      while (recent.length > 0 && at - recent[0]! >= windowMs) recent.shift();
      recent.push(at);
      return recent.length >= limit ? null : 500 * recent.length;
    },
    /** The exits counted in the window. */
    get count(): number {
      return recent.length;
    },
  };
}

/**
 * The primary of a multi-process server: forks worker 0 first and waits until it is ready, so one process
 * migrates the database, seeds demo data and creates the administrator; then forks the others, which share the
 * port. SIGTERM or SIGINT is passed to every worker, each drains as a single server does
 * (server/process/serve.ts), and the primary exits 0 once all have exited cleanly, or 1 after the grace period.
 *
 * A start that fails is a failed start of the whole shop: when worker 0 stops before it ever served (its one line
 * says why), the primary exits with its code at once instead of trying again. Once the shop has served, a worker
 * that dies is replaced in its slot after a short pause, until CRASH_LOOP_EXITS exits within a minute: then the
 * primary stops the other workers and exits 1, for the process manager to restart the shop or report it.
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
  const restarts = createRestartPolicy();
  /** Replacements waiting for their pause to end: they keep the primary alive meanwhile. */
  const pendingForks = new Set<ReturnType<typeof setTimeout>>();
  let everServed = false;
  let stopping = false;
  let exitCode = 0;
  let stopSignal: NodeJS.Signals | null = null;

  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX_ENV]: String(index), [LISTEN_WHILE_STARTING_ENV]: serving.size === 0 ? "1" : "0" });
    slots.set(index, worker);
    let ready = false;
    worker.on("message", (message: unknown) => {
      if (message !== "ready") return;
      ready = true;
      everServed = true;
      serving.add(worker);
    });
    worker.on("exit", (code, signal) => {
      serving.delete(worker);
      if (slots.get(index) === worker) slots.delete(index);
      if (stopping) {
        // A worker the signal itself ended (still loading its code, before its handlers exist) had nothing in flight.
        if (code !== 0 && signal !== stopSignal) exitCode = 1;
        if (slots.size === 0) process.exit(exitCode);
        return;
      }
      if (!everServed) {
        // The shop's first start failed; the worker said why. The next attempt would meet the same cause.
        process.exit(code || 1);
      }
      const pause = restarts.afterExit();
      if (pause === null) {
        logger.error(
          { worker: index, code, signal },
          `workers stopped ${restarts.count} times within a minute: not starting another one; the shop stops (exit 1), the lines above say why`,
        );
        stop("SIGTERM", 1);
        return;
      }
      logger.error(
        { worker: index, code, signal },
        ready ? "a worker stopped unexpectedly; starting a new one" : "a worker could not start; trying again",
      );
      const timer = setTimeout(() => {
        pendingForks.delete(timer);
        fork(index);
      }, pause);
      pendingForks.add(timer);
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

  function stop(signal: NodeJS.Signals, code = 0) {
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
    exitCode = code;
    for (const timer of pendingForks) clearTimeout(timer);
    pendingForks.clear();
    for (const worker of slots.values()) worker.process.kill(signal);
    if (slots.size === 0) process.exit(exitCode);
    setTimeout(() => {
      logger.warn(`workers still running after ${graceSeconds} s: stopping them`);
      for (const worker of slots.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, (graceSeconds + 1) * 1000).unref();
  }
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
 * serves, and with null in the primary. A start that fails is reported in one line (server/process/start-failure.ts)
 * and ends the process with exit code 1.
 */
export async function runServer(options: Omit<ServeOptions, "runsBackgroundJobs" | "listenWhileStarting">): Promise<RunningServer | null> {
  const { config, logger } = options;
  let workers: number;
  try {
    workers = workerCount(config);
  } catch (error) {
    return exitAfterFailedStart(logger, error, config);
  }
  if (workers > 1 && cluster.isPrimary) {
    logger.debug({ workers }, "starting the primary");
    runPrimary({ count: workers, graceSeconds: config.SHUTDOWN_GRACE_SECONDS, logger });
    return null;
  }
  const workerLogger = cluster.isWorker ? logger.child({ worker: workerIndex() }) : logger;
  workerLogger.debug("starting");
  // Loaded here, not at the top: a cluster's primary never serves, and starts faster without the app's modules.
  const { startServer, stopOnSignals } = await import("./serve");
  const starting = startServer({
    ...options,
    logger: workerLogger,
    runsBackgroundJobs: workerIndex() === 0,
    listenWhileStarting: !cluster.isWorker || process.env[LISTEN_WHILE_STARTING_ENV] === "1",
  });
  // From the first moment, not once serving: as a container's PID 1 a signal without a handler is ignored.
  stopOnSignals(starting, workerLogger, config.SHUTDOWN_GRACE_SECONDS);
  let running: RunningServer;
  try {
    running = await starting;
  } catch (error) {
    return exitAfterFailedStart(workerLogger, error, config);
  }
  reportReady();
  return running;
}
