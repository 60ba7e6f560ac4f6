export function serverNodeFlags(env: Record<string, string | undefined>): string[];

/** Environment for build/server.js: MALLOC_ARENA_MAX=2 unless set. */
export function serverEnvironment(env: Record<string, string | undefined>): Record<string, string>;
