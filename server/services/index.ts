import type { Database } from "../db/client";
import { createCatalogService } from "./catalog";

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export function createServices(database: Database) {
  const { db } = database;
  return {
    database,
    catalog: createCatalogService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
