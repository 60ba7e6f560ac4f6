import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#common": fileURLToPath(new URL("./common", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Child processes, not threads: a suite that blocks its event loop (a synchronous child process, scrypt)
    // cannot starve the runner's messages ("Timeout calling onTaskUpdate"). Two workers on the 2-core machines:
    // most API time is spent waiting on a database or a child process, not computing.
    pool: "forks",
    maxWorkers: 2,
    minWorkers: 1,
    teardownTimeout: 30_000,
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" } },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/support/global-setup.ts"],
          // One worker process runs many API files: the server's modules are loaded and PGlite's WebAssembly is
          // compiled once per worker, not once per file. Each suite still gets its own app and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
