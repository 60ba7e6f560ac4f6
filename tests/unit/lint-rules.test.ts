import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintConfig } from "../../eslint.config.js";

/**
 * Each boundary of the linter (eslint.config.js, decision 0046) fails on a planted violation and lets the allowed
 * import through. The planted project is a small copy of the repository's shape (common/, app/, server/…) with the
 * repository's path aliases, in a git-ignored folder; only its files are linted, with the repository's rules.
 */
const repo = fileURLToPath(new URL("../../", import.meta.url));
const { compilerOptions } = JSON.parse(readFileSync(path.join(repo, "tsconfig.json"), "utf8")) as {
  compilerOptions: { paths: Record<string, string[]> };
};

const PLANTED: Record<string, string> = {
  // Modules the planted files import.
  "app/lib/helper.ts": `export const helper = 1;\n`,
  "common/money.ts": `export const money = 1;\n`,
  "server/services/foundation/errors.ts": `export class Refusal extends Error {}\n`,
  "server/http/drain.ts": `export const drain = () => undefined;\n`,
  "server/api/router.ts": `export const router = "router";\n`,
  "server/process/lifecycle.ts": `export const phase = "ready";\n`,

  // common/ imports neither app/ nor server/, relatively or by alias; another common module is fine.
  "common/imports-app.ts": `import { helper } from "../app/lib/helper";\nexport const value = helper;\n`,
  "common/imports-app-by-alias.ts": `import { helper } from "~/lib/helper";\nexport const value = helper;\n`,
  "common/imports-server.ts": `import { Refusal } from "../server/services/foundation/errors";\nexport const value = Refusal;\n`,
  "common/imports-common-by-alias.ts": `import { money } from "#common/money";\nexport const value = money;\n`,

  // app/ reaches server/ only from *.server.ts.
  "app/components/imports-server.tsx": `import { Refusal } from "../../server/services/foundation/errors";\nexport const value = Refusal;\n`,
  "app/lib/imports-server.server.ts": `import { Refusal } from "../../server/services/foundation/errors";\nexport const value = Refusal;\n`,
  "app/lib/imports-common-and-app.ts": `import { money } from "#common/money";\nimport { helper } from "~/lib/helper";\nexport const value = money + helper;\n`,

  // Services import no HTTP code: no Express (not even its types), no server/http, no server/api.
  "server/services/shop/imports-express.ts": `import express from "express";\nexport const value = express;\n`,
  "server/services/shop/imports-express-types.ts": `import type { Request } from "express";\nexport type Value = Request;\n`,
  "server/services/shop/imports-http.ts": `import { drain } from "../../http/drain";\nexport const value = drain;\n`,
  "server/services/shop/imports-api.ts": `import { router } from "../../api/router";\nexport const value = router;\n`,
  "server/services/shop/imports-its-own.ts": `import { money } from "#common/money";\nimport { Refusal } from "../foundation/errors";\nexport const value = [money, Refusal];\n`,

  // server/http does not import server/process; process code may use http.
  "server/http/imports-process.ts": `import { phase } from "../process/lifecycle";\nexport const value = phase;\n`,
  "server/process/imports-http.ts": `import { drain } from "../http/drain";\nexport const value = drain;\n`,

  // No import circles: two static imports; a dynamic import() with an aliased import back (the shape of the cart's
  // and the search box's old circles); two common modules by alias. An `import type` back is erased and allowed.
  "app/components/circle-a.ts": `import { b } from "./circle-b";\nexport const a = () => b;\n`,
  "app/components/circle-b.ts": `import { a } from "./circle-a";\nexport const b = () => a;\n`,
  "app/components/lazy-loader.ts": `export const load = () => import("./lazy-part");\nexport const label = "part";\n`,
  "app/components/lazy-part.ts": `import { label } from "~/components/lazy-loader";\nexport const part = label;\n`,
  "common/circle-x.ts": `import { y } from "#common/circle-y";\nexport const x = () => y;\n`,
  "common/circle-y.ts": `import { x } from "#common/circle-x";\nexport const y = () => x;\n`,
  "app/components/typed-a.ts": `import type { B } from "./typed-b";\nexport const a = (value: B) => value;\n`,
  "app/components/typed-b.ts": `import { a } from "./typed-a";\nexport type B = string;\nexport const b = a;\n`,

  // React's hook rules hold in app/.
  "app/components/conditional-hook.tsx": `import { useState } from "react";\nexport function Panel({ open }: { open: boolean }) {\n  if (open) useState(0);\n  return null;\n}\n`,
};

let root = "";
const rulesBroken = new Map<string, string[]>();

beforeAll(async () => {
  const cache = path.join(repo, ".cache");
  mkdirSync(cache, { recursive: true });
  root = mkdtempSync(path.join(cache, "lint-rules-"));
  writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { baseUrl: ".", paths: compilerOptions.paths } }));
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: lintConfig(root) });
  for (const result of await eslint.lintFiles(["."])) {
    const file = path.relative(root, result.filePath).split(path.sep).join("/");
    rulesBroken.set(file, [...new Set(result.messages.map((message) => message.ruleId ?? message.message))].sort());
  }
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const broken = (file: string) => {
  expect(rulesBroken.has(file), `${file} was linted`).toBe(true);
  return rulesBroken.get(file);
};

describe("the linter's import boundaries", () => {
  it("lints every planted file", () => {
    expect([...rulesBroken.keys()].sort()).toEqual(Object.keys(PLANTED).sort());
  });

  it("refuses common/ importing app/ or server/, by a relative path or by the ~/ alias", () => {
    expect(broken("common/imports-app.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(broken("common/imports-app-by-alias.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(broken("common/imports-server.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(broken("common/imports-common-by-alias.ts")).toEqual([]);
  });

  it("lets app/ reach server/ only from a *.server.ts module", () => {
    expect(broken("app/components/imports-server.tsx")).toEqual(["import-x/no-restricted-paths"]);
    expect(broken("app/lib/imports-server.server.ts")).toEqual([]);
    expect(broken("app/lib/imports-common-and-app.ts")).toEqual([]);
  });

  it("refuses a service importing Express (its types too), server/http or server/api", () => {
    expect(broken("server/services/shop/imports-express.ts")).toEqual(["no-restricted-imports"]);
    expect(broken("server/services/shop/imports-express-types.ts")).toEqual(["no-restricted-imports"]);
    expect(broken("server/services/shop/imports-http.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(broken("server/services/shop/imports-api.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(broken("server/services/shop/imports-its-own.ts")).toEqual([]);
  });

  it("lets process code use server/http, never the other way round", () => {
    expect(broken("server/http/imports-process.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(broken("server/process/imports-http.ts")).toEqual([]);
  });

  it("refuses an import circle, static, through a dynamic import() or by alias, and allows an import type back", () => {
    for (const file of ["circle-a.ts", "circle-b.ts", "lazy-loader.ts", "lazy-part.ts"]) {
      expect(broken(`app/components/${file}`), file).toEqual(["import-x/no-cycle"]);
    }
    expect(broken("common/circle-x.ts")).toEqual(["import-x/no-cycle"]);
    expect(broken("common/circle-y.ts")).toEqual(["import-x/no-cycle"]);
    expect(broken("app/components/typed-a.ts")).toEqual([]);
    expect(broken("app/components/typed-b.ts")).toEqual([]);
  });

  it("holds React's hook rules in app/", () => {
    expect(broken("app/components/conditional-hook.tsx")).toEqual(["react-hooks/rules-of-hooks"]);
  });
});
