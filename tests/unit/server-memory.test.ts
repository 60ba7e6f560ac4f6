import { describe, expect, it } from "vitest";
import { serverEnvironment, serverNodeFlags } from "../../scripts/server-memory.mjs";

describe("V8 heap limits for the server process", () => {
  it("bounds the young generation and the old space on the embedded database", () => {
    expect(serverNodeFlags({})).toEqual(["--max-semi-space-size=2", "--max-old-space-size=192"]);
  });

  it("bounds them on a PostgreSQL server too, where a worker otherwise grew to ~380 MB (decision 0066)", () => {
    expect(serverNodeFlags({ DATABASE_URL: "postgres://shop@db/shop" })).toEqual(["--max-semi-space-size=2", "--max-old-space-size=192"]);
  });

  it("never overrides a limit the operator set in NODE_OPTIONS", () => {
    expect(serverNodeFlags({ NODE_OPTIONS: "--max-old-space-size=512" })).toEqual(["--max-semi-space-size=2"]);
  });

  it("gives glibc two malloc arenas unless the operator chose a number", () => {
    expect(serverEnvironment({})).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: "4" })).toEqual({});
  });
});
