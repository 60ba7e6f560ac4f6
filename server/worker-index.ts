/**
 * Set by the cluster primary on each worker it forks (server/process/cluster.ts): 0 for the one that also runs the
 * background jobs. Read by the process code and by `/healthz` (server/http/health.ts), so it sits beside config.ts,
 * below both.
 */
export const WORKER_INDEX_ENV = "SHOP_WORKER_INDEX";

/** This process's place among the workers sharing the port (0 when the server runs as one process). */
export function workerIndex(): number {
  return Number(process.env[WORKER_INDEX_ENV] ?? 0);
}
