#!/usr/bin/env node
// `npm run build`: the React Router build (client assets + server render bundle, through Vite) and the Express
// entry bundled by esbuild to build/server.js. The two do not depend on each other, so they run side by side.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
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

/**
 * Vite 8.1 warns when a config sets `envFile: false`, and React Router 7 sets it itself on the servers that read
 * react-router.config.ts (three lines per build or typegen) that no option of ours reaches. React Router 8 passes
 * `envDir: false` instead (remix-run/react-router#15230); until the shop moves to it, that one line is dropped from
 * the output of the build and of `npm run typecheck` (scripts/typecheck.mjs), every other line passes through.
 */
export const UPSTREAM_ENV_FILE_WARNING = "The `envFile` option is deprecated, please use `envDir: false` instead.";

/** Like `run`, with the command's error stream passed through line by line except the lines `drop` matches. */
export function runFiltered(command, args, drop) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["inherit", "inherit", "pipe"] });
    createInterface({ input: child.stderr, crlfDelay: Infinity }).on("line", (line) => {
      if (!drop(line)) process.stderr.write(`${line}\n`);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildAll() {
  const started = Date.now();
  // Run the CLI with this Node directly: going through npm/npx costs most of a second per hop.
  const reactRouter = runFiltered(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], (line) =>
    line.includes(UPSTREAM_ENV_FILE_WARNING),
  );
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
  let code = reactRouterCode || (expressFiles ? 0 : 1);
  if (code === 0) {
    // After React Router's build, which empties build/: the embedded database's ready cluster (scripts/pglite-cluster.mjs).
    const [cluster] = await Promise.all([run(process.execPath, [path.join(root, "scripts/pglite-cluster.mjs")]), precompressClientFiles(path.join(root, "build/client"))]);
    code = cluster;
  }
  if (code === 0) console.log(`✓ production build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|html|ico)$/;
/** Below this size a compressed twin saves less than its headers cost. */
const MIN_COMPRESSIBLE_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip twins (`x.js.br`, `x.js.gz`) of every text file the browser downloads, at the strongest
 * levels: compressed once here, the server sends them as they are (server/http/static-files.ts) instead of
 * compressing the same bytes again on every request.
 */
export async function precompressClientFiles(clientDir) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_COMPRESSIBLE_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildAll());
