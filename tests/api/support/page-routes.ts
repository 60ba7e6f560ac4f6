import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import routes from "../../../app/routes";
import { sharedPageHandle } from "#common/shared-page";
import { pageRoutesOf, type PageRouteEntry, type PageRoutes } from "../../../server/http/page-routes";

const appDir = fileURLToPath(new URL("../../../app/", import.meta.url));

interface RouteConfigEntry {
  file: string;
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteConfigEntry[];
}

/**
 * The app's real route table (app/routes.ts) as the server build presents it, each route's `handle` read from its
 * module's source: the API tests decide "shared or personal" exactly as production does, without a build.
 */
export function appPageRoutes(): PageRoutes {
  const manifest: Record<string, PageRouteEntry> = { root: { id: "root", path: "", module: {} } };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
      const source = readFileSync(path.join(appDir, entry.file), "utf8");
      // `handle = sharedPageHandle;`, or an object spreading it (a shared page with an English variant too).
      const shared = /export const handle = (?:sharedPageHandle;|\{[^}]*\.\.\.sharedPageHandle\b)/.test(source);
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: shared ? { handle: sharedPageHandle } : {} };
      if (entry.children) add(entry.children, id);
    }
  };
  add(routes as RouteConfigEntry[], "root");
  return pageRoutesOf(manifest);
}
