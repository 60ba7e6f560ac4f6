import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { ZodError } from "zod";
import {
  BlogCategoryInputSchema,
  BlogPostInputSchema,
  POST_REQUIRED_MESSAGE,
  PublishToggleSchema,
  type BlogCategoryInput,
  type BlogPostInput,
} from "#common/schemas/blog-admin";
import { computeSeoScore } from "#common/seo-score";
import { slugify, uniqueSlug } from "#common/slug";
import { fieldErrorsOf, VALIDATION_MESSAGE } from "#common/validation";
import type { Db } from "../../db/client";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { blogCategories, blogPostCategories, blogPosts } from "../../db/schema";
import {
  categoryColumns,
  categoryNotFound,
  postNotFound,
  withTags,
  type BlogCategoryView,
  type BlogPostSummary,
  type BlogPostView,
} from "./blog-rows";
import { ConflictError, ValidationError } from "../foundation/errors";
import { sanitizePostHtml } from "./html-sanitizer";

const SLUG_TAKEN_MESSAGE = "Slug này đã được dùng cho bài viết khác";
const CATEGORY_SLUG_TAKEN_MESSAGE = "Slug này đã được dùng cho chuyên mục khác";

/** A row of the admin posts table: no body, with the stored SEO score, views and categories. */
interface AdminPostRow
  extends Pick<BlogPostSummary, "id" | "title" | "slug" | "tags" | "isPublished" | "publishedAt" | "createdAt" | "updatedAt"> {
  seoScore: number;
  viewCount: number;
  categories: { id: number; name: string; slug: string }[];
}

/** Everything the editor needs: the stored post (content already sanitized) and its category ids. */
export interface AdminPostDetail extends BlogPostView {
  seoScore: number;
  viewCount: number;
  categoryIds: number[];
}

interface AdminCategoryRow extends BlogCategoryView {
  postCount: number;
}

/** Parses a post body; a missing title or content answers with the spec's message (section 5). */
function parseBlogPostInput(body: unknown): BlogPostInput {
  try {
    return BlogPostInputSchema.parse(body);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const fieldErrors = fieldErrorsOf(error);
    const missing = error.issues.some((issue) => issue.message === POST_REQUIRED_MESSAGE);
    throw new ValidationError(missing ? POST_REQUIRED_MESSAGE : VALIDATION_MESSAGE, fieldErrors);
  }
}

/** Postgres unique violation (both drivers expose the SQLSTATE as `code`, sometimes on `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === "23505" || candidate?.cause?.code === "23505";
}

/** 409 for a slug already used, naming the slug field. */
function slugConflict(message: string): ConflictError {
  return new ConflictError(message, { errors: { slug: [message] } });
}

/** Admin writes and reads of the blog; merged into the blog service (services.blog.*). */
export function createBlogAdminFunctions(db: Db, contentChanged: () => void, now: () => Date = () => new Date()) {
  /** Whether another row of the table (posts or categories) already has the slug. */
  async function slugTaken(table: typeof blogPosts | typeof blogCategories, slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
      .limit(1);
    return Boolean(row);
  }

  /**
   * A slug typed by hand must be free (409 with `takenMessage`); an empty one is generated (`fallback`) and
   * suffixed until free.
   */
  async function resolveSlugIn(
    table: typeof blogPosts | typeof blogCategories,
    typedSlug: string | null | undefined,
    fallback: string,
    takenMessage: string,
    exceptId?: number,
  ): Promise<string> {
    const taken = (slug: string) => slugTaken(table, slug, exceptId);
    const typed = slugify(typedSlug ?? "");
    if (typed) {
      if (await taken(typed)) throw slugConflict(takenMessage);
      return typed;
    }
    return uniqueSlug(fallback, taken);
  }

  function resolveSlug(input: BlogPostInput, exceptId?: number): Promise<string> {
    const fromTitle = slugify(input.title).slice(0, 80).replace(/-+$/, "");
    return resolveSlugIn(blogPosts, input.slug, fromTitle, SLUG_TAKEN_MESSAGE, exceptId);
  }

  function resolveCategorySlug(input: BlogCategoryInput, exceptId?: number): Promise<string> {
    return resolveSlugIn(blogCategories, input.slug, slugify(input.name) || "chuyen-muc", CATEGORY_SLUG_TAKEN_MESSAGE, exceptId);
  }

  async function checkCategories(categoryIds: number[]): Promise<number[]> {
    const ids = [...new Set(categoryIds)];
    if (ids.length === 0) return [];
    const found = await db.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, ids));
    if (found.length !== ids.length) {
      throw new ValidationError("Chuyên mục không tồn tại", { categoryIds: ["Có chuyên mục không tồn tại"] });
    }
    return ids;
  }

  /** Links a post to its (checked) categories; inside the post's write transaction. */
  async function linkCategories(tx: Pick<Db, "insert">, postId: number, categoryIds: number[]): Promise<void> {
    if (categoryIds.length) {
      await tx.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ postId, categoryId })));
    }
  }

  function storedFields(input: BlogPostInput, slug: string) {
    const content = sanitizePostHtml(input.content);
    const seoScore = computeSeoScore({
      title: input.title,
      slug,
      content,
      tags: input.tags,
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
    }).score;
    return {
      title: input.title,
      slug,
      summary: input.summary,
      content,
      coverImage: input.coverImage,
      tags: input.tags,
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
      canonicalUrl: input.canonicalUrl,
      isPublished: input.isPublished,
      seoScore,
    };
  }

  async function getAdminPost(id: number): Promise<AdminPostDetail> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    if (!row) throw postNotFound();
    const links = await db
      .select({ categoryId: blogPostCategories.categoryId })
      .from(blogPostCategories)
      .where(eq(blogPostCategories.postId, id))
      .orderBy(asc(blogPostCategories.id));
    return { ...withTags(row), categoryIds: links.map((link) => link.categoryId) };
  }

  async function listAdminPosts(): Promise<AdminPostRow[]> {
    const rows = await db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        tags: blogPosts.tags,
        isPublished: blogPosts.isPublished,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
        seoScore: blogPosts.seoScore,
        viewCount: blogPosts.viewCount,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    const links = await db
      .select({
        postId: blogPostCategories.postId,
        id: blogCategories.id,
        name: blogCategories.name,
        slug: blogCategories.slug,
      })
      .from(blogPostCategories)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
      .orderBy(asc(blogPostCategories.id));
    const byPost = new Map<number, AdminPostRow["categories"]>();
    for (const { postId, ...category } of links) {
      const list = byPost.get(postId) ?? [];
      list.push(category);
      byPost.set(postId, list);
    }
    return rows.map((row) => ({ ...withTags(row), categories: byPost.get(row.id) ?? [] }));
  }

  async function createPost(body: unknown, actor: Actor): Promise<AdminPostDetail> {
    const authorId = actor.id;
    const input = parseBlogPostInput(body);
    const categoryIds = await checkCategories(input.categoryIds);
    const slug = await resolveSlug(input);
    const at = now();
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogPosts)
          .values({
            ...storedFields(input, slug),
            authorId,
            publishedAt: input.isPublished ? at : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: blogPosts.id });
        await linkCategories(tx, row!.id, categoryIds);
        await writeAudit(tx, actor, {
          action: input.isPublished ? "post.publish" : "post.create",
          entityType: "post",
          entityId: row!.id,
          summary: `${input.isPublished ? "Tạo và xuất bản" : "Tạo bản nháp"} “${input.title}”`,
          after: { title: input.title, isPublished: input.isPublished },
        });
        return row!.id;
      });
      return getAdminPost(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugConflict(SLUG_TAKEN_MESSAGE);
      throw error;
    }
  }

  async function updatePost(id: number, body: unknown, actor: Actor): Promise<AdminPostDetail> {
    const existing = await getAdminPost(id);
    const input = parseBlogPostInput(body);
    const categoryIds = await checkCategories(input.categoryIds);
    const slug = await resolveSlug(input, id);
    const at = now();
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(blogPosts)
          .set({
            ...storedFields(input, slug),
            // publishedAt records the first publication and survives later unpublish/republish.
            publishedAt: existing.publishedAt ?? (input.isPublished ? at : null),
            updatedAt: at,
          })
          .where(eq(blogPosts.id, id));
        await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, id));
        await linkCategories(tx, id, categoryIds);
        const published = input.isPublished !== existing.isPublished;
        await writeAudit(tx, actor, {
          action: published ? (input.isPublished ? "post.publish" : "post.unpublish") : "post.update",
          entityType: "post",
          entityId: id,
          summary: `${published ? (input.isPublished ? "Xuất bản" : "Ẩn") : "Sửa"} “${input.title}”`,
          before: { title: existing.title, isPublished: existing.isPublished },
          after: { title: input.title, isPublished: input.isPublished },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw slugConflict(SLUG_TAKEN_MESSAGE);
      throw error;
    }
    return getAdminPost(id);
  }

  async function setPublished(id: number, body: unknown, actor: Actor): Promise<AdminPostDetail> {
    const { isPublished } = PublishToggleSchema.parse(body);
    const at = now();
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ title: blogPosts.title, isPublished: blogPosts.isPublished }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw postNotFound();
      await tx
        .update(blogPosts)
        .set({
          isPublished,
          publishedAt: isPublished ? sql`coalesce(${blogPosts.publishedAt}, ${at.toISOString()}::timestamptz)` : blogPosts.publishedAt,
          updatedAt: at,
        })
        .where(eq(blogPosts.id, id));
      await writeAudit(tx, actor, {
        action: isPublished ? "post.publish" : "post.unpublish",
        entityType: "post",
        entityId: id,
        summary: `${isPublished ? "Xuất bản" : "Ẩn"} “${before.title}”`,
        before: { isPublished: before.isPublished },
        after: { isPublished },
      });
    });
    return getAdminPost(id);
  }

  /** PUT body: `{ isPublished }` alone is the list row's toggle; anything else is the full post. */
  async function savePost(id: number, body: unknown, actor: Actor): Promise<AdminPostDetail> {
    const isToggle =
      typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && "isPublished" in body;
    return isToggle ? setPublished(id, body, actor) : updatePost(id, body, actor);
  }

  async function deletePost(id: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id, title: blogPosts.title });
      if (deleted.length === 0) throw postNotFound();
      await writeAudit(tx, actor, {
        action: "post.delete",
        entityType: "post",
        entityId: id,
        summary: `Xóa “${deleted[0]!.title}”`,
        before: { title: deleted[0]!.title },
      });
    });
  }

  // ---- Blog categories -------------------------------------------------------------------------------

  async function listAdminCategories(): Promise<AdminCategoryRow[]> {
    return db
      .select({
        ...categoryColumns,
        postCount: sql<number>`count(${blogPostCategories.id})::int`,
      })
      .from(blogCategories)
      .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
      .groupBy(blogCategories.id)
      .orderBy(asc(blogCategories.id));
  }

  async function createCategory(body: unknown, actor: Actor) {
    const input = BlogCategoryInputSchema.parse(body);
    const slug = await resolveCategorySlug(input);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(blogCategories).values({ name: input.name, slug, description: input.description }).returning();
        await writeAudit(tx, actor, {
          action: "blog-category.create",
          entityType: "blog-category",
          entityId: row!.id,
          summary: `Thêm chuyên mục “${input.name}”`,
          after: { name: input.name, slug, description: input.description },
        });
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(CATEGORY_SLUG_TAKEN_MESSAGE);
      throw error;
    }
  }

  async function updateCategory(id: number, body: unknown, actor: Actor) {
    const input = BlogCategoryInputSchema.parse(body);
    const slug = await resolveCategorySlug(input, id);
    try {
      return await db.transaction(async (tx) => {
        const [before] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
        if (!before) throw categoryNotFound();
        const [row] = await tx
          .update(blogCategories)
          .set({ name: input.name, slug, description: input.description })
          .where(eq(blogCategories.id, id))
          .returning();
        await writeAudit(tx, actor, {
          action: "blog-category.update",
          entityType: "blog-category",
          entityId: id,
          summary: before.name === input.name ? `Sửa chuyên mục “${input.name}”` : `Chuyên mục “${before.name}” → “${input.name}”`,
          before: { name: before.name, slug: before.slug, description: before.description },
          after: { name: input.name, slug, description: input.description },
        });
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(CATEGORY_SLUG_TAKEN_MESSAGE);
      throw error;
    }
  }

  /** Deleting a category unlinks its posts (the link rows cascade); the posts themselves stay. */
  async function deleteCategory(id: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
      if (!deleted) throw categoryNotFound();
      await writeAudit(tx, actor, {
        action: "blog-category.delete",
        entityType: "blog-category",
        entityId: id,
        summary: `Xóa chuyên mục “${deleted.name}”`,
        before: { name: deleted.name, slug: deleted.slug, description: deleted.description },
      });
    });
  }

  /** A write whose success may change public pages (a draft's too: cheap, and a draft can be unpublished). */
  function announced<Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>) {
    return async (...args: Args): Promise<Result> => {
      const result = await write(...args);
      contentChanged();
      return result;
    };
  }

  return {
    getAdminPost,
    listAdminPosts,
    createPost: announced(createPost),
    updatePost: announced(updatePost),
    setPublished: announced(setPublished),
    savePost: announced(savePost),
    deletePost: announced(deletePost),
    listAdminCategories,
    createCategory: announced(createCategory),
    updateCategory: announced(updateCategory),
    deleteCategory: announced(deleteCategory),
  };
}
