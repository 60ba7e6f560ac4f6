import type { Database } from "../db/client";
import { createAuthService } from "./auth";
import { createBlogService } from "./blog";
import { createCartService } from "./cart";
import { createCatalogService } from "./catalog";
import { createLeadsService, type LeadsOptions } from "./leads";
import { createNewsletterService } from "./newsletter";
import { createNotificationService } from "./notifications";
import { createOrderService } from "./orders";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";
import { createUserService } from "./users";

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export interface ServiceOptions {
  leads?: LeadsOptions;
}

export function createServices(database: Database, options: ServiceOptions = {}) {
  const { db } = database;
  const rateLimiter = createRateLimiter(db);
  const users = createUserService(db);
  return {
    database,
    catalog: createCatalogService(db),
    cart: createCartService(db),
    orders: createOrderService(db),
    sessions: createSessionService(db),
    rateLimiter,
    users,
    auth: createAuthService({ users, rateLimiter }),
    notifications: createNotificationService(db),
    leads: createLeadsService(db, rateLimiter, options.leads),
    blog: createBlogService(db),
    newsletter: createNewsletterService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
