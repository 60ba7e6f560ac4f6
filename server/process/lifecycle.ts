import type { ServingPhase as Phase } from "../http/health";

/**
 * Where the process is in its life, for the load balancer's readiness probe (server/http/health.ts reads `phase`):
 * `starting` until the database is migrated and the app is mounted, `ready` while serving, `draining` from SIGTERM
 * until exit.
 */
export function createLifecycle(initial: Phase = "starting") {
  let phase: Phase = initial;
  return {
    get phase(): Phase {
      return phase;
    },
    ready() {
      if (phase === "starting") phase = "ready";
    },
    /** One way: a draining process never becomes ready again. */
    drain() {
      phase = "draining";
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
