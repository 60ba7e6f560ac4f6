import express, { type Router } from "express";
import { workerIndex } from "../worker-index";

/** Where the process is in its life, as the probes tell it (kept by server/process/lifecycle.ts). */
export type ServingPhase = "starting" | "ready" | "draining";
/** What the probes read of the process's lifecycle. */
export interface ServingState {
  readonly phase: ServingPhase;
}

/** A readiness answer slower than this counts as "not ready": the balancer should try another process. */
const READY_PING_TIMEOUT_MS = 2_000;

const NOT_READY_MESSAGE: Record<"starting" | "draining", string> = {
  starting: "Máy chủ đang khởi động",
  draining: "Máy chủ đang dừng",
};

/**
 * `/healthz`: liveness — the process answers; it never touches the database, so a slow or busy database
 * (PGlite runs one query at a time) cannot get a healthy process restarted.
 * `/readyz`: readiness — 200 only when the app is mounted (migrations applied) and the database answers;
 * 503 while starting, after SIGTERM, or when the database does not answer in time.
 */
export function healthRoutes(lifecycle: ServingState, database?: { driver: string; ping(): Promise<void> }): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // `worker`: which of the processes sharing the port answered (WEB_CONCURRENCY).
    res.json({ status: "ok", phase: lifecycle.phase, worker: workerIndex() });
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const phase = lifecycle.phase;
    if (phase !== "ready" || !database) {
      res.status(503).setHeader("Retry-After", "5");
      res.json({ message: NOT_READY_MESSAGE[phase === "ready" ? "starting" : phase], status: phase });
      return;
    }
    try {
      await withTimeout(database.ping(), READY_PING_TIMEOUT_MS);
      res.json({ status: "ready", database: database.driver });
    } catch {
      res.status(503).json({ message: "Cơ sở dữ liệu không phản hồi", status: "database-unavailable" });
    }
  });
  return router;
}

/**
 * What the port answers before the app is mounted: the probes, and 503 with Retry-After for everything
 * else, so a visitor (or a balancer that ignores readiness) gets an honest "try again" instead of a refused
 * connection.
 */
export function startingApp(lifecycle: ServingState) {
  const app = express();
  app.disable("x-powered-by");
  app.use(healthRoutes(lifecycle));
  app.use((_req, res) => {
    res.status(503).setHeader("Retry-After", "5");
    res.json({ message: NOT_READY_MESSAGE.starting });
  });
  return app;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
