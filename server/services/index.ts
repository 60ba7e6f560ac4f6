import type { Database } from "../db/client";
import { createCatalogService } from "./catalog";
import { createLeadsService, type LeadsOptions } from "./leads";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export interface ServiceOptions {
  leads?: LeadsOptions;
}

export function createServices(database: Database, options: ServiceOptions = {}) {
  const { db } = database;
  const rateLimiter = createRateLimiter(db);
  return {
    database,
    catalog: createCatalogService(db),
    sessions: createSessionService(db),
    rateLimiter,
    leads: createLeadsService(db, rateLimiter, options.leads),
  };
}

export type Services = ReturnType<typeof createServices>;
