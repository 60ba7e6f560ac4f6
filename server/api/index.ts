import { Router } from "express";
import type { Services } from "../services";
import { apiNotFound } from "../http/error-handler";
import { blogRouter } from "./blog";
import { catalogRouter } from "./catalog";
import { newsletterRouter } from "./newsletter";

/** The JSON REST API of spec section 7, mounted at /api. */
export function createApiRouter(services: Services): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(catalogRouter(services));
  api.use(blogRouter(services));
  api.use(newsletterRouter(services));
  api.use(apiNotFound);
  return api;
}
