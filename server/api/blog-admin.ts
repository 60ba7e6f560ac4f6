import express, { Router } from "express";
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from "#common/schemas/blog-admin";
import type { Services } from "../services";
import { requireAdmin } from "../http/require-admin";
import { actorOf } from "../http/actor";
import { parseIdParam } from "../http/params";
import { AppError } from "../services/foundation/errors";
import { UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from "../services/foundation/uploads";

/**
 * Spec section 7 admin blog API (/api/admin/blog/*), category CRUD, the SEO analytics report and image uploads.
 * Thin: parse ids, call the blog/analytics services, send JSON. Guarded here as well as by the /api/admin
 * prefix guard, so the router is safe wherever it is mounted.
 */
export function blogAdminRouter({ blog, analytics, uploads }: Services): Router {
  const router = Router();
  router.use("/admin", requireAdmin);

  router.get("/admin/blog/posts", async (_req, res) => {
    res.json(await blog.listAdminPosts());
  });

  router.get("/admin/blog/posts/:id", async (req, res) => {
    res.json(await blog.getAdminPost(parseIdParam(req.params.id, "Mã bài viết")));
  });

  router.post("/admin/blog/posts", async (req, res) => {
    res.status(201).json(await blog.createPost(req.body, actorOf(req)));
  });

  router.put("/admin/blog/posts/:id", async (req, res) => {
    res.json(await blog.savePost(parseIdParam(req.params.id, "Mã bài viết"), req.body, actorOf(req)));
  });

  router.delete("/admin/blog/posts/:id", async (req, res) => {
    await blog.deletePost(parseIdParam(req.params.id, "Mã bài viết"), actorOf(req));
    res.status(204).end();
  });

  router.get("/admin/blog/categories", async (_req, res) => {
    res.json(await blog.listAdminCategories());
  });

  router.post("/admin/blog/categories", async (req, res) => {
    res.status(201).json(await blog.createCategory(req.body, actorOf(req)));
  });

  router.put("/admin/blog/categories/:id", async (req, res) => {
    res.json(await blog.updateCategory(parseIdParam(req.params.id, "Mã chuyên mục"), req.body, actorOf(req)));
  });

  router.delete("/admin/blog/categories/:id", async (req, res) => {
    await blog.deleteCategory(parseIdParam(req.params.id, "Mã chuyên mục"), actorOf(req));
    res.status(204).end();
  });

  router.get("/admin/blog/analytics", async (req, res) => {
    res.json(await analytics.report(req.query.period));
  });

  const rawImage = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });
  router.post(
    "/admin/uploads",
    (req, _res, next) => {
      const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type)) return next(new AppError(415, UPLOAD_TYPE_MESSAGE));
      const length = Number(req.get("content-length") ?? 0);
      if (length > MAX_UPLOAD_BYTES) return next(new AppError(413, UPLOAD_SIZE_MESSAGE));
      rawImage(req, _res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === "entity.too.large") return next(new AppError(413, UPLOAD_SIZE_MESSAGE));
        next(error);
      });
    },
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.status(201).json(await uploads.saveImage(body, req.get("content-type")));
    },
  );

  return router;
}
