import type { Database } from "../db/client";
import { createBlogService } from "./blog";
import { createCatalogService } from "./catalog";
import { createNewsletterService } from "./newsletter";
import { createNotificationService } from "./notifications";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export function createServices(database: Database) {
  const { db } = database;
  return {
    database,
    catalog: createCatalogService(db),
    sessions: createSessionService(db),
    rateLimiter: createRateLimiter(db),
    notifications: createNotificationService(db),
    blog: createBlogService(db),
    newsletter: createNewsletterService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
