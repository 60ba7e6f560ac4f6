import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Builds through Vite's environment API, as React Router 8 will: the same chunks, one child compiler fewer.
    v8_viteEnvironmentApi: true,
    // Not yet, said so explicitly so the build stops asking. Middleware hands loaders a RouterContextProvider
    // instead of server/http's load context (`context.services`, `context.env` in every loader); pass-through hands
    // them the raw `.data` request, and loaders read their path and query from `request.url`. Each is a migration
    // of its own with React Router 8.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
