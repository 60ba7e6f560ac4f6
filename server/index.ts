import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { runServer } from "./process/cluster";
import { loadConfigOrExit } from "./config";
import { createLogger, isInteractive, resolveLogFormat } from "./logger";
import { pageLoadContext } from "./page-context";
import { pageRoutesOf } from "./http/page-routes";

/**
 * Production entry, bundled to build/server.js next to build/client and build/server/index.js. A start that fails
 * prints one line naming the cause and exits 1 (server/process/start-failure.ts).
 */
async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL, { format: resolveLogFormat(config.LOG_FORMAT, config.NODE_ENV) });
  // Loaded while the database starts (neither needs the other); only by processes that serve.
  let buildLoading: Promise<ServerBuild> | null = null;
  const loadBuild = () => (buildLoading ??= import(new URL("./server/index.js", import.meta.url).href) as Promise<ServerBuild>);

  await runServer({
    config,
    logger,
    banner: isInteractive(),
    onStarting: () => void loadBuild().catch(() => undefined),
    pages: async (services) => {
      const build = await loadBuild();
      return {
        clientBuildDir: fileURLToPath(new URL("./client", import.meta.url)),
        cachePages: true,
        pageRoutes: pageRoutesOf(build.routes),
        pageHandler: createRequestHandler({ build, mode: "production", getLoadContext: pageLoadContext(services, config) }),
      };
    },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
