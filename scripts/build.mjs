#!/usr/bin/env node
// `npm run build`: the React Router build (client assets + server render bundle, through Vite) and the Express
// entry bundled by esbuild to build/server.js. The two do not depend on each other, so they run side by side.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/** The project's root folder. */
export const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..");

/** Runs a command in the project root to completion with the terminal attached; resolves with its exit code. */
export function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildAll() {
  const started = Date.now();
  // Run the CLI with this Node directly: going through npm/npx costs most of a second per hop.
  const reactRouter = run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]);
  const expressEntry = build({
    absWorkingDir: root,
    entryPoints: ["server/index.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    target: "node20",
    outfile: "build/server.js",
    logLevel: "warning",
    // React Router empties build/ when it starts, so the bundle is kept in memory and written after it.
    write: false,
  }).then(
    (result) => result.outputFiles,
    () => null,
  );
  const [reactRouterCode, expressFiles] = await Promise.all([reactRouter, expressEntry]);
  for (const file of expressFiles ?? []) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  const code = reactRouterCode || (expressFiles ? 0 : 1);
  if (code === 0) console.log(`✓ production build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildAll());
