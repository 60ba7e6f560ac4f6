import { Router } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";

/** Spec section 7 catalogue reads. Thin: parse, call the catalog service, send JSON. */
export function catalogRouter({ catalog }: Services): Router {
  const router = Router();

  router.get("/categories", async (_req, res) => {
    res.json(await catalog.listCategories());
  });

  router.get("/products", async (req, res) => {
    res.json(await catalog.listProducts({ search: typeof req.query.search === "string" ? req.query.search : undefined }));
  });

  router.get("/products/featured", async (_req, res) => {
    res.json(await catalog.listFeatured());
  });

  router.get("/products/search", async (req, res) => {
    res.json(await catalog.searchProducts(req.query.q));
  });

  router.get("/products/category/:categoryId", async (req, res) => {
    res.json(await catalog.listByCategory(parseIdParam(req.params.categoryId, "Mã danh mục")));
  });

  router.get("/products/:id", async (req, res) => {
    res.json(await catalog.getProduct(parseIdParam(req.params.id, "Mã sản phẩm")));
  });

  return router;
}
