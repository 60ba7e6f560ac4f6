import type { Database } from "../db/client";
import { createCartService } from "./cart";
import { createCatalogService } from "./catalog";
import { createOrderService } from "./orders";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export function createServices(database: Database) {
  const { db } = database;
  return {
    database,
    catalog: createCatalogService(db),
    cart: createCartService(db),
    orders: createOrderService(db),
    sessions: createSessionService(db),
    rateLimiter: createRateLimiter(db),
  };
}

export type Services = ReturnType<typeof createServices>;
