#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the production server
// (which migrates the database and seeds demo data into an empty one). On a fresh clone the build also makes the
// embedded database ready (build/pglite-cluster, decision 0066), and the server starts from a copy of it.
//
// The process a supervisor signals: package.json's `start` is `exec node scripts/start.mjs`, so npm's child is this
// script and not a shell that would die of the signal and leave the server running. SIGTERM and SIGINT go on to
// the server, which drains; this script exits with the server's code (128 + the signal's number when a signal
// ended it). `node scripts/start.mjs` is the same start without npm (docs/operations.md, "Starting the shop").
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { buildAll, root } from "./build.mjs";
import { serverEnvironment, serverNodeFlags } from "./server-memory.mjs";

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

const STOP_SIGNALS = ["SIGINT", "SIGTERM"];
/** A shell's code for a process a signal ended. */
const signalledCode = (signal) => 128 + (constants.signals[signal] ?? 0);

// Handled from the first moment: as a container's PID 1 a signal without a handler is ignored. A stop during the
// build ends the start at once (a terminal's Ctrl-C reaches the build's processes too; systemd and Docker stop
// what is left with the service or the container).
let server = null;
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    if (server) server.kill(signal);
    else process.exit(signalledCode(signal));
  });
}

const needsBuild = !existsSync(builtServer) || sources.some((entry) => newestMtime(entry) > statSync(builtServer).mtimeMs);
if (needsBuild) {
  // The build also makes the embedded database ready (build/pglite-cluster); an empty DATA_DIR starts from a copy.
  console.log("Building the production bundle…");
  const code = await buildAll();
  if (code !== 0) process.exit(code);
}

server = spawn(process.execPath, [...serverNodeFlags(process.env), builtServer], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...serverEnvironment(process.env), ...process.env },
});
server.on("exit", (code, signal) => process.exit(code ?? signalledCode(signal)));
