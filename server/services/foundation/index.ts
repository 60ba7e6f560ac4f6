import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { createIdempotencyStore } from "./idempotency";
import { createLocationService } from "./locations";
import { createPublicContentChanges } from "./public-content";
import { createRateLimiter } from "./rate-limiter";
import { createUploadService } from "./uploads";

/** What every domain uses: limits, idempotency keys, provinces and wards, the change bus, stored files, links. */
export function createFoundationServices(database: Database, options: { linkSecret?: string; siteUrl?: string }) {
  const { db } = database;
  return {
    database,
    db,
    rateLimiter: createRateLimiter(db),
    idempotency: createIdempotencyStore(db),
    locations: createLocationService(),
    publicContent: createPublicContentChanges(database),
    uploads: createUploadService(db),
    linkSecret: options.linkSecret ?? randomBytes(32).toString("hex"),
    siteUrl: options.siteUrl ?? "http://localhost:3000",
  };
}

export type Foundation = ReturnType<typeof createFoundationServices>;
