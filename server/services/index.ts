import type { Database } from "../db/client";
import { createBlogService } from "./blog";
import { createCatalogService } from "./catalog";
import { createNewsletterService } from "./newsletter";

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export function createServices(database: Database) {
  const { db } = database;
  return {
    database,
    catalog: createCatalogService(db),
    blog: createBlogService(db),
    newsletter: createNewsletterService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
