import { Router } from "express";
import type { Services } from "../services";
import { parseIdParam, parseTextParam } from "../http/params";

/**
 * Spec section 7 public blog reads: published posts only (drafts answer 404 like unknown ones).
 * Thin: parse, call the blog service, send JSON. The admin routes (/api/admin/blog/*) reuse the same service
 * with `{ includeDrafts: true }`.
 */
export function blogRouter({ blog }: Services): Router {
  const router = Router();

  router.get("/blog/posts", async (_req, res) => {
    res.json(await blog.listPosts());
  });

  router.get("/blog/posts/slug/:slug", async (req, res) => {
    res.json(await blog.getPostBySlug(parseTextParam(req.params.slug, "slug")));
  });

  router.get("/blog/posts/tag/:tag", async (req, res) => {
    res.json(await blog.listPostsByTag(parseTextParam(req.params.tag, "tag")));
  });

  router.get("/blog/posts/:id", async (req, res) => {
    res.json(await blog.getPostById(parseIdParam(req.params.id, "Mã bài viết")));
  });

  router.get("/blog/posts/:id/categories", async (req, res) => {
    res.json(await blog.listCategoriesOfPost(parseIdParam(req.params.id, "Mã bài viết")));
  });

  router.get("/blog/categories", async (_req, res) => {
    res.json(await blog.listCategories());
  });

  router.get("/blog/categories/slug/:slug", async (req, res) => {
    res.json(await blog.getCategoryBySlug(parseTextParam(req.params.slug, "slug")));
  });

  router.get("/blog/categories/:id/posts", async (req, res) => {
    res.json(await blog.listPostsOfCategory(parseIdParam(req.params.id, "Mã chuyên mục")));
  });

  return router;
}
