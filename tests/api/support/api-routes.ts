import type { Router } from "express";
import { ACCESS_GUARDS, requireAdmin } from "../../../server/http/require-admin";

export interface RegisteredRoute {
  /** `METHOD /api/path`, the form of ADMIN_API_ACCESS's keys. */
  key: string;
  /** The route carries `requireAdmin` itself (an admin route outside /api/admin). */
  guarded: boolean;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
  handle: unknown;
}

/**
 * Every route the API router registers, read from Express's own route table (sub-routers mounted without a path,
 * as server/api/index.ts mounts them). The role guards' router is skipped: it is made from the map being checked.
 */
export function registeredRoutes(router: Router, prefix = "/api"): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      const handle = layer.handle as { stack?: Layer[]; [ACCESS_GUARDS]?: boolean };
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        const guarded = layer.route.stack.some((entry) => entry.handle === requireAdmin);
        for (const method of Object.keys(layer.route.methods)) {
          for (const path of paths) routes.push({ key: `${method.toUpperCase()} ${prefix}${path}`, guarded });
        }
      } else if (Array.isArray(handle?.stack) && !handle[ACCESS_GUARDS]) {
        walk(handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return routes;
}

/** Admin routes: under /api/admin, or guarded by `requireAdmin` elsewhere (the spec's lead list). */
export function adminRoutes(router: Router): string[] {
  return registeredRoutes(router)
    .filter((route) => route.guarded || /^[A-Z]+ \/api\/admin(\/|$)/i.test(route.key))
    .map((route) => route.key);
}
