import { afterEach, describe, expect, it, vi } from "vitest";
import { parseCommandLine } from "../../server/cli/command-line";

const USAGE = "Usage: npm run admin:create -- --username <name> [--reset-password]";
const options = { username: { type: "string" }, "reset-password": { type: "boolean" } } as const;

describe("a command's options", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an unknown option: one line naming it, the usage, exit 2 — no stack trace", () => {
    const printed: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void printed.push(line));
    const exit = vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    expect(() => parseCommandLine({ args: ["--username", "admin", "--password", "x"], options, strict: true }, USAGE)).toThrow("exit 2");
    expect(exit).toHaveBeenCalledWith(2);
    expect(printed).toEqual([expect.stringMatching(/^✖ Unknown option '--password'/), USAGE]);
    expect(printed.join("\n")).not.toMatch(/\n\s+at /);
  });

  it("a known command line is parsed as Node parses it", () => {
    const { values } = parseCommandLine({ args: ["--username", "admin", "--reset-password"], options, strict: true }, USAGE);
    expect(values).toEqual({ username: "admin", "reset-password": true });
  });
});
