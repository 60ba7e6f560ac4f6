#!/usr/bin/env node
// `npm run typecheck`: React Router's route types (./+types/… of every route module), then `tsc --noEmit`.
// Typegen's one upstream deprecation line is dropped, as in the build (see scripts/build.mjs).
import path from "node:path";
import { root, run, runFiltered, UPSTREAM_ENV_FILE_WARNING } from "./build.mjs";

// Run the CLIs with this Node directly: going through npm/npx costs most of a second per hop.
const typegen = await runFiltered(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "typegen"], (line) =>
  line.includes(UPSTREAM_ENV_FILE_WARNING),
);
process.exit(typegen || (await run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "--noEmit"])));
