#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the production server
// (which migrates the database and seeds demo data into an empty one). On a fresh clone the embedded
// database is created while the bundle builds: the two slow first-start steps overlap.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildAll, root, run } from "./build.mjs";
import { serverNodeFlags } from "./server-memory.mjs";

const builtServer = path.join(root, "build", "server.js");

// The production server refuses to start without SITE_URL: links, canonical URLs and passkeys would silently name
// localhost (server/config.ts). `npm start` with no configuration at all is the shop on this machine, so that is
// said here, explicitly; a real deployment sets SITE_URL to the address visitors open.
process.env.SITE_URL ||= `http://localhost:${process.env.PORT || 3000}`;
const sources = ["app", "server", "common", "drizzle", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

const needsBuild = !existsSync(builtServer) || sources.some((entry) => newestMtime(entry) > statSync(builtServer).mtimeMs);
if (needsBuild) {
  const dataDir = path.resolve(root, process.env.DATA_DIR || "data");
  const newEmbeddedDatabase = !process.env.DATABASE_URL && !existsSync(path.join(dataDir, "PG_VERSION"));
  console.log(newEmbeddedDatabase ? "Building the production bundle and creating the embedded database…" : "Building the production bundle…");
  const codes = await Promise.all([
    buildAll(),
    newEmbeddedDatabase ? run(process.execPath, ["--import", "tsx", "server/cli/db-prepare.ts"]) : 0,
  ]);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

// Run node directly (not through npm) so SIGTERM reaches the server and it can shut down gracefully.
const server = spawn(process.execPath, [...serverNodeFlags(process.env), builtServer], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
