import type { Database } from "../db/client";
import { createAnalyticsService } from "./analytics";
import { createAuthService } from "./auth";
import { createBlogService } from "./blog";
import { createCatalogService } from "./catalog";
import { createNewsletterService } from "./newsletter";
import { createNotificationService } from "./notifications";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";
import { createUserService } from "./users";

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export function createServices(database: Database) {
  const { db } = database;
  const rateLimiter = createRateLimiter(db);
  const users = createUserService(db);
  return {
    database,
    catalog: createCatalogService(db),
    sessions: createSessionService(db),
    rateLimiter,
    notifications: createNotificationService(db),
    users,
    auth: createAuthService({ users, rateLimiter }),
    blog: createBlogService(db),
    newsletter: createNewsletterService(db),
    analytics: createAnalyticsService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
