import { spawnSync } from "node:child_process";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { describeDatabase } from "../../server/process/banner";
import { createLogger, isInteractive, resolveLogFormat } from "../../server/logger";

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join("") };
}

/**
 * What the server's logger writes when started in NODE_ENV `nodeEnv` with `stdout` on a terminal (through
 * `script`'s pseudo-terminal) or on a pipe.
 */
function logLineFromChild(onTerminal: boolean, env: Record<string, string> = {}, nodeEnv = "development") {
  const program = `import { createLogger, resolveLogFormat } from "./server/logger.ts";
const config = process.env.LOG_FORMAT || undefined;
createLogger("info", { format: resolveLogFormat(config, ${JSON.stringify(nodeEnv)}) }).info({ orderId: 7 }, "order placed");`;
  const command = `node --import tsx --input-type=module -e '${program.replace(/'/g, "'\\''")}'`;
  const childEnv = { ...process.env, CI: "", LOG_FORMAT: "", ...env };
  const result = onTerminal
    ? spawnSync("script", ["-qec", command, "/dev/null"], { encoding: "utf8", env: childEnv })
    : spawnSync("sh", ["-c", command], { encoding: "utf8", env: childEnv });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.replace(/\r/g, "").trim();
}

describe("log format", () => {
  it("pretty only in development on a terminal; JSON in production, on a pipe or under CI; LOG_FORMAT wins", () => {
    expect(resolveLogFormat(undefined, "development", {}, { isTTY: true })).toBe("pretty");
    expect(resolveLogFormat(undefined, "development", {}, { isTTY: false })).toBe("json");
    expect(resolveLogFormat(undefined, "development", { CI: "true" }, { isTTY: true })).toBe("json");
    expect(resolveLogFormat(undefined, "development", { CI: "false" }, { isTTY: true })).toBe("pretty");
    expect(resolveLogFormat(undefined, "production", {}, { isTTY: true })).toBe("json");
    expect(resolveLogFormat(undefined, "test", {}, { isTTY: true })).toBe("json");
    expect(resolveLogFormat("pretty", "production", { CI: "true" }, { isTTY: false })).toBe("pretty");
    expect(resolveLogFormat("json", "development", {}, { isTTY: true })).toBe("json");
  });

  it("the banner is for a person at a terminal, not for CI", () => {
    expect(isInteractive({}, { isTTY: true })).toBe(true);
    expect(isInteractive({}, { isTTY: false })).toBe(false);
    expect(isInteractive({ CI: "1" }, { isTTY: true })).toBe(false);
  });

  it("writes pino-pretty lines or one JSON object per line, redacting secrets in both", () => {
    const json = sink();
    createLogger("info", { destination: json.stream }).info({ password: "hunter2-secret" }, "hello");
    expect(JSON.parse(json.text())).toMatchObject({ msg: "hello", password: "[redacted]" });

    const pretty = sink();
    createLogger("info", { format: "pretty", destination: pretty.stream }).info({ password: "hunter2-secret" }, "hello");
    expect(pretty.text()).toMatch(/INFO.*hello/);
    expect(pretty.text()).not.toContain("hunter2-secret");
    expect(() => JSON.parse(pretty.text())).toThrow();
  });

  it("a real process: pretty only in development with stdout on a terminal", { timeout: 30_000 }, () => {
    const piped = logLineFromChild(false);
    expect(JSON.parse(piped)).toMatchObject({ msg: "order placed", orderId: 7 });
    const onTerminal = logLineFromChild(true);
    expect(onTerminal).toMatch(/INFO.*order placed/);
    expect(onTerminal).not.toMatch(/^\{/);
    expect(logLineFromChild(true, {}, "production")).toMatch(/^\{"level":30/);
    expect(logLineFromChild(true, { CI: "true" })).toMatch(/^\{"level":30/);
    expect(logLineFromChild(false, { LOG_FORMAT: "pretty" }, "production")).toMatch(/INFO.*order placed/);
  });
});

describe("database description in the banner", () => {
  it("masks the password of DATABASE_URL and names the PGlite folder", () => {
    expect(describeDatabase("postgres://shop:s3cret-pass@db.internal:5432/shop", "./data")).toBe(
      "PostgreSQL postgres://shop:****@db.internal:5432/shop",
    );
    expect(describeDatabase(undefined, "/srv/shop/data")).toBe("PGlite (embedded), folder /srv/shop/data");
  });
});
