// V8 heap limits for the server process, on either database.
//
// Left to its defaults, V8 grows its heap to ~160 MB under 50 concurrent page renders although live objects stay
// under 60 MB. On PGlite, whose WebAssembly heap (~150 MB) lives in the same process, that made a ~385 MB peak; on
// PostgreSQL the app process alone reached ~380 MB under the bench's load (2026-11-29). A 2 MB young generation and
// a 192 MB old-space ceiling keep PGlite near 290 MB and a PostgreSQL worker under 200 MB; kept pages are served
// as fast, fresh renders cost ~20–30 % more CPU (decisions 0019 and 0066). Cluster workers inherit the flags.
const HEAP_FLAGS = ["--max-semi-space-size=2", "--max-old-space-size=192"];

/** Node flags for build/server.js: the heap limits, except a limit NODE_OPTIONS already sets. */
export function serverNodeFlags(env) {
  const own = env.NODE_OPTIONS ?? "";
  return HEAP_FLAGS.filter((flag) => !own.includes(flag.slice(0, flag.indexOf("="))));
}

/**
 * Environment for the server process: glibc's malloc keeps one arena per thread that allocates, and sharp's work on
 * libuv's threads left ~70 MB behind after a photo upload; two arenas keep ~30 MB (sharp's documentation advises
 * it on glibc; decision 0066). Read by glibc when the process starts, so it is set on the spawn, not inside.
 */
export function serverEnvironment(env) {
  return env.MALLOC_ARENA_MAX ? {} : { MALLOC_ARENA_MAX: "2" };
}
