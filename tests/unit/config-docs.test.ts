import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_GROUPS, CONFIG_VARIABLES } from "../../server/config";

/**
 * docs/operations.md's settings are checked against server/config.ts, so the manual cannot drift from what the
 * server reads: every variable the schema has is in the table and the table names nothing else; the groups'
 * table says what CONFIG_GROUPS says.
 */
const manual = readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8");

/** The lines of the section under `## heading`, up to the next `## `. */
function section(heading: string): string[] {
  const lines = manual.split("\n");
  const start = lines.indexOf(`## ${heading}`);
  expect(start, `docs/operations.md has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The rows of the Markdown table whose header row starts with `| first |`, as arrays of cells. */
function tableRows(lines: string[], first: string): string[][] {
  const header = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(header, `a table starting with "| ${first} |"`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(line.slice(1, -1).split(" | ").map((cell) => cell.trim()));
  }
  return rows;
}

/** The variable names in backticks in a cell (`PORT` / `HOST` names two). */
const variablesIn = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);

describe("docs/operations.md's configuration", () => {
  const configuration = section("Configuration");

  it("lists every variable server/config.ts reads, and no other", () => {
    const documented = tableRows(configuration, "Variable").flatMap(([names]) => variablesIn(names!));
    expect(documented.length, "no variable twice").toBe(new Set(documented).size);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("lists the all-or-nothing groups as CONFIG_GROUPS declares them", () => {
    const documented = tableRows(configuration, "Group").map(([name, required, optional]) => ({
      name: name!.replace(/`/g, ""),
      required: variablesIn(required!),
      optional: variablesIn(optional!),
    }));
    expect(documented).toEqual(CONFIG_GROUPS.map(({ name, required, optional }) => ({ name, required: [...required], optional: [...optional] })));
  });
});
