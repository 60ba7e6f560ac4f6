import { Router } from "express";
import type { Services } from "../services";
import type { UploadStore } from "../services/uploads";
import { apiNotFound } from "../http/error-handler";
import { requireAdmin } from "../http/require-admin";
import { adminAccountRouter, authRouter } from "./auth";
import { analyticsRouter } from "./analytics";
import { blogRouter } from "./blog";
import { blogAdminRouter } from "./blog-admin";
import { catalogRouter } from "./catalog";
import { newsletterRouter } from "./newsletter";

/** The JSON REST API of spec section 7, mounted at /api. */
export interface ApiOptions {
  /** Where admin image uploads are stored (DATA_DIR/uploads); without it the upload endpoint is absent. */
  uploads?: UploadStore;
  siteUrl?: string;
}

export function createApiRouter(services: Services, options: ApiOptions = {}): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(catalogRouter(services));
  // Login and logout are the only /api/admin paths reachable without an administrator session.
  api.use(authRouter(services));
  // Admin guard (401 JSON): every /api/admin/* endpoint mounted below, plus the admin reads/writes of contact
  // requests that live outside /api/admin in the spec. Mount new admin routers AFTER these lines.
  api.use("/admin", requireAdmin);
  api.get("/contact-requests", requireAdmin);
  api.put("/contact-requests/:id/status", requireAdmin);
  api.use(adminAccountRouter(services));
  api.use(blogRouter(services));
  api.use(newsletterRouter(services));
  api.use(blogAdminRouter(services, options.uploads));
  api.use(analyticsRouter(services, options.siteUrl));
  api.use(apiNotFound);
  return api;
}
