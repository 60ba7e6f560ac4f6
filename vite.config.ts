import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const appRoot = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
/**
 * Small modules that most storefront pages import (home, product pages, listings): alone they were chunks of a few
 * hundred bytes, costing more in per-chunk overhead than they weigh, so they join the frame.
 */
const sharedByStorefrontPages = ["./app/components/ui/below-the-fold.tsx", "./app/components/product/product-image.tsx"].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
/** Vite's helper behind every dynamic `import()`, which the frame itself uses. */
const isPreloadHelper = (id: string) => id.includes("vite/preload-helper");
const ownSourceFolders = [fileURLToPath(new URL("./app/", import.meta.url)), fileURLToPath(new URL("./common/", import.meta.url))];

/**
 * The shop's own modules that app/root.tsx imports statically, directly or not: every page loads all of them, so
 * they go into one chunk. Left to the automatic splitting they became some twenty small chunks, each shared by a
 * different set of routes, and gzip compressed each on its own: about a fifth more bytes for the same code.
 * Modules behind a dynamic `import()` stay out, and so do packages (react, react-router keep their own chunks).
 */
function frameChunk(): Plugin {
  const staticImports = new Map<string, readonly string[]>();
  let frame: Set<string> | null = null;
  const isOwnScript = (id: string) =>
    ownSourceFolders.some((folder) => id.startsWith(folder)) && /\.(tsx?|jsx?|mjs)$/.test(id) && !id.includes("node_modules");

  function collectFrame(): Set<string> {
    const found = new Set<string>(sharedByStorefrontPages);
    const pending = [appRoot, ...sharedByStorefrontPages];
    while (pending.length > 0) {
      const id = pending.pop()!;
      for (const imported of staticImports.get(id) ?? []) {
        if (found.has(imported) || !isOwnScript(imported)) continue;
        found.add(imported);
        pending.push(imported);
      }
    }
    return found;
  }

  const isFrameModule = (id: string) => isPreloadHelper(id) || (path.isAbsolute(id) && (frame ??= collectFrame()).has(id));

  const plugin: Plugin = {
    name: "frame-chunk",
    // After React Router's own options: it asks for route chunks that export exactly their own exports, and the
    // group leaves the frame's dependencies (react, react-router) out only if a route chunk may export more.
    enforce: "post",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rollupOptions: {
            preserveEntrySignatures: "allow-extension",
            output: { codeSplitting: { groups: [{ name: "frame", test: isFrameModule, includeDependenciesRecursively: false }] } },
          },
        },
      };
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      frame = null;
    },
  };
  return plugin;
}


export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), frameChunk()],
  build: {
    // Gzip-sizing every chunk for the build report took longer than building them: `npm start` on a fresh
    // clone waits for this build.
    reportCompressedSize: false,
    // Rolldown's [PLUGIN_TIMINGS] blocks ("your build spent significant time in plugins") named Tailwind and React
    // Router, which do most of the work, more so on a busy two-core machine: nothing a newcomer can act on. Off,
    // the timings are not even measured.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
});
