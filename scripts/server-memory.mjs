// V8 heap limits for the server process when it runs on the embedded database.
//
// PGlite lives inside the Node process, so its WebAssembly heap (~150 MB) already sits next to V8's. Left to its
// defaults, V8 grows its heap to ~160 MB under 50 concurrent page renders although live objects stay under 60 MB,
// and the process peaked at ~385 MB. A 2 MB young generation and a 192 MB old-space ceiling keep the peak near
// 230 MB at the same throughput (README, "Memory"). On PostgreSQL the process is small enough without them.
const PGLITE_HEAP_FLAGS = ["--max-semi-space-size=2", "--max-old-space-size=192"];

/** Node flags for build/server.js: the PGlite limits unless a database server is used or NODE_OPTIONS sets its own. */
export function serverNodeFlags(env) {
  if (env.DATABASE_URL) return [];
  const own = env.NODE_OPTIONS ?? "";
  return PGLITE_HEAP_FLAGS.filter((flag) => !own.includes(flag.slice(0, flag.indexOf("="))));
}
