#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the production server
// (which migrates the database and seeds demo data into an empty one).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..");
const builtServer = path.join(root, "build", "server.js");
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
  console.log("Building the production bundle…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run node directly (not through npm) so SIGTERM reaches the server and it can shut down gracefully.
const server = spawn(process.execPath, [builtServer], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
