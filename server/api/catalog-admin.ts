import { Router } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";
import { actorOf } from "../http/actor";

/** The owner's catalogue under /api/admin (guarded in api/index.ts). Thin: parse the id, call the service. */
export function catalogAdminRouter({ catalogAdmin }: Services): Router {
  const router = Router();

  router.get("/admin/products", async (_req, res) => {
    res.json(await catalogAdmin.listProducts());
  });

  router.post("/admin/products", async (req, res) => {
    res.status(201).json(await catalogAdmin.createProduct(req.body, actorOf(req)));
  });

  router.get("/admin/products/:id", async (req, res) => {
    res.json(await catalogAdmin.getProduct(parseIdParam(req.params.id, "Mã sản phẩm")));
  });

  router.put("/admin/products/:id", async (req, res) => {
    res.json(await catalogAdmin.updateProduct(parseIdParam(req.params.id, "Mã sản phẩm"), req.body, actorOf(req)));
  });

  router.delete("/admin/products/:id", async (req, res) => {
    res.json(await catalogAdmin.removeProduct(parseIdParam(req.params.id, "Mã sản phẩm"), actorOf(req)));
  });

  router.get("/admin/categories", async (_req, res) => {
    res.json(await catalogAdmin.listCategories());
  });

  router.post("/admin/categories", async (req, res) => {
    res.status(201).json(await catalogAdmin.createCategory(req.body, actorOf(req)));
  });

  router.put("/admin/categories/:id", async (req, res) => {
    res.json(await catalogAdmin.updateCategory(parseIdParam(req.params.id, "Mã danh mục"), req.body, actorOf(req)));
  });

  router.delete("/admin/categories/:id", async (req, res) => {
    await catalogAdmin.deleteCategory(parseIdParam(req.params.id, "Mã danh mục"), actorOf(req));
    res.status(204).end();
  });

  return router;
}
